/**
 * The one route table: pages, menu (name → `menu.<name>` locale key, icon) and the permission URL of each
 * page (its path; `access: 'canView'` checks it against the server's `list_per`).
 * Paths are the spec's, typos kept: the permission tree names pages by them.
 */
export interface AppRoute {
  path: string;
  name?: string;
  icon?: string;
  component?: string;
  redirect?: string;
  access?: string;
  layout?: boolean;
  hideInMenu?: boolean;
  routes?: AppRoute[];
  /** For the generic resource page: which declaration of src/resources it renders. */
  resource?: string;
  /** Several declarations of one page, shown as tabs (they share the page's permission URL). */
  resources?: string[];
  /**
   * Declarations the page serves besides what it renders, under its permission URL: a related list's rows (an
   * order's refunds), a hand-written page's data (the FX rate page's rates and pairs).
   */
  also?: string[];
  /**
   * A record page (`<list>/:id`): one record of the list's declaration, opened in its own tab and address. It is
   * guarded by its list's permission URL (`permission`), not a page of the permission tree itself.
   */
  record?: boolean;
  /** The permission URL that guards this route when it is not its own path (a record page: its list's). */
  permission?: string;
}

/**
 * A page of the generic resource renderer: its path (also its permission URL), menu name and the declaration it
 * renders (several: shown as tabs of the page).
 */
const page = (path: string, name: string, resource: string | string[], more: Partial<AppRoute> = {}): AppRoute => ({
  path,
  name,
  component: './Resource',
  access: 'canView',
  ...(typeof resource === 'string' ? { resource } : { resources: resource }),
  ...more,
});

/** An area's own path: to the first of its pages the operator may open (the 403 page when none). */
const firstOfArea = (path: string): AppRoute => ({ path, component: './AreaRedirect' });

/**
 * Beside every list page, its records' pages: `<list>/:id` for the declaration it renders, `<list>/:resource/:id`
 * for those it shows as tabs or serves (an order's refunds). Hidden from the menu, guarded by the list's URL; a
 * declaration without a detail answers 404 there.
 */
function withRecords(list: AppRoute[]): AppRoute[] {
  return list.flatMap((r) => {
    if (r.routes) return [{ ...r, routes: withRecords(r.routes) }];
    // A page that names one record by `:id` already is that record's page.
    if (r.component !== './Resource' || r.path.includes('/:id')) return [r];
    const record = { component: './Resource/Record', access: 'canView', permission: r.path, record: true };
    const others = [...(r.resources ?? []), ...(r.also ?? [])];
    return [
      r,
      ...(r.resource
        ? [{ ...record, path: `${r.path}/:id`, name: r.name, resource: r.resource, hideInMenu: true }]
        : []),
      ...(others.length
        ? [{ ...record, path: `${r.path}/:resource/:id`, name: r.name, resources: others, hideInMenu: true }]
        : []),
    ];
  });
}

const routes: AppRoute[] = withRecords([
  {
    path: '/user',
    layout: false,
    routes: [{ path: '/user/login', name: 'login', component: './User/Login' }],
  },
  { path: '/', redirect: '/Home' },
  { path: '/Home', name: 'home', icon: 'pieChart', component: './Home', access: 'canView' },
  // The platform overview: rankings of merchants and channels for a chosen period (the menu's second entry).
  { path: '/Home/overview', name: 'overview', icon: 'pieChart', component: './Home/Overview', access: 'canView' },
  // The work inbox: every queue the operator works (src/services/queues.ts).
  { path: '/Home/work', name: 'work', icon: 'unorderedList', component: './Work', access: 'canView' },
  {
    path: '/orgMag',
    name: 'orgMag',
    icon: 'windows',
    access: 'canViewArea',
    routes: [
      { path: '/orgMag', redirect: '/orgMag/regRev' },
      page('/orgMag/regRev', 'regRev', 'merchant'),
      page('/orgMag/kyb', 'kyb', 'kyb'),
      page('/orgMag/shop', 'shop', 'shop'),
      page('/orgMag/magBusiness', 'magBusiness', 'channelConfig'),
      page('/orgMag/risk', 'risk', ['merchantRisk', 'riskAlert']),
      page('/orgMag/apiMag', 'apiMag', 'apiKey'),
    ],
  },
  {
    path: '/magChannel',
    name: 'magChannel',
    icon: 'borderlessTable',
    access: 'canViewArea',
    routes: [
      { path: '/magChannel', redirect: '/magChannel/orderMagChannel' },
      page('/magChannel/orderMagChannel', 'orderMagChannel', 'paymentChannel'),
      page('/magChannel/forterRiskManagementChannel', 'forterRiskManagementChannel', 'forterChannel'),
      page('/magChannel/riskManagementChannel', 'riskManagementChannel', 'riskChannel'),
    ],
  },
  {
    path: '/order',
    name: 'order',
    icon: 'unorderedList',
    access: 'canViewArea',
    routes: [
      { path: '/order', redirect: '/order/orderMag' },
      page('/order/orderMag', 'orderMag', 'order', { also: ['refund'] }),
      page('/order/processor', 'processor', 'push'),
      page('/order/rejectOrderMag', 'rejectOrderMag', 'rejectOrder'),
      page('/order/dispute', 'dispute', 'dispute'),
      page('/order/fraudAlert', 'fraudAlert', 'fraudAlert'),
      page('/order/saascallback', 'saascallback', 'saasCallback'),
      page('/order/requestlog', 'requestlog', 'requestLog'),
      page('/order/rejectlog', 'rejectlog', 'rejectLog'),
      page('/order/warnlog', 'warnlog', 'warnLog'),
      page('/order/product', 'product', 'product'),
      page('/order/user', 'user', 'buyer'),
    ],
  },
  {
    path: '/financeMag',
    name: 'financeMag',
    icon: 'creditCard',
    access: 'canViewArea',
    routes: [
      { path: '/financeMag', redirect: '/financeMag/financeMag' },
      page('/financeMag/financeMag', 'financeMag', 'settlement'),
    ],
  },
  {
    path: '/risk',
    name: 'risk',
    icon: 'warning',
    access: 'canViewArea',
    routes: [
      { path: '/risk', redirect: '/risk/user' },
      page('/risk/user', 'user', 'riskRule'),
      page('/risk/blacklist', 'blacklist', 'blacklist'),
      page('/risk/blackreject', 'blackreject', 'blacklistHit'),
      page('/risk/network', 'network', 'networkRule'),
      page('/risk/buyerComplaint', 'buyerComplaint', 'complaint'),
      page('/risk/buyerSendMail', 'buyerSendMail', 'buyerMail'),
      page('/risk/card', 'card', 'cardLog'),
      page('/risk/ip', 'ip', 'ipLog'),
      page('/risk/screenLog', 'screenLog', 'screenLog'),
    ],
  },
  {
    path: '/txnAccount',
    name: 'txnAccount',
    icon: 'creditCard',
    access: 'canViewArea',
    routes: [
      { path: '/txnAccount', redirect: '/txnAccount/balance' },
      page('/txnAccount/balance', 'balance', 'balance'),
      page('/txnAccount/account', 'account', 'virtualAccount'),
      page('/txnAccount/account/detail/:id', 'accountDetail', 'virtualAccountDetail', { hideInMenu: true }),
      page('/txnAccount/poboPayee', 'poboPayee', 'poboPayer'),
      page('/txnAccount/receiver', 'receiver', 'receiver'),
      page('/txnAccount/withdraw', 'withdraw', 'withdrawAccount'),
    ],
  },
  // The wallet product line: the same declarations as the transaction accounts, flows and configuration, made
  // with the product parameter (src/resources/product.ts), not copies.
  {
    path: '/wallet',
    name: 'wallet',
    icon: 'creditCard',
    access: 'canViewArea',
    routes: [
      firstOfArea('/wallet'),
      page('/wallet/balance', 'balance', 'walletBalance'),
      page('/wallet/account', 'account', 'walletVirtualAccount'),
      page('/wallet/account/detail/:id', 'accountDetail', 'walletVirtualAccountDetail', { hideInMenu: true }),
      page('/wallet/receiver', 'receiver', 'walletReceiver'),
      page('/wallet/withdraw', 'withdraw', 'walletWithdrawAccount'),
      page('/wallet/bill', 'bill', 'walletBill'),
      page('/wallet/conf', 'conf', 'walletFeeConf'),
      page('/wallet/paymentLimit', 'paymentLimit', 'walletPaymentLimit'),
    ],
  },
  {
    path: '/txnFlow',
    name: 'txnFlow',
    icon: 'unorderedList',
    access: 'canViewArea',
    routes: [
      { path: '/txnFlow', redirect: '/txnFlow/collection' },
      page('/txnFlow/collection', 'collection', 'collection'),
      page('/txnFlow/payment', 'payment', 'payout'),
      page('/txnFlow/exchange', 'exchange', 'exchange'),
      page('/txnFlow/transfer', 'transfer', 'transfer'),
      page('/txnFlow/internalTransfer', 'internalTransfer', 'internalTransfer'),
      page('/txnFlow/bill', 'bill', 'bill'),
      page('/txnFlow/aggregation', 'aggregation', 'aggregation'),
    ],
  },
  {
    path: '/txnManager',
    name: 'txnManager',
    icon: 'setting',
    access: 'canViewArea',
    routes: [
      { path: '/txnManager', redirect: '/txnManager/magBusiness' },
      page('/txnManager/magBusiness', 'magBusiness', 'businessChannel'),
      page('/txnManager/conf', 'conf', 'feeConf'),
      page('/txnManager/paymentLimit', 'paymentLimit', 'paymentLimit'),
      page('/txnManager/currencyType', 'currencyType', 'currencyType'),
      page('/txnManager/currencyMargin', 'currencyMargin', 'currencyMargin'),
      page('/txnManager/currencyHoliday', 'currencyHoliday', 'currencyHoliday'),
      page('/txnManager/channelWork', 'channelWork', 'tradingWindow'),
      page('/txnManager/transferLink', 'transferLink', 'transferLink'),
      page('/txnManager/dicrionary', 'dicrionary', 'dictionary'),
      page('/txnManager/currencyPair', 'currencyPair', 'currencyPair'),
      // The rate query: a chart and a table of one pair's rate history (hand-written: the chart is its own).
      {
        path: '/txnManager/fxrateTrail',
        name: 'fxrateTrail',
        component: './FxRate',
        access: 'canView',
        also: ['fxRate', 'fxPair'],
      },
    ],
  },
  {
    path: '/compliance',
    name: 'compliance',
    icon: 'smile',
    access: 'canViewArea',
    routes: [
      // The spec's redirect to /compliance/regRev has no page: the first compliance page the operator may open.
      firstOfArea('/compliance'),
      page('/compliance/socreItem', 'socreItem', 'scoreItem'),
      page('/compliance/scoringCriteria', 'scoringCriteria', 'scoreCriterion'),
    ],
  },
  {
    path: '/journal',
    name: 'journal',
    icon: 'info',
    access: 'canViewArea',
    routes: [
      { path: '/journal', redirect: '/journal/fileMag' },
      page('/journal/fileMag', 'fileMag', 'fileLog'),
      page('/journal/messageMag', 'messageMag', 'messageLog'),
      page('/journal/operationMag', 'operationMag', 'operationLog'),
      page('/journal/pushMag', 'pushMag', 'pushLog'),
      page('/journal/mqMag', 'mqMag', 'mqLog'),
      page('/journal/schedulerMag', 'schedulerMag', 'job'),
      // One job's runs, named by its class and method (the server's permission tree names the page so).
      page('/journal/schedulerMag/details/:class_name/:method', 'schedulerDetails', 'jobRun', { hideInMenu: true }),
      page('/journal/loginListMsg', 'loginListMsg', 'loginLog'),
      page('/journal/userMag', 'userMag', 'userChangeLog'),
    ],
  },
  // A merchant's sites and order parameters: hidden pages, with the capital O the spec writes (the server's
  // permission tree names them so). Top level, since a router child must sit under its parent's path; named
  // like the area, so their labels (menu.orgMag.*) and the role editor place them with the merchant pages.
  {
    path: '/OrgMag',
    name: 'orgMag',
    hideInMenu: true,
    routes: [
      { path: '/OrgMag', redirect: '/orgMag/regRev' },
      page('/OrgMag/siteMag/:cust_id', 'siteMag', 'site', { hideInMenu: true }),
      page('/OrgMag/orderParamsMag/:cust_id', 'orderParamsMag', 'orderParams', { hideInMenu: true }),
    ],
  },
  {
    path: '/settingMag',
    name: 'settingMag',
    icon: 'setting',
    access: 'canViewArea',
    routes: [
      { path: '/settingMag', redirect: '/settingMag/adminSetting' },
      page('/settingMag/adminSetting', 'adminSetting', 'admin'),
      page('/settingMag/custSetting', 'custSetting', 'custUser'),
      page('/settingMag/role', 'role', 'role'),
      page('/settingMag/params', 'params', 'param'),
      // Dual control: requests to decide, and the operator's own (DOMAIN.md "Dual control").
      page('/settingMag/approvals', 'approvals', ['approval', 'myApproval']),
    ],
  },
  { path: '/exception', component: './Exception', hideInMenu: true },
  { path: '/403', component: './Exception/403', hideInMenu: true },
  { path: '/*', component: './Exception/404', layout: false },
]);

export default routes;
