import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactElement, ReactNode } from 'react';
import { ENUMS } from '@/domain/enums';
import type { Row } from './api';
import { OptionsSelect } from './inputs';
import Documents from './Documents';
import JsonView from './JsonView';
import PermissionTree from './PermissionTree';
import RecordAnchor from './RecordAnchor';
import {
  Country,
  DateTime,
  DiffView,
  EnumBadge,
  Figure,
  KeyName,
  maskValue,
  Money,
  RecordRef,
  resourceTitles,
  SafeLink,
} from './renderers';
import type { FieldDef, ResourceDef } from './types';
import { meets } from './when';
import WhenShown from './WhenShown';
import { Countdown, EventTimeline, FileList } from './widgets';

type Intl = ReturnType<typeof useIntl>;

/**
 * The default columns of each list fit a 1440-wide window with the menu open: a column is as wide as its values need
 * (the table sizes its columns to their content), at least its type's width here, so that dates and amounts line up
 * from page to page: a date, time and zone on two lines at most, an amount with its currency (`1,234,567.89 USD`).
 */
const MIN_WIDTHS: Partial<Record<FieldDef['type'], number>> = { datetime: 150, deadline: 150, money: 120 };
/**
 * Values of no set length (names, addresses, lists, payloads) are cut to one line of at most this many pixels, the
 * whole value on hover; a field's own `width` is its most.
 */
const CUT_WIDTHS: Partial<Record<FieldDef['type'], number>> = {
  text: 180,
  email: 180,
  tags: 160,
  url: 200,
  diff: 180,
  json: 240,
};

/** A cut value: one line of at most `width` pixels, its whole text on hover. */
function Cut({ width, title, children }: { width: number; title?: string; children: ReactNode }) {
  return (
    <div title={title} style={{ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {children}
    </div>
  );
}

/** A table cell: cut to its most when of no set length (a list of enumeration labels wraps at that width instead). */
function tableCell(f: FieldDef, value: unknown, row: Row, def: ResourceDef) {
  const node = renderField(f, value, row, def, 'table');
  const cut = CUT_WIDTHS[f.type];
  if (cut) {
    // A payload's preview has its own (longer) hover text.
    const title = typeof node === 'string' ? node : f.type === 'json' ? undefined : String(value ?? '');
    return (
      <Cut width={f.width ?? cut} title={title}>
        {node}
      </Cut>
    );
  }
  if (f.type === 'enum' && Array.isArray(value)) return <div style={{ maxWidth: f.width ?? 180 }}>{node}</div>;
  return node;
}

/**
 * A deadline that no longer runs (its FieldDef.live condition is not met): the date without a timer, and why it
 * stopped, as the condition's field shows (evidence submitted, case closed).
 */
function StoppedDeadline({ f, value, row, def }: { f: FieldDef; value: unknown; row: Row; def?: ResourceDef }) {
  const intl = useIntl();
  const field = f.live!.field;
  const cause = def?.fields[field];
  return (
    <Space direction="vertical" size={0}>
      <DateTime value={value} />
      <Space size={6} wrap>
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'console.deadline.stopped' })}</Typography.Text>
        {cause ? renderField(cause, row[field], row, def) : null}
      </Space>
    </Space>
  );
}

export const fieldLabel = (intl: Intl, def: ResourceDef, field: string) =>
  intl.formatMessage({ id: `resources.${def.key}.fields.${field}` });

/** How a field's value shows, in the table and in the detail. */
export function renderField(
  f: FieldDef,
  value: unknown,
  row: Row,
  def?: ResourceDef,
  where: 'table' | 'detail' = 'detail',
) {
  if (f.refersTo) return <RecordRef resource={row[f.refersTo.resourceField]} id={value} />;
  if (f.ref) return <RecordAnchor resource={f.ref} id={value} row={row} />;
  if (f.names) return <KeyName names={f.names} value={value} row={row} />;
  switch (f.type) {
    case 'documents':
      return def ? <Documents def={def} row={row} value={value} /> : '-';
    case 'permissions':
      return <PermissionTree value={Array.isArray(value) ? value.map(String) : []} disabled />;
    case 'tags':
      return Array.isArray(value) && value.length ? value.map(String).join(', ') : '-';
    case 'enum':
      if (f.enum && Array.isArray(value))
        return value.length ? (
          <Space size={[4, 4]} wrap>
            {value.map((code) => (
              <Tag key={String(code)}>
                <EnumBadge enumKey={f.enum!} code={code} />
              </Tag>
            ))}
          </Space>
        ) : (
          '-'
        );
      return f.enum ? <EnumBadge enumKey={f.enum} code={value} /> : String(value ?? '-');
    case 'datetime':
      return <DateTime value={value} />;
    case 'timeline':
      return <EventTimeline value={value} enumKey={f.enum} />;
    case 'deadline':
      if (f.live && !meets(f.live, row)) return <StoppedDeadline f={f} value={value} row={row} def={def} />;
      return <Countdown value={value} />;
    case 'files':
      return <FileList value={value} />;
    case 'money':
      return <Money amount={value} currency={f.currencyField ? row[f.currencyField] : undefined} />;
    case 'masked':
      return typeof value === 'string' ? maskValue(value, f.mask) : '-';
    case 'number':
    case 'percent':
      return <Figure value={value} />;
    case 'country':
      return <Country code={value} />;
    case 'url':
      return <SafeLink href={value} />;
    case 'json':
      return <JsonView value={value} mode={where === 'table' ? 'preview' : 'full'} />;
    case 'diff':
      return where === 'table' ? (
        (Array.isArray(value) ? value : []).map((c: { field?: unknown }) => String(c?.field)).join(', ') || '-'
      ) : (
        <DiffView value={value} resource={row.resource} />
      );
    default:
      return value === undefined || value === null || value === '' ? '-' : String(value);
  }
}

/**
 * The search fields whose inputs are drawn with the form at once: the folded form shows its first field at any width,
 * and its second from about 700 px (every desktop window). WhenShown finds the others shown or folded once they are in
 * the page, and draws a shown one in a second, blocking render before the first paint: the first two skip it.
 */
const SHOWN_FOLDED = 2;

/** The declaration's columns and filters as ProTable columns: one schema for the search form and the table. */
export function buildColumns(def: ResourceDef, intl: Intl): ProColumns<Row>[] {
  const names = [...new Set([...def.list.columns, ...def.list.filters])];
  // The search form's fields in its order (the columns'): the first ones are in its first row, shown folded or not.
  const searched = names.filter((name) => def.list.filters.includes(name) && def.fields[name].filter);
  return names.map((name) => {
    const f = def.fields[name];
    const inTable = def.list.columns.includes(name);
    const filter = def.list.filters.includes(name) ? f.filter : undefined;
    const col: ProColumns<Row> = {
      title: fieldLabel(intl, def, name),
      dataIndex: name,
      key: name,
      hideInTable: !inTable,
      search: filter ? undefined : false,
      sorter: f.sortable,
      // The table is as wide as its columns (scrolling sideways when wider than the page): a cut value's width is
      // its most (the cell's own), any other's its least.
      width: CUT_WIDTHS[f.type] ? undefined : (f.width ?? MIN_WIDTHS[f.type]),
      copyable: f.copyable,
      render: (_, row) => tableCell(f, row[name], row, def),
    };
    if (def.list.defaultSort?.field === name) col.defaultSortOrder = def.list.defaultSort.order;
    if (f.type === 'enum' && f.enum) {
      col.valueType = 'select';
      col.valueEnum = new Map(
        ENUMS[f.enum].map((v) => [v.code, { text: intl.formatMessage({ id: `enum.${f.enum}.${v.code}` }) }]),
      );
      col.fieldProps = { mode: filter === 'in' ? 'multiple' : undefined, maxTagCount: 'responsive' };
      // The URL gives back text ("0,1" or "0"): the select wants the enumeration's own codes, and a list when multiple.
      const values = ENUMS[f.enum];
      const codeOf = (v: unknown) => values.find((e) => String(e.code) === String(v))?.code ?? v;
      col.formItemProps = {
        getValueProps: (value: unknown) => {
          if (value === undefined || value === null || value === '') return { value: undefined };
          const items = Array.isArray(value) ? value : String(value).split(',');
          return { value: filter === 'in' ? items.map(codeOf) : codeOf(items[0]) };
        },
      };
    }
    if (filter && f.names?.kind === 'resource') {
      col.valueType = 'select';
      col.valueEnum = resourceTitles(intl);
      col.fieldProps = { showSearch: true };
    }
    if (filter && f.options) {
      const input = { type: 'options' as const, options: f.options, multiple: filter === 'in' };
      col.renderFormItem = () => <OptionsSelect input={input} />;
    }
    if (filter && searched.indexOf(name) >= SHOWN_FOLDED) {
      // A folded field's input is drawn when the form unfolds (WhenShown); its form item, and so its value, stays.
      const own = col.renderFormItem;
      col.renderFormItem = (schema, config, form) => (
        <WhenShown>{(own ? own(schema, config, form) : config.defaultRender(schema)) as ReactElement}</WhenShown>
      );
    }
    if (filter === 'range') {
      col.valueType = f.type === 'datetime' ? 'dateTimeRange' : 'digitRange';
      col.search = {
        transform: (value: [string, string]) => {
          const edge = (v: string | undefined) => (v && f.type === 'datetime' ? dayjs(v).toISOString() : v);
          return { [`${name}_from`]: edge(value?.[0]), [`${name}_to`]: edge(value?.[1]) };
        },
      };
    }
    return col;
  });
}
