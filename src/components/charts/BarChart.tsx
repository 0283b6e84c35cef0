/**
 * Horizontal bars, one a row from the top (a ranking: the first is the largest), names on the left of the plot,
 * the values' axis under it. SVG drawn by React, as DayChart's charts.
 */
import ChartShell, { AXIS_COLOR, AXIS_FONT, BASE_COLOR, GRID_COLOR, type Drawing } from './ChartShell';
import { COLUMN_COLOR } from './DayChart';
import { labelEvery, linear, niceTicks, textWidth } from './scale';

export interface BarPoint {
  /** The name as the axis shows it (it may be cut). */
  label: string;
  /** For plotting only (display): the value as a number. */
  value: number;
  /** The tooltip's title (the whole name). */
  title: string;
  /** The exact value as the tooltip shows it. */
  text: string;
}

export interface BarChartProps {
  points: BarPoint[];
  label: string;
  name: string;
  height: number;
  format: (v: number) => string;
  color?: string;
}

const TOP = 4;
const RIGHT = 16;
const BOTTOM = AXIS_FONT + 14;

function drawing(p: BarChartProps, width: number): Drawing {
  const { points, format, height } = p;
  const values = points.map((d) => d.value);
  const { domain, ticks } = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const tickTexts = ticks.map(format);
  // The names take what they need, up to 40% of the width.
  const left = Math.min(Math.max(...points.map((d) => textWidth(d.label, AXIS_FONT))) + 12, Math.floor(width * 0.4));
  const plotWidth = Math.max(1, width - left - RIGHT);
  const bottom = height - BOTTOM;
  const x = linear(domain, [left, left + plotWidth]);
  const row = (bottom - TOP) / Math.max(1, points.length);
  const zero = x(0);
  const every = labelEvery(tickTexts, plotWidth / Math.max(1, ticks.length - 1));

  const items = points.map((d, i) => ({
    hit: { x: 0, y: TOP + i * row, width, height: row },
    anchor: { x: Math.max(zero, x(d.value)), y: TOP + i * row },
    title: d.title,
    text: d.text,
  }));

  const marks = (active: number | null) => (
    <>
      <g aria-hidden="true" fill={AXIS_COLOR}>
        {ticks.map((v, i) => (
          <g key={v}>
            <line x1={x(v)} x2={x(v)} y1={TOP} y2={bottom} stroke={GRID_COLOR} />
            {i % every ? null : (
              <text x={x(v)} y={bottom + 6} textAnchor="middle" dominantBaseline="hanging">
                {tickTexts[i]}
              </text>
            )}
          </g>
        ))}
        <line x1={zero} x2={zero} y1={TOP} y2={bottom} stroke={BASE_COLOR} />
        {points.map((d, i) => (
          <text key={i} x={left - 8} y={TOP + (i + 0.5) * row} textAnchor="end" dominantBaseline="middle">
            {d.label}
          </text>
        ))}
      </g>
      <g aria-hidden="true" fill={p.color ?? COLUMN_COLOR}>
        {points.map((d, i) => {
          const gap = Math.min(row * 0.3, 12);
          const end = x(d.value);
          return (
            <rect
              key={i}
              x={Math.min(zero, end)}
              width={Math.abs(end - zero)}
              y={TOP + i * row + gap / 2}
              height={Math.max(1, row - gap)}
              opacity={active === null || active === i ? 1 : 0.75}
            />
          );
        })}
      </g>
    </>
  );
  return { items, marks };
}

export default function BarChart(props: BarChartProps) {
  const { label, name, height } = props;
  return (
    <ChartShell
      label={label}
      name={name}
      height={height}
      color={props.color ?? COLUMN_COLOR}
      draw={(w) => drawing(props, w)}
    />
  );
}
