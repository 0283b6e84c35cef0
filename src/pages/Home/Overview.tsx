import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import {
  Card,
  Col,
  DatePicker,
  Form,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import { useState } from 'react';
import { formatAmount } from '@/console/money';
import { formatCount, formatDecimal, formatDay } from '@/console/numbers';
import LoadError from '@/components/LoadError';
import { useApi } from '@/request/useApi';
import { fetchOverview, type DashboardOverview, type RankBy, type RankRow } from '@/services/dashboard';
import { ratePercent, volumeIn } from './figures';
import type { RankPoint } from './RankingChart';

/** The ranking charts (and the chart library) load on demand, after the tables: a chunk of their own. */
const RankingChart = lazy(() => import('./RankingChart'));

type Period = [Dayjs, Dayjs];
const DAY = 'YYYY-MM-DD';
const RANK_BY: RankBy[] = ['volume', 'orders', 'success_rate'];
/** Bars in a ranking chart. */
const TOP = 10;
const PAGE_SIZES = ['10', '20', '50', '100'];
/** The widest a merchant's name shows in a ranking (px); the rest is on hover. */
const NAME_WIDTH = 280;

/** The presets of the period picker: whole days up to today in the operator's time zone. */
export function presets(today = dayjs()): { key: string; value: Period }[] {
  const end = today.endOf('day');
  return [
    { key: 'today', value: [today.startOf('day'), end] },
    { key: 'yesterday', value: [today.subtract(1, 'day').startOf('day'), today.subtract(1, 'day').endOf('day')] },
    { key: 'last7', value: [today.subtract(6, 'day').startOf('day'), end] },
    { key: 'last30', value: [today.subtract(29, 'day').startOf('day'), end] },
    { key: 'thisMonth', value: [today.startOf('month'), end] },
    {
      key: 'lastMonth',
      value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')],
    },
    { key: 'last90', value: [today.subtract(89, 'day').startOf('day'), end] },
  ];
}

/**
 * Platform overview (`/Home/overview`): merchants and channels ranked over a chosen period (presets or any range up
 * to a year), by volume in one currency, by orders or by success rate; each ranking as a table and a bar chart of its
 * top ten. Figures come from the server, amounts as exact decimal strings.
 */
export default function Overview() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [period, setPeriod] = useState<Period>(() => presets()[3].value);
  const [rankBy, setRankBy] = useState<RankBy>('volume');
  const [currency, setCurrency] = useState<string>();
  const [from, to] = period.map((d) => d.format(DAY));

  const data = useApi(
    async () =>
      (await fetchOverview({ from, to, rank_by: rankBy, ...(rankBy === 'volume' && currency ? { currency } : {}) }))
        .result,
    { refreshDeps: [from, to, rankBy, currency] },
  );
  const result = data.data;
  const shownCurrency = rankBy === 'volume' ? (result?.currency ?? currency) : undefined;
  const currencyOptions = [...new Set([...(result?.currencies ?? []), ...(currency ? [currency] : [])])];

  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Form layout="inline">
          <Form.Item label={t('dashboard.overview.period')} htmlFor="overview-period">
            <DatePicker.RangePicker
              id={{ start: 'overview-period' }}
              allowClear={false}
              value={period}
              disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
              onChange={(v) => v?.[0] && v[1] && setPeriod([v[0], v[1]])}
              presets={presets().map((p) => ({ label: t(`dashboard.overview.preset.${p.key}`), value: p.value }))}
            />
          </Form.Item>
          <Form.Item label={t('dashboard.overview.rankBy')} htmlFor="overview-rank-by">
            <Select<RankBy>
              id="overview-rank-by"
              style={{ minWidth: 140 }}
              value={rankBy}
              onChange={setRankBy}
              options={RANK_BY.map((r) => ({ value: r, label: t(`dashboard.overview.rankBy.${r}`) }))}
            />
          </Form.Item>
          {rankBy === 'volume' ? (
            <Form.Item label={t('dashboard.overview.currency')} htmlFor="overview-currency">
              <Select
                id="overview-currency"
                style={{ minWidth: 100 }}
                value={shownCurrency ?? undefined}
                placeholder={t('dashboard.overview.noCurrency')}
                onChange={setCurrency}
                options={currencyOptions.map((c) => ({ value: c, label: c }))}
              />
            </Form.Item>
          ) : null}
        </Form>
      </Card>
      {data.error && !result ? (
        <LoadError
          title={t('dashboard.overview.error')}
          error={data.error}
          onRetry={data.refresh}
          retrying={data.loading}
        />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Typography.Text type="secondary" data-testid="overview-totals">
            {result
              ? t('dashboard.overview.totals', {
                  from: formatDay(result.from, intl.locale),
                  to: formatDay(result.to, intl.locale),
                  tz: result.tz,
                  orders: intl.formatNumber(result.totals.orders),
                  successful: intl.formatNumber(result.totals.successful),
                })
              : t('dashboard.loading')}
          </Typography.Text>
          <Ranking kind="merchants" result={result} loading={data.loading} currency={shownCurrency} />
          <Ranking kind="channels" result={result} loading={data.loading} currency={shownCurrency} />
        </Space>
      )}
    </PageContainer>
  );
}

/** One ranking: the table of every row and, beside it, the chart of the top ten. */
function Ranking({
  kind,
  result,
  loading,
  currency,
}: {
  kind: 'merchants' | 'channels';
  result?: DashboardOverview;
  loading: boolean;
  currency?: string | null;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = result?.[kind] ?? [];
  const money = (amount: string, cur: string) => `${formatAmount(amount, cur, intl.locale)} ${cur}`;
  const rate = (r: RankRow) => {
    const p = ratePercent(r.successful, r.orders);
    return p === undefined ? t('dashboard.kpi.noBase') : `${formatDecimal(p, intl.locale)}%`;
  };
  const count = (n: number) => formatCount(n, intl.locale);
  const nameOf = (r: RankRow) =>
    kind === 'channels'
      ? r.key === 'none'
        ? t('dashboard.overview.noChannel')
        : intl.formatMessage({ id: `enum.payChannel.${r.key}`, defaultMessage: r.key })
      : r.name;

  const columns: TableColumnsType<RankRow> = [
    { title: t('dashboard.overview.rank'), dataIndex: 'rank', key: 'rank', width: 70, render: count },
    {
      title: t(kind === 'merchants' ? 'dashboard.overview.merchant' : 'dashboard.overview.channel'),
      key: 'name',
      render: (_: unknown, r) =>
        kind === 'merchants' ? (
          <Space direction="vertical" size={0}>
            {/* One line, whole on hover: a long name (free text from the merchant) would widen the page. */}
            <Typography.Text ellipsis={{ tooltip: r.name }} style={{ maxWidth: NAME_WIDTH }}>
              {r.name}
            </Typography.Text>
            <Typography.Text type="secondary">{r.key}</Typography.Text>
          </Space>
        ) : (
          nameOf(r)
        ),
    },
    {
      title: t('dashboard.overview.orders'),
      dataIndex: 'orders',
      key: 'orders',
      align: 'right',
      render: count,
    },
    {
      title: t('dashboard.overview.successRate'),
      key: 'successRate',
      align: 'right',
      render: (_: unknown, r) => (
        <span>
          {rate(r)}{' '}
          <Typography.Text type="secondary">
            ({count(r.successful)}/{count(r.orders)})
          </Typography.Text>
        </span>
      ),
    },
    {
      title: currency ? t('dashboard.overview.volumeIn', { currency }) : t('dashboard.overview.volume'),
      key: 'volume',
      align: 'right',
      render: (_: unknown, r) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'pre-line' }}>
          {currency
            ? money(volumeIn(r.volume, currency), currency)
            : r.volume.length
              ? r.volume.map((v) => money(v.amount, v.currency)).join('\n')
              : '-'}
        </span>
      ),
    },
  ];

  const rankBy = result?.rank_by ?? 'orders';
  const metric = t(`dashboard.overview.rankBy.${rankBy}`) + (rankBy === 'volume' && currency ? ` (${currency})` : '');
  const points: RankPoint[] = rows.slice(0, TOP).map((r) => {
    if (rankBy === 'volume' && currency) {
      const amount = volumeIn(r.volume, currency);
      return { name: nameOf(r), value: Number(amount), text: money(amount, currency) };
    }
    if (rankBy === 'success_rate') {
      const p = ratePercent(r.successful, r.orders) ?? '0';
      return { name: nameOf(r), value: Number(p), text: `${formatDecimal(p, intl.locale)}%` };
    }
    return { name: nameOf(r), value: r.orders, text: count(r.orders) };
  });
  const title = t(`dashboard.overview.${kind}`);

  return (
    <Card title={title} size="small">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Table<RankRow>
            rowKey="key"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={rows}
            locale={{ emptyText: <Typography.Text type="secondary">{t('dashboard.overview.empty')}</Typography.Text> }}
            pagination={{
              defaultPageSize: 10,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              hideOnSinglePage: true,
            }}
            aria-label={title}
          />
        </Col>
        <Col xs={24} xl={10}>
          {points.length && result ? (
            <Suspense fallback={<Skeleton active aria-label={t('dashboard.overview.chartLoading')} />}>
              <RankingChart
                points={points}
                metric={metric}
                label={t('dashboard.overview.chartLabel', {
                  title,
                  metric,
                  count: points.length,
                  from: formatDay(result.from, intl.locale),
                  to: formatDay(result.to, intl.locale),
                })}
              />
            </Suspense>
          ) : null}
        </Col>
      </Row>
    </Card>
  );
}
