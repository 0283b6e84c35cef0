import { useAccess, useIntl, useLocation, useModel, useNavigate } from '@umijs/max';
import { App, Button, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { recordPath } from '../recordLink';
import type { ResourceDef } from '../types';
import AssignButton from './AssignButton';
import { refusedText } from './refusals';
import { inQueue, useHolders } from './useHolders';
import { ASSIGN_CODE, type WorkAction } from '@/services/queues';
import { claimNext, workOn } from '@/services/work';

/**
 * A queue item's holder on its record page, with claim, release or take-over; opened from a queue (`?queue=`),
 * "next" claims and opens the oldest free item of that queue in this tab, so that a reviewer never goes back to the
 * list. `version` changes after each action run from the header (the item may have left its queue).
 */
export default function RecordClaim({
  def,
  id,
  row,
  version,
  onDone,
}: {
  def: ResourceDef;
  id: string;
  row: Record<string, unknown>;
  version: number;
  /** After a claim, release or take-over: the record's timeline has a new entry. */
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { message } = App.useApp();
  const { can } = useAccess();
  const me = useModel('@@initialState').initialState?.currentUser?.id;
  const location = useLocation();
  const navigate = useNavigate();
  const { queue, holders, loaded, refresh } = useHolders(def.key);
  const [busy, setBusy] = useState<string>();
  // An action run from the header may have taken the item out of its queue (and its claim with it).
  useEffect(() => {
    if (version) refresh();
  }, [version, refresh]);
  const from = new URLSearchParams(location.search).get('queue');
  if (!queue) return null;
  const claim = holders.get(id);
  const mine = claim?.holder_id === me;
  // Until the holders are read, no claim is offered on an item that someone else may hold.
  const open = loaded && inQueue(queue, row, me);

  const run = async (action: WorkAction) => {
    setBusy(action);
    try {
      const refused = refusedText((await workOn(queue.key, action, [id])).result);
      if (refused) message.error(refused);
      else message.success(t(`work.done.${action}`, { count: 1 }));
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(undefined);
      onDone();
    }
  };

  const next = async () => {
    setBusy('next');
    try {
      const { item } = (await claimNext(queue.key)).result;
      const path = item && recordPath(def.key, item.id, row);
      if (!path) message.info(t('work.next.none'));
      // The next item takes this one's tab, and stays "from the queue".
      else
        navigate(`${path}?queue=${encodeURIComponent(queue.key)}`, {
          state: { replacesTab: `${location.pathname}${location.search}` },
        });
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(undefined);
    }
  };

  const button = (action: WorkAction) => (
    <Button key={action} loading={busy === action} onClick={() => run(action)}>
      {t(`work.${action}`)}
    </Button>
  );
  return (
    <Space wrap data-testid="record-claim">
      {claim ? (
        <Tag color={mine ? 'blue' : 'orange'} data-holder={claim.holder_email}>
          {t('work.holder.label', { holder: mine ? t('work.holder.you') : claim.holder_email })}
        </Tag>
      ) : null}
      {open && !claim ? button('claim') : null}
      {open && claim && !mine ? button('takeover') : null}
      {claim && (mine || can(ASSIGN_CODE)) ? button('release') : null}
      {open && can(ASSIGN_CODE) ? <AssignButton queue={queue.key} ids={[id]} onDone={onDone} size="middle" /> : null}
      {from === queue.key ? (
        <Button type="primary" loading={busy === 'next'} onClick={next}>
          {t('work.next')}
        </Button>
      ) : null}
    </Space>
  );
}
