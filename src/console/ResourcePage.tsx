import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Link, useAccess, useIntl, useLocation, useModel, useParams } from '@umijs/max';
import { App, Button, Segmented, Space, theme, Typography, type CheckboxProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePageShown } from '@/components/WorkArea/shown';
import { REQUEST_DEFAULTS } from '@/request';
import ActionButton, { applies, useCan } from './ActionButton';
import { exportRows, listRows, runAction, runBulk, type Query, type Row, type Total } from './api';
import CalendarView from './CalendarView';
import { buildColumns } from './columns';
import CreateButton from './CreateButton';
import DetailDrawer from './DetailDrawer';
import ImportButton from './ImportButton';
import SavedViews from './SavedViews';
import { useTableFailure } from './tableFailure';
import { hasFilters, readViews, viewsKey, type SavedView } from './views';
import { fillPath } from './RecordView';
import { Totals } from './renderers';
import FilterChips from './FilterChips';
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
  const parentKeys = def.parentParams ?? (def.parentParam ? [def.parentParam] : []);
  const parentValues = parentKeys.map((k) => params[k] ?? '');
  const parent = parentKeys.length && parentValues.every(Boolean) ? parentValues.join('.') : undefined;
  const fixed = parent ? Object.fromEntries(parentKeys.map((k, i) => [k, parentValues[i]])) : undefined;
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
  const location = useLocation();
  const shown = usePageShown();
  // Whose rows are whose (ActionDef.maker).
  const me = initialState?.currentUser?.id;
  const userId = initialState?.currentUser?.id ?? 'anonymous';
  const viewsStore = viewsKey(userId, def.key);
  /** The address bar, when it shows this page (the list keeps its filters there; in tests the two may differ). */
  const address = (search: string) => {
    if (window.location.pathname === location.pathname) {
      window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
    }
  };
  // The list opened bare (from the menu) opens with the operator's default view, if they set one.
  const [tableKey, setTableKey] = useState(() => {
    if (!embedded && !hasFilters(location.search)) {
      const store = readViews(window.localStorage, viewsStore);
      const view = store.views.find((v) => v.name === store.defaultView);
      if (view) address(view.query);
    }
    return 0;
  });
  // `?<filter>=<value>&open=<key>` (the global search, a shared link) opens the list so filtered and that record.
  const opened = (search: string) => new URLSearchParams(search).get('open') ?? undefined;
  const [detailId, setDetailId] = useState<string | undefined>(() => opened(location.search));
  const handled = useRef(location.search);
  useEffect(() => {
    if (location.search === handled.current) return;
    handled.current = location.search;
    const id = opened(location.search);
    if (!id) return;
    // Already on the list: it takes the new filters from the address as when it first opened.
    address(location.search.replace(/^\?/, ''));
    // The address is the outside state the table follows (it reads its filters from there when mounted).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTableKey((k) => k + 1);
    setDetailId(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
  const applyView = (view: SavedView) => {
    address(view.query);
    setDetailId(undefined);
    setTableKey((k) => k + 1);
  };
  const closeDetail = () => {
    setDetailId(undefined);
    // The record's link has served: a reload shows the list, not the record again.
    if (window.location.pathname === location.pathname && opened(window.location.search)) {
      const params = new URLSearchParams(window.location.search);
      params.delete('open');
      address(params.toString());
    }
  };
  const [exporting, setExporting] = useState(false);
  // What the filtered set adds up to per currency, from the list's answer (lists with money columns).
  const [totals, setTotals] = useState<Total[]>();
  // The filters the rows were asked with (the form's, the address's), shown as chips above the table.
  const [applied, setApplied] = useState<Query>({});
  /** The list again with these query keys taken off the address (a removed chip), or with none (clear all). */
  const refilter = (drop: string[] | 'all') => {
    const params = new URLSearchParams(window.location.search);
    for (const key of [...params.keys()])
      if (drop === 'all' ? !['current', 'pageSize', 'open'].includes(key) : drop.includes(key)) params.delete(key);
    params.delete('current');
    address(params.toString());
    setDetailId(undefined);
    setTableKey((k) => k + 1);
  };
  // A declaration with a calendar (currency holidays) shows its rows as a table or a month calendar, same filters.
  const [view, setView] = useState<'table' | 'calendar'>('table');
  const [searched, setSearched] = useState<{ query: Query; stamp: number }>({ query: {}, stamp: 0 });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const rowActions = (def.actions ?? []).filter((a) => a.scope === 'row' && canRun(a));
  const links = (def.links ?? []).filter((l) => canViewPath(l.to));
  const bulkActions = (def.actions ?? []).filter((a) => a.scope === 'bulk' && canRun(a));
  const reload = () => actionRef.current?.reload();
  const failure = useTableFailure(t('console.list.loadError', { title: t(`resources.${def.key}.title`) }), actionRef);

  const columns = (() => {
    const cols = buildColumns(def, intl);
    const idCol = cols.find((c) => c.dataIndex === def.rowKey);
    if (idCol) {
      // The key opens the detail; its copy button sits beside the link, not inside it (no link in a link). It is a
      // real link (this list as filtered, `open=<key>`): Tab reaches it, and Ctrl/⌘-click or a middle click opens
      // the record in a new tab; a plain click opens it here.
      const copyable = !!def.fields[def.rowKey]?.copyable;
      idCol.copyable = false;
      const hrefOf = (id: string) => {
        const params = new URLSearchParams(window.location.search);
        params.set('open', id);
        return `${location.pathname}?${params}`;
      };
      idCol.render = (_, row) => {
        const id = String(row[def.rowKey]);
        return (
          <Space size={4}>
            <Typography.Link
              href={hrefOf(id)}
              onClick={(e) => {
                if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
                e.preventDefault();
                setDetailId(id);
              }}
            >
              {id}
            </Typography.Link>
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
            .filter((a) => applies(a, row, me))
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
    for (const key of parentKeys) {
      const col = cols.find((c) => c.dataIndex === key);
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
        key={tableKey}
        rowKey={def.rowKey}
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        // ProTable waits 20 ms (its default) after a change of filters, sort or page before asking; changes made in
        // the same moment still come together at 1 ms, and the first rows come sooner after a menu click.
        debounceTime={1}
        columns={columns}
        // A page in a hidden tab leaves the address alone: it belongs to the page shown.
        form={{ syncToUrl: shown, syncToInitialValues: false }}
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
        request={(params, sort) =>
          failure.track(async () => {
            // `open` names a record to show, not a filter.
            const { current, pageSize, open: _open, ...filters } = params;
            const [field, order] = Object.entries(sort ?? {}).find(([, o]) => o) ?? [];
            const query: Query = { ...filters, ...fixed, ...(field ? { sort: `${field},${order}` } : {}) };
            lastQuery.current = query;
            setApplied(filters);
            if (def.calendar) setSearched((s) => ({ query, stamp: s.stamp + 1 }));
            const res = await listRows(def, { ...query, current, pageSize });
            setTotals(res.result.totals);
            return { data: res.result.list, total: res.result.total, success: true };
          })
        }
        onRequestError={() => undefined}
        locale={failure.locale}
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
        tableViewRender={(_, table) =>
          failure.view(
            def.calendar && view === 'calendar' ? (
              <CalendarView def={def} query={searched.query} stamp={searched.stamp} onOpen={setDetailId} />
            ) : (
              table
            ),
          )
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
        footer={totals?.length && !failure.failed ? () => <Totals def={def} totals={totals} /> : undefined}
        tableExtraRender={() => (
          <FilterChips def={def} query={applied} onRemove={(keys) => refilter(keys)} onClear={() => refilter('all')} />
        )}
        search={{
          labelWidth: 'auto',
          // ProTable's own expand link is orange text on white (2.6:1); this one uses the readable link colour.
          // ProTable already wraps it in an <a> without href, which the keyboard skips: the text inside is the
          // button (Tab reaches it; Enter or Space clicks the wrapper, which toggles the form).
          collapseRender: (collapsed) => (
            <span
              role="button"
              tabIndex={0}
              aria-expanded={!collapsed}
              style={{ color: token.colorLink }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                e.currentTarget.click();
              }}
            >
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
                label={`${t(`resources.${def.key}.actions.${a.key}`)} (${selectedRows.filter((r) => applies(a, r, me)).length})`}
                run={async (body) => {
                  const res = await runBulk(def, a.key, selectedRowKeys.map(String), body);
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
                onDone={() => {
                  onCleanSelected();
                  reload();
                }}
              />
            ))}
          </Space>
        )}
        toolBarRender={() => [
          ...(embedded
            ? []
            : [<SavedViews key="views" storeKey={viewsStore} pathname={location.pathname} onApply={applyView} />]),
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
      {/* A page in a hidden tab keeps the record it shows, but not over another page. */}
      <DetailDrawer def={def} id={shown ? detailId : undefined} onClose={closeDetail} />
    </div>
  );
  if (embedded) return table;
  return (
    <PageContainer title={parent ? t(`resources.${def.key}.parentTitle`, { ...fixed, id: parent }) : undefined}>
      {table}
    </PageContainer>
  );
}
