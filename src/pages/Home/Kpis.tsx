import { useIntl } from '@umijs/max';
import { Card, Space, Typography } from 'antd';
import { isCount, isPartOf } from '@/console/counts';
import { formatAmount } from '@/console/money';
import { formatDecimal } from '@/console/numbers';
import PlainTable from '@/components/PlainTable';
import type { DashboardSummary } from '@/services/dashboard';
import ChangeText from './Change';
import KpiGrid from './KpiGrid';
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
  // A figure out of bounds (a negative count, a part larger than its whole) says so rather than show nonsense.
  const count = (n: number) => (isCount(n) ? intl.formatNumber(n) : t('dashboard.kpi.outOfRange'));
  const rate = (num: number, den: number) => {
    if (!isPartOf(num, den)) return t('dashboard.kpi.outOfRange');
    const p = ratePercent(num, den);
    return p === undefined ? t('dashboard.kpi.noBase') : `${formatDecimal(p, intl.locale)}%`;
  };
  // A change's figures in the locale's digits, as every other figure of the page.
  const shown = (change: Change | undefined, diff = (d: string) => formatDecimal(d, intl.locale)) =>
    change && {
      ...change,
      diff: diff(change.diff),
      relative: change.relative && formatDecimal(change.relative, intl.locale),
    };
  const volumes: VolumeLine[] = currenciesOf(today.volume, yesterday.volume).map((currency) => {
    const [a, b] = [volumeIn(today.volume, currency), volumeIn(yesterday.volume, currency)];
    return { currency, today: a, yesterday: b, change: moneyChange(a, b, currency) };
  });
  type Counted = 'orders' | 'new_merchants';
  type Rated = 'successful' | 'refunded' | 'disputed';
  const counted = (id: string, field: Counted) => ({
    id,
    today: count(today[field]),
    yesterday: count(yesterday[field]),
    change: shown(
      isCount(today[field]) && isCount(yesterday[field]) ? countChange(today[field], yesterday[field]) : undefined,
    ),
  });
  // A rate is a part of a whole, in percent; its change is in percentage points.
  const rated = (id: string, part: Rated, whole: 'orders' | 'successful', good: 'up' | 'down') => ({
    id,
    today: rate(today[part], today[whole]),
    yesterday: rate(yesterday[part], yesterday[whole]),
    change: shown(
      isPartOf(today[part], today[whole]) && isPartOf(yesterday[part], yesterday[whole])
        ? rateChange(today[part], today[whole], yesterday[part], yesterday[whole])
        : undefined,
    ),
    good,
    unit: 'points' as const,
  });
  const cards = [
    counted('orders', 'orders'),
    rated('successRate', 'successful', 'orders', 'up'),
    rated('refundRate', 'refunded', 'successful', 'down'),
    rated('disputeRate', 'disputed', 'successful', 'down'),
    counted('newMerchants', 'new_merchants'),
  ];
  const money = (amount: string, currency: string) => `${formatAmount(amount, currency, intl.locale)} ${currency}`;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <KpiGrid>
        {cards.map(({ id, ...card }) => (
          <KpiCard key={id} id={id} title={t(`dashboard.kpi.${id}`)} {...card} />
        ))}
      </KpiGrid>
      <Card size="small" title={t('dashboard.kpi.volume')}>
        <PlainTable<VolumeLine>
          rowKey={(r) => r.currency}
          rows={volumes}
          empty={<Typography.Text type="secondary">{t('dashboard.kpi.volumeEmpty')}</Typography.Text>}
          columns={[
            { key: 'currency', title: t('dashboard.kpi.currency'), render: (r) => r.currency },
            {
              key: 'today',
              title: t('dashboard.kpi.today'),
              align: 'end',
              render: (r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money(r.today, r.currency)}</span>,
            },
            {
              key: 'yesterday',
              title: t('dashboard.kpi.yesterdayColumn'),
              align: 'end',
              render: (r) => (
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money(r.yesterday, r.currency)}</span>
              ),
            },
            {
              key: 'change',
              title: t('dashboard.kpi.change'),
              render: (r) => <ChangeText change={shown(r.change, (d) => formatAmount(d, r.currency, intl.locale))} />,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
