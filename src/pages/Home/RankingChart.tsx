/**
 * A bar chart of the top of a ranking. Loaded with React.lazy by the overview page once its tables have data, so
 * the chart library is a chunk of its own that no other page loads.
 */
import { Bar } from '@ant-design/plots';
import ChartBoundary from './ChartBoundary';

export interface RankPoint {
  name: string;
  /** For plotting only (display): the metric as a number. */
  value: number;
  /** The exact value as shown in the table, for the tooltip. */
  text: string;
}

export default function RankingChart({
  points,
  label,
  metric,
}: {
  points: RankPoint[];
  label: string;
  metric: string;
}) {
  return (
    <div role="img" aria-label={label}>
      <ChartBoundary>
        <Bar
          data={points}
          xField="name"
          yField="value"
          height={Math.max(160, points.length * 32)}
          autoFit
          axis={{ x: { title: false }, y: { title: false } }}
          tooltip={{ title: 'name', items: [{ field: 'text', name: metric }] }}
          style={{ fill: '#ff7e00' }}
        />
      </ChartBoundary>
    </div>
  );
}
