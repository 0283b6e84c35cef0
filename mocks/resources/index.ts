import type { Behaviour } from '../crud/actions';
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

/**
 * Resource key → what its table does in the fake backend (mocks/crud/actions.ts `Behaviour`). A new resource
 * needs its declaration, a seeded table in db.ts and a line here.
 */
export const BEHAVIOURS: Readonly<Record<string, Behaviour>> = {
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
};
