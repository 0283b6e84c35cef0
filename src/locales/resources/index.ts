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
import PAGES from '../pages';
type Labels = Record<'zh-CN' | 'en-US', Record<string, string>>;

/**
 * Each resource's labels live beside each other in one file per resource (`resources.<key>.fields|actions|
 * sections|...`), both languages together; the locale files spread them in.
 */
const ALL: Labels[] = [
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
  ...PAGES,
];

export default {
  'zh-CN': Object.assign({}, ...ALL.map((l) => l['zh-CN'])) as Record<string, string>,
  'en-US': Object.assign({}, ...ALL.map((l) => l['en-US'])) as Record<string, string>,
};
