import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Card, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatDateTime } from '@/console/datetime';
import { formatDay } from '@/console/numbers';
import LoadError from '@/components/LoadError';
import { firstViewDrawn } from '@/layouts/prefetch';
import { useApi } from '@/request/useApi';
import { fetchTrend } from '@/services/dashboard';
import Kpis from './Kpis';
import { ChartsPlaceholder, KpisPlaceholder } from './Placeholders';
import { earlyQueues, earlySummary, homeQueues, homeSummary } from './requests';
import Todos from './Todos';

/** Section titles are the page's second-level headings, drawn at antd's level-5 size. */
const sectionTitle = { fontSize: 16 };

/** The charts (and the chart library) load on demand, after the KPIs: a chunk of their own. */
const TrendCharts = lazy(() => import('./TrendCharts'));

/** A section's request, with the answer given in its place until its own is in (and not loading meanwhile). */
function withEarly<T, R extends { data?: T; loading: boolean }>(request: R, early: T | undefined): R {
  return early === undefined || request.data !== undefined ? request : { ...request, data: early, loading: false };
}

/**
 * The dashboard (`/Home`): who is signed in and their last login in one compact band; today's KPIs against yesterday's
 * (days in the operator's time zone, figures from the server); the to-do counts linking to the filtered lists; the
 * 30-day volume and success-rate charts, drawn once the KPIs are there.
 */
export default function Home() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;

  // Answers asked for at start-up that are in already are drawn in the first render (src/pages/Home/requests.ts).
  const [early] = useState(() => ({ summary: earlySummary(), queues: earlyQueues() }));
  const summary = withEarly(
    useApi(async () => (await homeSummary()).result),
    early.summary,
  );
  // The to-do list is the work queues' summary (My work's own counts).
  const todos = withEarly(
    useApi(async () => (await homeQueues()).result),
    early.queues,
  );
  // The charts' call waits for the KPIs' answer, so the KPIs paint first.
  const kpisDone = !summary.loading;
  const trend = useApi(async () => (await fetchTrend()).result, { ready: kpisDone });
  // The sections appear top to bottom, each once the one above has its final height: a section that grows when its
  // answer arrives then pushes nothing down (Lighthouse's layout shift). The to-do list (beside the KPIs on wide
  // screens, below them otherwise) waits for the KPIs, the charts for both.
  const todosShown = kpisDone;
  const trendShown = kpisDone && !todos.loading;
  // The list page's code is fetched once Home is complete (src/layouts/prefetch.ts): its charts drawn, or a section
  // failed, or Home left before that.
  const failed = !!(summary.error || todos.error || trend.error);
  useEffect(() => {
    if (failed) firstViewDrawn();
  }, [failed]);
  useEffect(() => firstViewDrawn, []);

  // The date and the address each in their own direction: right to left, English words between Arabic-Indic digits
  // and a Latin address otherwise come out in a jumble.
  const lastLogin = user?.last_login_at ? (
    <>
      <bdi>{formatDateTime(intl, user.last_login_at)}</bdi>
      {user.last_login_ip ? (
        <>
          {' '}
          <bdi>{t('home.lastLoginIp', { ip: user.last_login_ip })}</bdi>
        </>
      ) : null}
    </>
  ) : (
    t('home.neverLoggedIn')
  );

  return (
    <PageContainer
      title={t('home.welcome', { name: user?.name ?? '' })}
      content={
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={t('home.email')}>{user?.email}</Descriptions.Item>
          <Descriptions.Item label={t('home.userType')}>
            {user?.user_type ? t(`enum.userType.${user.user_type}`) : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('home.roles')}>{user?.roles.join(', ')}</Descriptions.Item>
          <Descriptions.Item label={t('home.lastLogin')}>{lastLogin}</Descriptions.Item>
        </Descriptions>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xxl={18}>
            <Typography.Title level={2} style={{ ...sectionTitle, marginTop: 0 }}>
              {summary.data
                ? t('dashboard.kpi.title', {
                    today: formatDay(summary.data.today.date, intl.locale),
                    tz: summary.data.tz,
                  })
                : t('dashboard.kpi.titlePlain')}
            </Typography.Title>
            {summary.error && !summary.data ? (
              <LoadError
                title={t('dashboard.kpi.error')}
                error={summary.error}
                onRetry={summary.refresh}
                retrying={summary.loading}
              />
            ) : summary.data ? (
              <Kpis summary={summary.data} />
            ) : (
              <KpisPlaceholder label={t('dashboard.loading')} />
            )}
          </Col>
          <Col xs={24} xxl={6}>
            {!todosShown ? null : todos.error && !todos.data ? (
              <LoadError
                title={t('dashboard.todo.error')}
                error={todos.error}
                onRetry={todos.refresh}
                retrying={todos.loading}
              />
            ) : todos.data ? (
              <Todos todos={todos.data} />
            ) : (
              <Card>
                <Skeleton active aria-label={t('dashboard.loading')} />
              </Card>
            )}
          </Col>
        </Row>
        {trendShown ? (
          <div>
            <Typography.Title level={2} style={sectionTitle}>
              {t('dashboard.trend.title')}
            </Typography.Title>
            {trend.error && !trend.data ? (
              <LoadError
                title={t('dashboard.trend.error')}
                error={trend.error}
                onRetry={trend.refresh}
                retrying={trend.loading}
              />
            ) : trend.data ? (
              <Suspense fallback={<ChartsPlaceholder label={t('dashboard.trend.loading')} />}>
                <TrendCharts trend={trend.data} onDrawn={firstViewDrawn} />
              </Suspense>
            ) : (
              <ChartsPlaceholder label={t('dashboard.trend.loading')} />
            )}
          </div>
        ) : null}
      </Space>
    </PageContainer>
  );
}
