import type { useIntl } from '@umijs/max';
import { pageOf } from '@/auth/pages';
import { recordKind } from '@/console/labels';

/** A tab's name: its page's menu label, or for a record's page the record, as its header names it. */
export function tabTitle(intl: ReturnType<typeof useIntl>, key: string): string {
  const found = pageOf(key);
  if (!found?.menuKey) return key;
  const label = intl.formatMessage({ id: found.menuKey });
  // A record's page names it as the record's header does: its kind and key ("退款 RF500001").
  if (found.record) {
    const [resource, id] = key.split('/').slice(-2).map(decodeURIComponent);
    const kind = found.path.includes('/:resource/') ? resource : (found.resource ?? resource);
    return `${recordKind(intl, kind)} ${id}`;
  }
  // Another page of one record (a merchant's sites) names it: the route's parameters, as the address holds them.
  const names = found.path.split('/').filter((s) => s.startsWith(':')).length;
  const values = names ? key.split('/').slice(-names).map(decodeURIComponent) : [];
  return values.length ? `${label} · ${values.join(' / ')}` : label;
}
