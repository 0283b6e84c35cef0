import { useMemoizedFn } from 'ahooks';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl, useLocation } from '@umijs/max';
import { theme } from 'antd';
import { isPlainClick } from '@/components/plainClick';
import { applies, useCan } from './ActionButton';
import type { Row } from './api';
import { buildColumns } from './columns';
import CopyButton from './CopyButton';
import { recordPath } from './recordLink';
import { saveRecordNav } from './recordNav';
import RowActions from './RowActions';
import type { ResourceDef } from './types';
import { HolderTag, type useListHolders } from './work/ListHolders';

/**
 * A key cell's parts (its link, copy button, holder) side by side: a plain element, not an antd Space per row (its
 * styles are looked up per instance, and a list draws hundreds of cells).
 */
const CELL: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' };

/**
 * The list's columns: the declaration's, with the key as a link to its record and the row actions at the right edge.
 * `parentKeys` are fixed by the page (not filters to change).
 */
export function useListColumns(
  def: ResourceDef,
  {
    open,
    reload,
    me,
    parentKeys,
    pageIds,
    holders: { queue, holders, refresh: refreshHolders },
  }: {
    open: (id: string) => void;
    reload: () => void;
    me?: string;
    parentKeys: string[];
    /** The keys of the rows the table shows: a record opened from it steps through them. */
    pageIds: () => string[];
    /** Who holds the items of a queue's list (src/console/work/ListHolders.tsx): their tags follow it alone. */
    holders: ReturnType<typeof useListHolders>;
  },
): ProColumns<Row>[] {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { canViewPath } = useAccess();
  const canRun = useCan();
  const rowActions = (def.actions ?? []).filter((a) => a.scope === 'row' && canRun(a));
  const links = (def.links ?? []).filter((l) => canViewPath(l.to));
  // The page's callbacks as they are now, for the cells to call: they are new at each render of the page.
  const page = {
    open: useMemoizedFn(open),
    reload: useMemoizedFn(reload),
    pageIds: useMemoizedFn(pageIds),
    refreshHolders: useMemoizedFn(refreshHolders),
  };
  // The copy button's colours (a link's, a success's), for a plain element in each key cell.
  const { colorLink, colorSuccess } = theme.useToken().token;
  // The columns are made again only when what they show changes (the language, the operator's permissions; not who
  // holds the items, which their tags follow by themselves): ProTable rebuilds its table columns and search form from
  // every new array, and the page renders again for its own state (an answer, the chips, a dialog) far more often
  // than that.
  const allowed = [...rowActions.map((a) => a.key), '|', ...links.map((l) => l.to)].join(',');
  const parents = parentKeys.join(',');
  return useMemo(
    () => makeColumns(),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [def, intl.locale, pathname, me, queue, holders, allowed, parents, colorLink, colorSuccess],
  );

  function makeColumns(): ProColumns<Row>[] {
    const cols = buildColumns(def, intl);
    const hrefOf = (id: string, row: Row) => {
      const path = recordPath(def.key, id, row);
      if (path && def.detail && !def.single) return path;
      const params = new URLSearchParams(window.location.search);
      params.set('open', id);
      return `${pathname}?${params}`;
    };
    // A real link to the row's record page: Tab reaches it, Ctrl/⌘-click or a middle click opens the record in a new
    // tab; a plain click opens it over the list for a quick look (with a way to its full page).
    const recordLink = (row: Row, children: ReactNode) => {
      const id = String(row[def.rowKey]);
      return (
        <a
          className="payops-record-link"
          href={hrefOf(id, row)}
          onClick={(e) => {
            // The record steps through this list's rows, whichever way it is opened.
            saveRecordNav({
              resource: def.key,
              list: `${pathname}${window.location.search}`,
              ids: page.pageIds(),
            });
            if (!isPlainClick(e)) return;
            e.preventDefault();
            page.open(id);
          }}
        >
          {children}
        </a>
      );
    };
    // Who holds a queue item, beside its key: seen wherever the item is listed, at no column's width.
    const holderTag = (row: Row) =>
      queue ? <HolderTag holders={holders} id={String(row[def.rowKey])} me={me} /> : null;
    const idCol = cols.find((c) => c.dataIndex === def.rowKey);
    if (idCol) {
      // Its copy button sits beside the link, not inside it (no link in a link).
      const copyable = !!def.fields[def.rowKey]?.copyable;
      idCol.copyable = false;
      idCol.render = (_, row) => (
        <span style={CELL}>
          {recordLink(row, String(row[def.rowKey]))}
          {copyable ? <CopyButton text={String(row[def.rowKey])} color={colorLink} success={colorSuccess} /> : null}
          {holderTag(row)}
        </span>
      );
    }
    // A list whose key is not shown by default (its default columns fit the window without it) opens the record from
    // the first plain text shown instead (a fee's merchant), so every row still leads to its record.
    if (!idCol || def.list.hidden?.includes(def.rowKey)) {
      const first = cols.find((c) => {
        const f = def.fields[String(c.dataIndex)];
        const shown = !c.hideInTable && !def.list.hidden?.includes(String(c.dataIndex));
        return shown && f && !f.ref && !f.refersTo && !f.names && (f.type === 'text' || f.type === 'email');
      });
      const render = first?.render;
      if (first && render)
        first.render = (dom, row, ...rest) => (
          <span style={CELL}>
            {recordLink(row, render(dom, row, ...rest) as ReactNode)}
            {holderTag(row)}
          </span>
        );
    }
    if (rowActions.length || links.length) {
      cols.push({
        title: intl.formatMessage({ id: 'console.actions' }),
        key: 'actions',
        valueType: 'option',
        // Always in sight at the right edge, on one line: two actions at most, the rest in the row's "more" menu.
        fixed: 'right',
        // Its least (ProTable gives a fixed column 200): as wide as the row's buttons need.
        width: 60,
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_, row) => (
          <RowActions
            def={def}
            row={row}
            actions={rowActions.filter((a) => applies(a, row, me))}
            links={links}
            reload={() => {
              page.reload();
              page.refreshHolders();
            }}
          />
        ),
      } as ProColumns<Row>);
    }
    for (const key of parentKeys) {
      const col = cols.find((c) => c.dataIndex === key);
      if (col) col.search = false;
    }
    return cols;
  }
}
