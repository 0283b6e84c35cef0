import type { HTMLAttributes } from 'react';
import { usePageDrawn } from '@/components/WorkArea/shown';

/**
 * A list row that leaves its cells out while its page is kept in a hidden tab: the cells (record links, badges,
 * copy buttons, row actions with their dialogs; in the header, the sorters with their tooltips) are most of what a
 * kept list holds in memory, about half of it, and nothing of the page's state lives in them: the rows, the page,
 * the sort and the selection are the table's, which stays mounted. Shown again, the row renders its cells in the
 * same commit as the page (before the tab's scroll position is given back).
 */
function KeptRow({ children, ...row }: HTMLAttributes<HTMLTableRowElement>) {
  const drawn = usePageDrawn();
  return <tr {...row}>{drawn ? children : null}</tr>;
}

/** The table's `components`: one object, so that the table's body is not made again at each render. */
export const KEPT_ROWS = { header: { row: KeptRow }, body: { row: KeptRow } };
