import { useIntl } from '@umijs/max';
import { Modal } from 'antd';
import { MAX_TABS } from './tabs';

/**
 * The question asked when a page would open a tab past the limit: open it in place of `closing` (the tab unused the
 * longest), or not at all; when every tab is pinned (`closing` null), only that it cannot open. Closed without
 * `opening`.
 */
export default function LimitQuestion({
  opening,
  closing,
  onOpen,
  onKeep,
}: {
  opening?: string;
  closing?: string | null;
  onOpen: () => void;
  onKeep: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const room = typeof closing === 'string';
  return (
    <Modal
      open={opening !== undefined}
      title={t('workArea.limit.title')}
      okText={t(room ? 'workArea.limit.ok' : 'workArea.limit.understood')}
      cancelText={t('workArea.limit.cancel')}
      onOk={room ? onOpen : onKeep}
      onCancel={onKeep}
      footer={room ? undefined : (_, { OkBtn }) => <OkBtn />}
    >
      {opening === undefined
        ? null
        : intl.formatMessage(
            { id: room ? 'workArea.limit.replace' : 'workArea.limit.allPinned' },
            { max: MAX_TABS, opening, closing: closing ?? '' },
          )}
    </Modal>
  );
}
