import { resource } from '../../console/decl';
import { merchant as merchantLabels } from './merchant.labels';

/**
 * Registration review (`/orgMag/regRev`): merchants and their review state (DOMAIN.md, Organisation). A merchant's
 * record page is its overview: profile, registration and KYB, how its orders of the last 30 days went, and its KYB
 * file, shops, sites, balances, orders, payouts, API keys and risk settings. Registration and KYB agree: a merchant
 * whose KYB was rejected is not approved here (nor its KYB approved once its registration failed, kyb.ts).
 */
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
    // Worked out on every answer: the merchant's KYB file, and its orders of the last 30 days.
    kyb_status: { type: 'enum', enum: 'kybStatus', hideInTable: true, unset: true, computed: true },
    orders_30d: { type: 'number', integer: true, min: 0, hideInTable: true, computed: true },
    success_rate_30d: { type: 'percent', min: 0, max: 100, hideInTable: true, unset: true, computed: true },
    refund_rate_30d: { type: 'percent', min: 0, max: 100, hideInTable: true, unset: true, computed: true },
    dispute_rate_30d: { type: 'percent', min: 0, max: 100, hideInTable: true, unset: true, computed: true },
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
      { key: 'review', fields: ['status', 'registered_at', 'reviewer', 'reviewed_at', 'review_reason', 'kyb_status'] },
      { key: 'performance', fields: ['orders_30d', 'success_rate_30d', 'refund_rate_30d', 'dispute_rate_30d'] },
    ],
    header: ['name', 'status', 'kyb_status', 'success_rate_30d', 'registered_at'],
    related: [
      { resource: 'kyb', field: 'cust_id' },
      { resource: 'balance', field: 'cust_id' },
      { resource: 'order', field: 'cust_id' },
      { resource: 'payout', field: 'cust_id' },
      { resource: 'shop', field: 'cust_id' },
      { resource: 'site', field: 'cust_id' },
      { resource: 'apiKey', field: 'cust_id' },
      { resource: 'merchantRisk', field: 'cust_id' },
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
      // Not over a rejected KYB file.
      when: { field: 'status', in: [0], and: [{ field: 'kyb_status', in: [null, 0, 1, 3] }] },
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
