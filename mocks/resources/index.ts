import type { Behaviour } from '../crud/actions';
import type { Row } from '../crud/query';
import { db } from '../db';
import type { Module } from './fake';
import admin from './admin';
import apiKey from './apiKey';
import channelConfig from './channelConfig';
import custUser from './custUser';
import kyb from './kyb';
import merchant from './merchant';
import merchantRisk from './merchantRisk';
import orderParams from './orderParams';
import param from './param';
import riskAlert from './riskAlert';
import role from './role';
import shop from './shop';
import site from './site';
import paymentChannel from './paymentChannel';
import forterChannel from './forterChannel';
import riskChannel from './riskChannel';
import order from './order';
import push from './push';
import rejectOrder from './rejectOrder';
import dispute from './dispute';
import fraudAlert from './fraudAlert';
import saasCallback from './saasCallback';
import requestLog from './requestLog';
import rejectLog from './rejectLog';
import warnLog from './warnLog';
import product from './product';
import buyer from './buyer';
import riskRule from './riskRule';
import blacklist from './blacklist';
import blacklistHit from './blacklistHit';
import networkRule from './networkRule';
import complaint from './complaint';
import buyerMail from './buyerMail';
import cardLog from './cardLog';
import ipLog from './ipLog';
import screenLog from './screenLog';
import refund from './refund';

import TXN_ACCOUNT from './txnAccount';
import TXN_FLOW from './txnFlow';
import TXN_MANAGER from './txnManager';
import FX from './fx';
import FINANCE from './finance';
import JOURNAL from './journal';
/**
 * The fake list: resource key → its fake module (mocks/resources/fake.ts). The database's resource tables (`Db`),
 * the seed (mocks/seed/index.ts) and the behaviours the handlers use are made from it, so a new resource needs its
 * module and a line here.
 */
export const FAKES = {
  admin,
  apiKey,
  channelConfig,
  custUser,
  kyb,
  merchant,
  merchantRisk,
  orderParams,
  param,
  riskAlert,
  role,
  shop,
  site,
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
} satisfies Record<string, Module>;

/** A module as the handlers use it: without `rows`, its rows are its own table, `db[key]`. */
function behaviourOf(key: string, module: Module): Behaviour {
  const { seed: _seed, ...behaviour } = module as Module & { seed?: unknown };
  return { rows: () => db[key as keyof typeof db] as unknown as Row[], ...behaviour };
}

/** Resource key → what its table does in the fake backend (mocks/crud/actions.ts `Behaviour`). */
export const BEHAVIOURS: Readonly<Record<string, Behaviour>> = Object.fromEntries(
  Object.entries(FAKES).map(([key, module]) => [key, behaviourOf(key, module)]),
);
