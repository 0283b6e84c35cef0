import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess, useIntl, useModel, useParams } from '@umijs/max';
import { App, Button, Segmented, Space, theme, Typography, type CheckboxProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { REQUEST_DEFAULTS } from '@/request';
import ActionButton, { applies, useCan } from './ActionButton';
import { exportRows, listRows, runAction, runBulk, type Query, type Row } from './api';
import CalendarView from './CalendarView';
import { buildColumns } from './columns';
import CreateButton from './CreateButton';
import DetailDrawer from './DetailDrawer';
import ImportButton from './ImportButton';
import { fillPath } from './RecordView';
import type { ResourceDef } from './types';

const PAGE_SIZES = ['10', '20', '50', '100'];

/**
 * The one list page: search form and server-paged table from the declaration, filters kept in the URL, column
 * settings kept per operator, CSV export of the current filter, row and bulk actions behind their codes, detail drawer.
 */
export default function ResourcePage({ def, embedded }: { def: ResourceDef; embedded?: boolean }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { can, canViewPath } = useAccess();
  const params = useParams();
  // A page of one parent record (`/OrgMag/siteMag/:cust_id`): its rows only, and new rows get it.
  const parent = def.parentParam ? params[def.parentParam] : undefined;
  const fixed = def.parentParam && parent ? { [def.parentParam]: parent } : undefined;
  const canRun = useCan();
  const { initialState } = useModel('@@initialState');
  const actionRef = useRef<ActionType>();
  const lastQuery = useRef<Query>({});
  const tableBox = useRef<HTMLDivElement>(null);
  // A table that scrolls sideways keeps a hidden copy of its header (the select-all checkbox, the sorters) to
  // measure column widths; antd marks it aria-hidden but leaves it focusable. Inert takes it out of the tab order.
  useEffect(() => {
    tableBox.current?.querySelectorAll('.ant-table-measure-row').forEach((row) => row.setAttribute('inert', ''));
  });
  const [detailId, setDetailId] = useState<string>();
  const [exporting, setExporting] = useState(false);
  // A declaration with a calendar (currency holidays) shows its rows as a table or a month calendar, same filters.
  const [view, setView] = useState<'table' | 'calendar'>('table');
  const [searched, setSearched] = useState<{ query: Query; stamp: number }>({ query: {}, stamp: 0 });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const rowActions = (def.actions ?? []).filter((a) => a.scope === 'row' && canRun(a));
  const links = (def.links ?? []).filter((l) => canViewPath(l.to));
  const bulkActions = (def.actions ?? []).filter((a) => a.scope === 'bulk' && canRun(a));
  const reload = () => actionRef.current?.reload();

  const columns = (() => {
    const cols = buildColumns(def, intl);
    const idCol = cols.find((c) => c.dataIndex === def.rowKey);
    if (idCol) {
      // The key opens the detail; its copy button sits beside the link, not inside it (no link in a link).
      const copyable = !!def.fields[def.rowKey]?.copyable;
      idCol.copyable = false;
      idCol.render = (_, row) => {
        const id = String(row[def.rowKey]);
        return (
          <Space size={4}>
            <Typography.Link onClick={() => setDetailId(id)}>{id}</Typography.Link>
            {copyable ? <Typography.Text copyable={{ text: id }} /> : null}
          </Space>
        );
      };
    }
    if (rowActions.length || links.length) {
      cols.push({
        title: t('console.actions'),
        key: 'actions',
        valueType: 'option',
        // Always in sight at the right edge, on one line however many actions a row has.
        fixed: 'right',
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_, row) => [
          ...rowActions
            .filter((a) => applies(a, row))
            .map((a) => (
              <ActionButton
                key={a.key}
                def={def}
                action={a}
                row={row}
                run={(body) => runAction(def, String(row[def.rowKey]), a.key, body)}
                onDone={reload}
              />
            )),
          ...links.map((l) => (
            <Link key={l.key} to={fillPath(l.to, row)}>
              {t(`resources.${def.key}.links.${l.key}`)}
            </Link>
          )),
        ],
      } as ProColumns<Row>);
    }
    // The parent is fixed by the page: not a filter to change.
    if (def.parentParam) {
      const col = cols.find((c) => c.dataIndex === def.parentParam);
      if (col) col.search = false;
    }
    return cols;
  })();

  const doExport = async () => {
    setExporting(true);
    try {
      await exportRows(def, lastQuery.current);
    } catch {
      // shown by the request layer
    } finally {
      setExporting(false);
    }
  };

  const table = (
    <div ref={tableBox}>
      <ProTable<Row>
        rowKey={def.rowKey}
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        form={{ syncToUrl: true, syncToInitialValues: false }}
        pagination={{
          defaultPageSize: REQUEST_DEFAULTS.defaultPageSize,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
        }}
        columnsState={{
          persistenceKey: `payops.columns.${initialState?.currentUser?.id ?? 'anonymous'}.${def.key}`,
          persistenceType: 'localStorage',
          defaultValue: Object.fromEntries((def.list.hidden ?? []).map((c) => [c, { show: false }])),
        }}
        request={async (params, sort) => {
          const { current, pageSize, ...filters } = params;
          const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? [];
          const query: Query = { ...filters, ...fixed, ...(field ? { sort: `${field},${order}` } : {}) };
          lastQuery.current = query;
          if (def.calendar) setSearched((s) => ({ query, stamp: s.stamp + 1 }));
          const res = await listRows(def, { ...query, current, pageSize });
          return { data: res.result.list, total: res.result.total, success: true };
        }}
        onRequestError={() => undefined}
        headerTitle={
          def.calendar ? (
            <Segmented
              aria-label={t('console.view.label')}
              value={view}
              onChange={(v) => setView(v as 'table' | 'calendar')}
              options={[
                { value: 'table', label: t('console.view.table') },
                { value: 'calendar', label: t('console.view.calendar') },
              ]}
            />
          ) : undefined
        }
        tableViewRender={
          def.calendar && view === 'calendar'
            ? () => <CalendarView def={def} query={searched.query} stamp={searched.stamp} onOpen={setDetailId} />
            : undefined
        }
        rowSelection={
          bulkActions.length
            ? {
                // antd passes aria-label on to the input, though CheckboxProps does not declare it.
                getCheckboxProps: (row) =>
                  ({ 'aria-label': t('console.select', { id: String(row[def.rowKey]) }) }) as CheckboxProps,
              }
            : false
        }
        search={{
          labelWidth: 'auto',
          // ProTable's own expand link is orange text on white (2.6:1); this one uses the readable link colour.
          // ProTable already wraps it in <a>, so a plain span (a link in a link is invalid HTML).
          collapseRender: (collapsed) => (
            <span style={{ color: token.colorLink }}>
              {t(collapsed ? 'console.filters.expand' : 'console.filters.collapse')}
            </span>
          ),
        }}
        tableAlertOptionRender={({ selectedRowKeys, selectedRows, onCleanSelected }) => (
          <Space>
            {bulkActions.map((a) => (
              <ActionButton
                key={a.key}
                def={def}
                action={a}
                label={`${t(`resources.${def.key}.actions.${a.key}`)} (${selectedRows.filter((r) => applies(a, r)).length})`}
                run={async (body) => {
                  const res = await runBulk(def, a.key, selectedRowKeys.map(String), body);
                  const ok = res.result.filter((r) => r.ok).length;
                  message.info(t('console.bulk.result', { ok, refused: res.result.length - ok }));
                }}
                onDone={() => {
                  onCleanSelected();
                  reload();
                }}
              />
            ))}
          </Space>
        )}
        toolBarRender={() => [
          <CreateButton key="create" def={def} fixed={fixed} onDone={reload} />,
          <ImportButton key="import" def={def} onDone={reload} />,
          ...(def.exportPermission && can(def.exportPermission)
            ? [
                <Button key="export" icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
                  {t('console.export')}
                </Button>,
              ]
            : []),
        ]}
      />
      <DetailDrawer def={def} id={detailId} onClose={() => setDetailId(undefined)} />
    </div>
  );
  if (embedded) return table;
  return (
    <PageContainer title={parent ? t(`resources.${def.key}.parentTitle`, { id: parent }) : undefined}>
      {table}
    </PageContainer>
  );
}
