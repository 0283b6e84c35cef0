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
      { path: '/orgMag/shop', name: 'shop', component: './Resource', access: 'canView', resource: 'shop' },
    ],
  },
  { path: '/exception', component: './Exception', hideInMenu: true },
  { path: '/403', component: './Exception/403', hideInMenu: true },
  { path: '/*', component: './Exception/404', layout: false },
];

export default routes;
