import { invalidField, refusal, touched } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db, now } from '../../db';
import { nextId } from '../../seed/fx';
import type { Fake } from '../fake';
import { fxTables } from './currencyPair';
import type { Rows } from '../../../src/resources';

/** Basis points as a percentage with two decimals ("85" → "0.85"), by integer arithmetic. */
export function bpsPercent(bps: number): string {
  return `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

/**
 * FX markups: the pair must be an enabled currency pair (its base and quote are then two different ISO 4217
 * currencies), one markup per pair and tier (100409 otherwise). A new markup starts enabled; only the basis points
 * can be edited. The percentage is computed on read.
 */
const currencyMargin: Fake<Rows['currencyMargin']> = {
  // One markup per pair and tier.
  refuses: { create: ['duplicate'] },
  seed: (tables) => fxTables(tables).currencyMargin,
  computed: (row: Row) => ({ markup_percent: bpsPercent(Number(row.markup_bps)) }),
  create: (values, by) => {
    const pair = db.currencyPair.find((p) => p.pair_id === String(values.pair_id));
    if (!pair || pair.status !== 1) return invalidField('pair_id');
    const tier = Number(values.tier);
    if (db.currencyMargin.some((m) => m.pair_id === pair.pair_id && m.tier === tier)) return refusal('duplicate');
    const row: Rows['currencyMargin'] = {
      margin_id: nextId(
        'FXM',
        db.currencyMargin.map((m) => m.margin_id),
        4,
      ),
      pair_id: pair.pair_id,
      pair: pair.pair,
      base: pair.base,
      quote: pair.quote,
      tier,
      markup_bps: Number(values.markup_bps),
      status: 1,
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => ({ changes: { markup_bps: Number(values.markup_bps), ...touched(by) } }),
    enable: (_row, _input, by) => ({ changes: touched(by) }),
    disable: (_row, _input, by) => ({ changes: touched(by) }),
  },
};

export default currencyMargin;
