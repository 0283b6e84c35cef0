/**
 * A bar chart of the top of a ranking. Loaded with React.lazy by the overview page once its tables have data, so
 * the chart library is a chunk of its own that no other page loads.
 */
import { Bar } from '@ant-design/plots';
import { useIntl } from '@umijs/max';
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
    <div role="img" aria-label={label}>
      <ChartBoundary>
        <Bar
          data={points}
          xField="name"
          yField="value"
          height={Math.max(160, points.length * 32)}
          autoFit
          // A long name is cut on the axis (whole in the tooltip), so the bars keep their room.
          axis={{ x: { title: false, labelFormatter: shortName }, y: { title: false, labelFormatter: figure } }}
          tooltip={{ title: 'name', items: [{ field: 'text', name: metric }] }}
          style={{ fill: '#ff7e00' }}
        />
      </ChartBoundary>
    </div>
  );
}
