import { Grid } from 'antd';
import type { ReactNode } from 'react';

/** Enough grid tracks for any row of one to six cards to share it equally. */
const TRACKS = 60;

/**
 * How many of the grid's tracks each of `count` cards spans in rows of `columns`: a full row shares them equally, and
 * so does a last row of fewer cards (no empty slot at its end).
 */
export function cardSpans(count: number, columns: number): number[] {
  const lastRow = count % columns || columns;
  return Array.from({ length: count }, (_, i) => (i < count - lastRow ? TRACKS / columns : TRACKS / lastRow));
}

/**
 * The KPI cards' grid (and their placeholders'): the five in one row of equal columns on a window from 1200 px on,
 * three then two wider ones from 768 px, two and one from 576 px, one a row below that.
 */
export default function KpiGrid({ children }: { children: ReactNode[] }) {
  const screens = Grid.useBreakpoint();
  const columns = screens.xl ? 5 : screens.md ? 3 : screens.sm ? 2 : 1;
  const spans = cardSpans(children.length, columns);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${TRACKS}, minmax(0, 1fr))`, gap: 16 }}>
      {children.map((child, i) => (
        <div key={i} style={{ gridColumn: `span ${spans[i]}`, minWidth: 0 }}>
          {child}
        </div>
      ))}
    </div>
  );
}
