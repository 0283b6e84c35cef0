import type { ProColumns } from '@ant-design/pro-components';
import { useAccess, useIntl, useLocation } from '@umijs/max';
import { Space, Typography } from 'antd';
import { applies, useCan } from './ActionButton';
import type { Row } from './api';
import { buildColumns } from './columns';
import { recordPath } from './recordLink';
import { saveRecordNav } from './recordNav';
import RowActions from './RowActions';
import type { ResourceDef } from './types';

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
  }: {
    open: (id: string) => void;
    reload: () => void;
    me?: string;
    parentKeys: string[];
    /** The keys of the rows the table shows: a record opened from it steps through them. */
    pageIds: () => string[];
  },
): ProColumns<Row>[] {
  const intl = useIntl();
  const location = useLocation();
  const { canViewPath } = useAccess();
  const canRun = useCan();
  const rowActions = (def.actions ?? []).filter((a) => a.scope === 'row' && canRun(a));
  const links = (def.links ?? []).filter((l) => canViewPath(l.to));
  const cols = buildColumns(def, intl);
  const idCol = cols.find((c) => c.dataIndex === def.rowKey);
  if (idCol) {
    // The key is a real link to the record's page: Tab reaches it, Ctrl/⌘-click or a middle click opens the record
    // in a new tab; a plain click opens it over the list for a quick look (with a way to its full page). Its copy
    // button sits beside the link, not inside it (no link in a link).
    const copyable = !!def.fields[def.rowKey]?.copyable;
    idCol.copyable = false;
    const hrefOf = (id: string, row: Row) => {
      const path = recordPath(def.key, id, row);
      if (path && def.detail && !def.single) return path;
      const params = new URLSearchParams(window.location.search);
      params.set('open', id);
      return `${location.pathname}?${params}`;
    };
    idCol.render = (_, row) => {
      const id = String(row[def.rowKey]);
      return (
        <Space size={4}>
          <Typography.Link
            href={hrefOf(id, row)}
            onClick={(e) => {
              // The record steps through this list's rows, whichever way it is opened.
              saveRecordNav({
                resource: def.key,
                list: `${location.pathname}${window.location.search}`,
                ids: pageIds(),
              });
              if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) return;
              e.preventDefault();
              open(id);
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
          reload={reload}
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
