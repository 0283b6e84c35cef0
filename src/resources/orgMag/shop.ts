import { resource } from '../../console/decl';
import { shop as shopLabels } from './shop.labels';
import { enableDisable } from '../enableDisable';

/** Shops (`/orgMag/shop`): a merchant's stores on their site platforms, enabled or disabled (DOMAIN.md). */
const shop = resource({
  key: 'shop',
  labels: shopLabels,
  api: '/v1/admin/shops',
  rowKey: 'shop_id',
  fields: {
    shop_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    cust_id: { type: 'id', filter: 'eq', width: 110 },
    merchant_name: { type: 'text', filter: 'like' },
    site_url: { type: 'url', filter: 'like' },
    platform: { type: 'enum', enum: 'sitePlatform', filter: 'in' },
    category: { type: 'enum', enum: 'merchantCategory', filter: 'in' },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 100 },
    created_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['shop_id', 'merchant_name', 'site_url', 'status', 'cust_id', 'platform', 'category', 'created_at'],
    hidden: ['cust_id', 'category'],
    defaultSort: { field: 'created_at', order: 'descend' },
  },
  detail: {
    sections: [
      {
        key: 'shop',
        fields: ['shop_id', 'cust_id', 'merchant_name', 'site_url', 'platform', 'category', 'status', 'created_at'],
      },
    ],
  },
  actions: [
    {
      key: 'edit',
      form: {
        site_url: { type: 'url', required: true, max: 2048, pattern: '^https://' },
        platform: { type: 'enum', enum: 'sitePlatform', required: true },
      },
    },
    ...enableDisable('confirm', 'reason'),
  ],
  export: true,
});

export default shop;
