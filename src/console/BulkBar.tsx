import { useIntl } from '@umijs/max';
import { App, Space } from 'antd';
import ActionButton, { applies } from './ActionButton';
import { runBulk, type Row } from './api';
import type { ActionDef, ResourceDef } from './types';

/** The bulk actions over the selected rows (ProTable's selection alert): each row answered on its own. */
export default function BulkBar({
  def,
  actions,
  keys,
  rows,
  me,
  onDone,
}: {
  def: ResourceDef;
  actions: ActionDef[];
  keys: React.Key[];
  rows: Row[];
  me?: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { message } = App.useApp();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Space>
      {actions.map((a) => (
        <ActionButton
          key={a.key}
          def={def}
          action={a}
          label={`${t(`resources.${def.key}.actions.${a.key}`)} (${rows.filter((r) => applies(a, r, me)).length})`}
          run={async (body) => {
            const res = await runBulk(def, a.key, keys.map(String), body);
            // Under dual control a row may become a request instead of its change: counted apart.
            const requested = res.result.filter((r) => r.ok && r.approval_id).length;
            const ok = res.result.filter((r) => r.ok).length - requested;
            const refused = res.result.length - ok - requested;
            message.info(
              requested
                ? t('console.bulk.resultRequested', { ok, requested, refused })
                : t('console.bulk.result', { ok, refused }),
            );
          }}
          onDone={onDone}
        />
      ))}
    </Space>
  );
}
