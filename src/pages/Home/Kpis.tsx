import { useIntl } from '@umijs/max';
import { Card, Col, Row, Space, Table, Typography } from 'antd';
import { formatAmount } from '@/console/money';
import type { DashboardSummary } from '@/services/dashboard';
import ChangeText from './Change';
import { countChange, currenciesOf, moneyChange, rateChange, ratePercent, volumeIn, type Change } from './figures';

const NUMBER_STYLE = { fontSize: 24, fontVariantNumeric: 'tabular-nums' } as const;

function KpiCard({
  id,
  title,
  today,
  yesterday,
  change,
  good,
  unit,
}: {
  id: string;
  title: string;
  today: string;
  yesterday: string;
  change?: Change;
  good?: 'up' | 'down';
  unit?: 'count' | 'points';
}) {
  const intl = useIntl();
  return (
    <Card size="small" title={<span id={`kpi-${id}`}>{title}</span>} style={{ height: '100%' }}>
      <section aria-labelledby={`kpi-${id}`} data-kpi={id}>
        <div style={NUMBER_STYLE} data-testid={`kpi-${id}-today`}>
          {today}
        </div>
        <Space direction="vertical" size={0}>
          <Typography.Text type="secondary" data-testid={`kpi-${id}-yesterday`}>
            {intl.formatMessage({ id: 'dashboard.kpi.yesterday' }, { value: yesterday })}
          </Typography.Text>
          <span data-testid={`kpi-${id}-change`}>
            <ChangeText change={change} good={good} unit={unit} />
          </span>
        </Space>
      </section>
    </Card>
  );
}

interface VolumeLine {
  currency: string;
  today: string;
  yesterday: string;
  change: Change;
}

/** Today's figures against yesterday's: volume per currency, orders, the three rates, new merchants. */
export default function Kpis({ summary }: { summary: DashboardSummary }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { today, yesterday } = summary;
  const count = (n: number) => intl.formatNumber(n);
  const rate = (num: number, den: number) => {
    const p = ratePercent(num, den);
    return p === undefined ? t('dashboard.kpi.noBase') : `${p}%`;
  };
  const volumes: VolumeLine[] = currenciesOf(today.volume, yesterday.volume).map((currency) => {
    const [a, b] = [volumeIn(today.volume, currency), volumeIn(yesterday.volume, currency)];
    return { currency, today: a, yesterday: b, change: moneyChange(a, b, currency) };
  });
  const money = (amount: string, currency: string) => `${formatAmount(amount, currency, intl.locale)} ${currency}`;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={8} xxl={4}>
          <KpiCard
            id="orders"
            title={t('dashboard.kpi.orders')}
            today={count(today.orders)}
            yesterday={count(yesterday.orders)}
            change={countChange(today.orders, yesterday.orders)}
          />
        </Col>
        <Col xs={24} sm={12} xl={8} xxl={4}>
          <KpiCard
            id="successRate"
            title={t('dashboard.kpi.successRate')}
            today={rate(today.successful, today.orders)}
            yesterday={rate(yesterday.successful, yesterday.orders)}
            change={rateChange(today.successful, today.orders, yesterday.successful, yesterday.orders)}
            unit="points"
          />
        </Col>
        <Col xs={24} sm={12} xl={8} xxl={4}>
          <KpiCard
            id="refundRate"
            title={t('dashboard.kpi.refundRate')}
            today={rate(today.refunded, today.successful)}
            yesterday={rate(yesterday.refunded, yesterday.successful)}
            change={rateChange(today.refunded, today.successful, yesterday.refunded, yesterday.successful)}
            good="down"
            unit="points"
          />
        </Col>
        <Col xs={24} sm={12} xl={8} xxl={4}>
          <KpiCard
            id="disputeRate"
            title={t('dashboard.kpi.disputeRate')}
            today={rate(today.disputed, today.successful)}
            yesterday={rate(yesterday.disputed, yesterday.successful)}
            change={rateChange(today.disputed, today.successful, yesterday.disputed, yesterday.successful)}
            good="down"
            unit="points"
          />
        </Col>
        <Col xs={24} sm={12} xl={8} xxl={4}>
          <KpiCard
            id="newMerchants"
            title={t('dashboard.kpi.newMerchants')}
            today={count(today.new_merchants)}
            yesterday={count(yesterday.new_merchants)}
            change={countChange(today.new_merchants, yesterday.new_merchants)}
          />
        </Col>
      </Row>
      <Card size="small" title={t('dashboard.kpi.volume')}>
        <Table<VolumeLine>
          rowKey="currency"
          size="small"
          pagination={false}
          dataSource={volumes}
          locale={{ emptyText: <Typography.Text type="secondary">{t('dashboard.kpi.volumeEmpty')}</Typography.Text> }}
          columns={[
            { title: t('dashboard.kpi.currency'), dataIndex: 'currency', key: 'currency' },
            {
              title: t('dashboard.kpi.today'),
              dataIndex: 'today',
              key: 'today',
              align: 'right',
              render: (v: string, r) => (
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money(v, r.currency)}</span>
              ),
            },
            {
              title: t('dashboard.kpi.yesterdayColumn'),
              dataIndex: 'yesterday',
              key: 'yesterday',
              align: 'right',
              render: (v: string, r) => (
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money(v, r.currency)}</span>
              ),
            },
            {
              title: t('dashboard.kpi.change'),
              key: 'change',
              render: (_: unknown, r) => (
                <ChangeText change={{ ...r.change, diff: formatSigned(r.change.diff, r.currency, intl.locale) }} />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

/** A signed decimal formatted in its currency, the sign kept ("+1,234.50"). */
function formatSigned(diff: string, currency: string, locale: string): string {
  const sign = diff.startsWith('+') ? '+' : diff.startsWith('-') ? '-' : '';
  return `${sign}${formatAmount(diff.replace(/^[+-]/, ''), currency, locale)}`;
}
