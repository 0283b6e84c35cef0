import { resolveResource } from '../console/resolve';
import type { ResourceDef } from '../console/types';
import type { ResourceDecl, RowOf } from '../console/decl';
import { routedResources } from '../auth/pages';
import apiKey from './orgMag/apiKey';
import channelConfig from './orgMag/channelConfig';
import kyb from './orgMag/kyb';
import merchant from './orgMag/merchant';
import merchantRisk from './orgMag/merchantRisk';
import orderParams from './orgMag/orderParams';
import riskAlert from './orgMag/riskAlert';
import shop from './orgMag/shop';
import site from './orgMag/site';
import admin from './settingMag/admin';
import custUser from './settingMag/custUser';
import param from './settingMag/param';
import role from './settingMag/role';
import { approval, myApproval } from './approvals/approval';
import paymentChannel from './magChannel/paymentChannel';
import forterChannel from './magChannel/forterChannel';
import riskChannel from './magChannel/riskChannel';
import order from './order/order';
import push from './order/push';
import rejectOrder from './order/rejectOrder';
import dispute from './order/dispute';
import fraudAlert from './order/fraudAlert';
import saasCallback from './order/saasCallback';
import requestLog from './order/requestLog';
import rejectLog from './order/rejectLog';
import warnLog from './order/warnLog';
import product from './order/product';
import buyer from './order/buyer';
import riskRule from './risk/riskRule';
import blacklist from './risk/blacklist';
import blacklistHit from './risk/blacklistHit';
import networkRule from './risk/networkRule';
import complaint from './risk/complaint';
import buyerMail from './risk/buyerMail';
import cardLog from './risk/cardLog';
import ipLog from './risk/ipLog';
import screenLog from './risk/screenLog';
import refund from './order/refund';
import TXN_ACCOUNT from './txnAccount';
import TXN_FLOW from './txnFlow';
import TXN_MANAGER from './txnManager';
import FX from './fx';
import FINANCE from './finance';
import JOURNAL from './journal';

/** Every resource declaration, pure data, as its module writes it (the one list of the console's resources). */
export const DECLARED = [
  merchant,
  kyb,
  shop,
  channelConfig,
  merchantRisk,
  riskAlert,
  apiKey,
  site,
  orderParams,
  admin,
  custUser,
  role,
  param,
  approval,
  myApproval,
  paymentChannel,
  forterChannel,
  riskChannel,
  order,
  push,
  rejectOrder,
  dispute,
  fraudAlert,
  saasCallback,
  requestLog,
  rejectLog,
  warnLog,
  product,
  buyer,
  riskRule,
  blacklist,
  blacklistHit,
  networkRule,
  complaint,
  buyerMail,
  cardLog,
  ipLog,
  screenLog,
  refund,
  ...TXN_ACCOUNT,
  ...TXN_FLOW,
  ...TXN_MANAGER,
  ...FX,
  ...FINANCE,
  ...JOURNAL,
] as const satisfies readonly ResourceDecl[];

/**
 * The row type of each resource, by key (`Rows['shop']`): what its declaration's fields hold, computed fields left
 * out (src/console/decl.ts `RowOf`). The fake backend's tables and the pages that read rows use it.
 */
export type Rows = { [D in (typeof DECLARED)[number] as D['key']]: RowOf<D> };

const PAGES = new Map(routedResources());

/** Each declaration resolved (src/console/resolve.ts), before its references are. */
const RESOLVED = DECLARED.map((d) => resolveResource(d, (key) => PAGES.get(key)));

/**
 * Which resource a key names: the first in menu order with a record page whose key field is named so (`order_no` →
 * order, `cust_id` → merchant). A generic `id` names nothing by itself.
 */
const OWNERS = new Map<string, string>();
for (const r of RESOLVED)
  if (r.detail && !r.single && r.rowKey !== 'id' && !OWNERS.has(r.rowKey)) OWNERS.set(r.rowKey, r.key);

/** A declaration's `id` fields named as another resource's key refer to it (FieldDef.ref) unless they say otherwise. */
function withReferences(def: ResourceDef): ResourceDef {
  const fields = Object.fromEntries(
    Object.entries(def.fields).map(([name, f]) => {
      const owner = f.type === 'id' && name !== def.rowKey ? OWNERS.get(name) : undefined;
      return [name, !f.ref && owner && owner !== def.key ? { ...f, ref: owner } : f];
    }),
  );
  return { ...def, fields };
}

/**
 * Every resource as the generic layer reads it (src/console/resolve.ts): the generic page renders them, the
 * permission codes are derived from them, and the fake backend serves them.
 */
export const RESOURCES: readonly ResourceDef[] = RESOLVED.map(withReferences);

export const resourceByKey = (key: string) => RESOURCES.find((r) => r.key === key);
