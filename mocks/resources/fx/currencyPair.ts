import { invalidField, refusal, touched } from '../../crud/actions';
import { db, now } from '../../db';
import { seedFxTables } from '../../seed/fx';
import { shared, type Fake } from '../fake';
import type { Rows } from '../../../src/resources';

/** The FX tables: currencies, pairs and margins share one random stream, so they are made together. */
export const fxTables = shared(() => seedFxTables());

const enabledCurrency = (code: string) => db.currencyType.some((c) => c.code === code && c.status === 1);

/**
 * Currency pairs: base and quote must be two different enabled currency types (the form offers only those; the
 * server checks again), and a pair already quoted either way round is refused (100409): EUR/USD and USD/EUR would
 * give two rates for one exchange. A new pair starts enabled; only its precision can be edited.
 */
const currencyPair: Fake<Rows['currencyPair']> = {
  // A pair quoted once, either way round.
  refuses: { create: ['duplicate'] },
  seed: (tables) => fxTables(tables).currencyPair,
  create: (values, by) => {
    const [base, quote] = [String(values.base), String(values.quote)];
    if (!enabledCurrency(base)) return invalidField('base');
    if (!enabledCurrency(quote) || quote === base) return invalidField('quote');
    const taken = db.currencyPair.some(
      (p) => (p.base === base && p.quote === quote) || (p.base === quote && p.quote === base),
    );
    if (taken) return refusal('duplicate');
    const row: Rows['currencyPair'] = {
      pair_id: `${base}${quote}`,
      pair: `${base}/${quote}`,
      base,
      quote,
      precision: Number(values.precision),
      status: 1,
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (_row, { values }, by) => ({ changes: { precision: Number(values.precision), ...touched(by) } }),
    enable: (_row, _input, by) => ({ changes: touched(by) }),
    disable: (_row, _input, by) => ({ changes: touched(by) }),
  },
};

export default currencyPair;
