import { useIntl } from '@umijs/max';
import { Button, Space } from 'antd';
import type { Row } from './api';
import BulkAction from './BulkAction';
import type { ActionDef, ResourceDef } from './types';

/** The bulk actions over the selected rows (ProTable's selection alert), rows of every page: each row answered on its own. */
export default function BulkBar({
  def,
  actions,
  rows,
  me,
  onClear,
  onDone,
}: {
  def: ResourceDef;
  actions: ActionDef[];
  rows: (Row | undefined)[];
  me?: string;
  /** Empties the selection, on every page. */
  onClear: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const selected = rows.filter((r): r is Row => !!r);
  return (
    <Space>
      {actions.map((a) => (
        <BulkAction key={a.key} def={def} action={a} rows={selected} me={me} onDone={onDone} />
      ))}
      <Button type="link" size="small" onClick={onClear}>
        {intl.formatMessage({ id: 'console.bulk.clear' })}
      </Button>
    </Space>
  );
}
