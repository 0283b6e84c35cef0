/**
 * Column and line charts of values over categories (days, in order): the dashboard's 30 days of volume and success
 * rate, the FX page's rates. SVG drawn by React, no chart library (issue 25: G2 was a third of Home's scripts).
 */
import ChartShell, { AXIS_COLOR, AXIS_FONT, BASE_COLOR, GRID_COLOR, type Drawing } from './ChartShell';
import { fixedTicks, labelEvery, linear, niceTicks, textWidth } from './scale';

export interface DayPoint {
  /** The category axis's label (a day, in the locale's digits). */
  label: string;
  /** For plotting only (display): the value as a number. */
  value: number;
  /** The tooltip's title (the day in the locale's digits). */
  title: string;
  /** The exact value as the tooltip shows it (the server's decimal string, formatted). */
  text: string;
}

export interface DayChartProps {
  points: DayPoint[];
  /** The text alternative: the chart's group's name. */
  label: string;
  /** The series' name in the tooltip. */
  name: string;
  height: number;
  /** An axis value (a number) as the locale writes it. */
  format: (v: number) => string;
  /** A fixed value axis (a rate's [0, 100]); without it, nice ticks around the data (from 0 for columns). */
  domain?: [number, number];
  color?: string;
}

/** G2's first colour (a line), and the console's primary (columns). */
export const LINE_COLOR = '#1783ff';
export const COLUMN_COLOR = '#ff7e00';

const TOP = 10;
const RIGHT = 12;
/** Room under the plot for the day labels. */
const BOTTOM = AXIS_FONT + 14;

function drawing(kind: 'column' | 'line', p: DayChartProps, width: number): Drawing {
  const { points, format, height } = p;
  const values = points.map((d) => d.value);
  const { domain, ticks } = p.domain
    ? fixedTicks(p.domain)
    : kind === 'column'
      ? niceTicks(Math.min(0, ...values), Math.max(0, ...values))
      : niceTicks(Math.min(...values), Math.max(...values));
  const tickTexts = ticks.map(format);
  const left = Math.max(...tickTexts.map((t) => textWidth(t, AXIS_FONT))) + 10;
  const plotWidth = Math.max(1, width - left - RIGHT);
  const bottom = height - BOTTOM;
  const y = linear(domain, [bottom, TOP]);
  const slot = plotWidth / Math.max(1, points.length);
  const centre = (i: number) => left + (i + 0.5) * slot;
  const every = labelEvery(
    points.map((d) => d.label),
    slot,
  );
  const clamp = (v: number) => Math.max(domain[0], Math.min(domain[1], v));
  const zero = y(clamp(0));
  const color = p.color ?? (kind === 'column' ? COLUMN_COLOR : LINE_COLOR);

  const items = points.map((d, i) => ({
    hit: { x: left + i * slot, y: TOP, width: slot, height: bottom - TOP },
    anchor: { x: centre(i), y: y(clamp(d.value)) },
    title: d.title,
    text: d.text,
  }));

  const marks = (active: number | null) => (
    <>
      <g aria-hidden="true" fill={AXIS_COLOR}>
        {ticks.map((v, i) => (
          <g key={v}>
            <line x1={left} x2={left + plotWidth} y1={y(v)} y2={y(v)} stroke={GRID_COLOR} />
            <text x={left - 8} y={y(v)} textAnchor="end" dominantBaseline="middle">
              {tickTexts[i]}
            </text>
          </g>
        ))}
        <line x1={left} x2={left + plotWidth} y1={bottom} y2={bottom} stroke={BASE_COLOR} />
        {points.map((d, i) => {
          if (i % every) return null;
          const half = textWidth(d.label, AXIS_FONT) / 2;
          const x = Math.max(half, Math.min(width - half, centre(i)));
          return (
            <text key={i} x={x} y={bottom + 6} textAnchor="middle" dominantBaseline="hanging">
              {d.label}
            </text>
          );
        })}
      </g>
      {kind === 'column' ? (
        <g aria-hidden="true" fill={color}>
          {points.map((d, i) => {
            const top = y(clamp(d.value));
            const gap = Math.min(slot * 0.2, 8);
            return (
              <rect
                key={i}
                x={left + i * slot + gap / 2}
                width={Math.max(1, slot - gap)}
                y={Math.min(top, zero)}
                height={Math.abs(zero - top)}
                opacity={active === null || active === i ? 1 : 0.75}
              />
            );
          })}
        </g>
      ) : (
        <g aria-hidden="true">
          <path
            d={points.map((d, i) => `${i ? 'L' : 'M'}${centre(i)},${y(clamp(d.value))}`).join('')}
            fill="none"
            stroke={color}
            strokeWidth={2}
            strokeLinejoin="round"
          />
          {points.length === 1 || active !== null ? (
            <circle
              cx={centre(active ?? 0)}
              cy={y(clamp(points[active ?? 0].value))}
              r={4}
              fill="#fff"
              stroke={color}
              strokeWidth={2}
            />
          ) : null}
        </g>
      )}
    </>
  );
  return { items, marks };
}

/** The chart of one kind, in its own colour unless given one. */
function dayChart(kind: 'column' | 'line', colour: string) {
  return function DayChart(props: DayChartProps) {
    const { label, name, height } = props;
    return (
      <ChartShell
        label={label}
        name={name}
        height={height}
        color={props.color ?? colour}
        draw={(w) => drawing(kind, props, w)}
      />
    );
  };
}

/** Columns from the zero line, one per point, in the console's primary colour. */
export const ColumnChart = dayChart('column', COLUMN_COLOR);

/** A line through the points, the hovered or focused one marked. */
export const LineChart = dayChart('line', LINE_COLOR);
