import { Card, Col, Row, Skeleton, Space } from 'antd';
import KpiGrid from './KpiGrid';

/** The charts' drawing height: TrendCharts draws at it, and its placeholder keeps the same room. */
export const CHART_HEIGHT = 280;

/**
 * Placeholders shaped like what replaces them (the same grid, cards and heights), so that the page does not jump
 * when the KPIs and the charts arrive (Lighthouse's layout shift).
 */
export function KpisPlaceholder({ label }: { label: string }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} aria-busy="true" aria-label={label}>
      <KpiGrid>
        {[0, 1, 2, 3, 4].map((i) => (
          <Card key={i} size="small">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </KpiGrid>
      <Card size="small">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </Card>
    </Space>
  );
}

export function ChartsPlaceholder({ label }: { label: string }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <Col key={i} xs={24} xl={12}>
          <Card size="small">
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
            <div style={{ height: CHART_HEIGHT - 40 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
