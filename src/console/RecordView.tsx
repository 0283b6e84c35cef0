import { ProTable, type ActionType } from '@ant-design/pro-components';
import { Link, useAccess, useIntl } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import { useRef } from 'react';
import { resourceByKey } from '@/resources';
import { listRows, type Row } from './api';
import { buildColumns, fieldLabel, renderField } from './columns';
import RecordAnchor from './RecordAnchor';
import { useTableFailure } from './tableFailure';
import type { RelatedDef, ResourceDef } from './types';

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);

/** A record's declared sections, as label/value pairs (a `hideEmpty` one only when it holds a value). */
export function RecordView({ def, data }: { def: ResourceDef; data: Row }) {
  const intl = useIntl();
  const sections = (def.detail?.sections ?? [{ key: 'all', fields: Object.keys(def.fields) }]).filter(
    (s) => !s.hideEmpty || s.fields.some((f) => hasValue(data[f])),
  );
  return (
    <>
      {sections.map((section) => (
        <Descriptions
          key={section.key}
          title={intl.formatMessage({ id: `resources.${def.key}.sections.${section.key}` })}
          column={1}
          size="small"
          bordered
          style={{ marginBottom: 24 }}
          // One label width for every section, so the values line up down the page.
          styles={{ label: { width: '32%' } }}
          items={section.fields
            .filter((f) => !def.fields[f]?.hideInDetail)
            .map((f) => ({
              key: f,
              label: fieldLabel(intl, def, f),
              children: renderField(def.fields[f], data[f], data, def),
            }))}
        />
      ))}
    </>
  );
}

const RELATED_PAGE_SIZE = 5;

/** A resource's page showing the rows whose `field` is `value`: its parent route, or its list filtered. */
export function pageLink(def: ResourceDef, field: string, value: string): string {
  if (def.parentParam === field) return def.page.replace(`:${field}`, encodeURIComponent(value));
  return `${def.page}?${new URLSearchParams({ [field]: value })}`;
}

/** A declared link of a row (`/OrgMag/siteMag/:cust_id`), its parameters filled from the row's fields. */
export function fillPath(pattern: string, row: Row): string {
  return pattern.replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(String(row[field] ?? '')));
}

/**
 * Another resource's rows that belong to this record (their `field` = this record's `by`), with a link to that
 * resource's page filtered the same way; nothing when the operator may not open that page.
 */
export function RelatedList({ related, data }: { related: Required<RelatedDef>; data: Row }) {
  const intl = useIntl();
  const { canViewPath } = useAccess();
  const def = resourceByKey(related.resource);
  const actionRef = useRef<ActionType>();
  const title = def ? intl.formatMessage({ id: `resources.${def.key}.title` }) : '';
  const failure = useTableFailure(intl.formatMessage({ id: 'console.list.loadError' }, { title }), actionRef);
  if (!def || !canViewPath(def.page)) return null;
  const key = String(data[related.by]);
  const columns = buildColumns(def, intl)
    .filter((c) => !c.hideInTable)
    .map((c) => ({ ...c, search: false as const, sorter: false, defaultSortOrder: undefined }))
    // Each row's key is a link to its own record page.
    .map((c) =>
      c.dataIndex === def.rowKey
        ? {
            ...c,
            copyable: false,
            render: (_: unknown, row: Row) => <RecordAnchor resource={def.key} id={row[def.rowKey]} row={row} />,
          }
        : c,
    );
  return (
    <div style={{ marginBottom: 24 }}>
      <ProTable<Row>
        headerTitle={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        }
        rowKey={def.rowKey}
        actionRef={actionRef}
        columns={columns}
        // As wide as its columns, scrolling sideways inside the detail (never wider than the drawer or the page), in
        // a named region that takes the keyboard's focus: its rows may hold nothing focusable to scroll it by.
        tableRender={(_, __, { toolbar, alert, table }) => (
          <>
            {toolbar}
            {alert}
            <div role="region" aria-label={title} tabIndex={0} style={{ overflowX: 'auto' }}>
              {table}
            </div>
          </>
        )}
        search={false}
        options={false}
        size="small"
        cardProps={{ bodyStyle: { padding: 0 } }}
        pagination={{ pageSize: RELATED_PAGE_SIZE, showSizeChanger: false }}
        request={({ current, pageSize }) =>
          failure.track(async () => {
            const res = await listRows(def, { [related.field]: key, current, pageSize });
            return { data: res.result.list, total: res.result.total, success: true };
          })
        }
        onRequestError={() => undefined}
        locale={failure.locale}
        tableViewRender={(_, table) => failure.view(table)}
        toolBarRender={() => [
          <Link key="all" to={pageLink(def, related.field, key)}>
            {intl.formatMessage({ id: 'console.related.all' })}
          </Link>,
        ]}
      />
    </div>
  );
}
