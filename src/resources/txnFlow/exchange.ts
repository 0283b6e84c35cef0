import { resource } from '../../console/decl';
import { merchantFields, NEWEST_FIRST, timeFields } from './common';
import { exchange as exchangeLabels } from './exchange.labels';

/**
 * Exchanges (`/txnFlow/exchange`): a merchant sells one currency for another at a rate (a decimal string): the
 * bought amount is the sold amount times the rate, rounded half up to the bought currency's minor units. The fee
 * is in the sold currency.
 */
const exchange = resource({
  key: 'exchange',
  labels: exchangeLabels,
  api: '/v1/admin/exchanges',
  rowKey: 'exchange_id',
  fields: {
    exchange_id: { type: 'id', filter: 'eq', copyable: true, width: 150 },
    ...merchantFields,
    sell_amount: { type: 'money', currencyField: 'sell_currency', filter: 'range', sortable: true },
    sell_currency: { type: 'currency', filter: 'eq', width: 90 },
    rate: { type: 'text', width: 120 },
    buy_amount: { type: 'money', currencyField: 'buy_currency', filter: 'range', sortable: true },
    buy_currency: { type: 'currency', filter: 'eq', width: 90 },
    fee: { type: 'money', currencyField: 'sell_currency' },
    status: { type: 'enum', enum: 'flowStatus', filter: 'in', width: 100 },
    ...timeFields,
  },
  list: {
    columns: [
      'exchange_id',
      'status',
      'sell_amount',
      'buy_amount',
      'rate',
      'fee',
      'merchant_name',
      'sell_currency',
      'buy_currency',
      'created_at',
    ],
    hidden: ['fee', 'sell_currency', 'buy_currency'],
    filters: [
      'exchange_id',
      'cust_id',
      'merchant_name',
      'sell_currency',
      'buy_currency',
      'sell_amount',
      'buy_amount',
      'status',
      'created_at',
    ],
    defaultSort: NEWEST_FIRST,
  },
  detail: {
    sections: [
      { key: 'flow', fields: ['exchange_id', 'cust_id', 'merchant_name', 'status'] },
      { key: 'amounts', fields: ['sell_amount', 'sell_currency', 'rate', 'buy_amount', 'buy_currency', 'fee'] },
      { key: 'times', fields: ['created_at', 'completed_at'] },
    ],
  },
  export: true,
});

export default exchange;
