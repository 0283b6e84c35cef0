import { useIntl } from '@umijs/max';
import { Descriptions } from 'antd';
import type { Row } from './api';
import { fieldLabel, renderField } from './columns';
import type { ResourceDef } from './types';

/**
 * The row's fields an action's form opens with (ActionDef.context), as the detail shows them: the operator sees the
 * record they act on (an amount with its currency, a due date counting down) beside what they type.
 */
export default function ActionContext({ def, fields, row }: { def: ResourceDef; fields: string[]; row: Row }) {
  const intl = useIntl();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      style={{ marginBottom: 16 }}
      items={fields.map((f) => ({
        key: f,
        label: fieldLabel(intl, def, f),
        children: renderField(def.fields[f], row[f], row, def),
      }))}
    />
  );
}
