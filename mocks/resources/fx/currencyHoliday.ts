import { isDate } from '../../../src/console/validate';
import { refusal, touched } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db, now } from '../../db';
import { nextId } from '../../seed/fx';
import type { Fake } from '../fake';
import { fxTables } from './currencyPair';
import type { Rows } from '../../../src/resources';

const taken = (currency: string, date: string, except?: unknown) =>
  db.currencyHoliday.some((h) => h.currency === currency && h.date === date && h.holiday_id !== except);

/**
 * Currency holidays: one per currency and date (100409 otherwise, an edit moving onto a taken day too); the
 * currency must be a currency type (checked by the form's options). The calendar asks for the days it shows with
 * `date_from` / `date_to` (YYYY-MM-DD, inclusive; anything else answers 100400), besides the declared filters.
 * Each row carries a `title` for the calendar: currency and name.
 */
const currencyHoliday: Fake<Rows['currencyHoliday']> = {
  // One holiday per currency and date.
  refuses: { create: ['duplicate'], edit: ['duplicate'] },
  seed: (tables) => fxTables(tables).currencyHoliday,
  computed: (row: Row) => ({ title: `${String(row.currency)} ${String(row.name)}` }),
  derive: (params) => {
    const edge = (name: string) => params.get(name)?.trim() || undefined;
    const [from, to] = [edge('date_from'), edge('date_to')];
    if (from !== undefined && !isDate(from)) return { ok: false, param: 'date_from' };
    if (to !== undefined && !isDate(to)) return { ok: false, param: 'date_to' };
    const kept = db.currencyHoliday.filter((h) => (!from || h.date >= from) && (!to || h.date <= to));
    return { ok: true, value: kept.map((h) => ({ ...h, title: `${h.currency} ${h.name}` })) };
  },
  create: (values, by) => {
    const [currency, date] = [String(values.currency), String(values.date)];
    if (taken(currency, date)) return refusal('duplicate');
    const row: Rows['currencyHoliday'] = {
      holiday_id: nextId(
        'HD',
        db.currencyHoliday.map((h) => h.holiday_id),
        5,
      ),
      currency,
      date,
      name: String(values.name),
      ...touched(by),
      created_at: new Date(now()).toISOString(),
    };
    return { row };
  },
  actions: {
    edit: (row, { values }, by) => {
      const date = String(values.date);
      if (taken(String(row.currency), date, row.holiday_id)) return refusal('duplicate');
      return { changes: { date, name: String(values.name), ...touched(by) } };
    },
  },
};

export default currencyHoliday;
