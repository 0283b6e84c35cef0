import { resource } from '../../console/decl';
import { fxRate as fxRateLabels, fxPair as fxPairLabels } from './fxRate.labels';

/**
 * FX rates (`/txnManager/fxrateTrail`): the daily reference rate of each currency pair, one unit of base in units
 * of quote as a decimal string with the pair's precision. Read-only; the FX rate page (src/pages/FxRate) lists one
 * pair over a period (filters `pair`, `time_from`, `time_to`) for its chart and table, and exports it.
 */
const fxRate = resource({
  key: 'fxRate',
  labels: fxRateLabels,
  api: '/v1/admin/fx-rates',
  rowKey: 'rate_id',
  fields: {
    rate_id: { type: 'id', filter: 'eq' },
    pair: { type: 'text', filter: 'eq', width: 110 },
    rate: { type: 'text', width: 140 },
    time: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['time', 'pair', 'rate'],
    filters: ['pair', 'time'],
    defaultSort: { field: 'time', order: 'descend' },
  },
  export: true,
});

/**
 * The pairs the FX rate page offers (the currency pairs, read-only): served behind the FX rate page, so an operator
 * who may query rates but not manage pairs can still pick one.
 */
export const fxPair = resource({
  key: 'fxPair',
  labels: fxPairLabels,
  api: '/v1/admin/fx-pairs',
  rowKey: 'pair_id',
  fields: {
    pair_id: { type: 'id', filter: 'eq' },
    pair: { type: 'text', filter: 'like', sortable: true },
    precision: { type: 'number', integer: true, min: 0, max: 10 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in' },
  },
  list: {
    columns: ['pair_id', 'pair', 'precision', 'status'],
    defaultSort: { field: 'pair', order: 'ascend' },
  },
});

export default fxRate;
