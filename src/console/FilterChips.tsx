import { useIntl } from '@umijs/max';
import { Button, Space, Tag, Typography } from 'antd';
import { formatDateTime } from './datetime';
import type { Query } from './api';
import { fieldLabel } from './columns';
import type { ResourceDef } from './types';

/** One applied filter as the chip names it: the filter's field, and the query keys that hold it. */
interface Chip {
  field: string;
  keys: string[];
  text: string;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);

/**
 * What the list is filtered by, in view whichever way the filter came (the form, a to-do link, a saved view, the
 * global search, a shared link): one removable chip per filter ("状态: 待审核 ×"), and "clear all". Values are shown
 * as the form shows them: enumeration labels, dates in the operator's zone.
 */
export default function FilterChips({
  def,
  query,
  onRemove,
  onClear,
}: {
  def: ResourceDef;
  query: Query;
  onRemove: (keys: string[]) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const valueText = (field: string, value: unknown): string => {
    const f = def.fields[field];
    const items = Array.isArray(value) ? value : String(value).split(',');
    if (f?.type === 'enum' && f.enum)
      return items
        .map((c) => intl.formatMessage({ id: `enum.${f.enum}.${String(c)}`, defaultMessage: String(c) }))
        .join(', ');
    if (f?.type === 'datetime') return items.map((v) => formatDateTime(intl, String(v))).join(', ');
    return items.map(String).join(', ');
  };
  const chips: Chip[] = [];
  for (const field of def.list.filters) {
    if (def.fields[field]?.filter === 'range') {
      const [from, to] = [query[`${field}_from`], query[`${field}_to`]];
      if (!present(from) && !present(to)) continue;
      const edge = (v: unknown) => (present(v) ? valueText(field, v) : '…');
      chips.push({ field, keys: [`${field}_from`, `${field}_to`], text: `${edge(from)} – ${edge(to)}` });
    } else if (present(query[field])) {
      chips.push({ field, keys: [field], text: valueText(field, query[field]) });
    }
  }
  if (!chips.length) return null;
  return (
    <Space wrap size={[4, 8]} style={{ marginBottom: 12 }} data-testid="filter-chips">
      <Typography.Text type="secondary">{intl.formatMessage({ id: 'console.chips.title' })}</Typography.Text>
      {chips.map((chip) => {
        const label = `${fieldLabel(intl, def, chip.field)}: ${chip.text}`;
        return (
          <Tag
            key={chip.field}
            closable
            onClose={(e) => {
              e.preventDefault();
              onRemove(chip.keys);
            }}
            closeIcon={
              <span aria-label={intl.formatMessage({ id: 'console.chips.remove' }, { filter: label })}>×</span>
            }
          >
            {/* In its own direction (an English label on a right-to-left page keeps its colon after it). */}
            <span dir="auto">{label}</span>
          </Tag>
        );
      })}
      <Button type="link" size="small" onClick={onClear}>
        {intl.formatMessage({ id: 'console.chips.clear' })}
      </Button>
    </Space>
  );
}
