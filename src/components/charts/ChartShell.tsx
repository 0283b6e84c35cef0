import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useWidth } from './useWidth';

/**
 * The class of every chart's box. Also how the bench finds the chunks that hold the charts (scripts/bench/dist.ts,
 * CHART_MARKERS): keep the two the same.
 */
export const CHART_CLASS = 'payops-chart';

export const AXIS_FONT = 12;
/** Axis labels: antd's secondary text as the theme sets it (4.5:1 on white). */
export const AXIS_COLOR = 'rgba(0, 0, 0, 0.65)';
export const GRID_COLOR = '#f0f0f0';
export const BASE_COLOR = '#d9d9d9';

/** One datum as the shell knows it: where it can be hovered, where its tooltip points, and what the tooltip says. */
export interface ShellItem {
  /** The hover and focus area (a column's whole band, a ranking's whole row), in the svg's px. */
  hit: { x: number; y: number; width: number; height: number };
  /** The point the tooltip is drawn at (a bar's end, a line's point). */
  anchor: { x: number; y: number };
  /** The tooltip's title (a day, a name) and value (the exact text the caller gives). */
  title: string;
  text: string;
}

export interface Drawing {
  items: ShellItem[];
  /** Axes, grid and marks; `active` is the hovered or focused datum (null: none). */
  marks: (active: number | null) => ReactNode;
}

/**
 * The frame of a chart: an svg at its box's width and a fixed height (taken from the first render: no layout shift),
 * time running left to right in every language (direction ltr, as the chart library drew it), and one tooltip.
 *
 * Accessible as a group named by `label` whose data are images named by their tooltip's text: one tab stop (the datum
 * last visited, the first at first), the arrow keys, Home and End moving between them, each showing its tooltip as
 * hovering does. Texts are rendered as text, never as HTML.
 */
export default function ChartShell({
  label,
  name,
  color,
  height,
  draw,
}: {
  label: string;
  /** The series' name in the tooltip (a currency, "success rate", a pair). */
  name: string;
  color: string;
  height: number;
  draw: (width: number) => Drawing;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const { items, marks } = draw(width);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [stop, setStop] = useState(0);
  const tabStop = Math.min(stop, items.length - 1);
  const active = focused ?? hovered;
  const shown = active !== null && active < items.length ? items[active] : null;

  const move = (e: KeyboardEvent<SVGRectElement>, from: number) => {
    const last = items.length - 1;
    const to = {
      ArrowRight: from + 1,
      ArrowDown: from + 1,
      ArrowLeft: from - 1,
      ArrowUp: from - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(last, to));
    setStop(next);
    (e.currentTarget.parentNode?.children[next] as SVGRectElement | undefined)?.focus();
  };

  // The tooltip above its point, below it near the top; kept inside the box near either side.
  const place = shown
    ? {
        left: shown.anchor.x,
        top: shown.anchor.y,
        transform: `translate(${shown.anchor.x < width / 4 ? '-12px' : shown.anchor.x > (width * 3) / 4 ? 'calc(-100% + 12px)' : '-50%'}, ${shown.anchor.y < 64 ? '12px' : 'calc(-100% - 12px)'})`,
      }
    : null;

  return (
    <div ref={ref} className={CHART_CLASS} style={{ position: 'relative', width: '100%', height, overflow: 'hidden' }}>
      <svg
        direction="ltr"
        role="group"
        aria-label={label}
        width={width}
        height={height}
        style={{ display: 'block', fontSize: AXIS_FONT }}
        onMouseLeave={() => setHovered(null)}
      >
        {marks(active)}
        <g>
          {items.map((item, i) => (
            <rect
              key={i}
              role="img"
              aria-label={`${item.title}, ${name}: ${item.text}`}
              tabIndex={i === tabStop ? 0 : -1}
              {...item.hit}
              fill={i === active ? 'rgba(0, 0, 0, 0.04)' : 'transparent'}
              stroke={i === focused ? 'rgba(0, 0, 0, 0.65)' : 'none'}
              strokeDasharray="4 2"
              style={{ outline: 'none' }}
              onMouseEnter={() => setHovered(i)}
              onFocus={() => (setFocused(i), setStop(i))}
              onBlur={() => setFocused(null)}
              onKeyDown={(e) => move(e, i)}
            />
          ))}
        </g>
      </svg>
      {shown && place ? (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            ...place,
            pointerEvents: 'none',
            background: '#fff',
            boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.12)',
            borderRadius: 6,
            padding: '6px 10px',
            fontSize: 12,
            lineHeight: '20px',
            whiteSpace: 'nowrap',
            color: 'rgba(0, 0, 0, 0.88)',
            zIndex: 1,
          }}
        >
          <div style={{ color: AXIS_COLOR }}>{shown.title}</div>
          <div>
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                background: color,
                marginInlineEnd: 6,
              }}
            />
            {name}: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{shown.text}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
