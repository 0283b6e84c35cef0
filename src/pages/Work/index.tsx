import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useSearchParams } from '@umijs/max';
import { Badge, Empty, Skeleton, Space, Tabs } from 'antd';
import LoadError from '@/components/LoadError';
import { useApi } from '@/request/useApi';
import { fetchQueues } from '@/services/work';
import QueuePanel from './QueuePanel';

/**
 * "My work" (`/Home/work`): one tab per queue the operator may work, each with its count, the oldest item's age and
 * how many are over their target; the tab is kept in the address (`?queue=`), so a link opens one queue.
 */
export default function Work() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const queues = useApi(async () => (await fetchQueues()).result.items);
  const list = queues.data ?? [];
  const active = list.some((q) => q.key === params.get('queue')) ? params.get('queue')! : list[0]?.key;

  let body;
  if (queues.error && !queues.data)
    body = (
      <LoadError title={t('work.loadError')} error={queues.error} onRetry={queues.refresh} retrying={queues.loading} />
    );
  else if (!queues.data) body = <Skeleton active />;
  else if (!list.length) body = <Empty description={t('work.empty')} />;
  else
    body = (
      <Tabs
        // One queue a line: nine queues fit without the overflow menu, which a tab list may not hold (axe).
        tabPosition="left"
        activeKey={active}
        onChange={(queue) => setParams({ queue }, { replace: true })}
        items={list.map((q) => ({
          key: q.key,
          label: (
            <Space size={6} data-queue-tab={q.key}>
              {t(`work.queue.${q.key}`)}
              <Badge count={q.count} showZero overflowCount={9999} color={q.over ? '#cf1322' : '#8c8c8c'} />
            </Space>
          ),
          children: <QueuePanel summary={q} onChange={queues.refresh} />,
        }))}
      />
    );

  return <PageContainer title={t('menu.work')}>{body}</PageContainer>;
}
