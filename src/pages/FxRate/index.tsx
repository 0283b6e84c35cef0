import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Card, DatePicker, Empty, Form, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { exportRows, listRows } from '@/console/api';
import { compareDecimal } from '@/console/money';
import { formatDecimal, formatDay } from '@/console/numbers';
import { DateTime } from '@/console/renderers';
import { resourceByKey, type Rows } from '@/resources';
import { useApi } from '@/request/useApi';
import { decimalChange, isDecimal } from './decimal';
import RateChart, { type RatePoint } from './RateChart';

const fxRate = resourceByKey('fxRate')!;
const fxPair = resourceByKey('fxPair')!;

/** The most rows one list call answers: a long period is read page by page. */
const PAGE_SIZE = 100;
/** A guard on the pages one period reads (three years of daily rates). */
const MAX_PAGES = 12;
const PRESETS = [7, 30, 90, 180];
const PAGE_SIZES = ['10', '20', '50', '100'];

type Period = [Dayjs, Dayjs];
/** A rate as its declaration makes it, with the change on the previous rate of the period (exact), none for the first. */
type Rate = Rows['fxRate'] & { change?: string };

/** The last 30 days, today included. */
export const defaultPeriod = (): Period => [dayjs().subtract(30, 'day').startOf('day'), dayjs().endOf('day')];

/** The query of one pair over a period: whole days in the operator's time zone, sent as instants. */
export const rateQuery = (pair: string, [from, to]: Period) => ({
  pair,
  time_from: from.startOf('day').toISOString(),
  time_to: to.endOf('day').toISOString(),
});

/** Every rate of the query, oldest first, each with its change on the one before. */
async function loadRates(query: Record<string, string>): Promise<Rate[]> {
  const rows: Rows['fxRate'][] = [];
  for (let current = 1; current <= MAX_PAGES; current++) {
    const page = (
      await listRows<Rows['fxRate']>(fxRate, { ...query, sort: 'time,ascend', current, pageSize: PAGE_SIZE })
    ).result;
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) break;
  }
  const rates: Rate[] = rows.filter((r) => isDecimal(r.rate));
  return rates.map((r, i) => (i ? { ...r, change: decimalChange(r.rate, rates[i - 1].rate) } : r));
}

/**
 * FX rate query (`/txnManager/fxrateTrail`): pick a currency pair and a period (the last 30 days at first) and see
 * the daily rate as a line chart and as a table, newest first, with the change on the previous day computed
 * exactly; export the same rows as CSV with the export code. Rates stay decimal strings; only the chart plots them
 * as numbers.
 */
export default function FxRate() {
  const intl = useIntl();
  const { can } = useAccess();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [picked, setPicked] = useState<string>();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [exporting, setExporting] = useState(false);

  const pairs = useApi(
    async () => (await listRows<Rows['fxPair']>(fxPair, { pageSize: PAGE_SIZE, sort: 'pair,ascend' })).result.list,
  );
  const pairList = pairs.data ?? [];
  // Until the operator picks one: the first enabled pair.
  const pair = picked ?? pairList.find((p) => p.status === 1)?.pair ?? pairList[0]?.pair ?? '';
  const query = pair ? rateQuery(pair, period) : undefined;

  const rates = useApi(async () => (query ? loadRates(query) : []), {
    refreshDeps: [query?.pair, query?.time_from, query?.time_to],
    ready: !!query,
  });
  const list = useMemo(() => rates.data ?? [], [rates.data]);
  const newestFirst = useMemo(() => [...list].reverse(), [list]);
  const points: RatePoint[] = useMemo(
    () =>
      list.map((r) => {
        const day = dayjs(r.time).format('YYYY-MM-DD');
        const [dayText, rate] = [formatDay(day, intl.locale), formatDecimal(r.rate, intl.locale)];
        return { day, dayText, value: Number(r.rate), rate };
      }),
    [list, intl.locale],
  );
  // Highest and lowest compared exactly (decimal strings), not as floats.
  const values = list.map((r) => r.rate);
  const summary = values.length
    ? t('fxRate.page.summary', {
        last: formatDecimal(values[values.length - 1], intl.locale),
        high: formatDecimal(
          values.reduce((a, b) => (compareDecimal(b, a) > 0 ? b : a)),
          intl.locale,
        ),
        low: formatDecimal(
          values.reduce((a, b) => (compareDecimal(b, a) < 0 ? b : a)),
          intl.locale,
        ),
      })
    : undefined;

  const doExport = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await exportRows(fxRate, { ...query, sort: 'time,descend' });
    } catch {
      // shown by the request layer
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<Rate> = [
    {
      title: t('resources.fxRate.fields.time'),
      dataIndex: 'time',
      key: 'time',
      render: (v: string) => <DateTime value={v} />,
    },
    { title: t('resources.fxRate.fields.pair'), dataIndex: 'pair', key: 'pair' },
    {
      title: t('resources.fxRate.fields.rate'),
      dataIndex: 'rate',
      key: 'rate',
      align: 'right',
      render: (v: string) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDecimal(v, intl.locale)}</span>
      ),
    },
    {
      title: t('fxRate.page.change'),
      dataIndex: 'change',
      key: 'change',
      align: 'right',
      render: (v?: string) => (
        <Typography.Text
          style={{ fontVariantNumeric: 'tabular-nums' }}
          type={v?.startsWith('+') ? 'success' : v?.startsWith('-') ? 'danger' : undefined}
        >
          {v === undefined ? '-' : formatDecimal(v, intl.locale)}
        </Typography.Text>
      ),
    },
  ];

  const [from, to] = period.map((d) => d.format('YYYY-MM-DD'));
  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Form layout="inline">
          <Form.Item label={t('fxRate.page.pair')} htmlFor="fx-rate-pair">
            <Select
              id="fx-rate-pair"
              style={{ minWidth: 180 }}
              loading={pairs.loading}
              value={pair || undefined}
              onChange={setPicked}
              showSearch
              optionFilterProp="label"
              options={pairList.map((p) => ({
                value: p.pair,
                label: p.status === 1 ? p.pair : `${p.pair} ${t('fxRate.page.disabled')}`,
              }))}
            />
          </Form.Item>
          <Form.Item label={t('fxRate.page.period')} htmlFor="fx-rate-period">
            <DatePicker.RangePicker
              id={{ start: 'fx-rate-period' }}
              allowClear={false}
              value={period}
              onChange={(v) => v?.[0] && v[1] && setPeriod([v[0], v[1]])}
              presets={PRESETS.map((n) => ({
                label: t('fxRate.page.lastDays', { n }),
                value: [dayjs().subtract(n, 'day').startOf('day'), dayjs().endOf('day')],
              }))}
            />
          </Form.Item>
          {can(fxRate.exportPermission!) ? (
            <Form.Item>
              <Button icon={<DownloadOutlined />} loading={exporting} disabled={!query} onClick={doExport}>
                {t('console.export')}
              </Button>
            </Form.Item>
          ) : null}
        </Form>
      </Card>
      {!pairs.loading && !pairList.length ? (
        <Card>
          <Empty description={t('fxRate.page.noPair')} />
        </Card>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card title={t('fxRate.page.chart', { pair })} extra={summary} loading={rates.loading && !rates.data}>
            {points.length ? (
              <RateChart
                points={points}
                pair={pair}
                label={t('fxRate.page.chartLabel', { pair, from, to, count: points.length })}
                loading={t('fxRate.page.chartLoading')}
              />
            ) : (
              <Empty description={t('fxRate.page.empty')} />
            )}
          </Card>
          <Card title={t('fxRate.page.table')}>
            <Table<Rate>
              rowKey="rate_id"
              size="middle"
              loading={rates.loading}
              columns={columns}
              dataSource={newestFirst}
              // As text of its own: antd draws a table's plain empty text in its disabled grey, too faint to read.
              locale={{ emptyText: <Typography.Text type="secondary">{t('fxRate.page.empty')}</Typography.Text> }}
              pagination={{ defaultPageSize: 10, pageSizeOptions: PAGE_SIZES, showSizeChanger: true }}
            />
          </Card>
        </Space>
      )}
    </PageContainer>
  );
}
