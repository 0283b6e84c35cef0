import { resource } from '../../console/decl';
import { merchant as merchantLabels } from './merchant.labels';

/** Registration review (`/orgMag/regRev`): merchants and their review state (DOMAIN.md, Organisation). */
const merchant = resource({
  key: 'merchant',
  labels: merchantLabels,
  api: '/v1/admin/merchants',
  rowKey: 'cust_id',
  fields: {
    cust_id: { type: 'id', filter: 'eq', copyable: true, width: 130 },
    name: { type: 'text', filter: 'like', sortable: true },
    email: { type: 'email', filter: 'like' },
    entity: { type: 'enum', enum: 'entity', filter: 'eq', width: 90 },
    category: { type: 'enum', enum: 'merchantCategory', filter: 'in' },
    industry: { type: 'enum', enum: 'industry', filter: 'in', hideInTable: true },
    country: { type: 'country', filter: 'eq', width: 110 },
    platform: { type: 'enum', enum: 'sitePlatform', filter: 'in' },
    status: { type: 'enum', enum: 'merchantStatus', filter: 'in', width: 120 },
    registered_at: { type: 'datetime', filter: 'range', sortable: true },
    reviewer: { type: 'text', hideInTable: true, unset: true },
    reviewed_at: { type: 'datetime', hideInTable: true, unset: true },
    review_reason: { type: 'text', hideInTable: true, unset: true },
  },
  // Who reviewed it, when, and why (the latest review).
  stamp: { by: 'reviewer', at: 'reviewed_at', reason: 'review_reason' },
  list: {
    columns: ['cust_id', 'name', 'email', 'entity', 'status', 'category', 'country', 'platform', 'registered_at'],
    hidden: ['email', 'entity', 'platform'],
    defaultSort: { field: 'registered_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'profile', fields: ['cust_id', 'name', 'email', 'entity', 'category', 'industry', 'country', 'platform'] },
      { key: 'review', fields: ['status', 'registered_at', 'reviewer', 'reviewed_at', 'review_reason'] },
    ],
    related: [
      { resource: 'shop', field: 'cust_id' },
      { resource: 'apiKey', field: 'cust_id' },
    ],
  },
  // The hidden pages of one merchant, shown to operators who may open them.
  links: [
    { key: 'sites', to: '/OrgMag/siteMag/:cust_id' },
    { key: 'orderParams', to: '/OrgMag/orderParamsMag/:cust_id' },
  ],
  actions: [
    {
      key: 'approve',
      bulk: true,
      when: { field: 'status', in: [0] },
      to: { status: 1 },
      confirm: true,
    },
    {
      key: 'reject',
      bulk: true,
      when: { field: 'status', in: [0] },
      to: { status: 2 },
      reason: true,
      danger: true,
    },
    {
      key: 'freeze',
      when: { field: 'status', in: [1] },
      to: { status: 3 },
      reason: true,
      danger: true,
    },
    {
      key: 'unfreeze',
      when: { field: 'status', in: [3] },
      to: { status: 1 },
      confirm: true,
    },
  ],
  export: true,
});

export default merchant;
