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
}

const routes: AppRoute[] = [
  {
    path: '/user',
    layout: false,
    routes: [{ path: '/user/login', name: 'login', component: './User/Login' }],
  },
  { path: '/', redirect: '/Home' },
  { path: '/Home', name: 'home', icon: 'pieChart', component: './Home', access: 'canView' },
  {
    path: '/orgMag',
    name: 'orgMag',
    icon: 'windows',
    access: 'canViewArea',
    routes: [
      { path: '/orgMag', redirect: '/orgMag/regRev' },
      { path: '/orgMag/regRev', name: 'regRev', component: './Resource', access: 'canView', resource: 'merchant' },
      { path: '/orgMag/kyb', name: 'kyb', component: './Resource', access: 'canView', resource: 'kyb' },
      { path: '/orgMag/shop', name: 'shop', component: './Resource', access: 'canView', resource: 'shop' },
      {
        path: '/orgMag/magBusiness',
        name: 'magBusiness',
        component: './Resource',
        access: 'canView',
        resource: 'channelConfig',
      },
      {
        path: '/orgMag/risk',
        name: 'risk',
        component: './Resource',
        access: 'canView',
        resources: ['merchantRisk', 'riskAlert'],
      },
      { path: '/orgMag/apiMag', name: 'apiMag', component: './Resource', access: 'canView', resource: 'apiKey' },
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
      {
        path: '/OrgMag/siteMag/:cust_id',
        name: 'siteMag',
        hideInMenu: true,
        component: './Resource',
        access: 'canView',
        resource: 'site',
      },
      {
        path: '/OrgMag/orderParamsMag/:cust_id',
        name: 'orderParamsMag',
        hideInMenu: true,
        component: './Resource',
        access: 'canView',
        resource: 'orderParams',
      },
    ],
  },
  {
    path: '/settingMag',
    name: 'settingMag',
    icon: 'setting',
    access: 'canViewArea',
    routes: [
      { path: '/settingMag', redirect: '/settingMag/adminSetting' },
      {
        path: '/settingMag/adminSetting',
        name: 'adminSetting',
        component: './Resource',
        access: 'canView',
        resource: 'admin',
      },
      {
        path: '/settingMag/custSetting',
        name: 'custSetting',
        component: './Resource',
        access: 'canView',
        resource: 'custUser',
      },
      { path: '/settingMag/role', name: 'role', component: './Resource', access: 'canView', resource: 'role' },
      { path: '/settingMag/params', name: 'params', component: './Resource', access: 'canView', resource: 'param' },
    ],
  },
  { path: '/exception', component: './Exception', hideInMenu: true },
  { path: '/403', component: './Exception/403', hideInMenu: true },
  { path: '/*', component: './Exception/404', layout: false },
];

export default routes;
