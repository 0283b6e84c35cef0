import { useIntl } from '@umijs/max';
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { formatDay } from '@/console/numbers';

/**
 * The chart library is loaded here only, on demand: the FX rate page is the one page that draws a chart, and no
 * other route's bundle carries it (Umi splits per route; this import is a chunk of its own).
 */
const Line = lazy(() => import('@ant-design/plots').then((m) => ({ default: m.Line })));

export interface RatePoint {
  /** The day, YYYY-MM-DD. */
  day: string;
  /** For plotting only (display): the rate as a number. */
  value: number;
  /** The rate as the server sent it, in the locale's digits: the tooltip's. */
  rate: string;
  /** The day in the locale's digits: the tooltip's title. */
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
  const axis = {
    x: { title: false, labelAutoHide: true, labelFormatter: (day: string) => formatDay(day, intl.locale) },
    y: { title: false, labelFormatter: (v: number) => intl.formatNumber(v, { maximumFractionDigits: 6 }) },
  };
  return (
    <div role="img" aria-label={label} style={{ height: 320 }}>
      <Suspense fallback={<Skeleton active aria-label={loading} />}>
        <Line
          data={points}
          xField="day"
          yField="value"
          height={320}
          autoFit
          scale={{ y: { nice: true } }}
          axis={axis}
          tooltip={{ title: 'dayText', items: [{ field: 'rate', name: pair }] }}
        />
      </Suspense>
    </div>
  );
}
