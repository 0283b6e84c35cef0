import type { useIntl } from '@umijs/max';

type IntlShape = ReturnType<typeof useIntl>;

/** A date and time in the operator's time zone, with the zone shown (DOMAIN.md: every date carries its zone). */
export function formatDateTime(intl: IntlShape, value: string | number | Date): string {
  return intl.formatDate(value, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZoneName: 'short',
  });
}
