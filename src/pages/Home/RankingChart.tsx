/**
 * A bar chart of the top of a ranking. Loaded with React.lazy by the overview page once its tables have data, so
 * the charts are a chunk of their own that no other page loads.
 */
import { useIntl } from '@umijs/max';
import BarChart from '@/components/charts/BarChart';
import ChartBoundary from './ChartBoundary';

export interface RankPoint {
  name: string;
  /** For plotting only (display): the metric as a number. */
  value: number;
  /** The exact value as shown in the table, for the tooltip. */
  text: string;
}

/** The most characters of a name the axis shows. */
const AXIS_CHARS = 24;
const shortName = (name: string) => (name.length > AXIS_CHARS ? `${name.slice(0, AXIS_CHARS - 1)}…` : name);

export default function RankingChart({
  points,
  label,
  metric,
}: {
  points: RankPoint[];
  label: string;
  metric: string;
}) {
  // The value axis in the locale's digits, as the table beside it.
  const intl = useIntl();
  const figure = (v: number) => intl.formatNumber(v);
  return (
    <ChartBoundary>
      <BarChart
        // A long name is cut on the axis (whole in the tooltip), so the bars keep their room.
        points={points.map((p) => ({ label: shortName(p.name), title: p.name, value: p.value, text: p.text }))}
        label={label}
        name={metric}
        height={Math.max(160, points.length * 32)}
        format={figure}
      />
    </ChartBoundary>
  );
}
