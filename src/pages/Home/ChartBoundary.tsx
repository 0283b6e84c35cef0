import { useIntl } from '@umijs/max';
import { Empty } from 'antd';
import { Component, type ReactNode } from 'react';

function ChartFailed() {
  const intl = useIntl();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'dashboard.chart.failed' })} />
  );
}

/**
 * Keeps a chart that fails to draw (bad data it did not expect, a bug) from taking the page with it: the figures and
 * tables around it stay, the chart's place says it could not be drawn. Only drawing errors land
 * here: the chart's chunk failing to load is the route's ChunkErrorBoundary's business (it sits outside).
 */
export default class ChartBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <ChartFailed /> : this.props.children;
  }
}
