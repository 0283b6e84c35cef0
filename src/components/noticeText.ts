import type { useIntl } from '@umijs/max';
import { actionLabel, known, recordKind } from '@/console/labels';
import type { Notice } from '@/services/types';

type IntlShape = ReturnType<typeof useIntl>;

/** A record as the console names it: its kind (as its page calls one record) and key. */
const recordName = (intl: IntlShape, resource: string, id: string) => `${recordKind(intl, resource)} ${id}`;

/**
 * What a notice says, in the operator's language: its kind's sentence with its facts (record kinds and actions by
 * their labels); a notice of no known kind says the server's own words.
 */
export function noticeText(intl: IntlShape, n: Notice): { title: string; description?: string } {
  const p = n.params ?? {};
  const t = (id: string, values: Record<string, string>) => intl.formatMessage({ id }, values);
  const action = (resource: string) => actionLabel(intl, resource, p.action ?? '');
  switch (n.kind) {
    case 'disputeOpened':
    case 'fraudAlertReceived':
    case 'jobFailed':
      return {
        title: t(`notices.kind.${n.kind}`, { target: n.target, ...p }),
        description: t(`notices.kind.${n.kind}.detail`, p),
      };
    case 'approvalRequested':
      return {
        title: t('notices.kind.approvalRequested', { record: recordName(intl, p.resource, p.target) }),
        description: t('notices.kind.approvalRequested.detail', {
          maker: p.maker,
          action: action(p.resource),
          amount: p.amount ?? '-',
        }),
      };
    case 'requestDecided':
      return {
        title: t('notices.kind.requestDecided', {
          id: n.target,
          outcome: known(intl, `notices.outcome.${p.outcome}`, p.outcome ?? ''),
        }),
        description: t('notices.kind.requestDecided.detail', {
          record: recordName(intl, p.resource, p.target),
          action: action(p.resource),
          reason: p.reason || '-',
        }),
      };
    case 'mentioned':
      return {
        title: t('notices.kind.mentioned', { author: p.author, record: recordName(intl, n.resource, n.target) }),
        description: p.text,
      };
    case 'assigned':
      return { title: t('notices.kind.assigned', { by: p.by, record: recordName(intl, n.resource, n.target) }) };
    case 'overTarget':
      return { title: t('notices.kind.overTarget', { record: recordName(intl, n.resource, n.target) }) };
    default:
      return { title: n.title, description: n.description };
  }
}
