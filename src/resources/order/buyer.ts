import { resource } from '../../console/decl';
import { buyer as buyerLabels } from './buyer.labels';

/**
 * User info (`/order/user`): the buyers the orders know, by email: name, country, how many orders and chargebacks,
 * and whether a live blacklist entry lists their email. Adding one to the blacklist needs a reason; a buyer already
 * listed answers 101014. The detail lists their orders and the blacklist entries of their email.
 */
const buyer = resource({
  key: 'buyer',
  labels: buyerLabels,
  api: '/v1/admin/buyers',
  rowKey: 'email',
  fields: {
    email: { type: 'email', filter: 'like', copyable: true },
    name: { type: 'text', filter: 'like' },
    blacklisted: { type: 'enum', enum: 'yesNo', filter: 'in', width: 100, computed: true },
    orders_count: { type: 'number', integer: true, min: 0, sortable: true, width: 100 },
    chargebacks_count: { type: 'number', integer: true, min: 0, sortable: true, width: 100 },
    country: { type: 'country', filter: 'in', width: 130 },
    first_order_at: { type: 'datetime', sortable: true },
    last_order_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: [
      'email',
      'name',
      'country',
      'orders_count',
      'chargebacks_count',
      'blacklisted',
      'first_order_at',
      'last_order_at',
    ],
    hidden: ['first_order_at'],
    defaultSort: { field: 'last_order_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'buyer', fields: ['email', 'name', 'country', 'blacklisted'] },
      { key: 'history', fields: ['orders_count', 'chargebacks_count', 'first_order_at', 'last_order_at'] },
    ],
    related: [
      { resource: 'order', field: 'buyer_email', by: 'email' },
      { resource: 'blacklist', field: 'value', by: 'email' },
    ],
  },
  actions: [
    {
      key: 'blacklist',
      when: { field: 'blacklisted', in: [0] },
      reason: true,
      danger: true,
    },
  ],
  export: true,
});

export default buyer;
