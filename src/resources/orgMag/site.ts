import { resource } from '../../console/decl';
import { site as siteLabels } from './site.labels';
import { enableDisable } from '../enableDisable';

const SITE_FORM = {
  name: { type: 'text', required: true, max: 100 },
  site_url: { type: 'url', required: true, max: 2048, pattern: '^https://' },
  platform: { type: 'enum', enum: 'sitePlatform', required: true },
} as const;

/**
 * A merchant's sites (`/OrgMag/siteMag/:cust_id`, hidden from the menu, opened from the registration list): the
 * page lists the sites of the merchant named by the route, and a new site is that merchant's.
 */
const site = resource({
  key: 'site',
  labels: siteLabels,
  api: '/v1/admin/sites',
  rowKey: 'site_id',
  parentParam: 'cust_id',
  fields: {
    site_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
    cust_id: { type: 'id', filter: 'eq', width: 110 },
    name: { type: 'text', filter: 'like' },
    site_url: { type: 'url', filter: 'like' },
    platform: { type: 'enum', enum: 'sitePlatform', filter: 'in' },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 100 },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['site_id', 'cust_id', 'name', 'site_url', 'status', 'platform', 'created_at'],
    hidden: ['cust_id'],
    defaultSort: { field: 'created_at', order: 'ascend' },
  },
  detail: {
    sections: [{ key: 'site', fields: ['site_id', 'cust_id', 'name', 'site_url', 'platform', 'status', 'created_at'] }],
  },
  create: {
    form: { cust_id: { type: 'text', required: true, max: 32 }, ...SITE_FORM },
  },
  actions: [{ key: 'edit', form: SITE_FORM }, ...enableDisable('confirm', 'reason')],
});

export default site;
