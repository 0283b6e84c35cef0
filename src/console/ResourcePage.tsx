import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { useAccess, useIntl, useLocation, useModel, useParams } from '@umijs/max';
import { Segmented, type CheckboxProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePageDrawn, usePageSettled, usePageShown } from '@/components/WorkArea/shown';
import { REQUEST_DEFAULTS } from '@/request';
import { useCan } from './ActionButton';
import type { Query, Row, Total } from './api';
import BulkBar from './BulkBar';
import CalendarView from './CalendarView';
import CreateButton from './CreateButton';
import DetailDrawer from './DetailDrawer';
import ExportButton from './ExportButton';
import FilterChips from './FilterChips';
import { startFirstRows, takeRows } from './firstRows';
import ImportButton from './ImportButton';
import { KEPT_ROWS } from './keptRows';
import { useListAddress } from './listAddress';
import { useListColumns } from './listColumns';
import { usePaginationDigits } from './pagination';
import { Totals } from './renderers';
import { useSearchForm } from './searchForm';
import { useTableFailure } from './tableFailure';
import { viewsKey } from './views';
import { useListHolders } from './work/ListHolders';
import { useWatched, watched, type Watched } from './watched';
import ViewTabs from './ViewTabs';
import type { ResourceDef } from './types';

const PAGE_SIZES = ['10', '20', '50', '100'];

/**
 * A page in a hidden tab keeps the record it shows, but not over another page: from the moment its tab is left (the
 * rest of the page learns it later, src/components/WorkArea/shown.ts).
 */
function ShownDrawer({ id, ...props }: Parameters<typeof DetailDrawer>[0]) {
  const shown = usePageShown();
  return <DetailDrawer {...props} id={shown ? id : undefined} />;
}

/** The filter chips of the filters the rows were last asked with. */
function AppliedChips({
  applied,
  ...props
}: { applied: Watched<Query> } & Omit<Parameters<typeof FilterChips>[0], 'query'>) {
  return <FilterChips {...props} query={useWatched(applied)} />;
}

/**
 * The one list page: search form and server-paged table from the declaration, filters kept in the URL, column
 * settings kept per operator, CSV export of the current filter, row and bulk actions behind their codes, detail drawer.
 */
export default function ResourcePage({ def, embedded }: { def: ResourceDef; embedded?: boolean }) {
  const intl = useIntl();
  const paginationDigits = usePaginationDigits();
  const { can } = useAccess();
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
  // Drawn in full: shown, or just left while the page shown draws its own (src/components/WorkArea/shown.ts).
  const shown = usePageDrawn();
  // Whose rows are whose (ActionDef.maker).
  const me = initialState?.currentUser?.id;
  const userId = initialState?.currentUser?.id ?? 'anonymous';
  const viewsStore = viewsKey(userId, def.key);
  const { tableKey, detailId, setDetailId, applyView, closeDetail, refilter } = useListAddress({
    embedded,
    viewsStore,
  });
  // The first rows are asked for now, while the table mounts (src/console/firstRows.ts).
  useState(() => startFirstRows(def, location.search, fixed, REQUEST_DEFAULTS.defaultPageSize));
  // What the filtered set adds up to per currency, from the list's answer (lists with money columns).
  const [totals, setTotals] = useState<Total[]>();
  // The filters the rows were asked with (the form's, the address's), shown as chips above the table (src/console/
  // watched.ts: only the chips are drawn again when they change).
  const [applied] = useState(() => watched<Query>({}, (a, b) => JSON.stringify(a) === JSON.stringify(b)));
  // A declaration with a calendar (currency holidays) shows its rows as a table or a month calendar, same filters.
  const [view, setView] = useState<'table' | 'calendar'>('table');
  const [searched, setSearched] = useState<{ query: Query; stamp: number }>({ query: {}, stamp: 0 });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const bulkActions = (def.actions ?? []).filter((a) => a.scope === 'bulk' && canRun(a));
  const reload = () => actionRef.current?.reload();
  // The list's query as its address holds it (while shown; a hidden page keeps the one it had).
  const lastSearch = useRef(location.search);
  const listSearch = () => {
    if (shown && window.location.pathname === location.pathname) lastSearch.current = window.location.search;
    return lastSearch.current;
  };
  // Its first rows (or their failure) in, the page left before it may leave its contents out.
  const settled = usePageSettled();
  const failure = useTableFailure(
    t('console.list.loadError', { title: t(`resources.${def.key}.title`) }),
    actionRef,
    settled,
  );

  // The search form is drawn again only when what it shows changes (src/console/searchForm.tsx).
  const searchForm = useSearchForm(shown, tableKey, REQUEST_DEFAULTS.defaultPageSize);

  const pageIds = useRef<string[]>([]);
  // A queue's items show who holds them (src/services/queues.ts).
  const holders = useListHolders(def.key);
  const columns = useListColumns(def, {
    open: setDetailId,
    reload,
    me,
    parentKeys,
    pageIds: () => pageIds.current,
    holders,
  });

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
        // A page kept in a hidden tab leaves its rows' cells out (memory); its rows, page and selection stay.
        components={KEPT_ROWS}
        // Nor does it keep its toolbar's settings (density, columns, reload: their state is the table's).
        options={shown ? undefined : false}
        // Its search form; a page in a hidden tab leaves the address alone: it belongs to the page shown.
        {...searchForm.props}
        pagination={{
          defaultPageSize: REQUEST_DEFAULTS.defaultPageSize,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          ...paginationDigits,
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
            searchForm.asked(tableKey, current ?? 1, pageSize ?? REQUEST_DEFAULTS.defaultPageSize);
            applied.set(filters);
            if (def.calendar) setSearched((s) => ({ query, stamp: s.stamp + 1 }));
            const res = await takeRows(def, { ...query, current, pageSize });
            setTotals(res.result.totals);
            pageIds.current = res.result.list.map((row) => String(row[def.rowKey]));
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
                // A selection spans pages (the rows of earlier pages are kept with it) until a bulk action has run.
                preserveSelectedRowKeys: true,
                // antd passes aria-label on to the input, though CheckboxProps does not declare it.
                getCheckboxProps: (row) =>
                  ({ 'aria-label': t('console.select', { id: String(row[def.rowKey]) }) }) as CheckboxProps,
              }
            : false
        }
        footer={totals?.length && !failure.failed ? () => <Totals def={def} totals={totals} /> : undefined}
        tableExtraRender={() => (
          <>
            {embedded ? null : (
              <ViewTabs storeKey={viewsStore} pathname={location.pathname} search={listSearch()} onApply={applyView} />
            )}
            <AppliedChips
              def={def}
              applied={applied}
              onRemove={(keys) => refilter(keys)}
              onClear={() => refilter('all')}
            />
          </>
        )}
        tableAlertRender={({ selectedRowKeys }) => t('console.bulk.selected', { count: selectedRowKeys.length })}
        tableAlertOptionRender={({ selectedRows, onCleanSelected }) => (
          <BulkBar
            def={def}
            actions={bulkActions}
            rows={selectedRows}
            me={me}
            onClear={onCleanSelected}
            onDone={() => {
              onCleanSelected();
              reload();
            }}
          />
        )}
        toolBarRender={() => [
          <CreateButton key="create" def={def} fixed={fixed} onDone={reload} />,
          <ImportButton key="import" def={def} onDone={reload} />,
          ...(def.exportPermission && can(def.exportPermission)
            ? [<ExportButton key="export" def={def} query={() => lastQuery.current} />]
            : []),
        ]}
      />
      <ShownDrawer def={def} id={detailId} onClose={closeDetail} onChanged={reload} />
      {holders.feed}
    </div>
  );
  if (embedded) return table;
  return (
    <PageContainer title={parent ? t(`resources.${def.key}.parentTitle`, { ...fixed, id: parent }) : undefined}>
      {table}
    </PageContainer>
  );
}
