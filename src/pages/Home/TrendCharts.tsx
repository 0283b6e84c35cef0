/**
 * The 30-day charts of the dashboard. This module is loaded with React.lazy by the Home page only after its KPIs
 * are painted, so the charts are a chunk of their own that no other page loads.
 */
import { useIntl } from '@umijs/max';
import { Card, Col, Empty, Row, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { formatAmount } from '@/console/money';
import { ColumnChart, LineChart } from '@/components/charts/DayChart';
import { formatCount, formatDecimal, formatDay } from '@/console/numbers';
import type { DashboardTrend } from '@/services/dashboard';
import ChartBoundary from './ChartBoundary';
import { ratePercent, volumeIn } from './figures';
import { CHART_HEIGHT } from './Placeholders';

/** The currency paid in on most days of the period: the one shown first. */
function usualCurrency(trend: DashboardTrend): string | undefined {
  const days = new Map<string, number>();
  for (const d of trend.days) for (const v of d.volume) days.set(v.currency, (days.get(v.currency) ?? 0) + 1);
  return [...days.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0];
}

export default function TrendCharts({ trend, onDrawn }: { trend: DashboardTrend; onDrawn?: () => void }) {
  const intl = useIntl();
  // Drawn: the frame after the charts are in the document (they take their width from it).
  useEffect(() => {
    if (!onDrawn) return undefined;
    const frame = requestAnimationFrame(() => requestAnimationFrame(onDrawn));
    return () => cancelAnimationFrame(frame);
  }, [onDrawn]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const currencies = useMemo(
    () => [...new Set(trend.days.flatMap((d) => d.volume.map((v) => v.currency)))].sort(),
    [trend],
  );
  const [picked, setPicked] = useState<string>();
  const currency = picked && currencies.includes(picked) ? picked : usualCurrency(trend);

  // Plotted as numbers (display only); the tooltip shows the exact amount the server sent.
  const volumePoints = currency
    ? trend.days.map((d) => {
        const amount = volumeIn(d.volume, currency);
        const day = formatDay(d.date, intl.locale);
        return {
          label: day,
          title: day,
          value: Number(amount),
          text: `${formatAmount(amount, currency, intl.locale)} ${currency}`,
        };
      })
    : [];
  const ratePoints = trend.days
    .filter((d) => d.orders > 0)
    .map((d) => {
      const p = ratePercent(d.successful, d.orders) as string;
      const [ok, all] = [formatCount(d.successful, intl.locale), formatCount(d.orders, intl.locale)];
      const day = formatDay(d.date, intl.locale);
      return { label: day, title: day, value: Number(p), text: `${formatDecimal(p, intl.locale)}% (${ok}/${all})` };
    });
  const span = { from: formatDay(trend.from, intl.locale), to: formatDay(trend.to, intl.locale) };
  // The axes' days and figures in the locale's digits too (the plotted values stay numbers).
  const figure = (v: number) => intl.formatNumber(v);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card
          size="small"
          title={t('dashboard.trend.volume')}
          extra={
            currencies.length ? (
              <Select
                aria-label={t('dashboard.trend.currency')}
                size="small"
                style={{ minWidth: 100 }}
                value={currency}
                onChange={setPicked}
                options={currencies.map((c) => ({ value: c, label: c }))}
              />
            ) : null
          }
        >
          {currency ? (
            <ChartBoundary>
              <ColumnChart
                points={volumePoints}
                label={t('dashboard.trend.volumeLabel', { ...span, currency })}
                name={currency}
                height={CHART_HEIGHT}
                format={figure}
              />
            </ChartBoundary>
          ) : (
            <Empty description={t('dashboard.trend.empty', span)} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('dashboard.trend.successRate')}>
          {ratePoints.length ? (
            <ChartBoundary>
              <LineChart
                points={ratePoints}
                label={t('dashboard.trend.successRateLabel', span)}
                name={t('dashboard.trend.successRate')}
                height={CHART_HEIGHT}
                format={figure}
                domain={[0, 100]}
              />
            </ChartBoundary>
          ) : (
            <Empty description={t('dashboard.trend.empty', span)} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
