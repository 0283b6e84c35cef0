import type { useIntl } from '@umijs/max';
import { formatCount } from '../numbers';

type IntlShape = ReturnType<typeof useIntl>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long an item has waited, in the operator's language: "2 d 3 h", "5 h 10 min", "12 min". */
export function ageText(intl: IntlShape, ms: number): string {
  // Each figure in the locale's digits, like the counts beside it.
  const t = (id: string, values: Record<string, number>) =>
    intl.formatMessage(
      { id },
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, formatCount(v, intl.locale)])),
    );
  if (ms >= DAY) return t('work.age.days', { d: Math.floor(ms / DAY), h: Math.floor((ms % DAY) / HOUR) });
  if (ms >= HOUR) return t('work.age.hours', { h: Math.floor(ms / HOUR), m: Math.floor((ms % HOUR) / MINUTE) });
  return t('work.age.minutes', { m: Math.floor(ms / MINUTE) });
}
