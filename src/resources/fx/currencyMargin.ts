import { resource } from '../../console/decl';
import { underControl } from '../control';
import type { InputDef } from '../../console/types';
import { currencyMargin as currencyMarginLabels } from './currencyMargin.labels';
import { enableDisable } from '../enableDisable';

/** Basis points: a whole number, 0 to 10000 (100 bps = 1 %). */
const MARKUP: InputDef = { type: 'number', integer: true, min: 0, max: 10000, required: true };

/**
 * FX markup (`/txnManager/currencyMargin`): what merchants of one tier pay over the rate on one pair, in basis
 * points. The pair is an enabled currency pair (so its base and quote are two different ISO 4217 currencies); one
 * markup per pair and tier; pair and tier never change after creation.
 */
const currencyMargin = resource({
  key: 'currencyMargin',
  labels: currencyMarginLabels,
  api: '/v1/admin/currency-margins',
  rowKey: 'margin_id',
  fields: {
    margin_id: { type: 'id', filter: 'eq', sortable: true, width: 110 },
    pair_id: { type: 'text', hideInTable: true },
    pair: { type: 'text', filter: 'like', sortable: true, width: 110 },
    base: { type: 'currency', filter: 'eq', width: 90 },
    quote: { type: 'currency', filter: 'eq', width: 90 },
    tier: { type: 'enum', enum: 'merchantTier', filter: 'in', width: 110 },
    markup_bps: { type: 'number', integer: true, min: 0, max: 10000, filter: 'range', sortable: true, width: 120 },
    markup_percent: { type: 'percent', min: 0, max: 100, computed: true, width: 110 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: ['margin_id', 'pair', 'base', 'quote', 'tier', 'markup_bps', 'markup_percent', 'status', 'updated_at'],
    filters: ['pair', 'base', 'quote', 'tier', 'markup_bps', 'status', 'updated_at', 'margin_id'],
    hidden: ['base', 'quote'],
    defaultSort: { field: 'margin_id', order: 'ascend' },
  },
  detail: {
    sections: [
      {
        key: 'markup',
        fields: ['margin_id', 'pair_id', 'pair', 'base', 'quote', 'tier', 'markup_bps', 'markup_percent'],
      },
      { key: 'state', fields: ['status', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: {
      pair_id: {
        type: 'options',
        options: { resource: 'currencyPair', value: 'pair_id', label: 'pair', filter: { status: '1' } },
        required: true,
      },
      tier: { type: 'enum', enum: 'merchantTier', required: true },
      markup_bps: MARKUP,
    },
  },
  actions: underControl('markup', [
    { key: 'edit', form: { markup_bps: MARKUP }, changes: true, summary: ['margin_id', 'pair', 'tier'] },
    ...enableDisable(),
  ]),
  export: true,
});

export default currencyMargin;
