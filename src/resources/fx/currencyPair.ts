import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { currencyPair as currencyPairLabels } from './currencyPair.labels';
import { enableDisable } from '../enableDisable';

/** An enabled currency type (`/txnManager/currencyType`), picked by its code. */
const CURRENCY: InputDef = {
  type: 'options',
  options: { resource: 'currencyType', value: 'code', label: 'code', filter: { status: '1' } },
  required: true,
};
const PRECISION: InputDef = { type: 'number', integer: true, min: 0, max: 10, required: true };

/**
 * Currency pairs (`/txnManager/currencyPair`): the pairs the platform quotes, one unit of base in units of quote,
 * with the decimals of the rate. Base and quote are two different enabled currency types; a pair is unique (its
 * inverse counts as the same pair); base and quote never change after creation.
 */
const currencyPair = resource({
  key: 'currencyPair',
  labels: currencyPairLabels,
  api: '/v1/admin/currency-pairs',
  rowKey: 'pair_id',
  fields: {
    pair_id: { type: 'id', filter: 'eq', sortable: true, width: 110 },
    pair: { type: 'text', filter: 'like', sortable: true, width: 110 },
    base: { type: 'currency', filter: 'eq', width: 90 },
    quote: { type: 'currency', filter: 'eq', width: 90 },
    precision: { type: 'number', integer: true, min: 0, max: 10, filter: 'eq', sortable: true, width: 100 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: ['pair_id', 'pair', 'base', 'quote', 'precision', 'status', 'updated_at'],
    filters: ['pair', 'base', 'quote', 'status', 'updated_at'],
    defaultSort: { field: 'pair_id', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'pair', fields: ['pair_id', 'pair', 'base', 'quote', 'precision'] },
      { key: 'state', fields: ['status', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: { base: CURRENCY, quote: CURRENCY, precision: PRECISION },
  },
  actions: [{ key: 'edit', form: { precision: PRECISION } }, ...enableDisable()],
  export: true,
});

export default currencyPair;
