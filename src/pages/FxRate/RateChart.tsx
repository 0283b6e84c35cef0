import { useIntl } from '@umijs/max';
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

/**
 * The chart is loaded here only, on demand: the FX rate page is the one page of the menu that draws a chart, and no
 * other route's bundle carries it (Umi splits per route; this import is a chunk of its own).
 */
const LineChart = lazy(() => import('@/components/charts/DayChart').then((m) => ({ default: m.LineChart })));

/** The chart's height: its box keeps it while the chart loads. */
const HEIGHT = 320;

export interface RatePoint {
  /** The day, YYYY-MM-DD. */
  day: string;
  /** For plotting only (display): the rate as a number. */
  value: number;
  /** The rate as the server sent it, in the locale's digits: the tooltip's. */
  rate: string;
  /** The day in the locale's digits: the axis label and the tooltip's title. */
  dayText: string;
}

/** A line of one pair's rate over the days of the period; the text alternative is the caller's `label`. */
export default function RateChart({
  points,
  pair,
  label,
  loading,
}: {
  points: RatePoint[];
  pair: string;
  label: string;
  loading: string;
}) {
  // The axes in the locale's digits, as the table below (the plotted values stay numbers).
  const intl = useIntl();
  return (
    <div style={{ height: HEIGHT }}>
      <Suspense fallback={<Skeleton active aria-label={loading} />}>
        <LineChart
          points={points.map((p) => ({ label: p.dayText, title: p.dayText, value: p.value, text: p.rate }))}
          label={label}
          name={pair}
          height={HEIGHT}
          format={(v) => intl.formatNumber(v, { maximumFractionDigits: 6 })}
        />
      </Suspense>
    </div>
  );
}
