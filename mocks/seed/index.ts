import { guardedPages } from '../../src/auth/pages';
import { PERMISSION_CODES } from '../../src/domain/permissionCodes';
import { USER_TYPES } from '../../src/services/types';
import { DEMO_ACCOUNTS } from '../accounts';
import type { Admin, Db, Role } from '../db';
import { seedMerchants } from './merchants';
import { seedShops } from './shops';
import { seedApiKeys } from './apiKeys';
import { seedChannelConfigs } from './channelConfigs';
import { seedCustUsers } from './custUsers';
import { seedKyb } from './kyb';
import { seedMerchantRisk, seedRiskAlerts } from './merchantRisk';
import { seedParams } from './params';
import { seedScoreItems, seedScoreCriteria } from './scoring';
import { seedSites, seedOrderParams } from './sites';
import { seedNotices } from './notices';
import { seedPaymentChannels, seedForterChannels, seedRiskChannels } from './channels';
import { seedOrders, seedDisputes, seedFraudAlerts, seedBlacklist, seedRefunds } from './orders';
import {
  seedPushes,
  seedRejectOrders,
  seedSaasCallbacks,
  seedRequestLogs,
  seedRejectLogs,
  seedWarnLogs,
  seedProducts,
  seedBuyers,
} from './orderLogs';
import {
  seedRiskRules,
  seedBlacklistHits,
  seedNetworkRules,
  seedComplaints,
  seedBuyerMails,
  seedCardLogs,
  seedIpLogs,
  seedScreenLogs,
} from './riskPages';
import { seedAccountBase, seedAccountTables } from './accounts';
import { seedFlowTables } from './flows';
import { seedConfigTables } from './txnConfig';
import { seedFxTables } from './fx';
import { seedFinanceTables } from './finance';
import { seedJournalTables } from './journal';

function roleFor(id: string, name: string, description: string, pages: string[]): Role {
  const codes = pages.flatMap((p) => PERMISSION_CODES[p] ?? []);
  return { id, name, description, pages, codes: [...new Set(codes)] };
}

/** Built from the route table and the code list at every reset, so new pages and codes reach the roles. */
export function seedRoles(): Role[] {
  const pages = guardedPages().map((p) => p.path);
  return [
    roleFor('role-super', 'super', 'Every page and every action of the console', pages),
    roleFor(
      'role-risk',
      'risk',
      'Risk operations: the dashboard and the risk pages only',
      pages.filter((p) => p === '/Home' || p === '/risk' || p.startsWith('/risk/')),
    ),
  ];
}

type Login = [at: string, ip: string] | null;

const ADMIN_HISTORY: Record<string, Pick<Admin, 'id' | 'created_at'> & { previous: Login; last: Login }> = {
  'admin@payops.test': {
    id: 'adm-1001',
    created_at: '2025-06-02T08:30:00.000Z',
    previous: ['2026-03-09T08:12:44.000Z', '203.0.113.24'],
    last: ['2026-03-10T07:58:03.000Z', '203.0.113.24'],
  },
  'risk@payops.test': {
    id: 'adm-1002',
    created_at: '2025-09-15T10:05:00.000Z',
    previous: ['2026-03-09T13:40:19.000Z', '198.51.100.77'],
    last: ['2026-03-10T09:21:52.000Z', '198.51.100.77'],
  },
  'new@payops.test': {
    id: 'adm-1003',
    created_at: '2026-03-06T16:00:00.000Z',
    // Created by an administrator and never signed in.
    previous: null,
    last: null,
  },
};

export function seedAdmins(roles: Role[]): Admin[] {
  return DEMO_ACCOUNTS.map((account) => {
    const history = ADMIN_HISTORY[account.email];
    return {
      id: history.id,
      email: account.email,
      password: account.password,
      name: account.name,
      user_type: USER_TYPES.admin,
      role_ids: roles.filter((r) => r.name === account.role).map((r) => r.id),
      status: 'enabled',
      google_secret: account.secret ?? null,
      created_at: history.created_at,
      last_login_at: history.last?.[0] ?? null,
      last_login_ip: history.last?.[1] ?? null,
      previous_login_at: history.previous?.[0] ?? null,
      previous_login_ip: history.previous?.[1] ?? null,
    };
  });
}

/** The seed: a pure function of the route table and the code list, so every reset gives the same tables. */
export function seed(): Db {
  const roles = seedRoles();
  const admins = seedAdmins(roles);
  const merchants = seedMerchants();
  const shops = seedShops(merchants);
  const orders = seedOrders(merchants, shops);
  const accountBase = seedAccountBase(merchants);
  const flows = seedFlowTables(merchants, accountBase);
  return {
    role: roles,
    admin: admins,
    notices: seedNotices(admins),
    tokens: [],
    mailCodes: [],
    pendingSecrets: [],
    merchant: merchants,
    shop: shops,
    kyb: seedKyb(merchants),
    scoreItem: seedScoreItems(),
    scoreCriterion: seedScoreCriteria(),
    channelConfig: seedChannelConfigs(merchants),
    merchantRisk: seedMerchantRisk(merchants),
    riskAlert: seedRiskAlerts(merchants),
    apiKey: seedApiKeys(merchants),
    site: seedSites(merchants),
    orderParams: seedOrderParams(merchants),
    custUser: seedCustUsers(merchants),
    param: seedParams(),
    paymentChannel: seedPaymentChannels(merchants, orders),
    forterChannel: seedForterChannels(merchants, orders),
    riskChannel: seedRiskChannels(merchants, orders),
    order: orders,
    push: seedPushes(merchants, orders),
    rejectOrder: seedRejectOrders(merchants, orders),
    dispute: seedDisputes(merchants, orders),
    fraudAlert: seedFraudAlerts(merchants, orders),
    saasCallback: seedSaasCallbacks(merchants, orders),
    requestLog: seedRequestLogs(merchants, orders),
    rejectLog: seedRejectLogs(merchants, orders),
    warnLog: seedWarnLogs(merchants, orders),
    product: seedProducts(merchants, orders),
    buyer: seedBuyers(merchants, orders),
    riskRule: seedRiskRules(merchants, orders),
    blacklist: seedBlacklist(merchants, orders),
    blacklistHit: seedBlacklistHits(merchants, orders),
    networkRule: seedNetworkRules(merchants, orders),
    complaint: seedComplaints(merchants, orders),
    buyerMail: seedBuyerMails(merchants, orders),
    cardLog: seedCardLogs(merchants, orders),
    ipLog: seedIpLogs(merchants, orders),
    screenLog: seedScreenLogs(merchants, orders),
    refund: seedRefunds(merchants, orders),
    ...accountBase,
    ...flows,
    ...seedAccountTables(merchants, accountBase, flows),
    ...seedConfigTables(merchants),
    ...seedFxTables(),
    ...seedFinanceTables(merchants, orders),
    ...seedJournalTables(merchants),
    uploads: [],
    oplog: [],
  };
}
