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
];

export default {
  'zh-CN': Object.assign({}, ...ALL.map((l) => l['zh-CN'])) as Record<string, string>,
  'en-US': Object.assign({}, ...ALL.map((l) => l['en-US'])) as Record<string, string>,
};
