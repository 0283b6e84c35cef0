import type { ResourceDef } from '../console/types';
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

/**
 * Every resource declaration, pure data: the generic page renders them, the permission-code list is derived from
 * them, and the fake backend serves them. Adding a resource = its declaration here, its locales, its fake-backend
 * seed (and custom actions, if any).
 */
export const RESOURCES: readonly ResourceDef[] = [
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
];

export const resourceByKey = (key: string) => RESOURCES.find((r) => r.key === key);
