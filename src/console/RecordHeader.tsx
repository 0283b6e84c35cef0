import { useIntl, useModel } from '@umijs/max';
import { Descriptions, Space } from 'antd';
import ActionButton, { applies, useCan } from './ActionButton';
import { runAction, type Row } from './api';
import { fieldLabel, renderField } from './columns';
import type { ResourceDef } from './types';

/**
 * What a record's header shows: the declaration's `detail.header`, or the list's first default columns (the key
 * ones: status, amount with currency, due date or age) but its key.
 */
export function headerFields(def: ResourceDef): string[] {
  if (def.detail?.header) return def.detail.header;
  const hidden = def.list.hidden ?? [];
  return def.list.columns.filter((c) => c !== def.rowKey && !hidden.includes(c)).slice(0, 5);
}

/** The record's key facts, on one line (wrapping on a narrow window). */
export function RecordFacts({ def, data, narrow }: { def: ResourceDef; data: Row; narrow?: boolean }) {
  const intl = useIntl();
  return (
    <Descriptions
      size="small"
      column={narrow ? 3 : { xs: 1, sm: 2, md: 3, lg: 4, xl: 5, xxl: 5 }}
      layout="vertical"
      data-testid="record-facts"
      items={headerFields(def).map((f) => ({
        key: f,
        label: fieldLabel(intl, def, f),
        children: renderField(def.fields[f], data[f], data, def),
      }))}
    />
  );
}

/** The record's actions that apply to it now and that the operator holds, run on it and then read again. */
export function RecordActions({ def, data, onDone }: { def: ResourceDef; data: Row; onDone: () => void }) {
  const canRun = useCan();
  const me = useModel('@@initialState').initialState?.currentUser?.id;
  const id = String(data[def.rowKey]);
  const actions = (def.actions ?? []).filter((a) => a.scope === 'row' && canRun(a) && applies(a, data, me));
  if (!actions.length) return null;
  return (
    <Space wrap data-testid="record-actions">
      {actions.map((a) => (
        <ActionButton
          key={a.key}
          def={def}
          action={a}
          row={data}
          run={(body) => runAction(def, id, a.key, body)}
          onDone={onDone}
        />
      ))}
    </Space>
  );
}
