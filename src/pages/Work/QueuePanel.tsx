import { history, Link, useAccess, useIntl, useModel } from '@umijs/max';
import { formatCount } from '@/console/numbers';
import { App, Button, Col, Row, Space, Statistic, Table, Typography, type CheckboxProps } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/console/datetime';
import { recordPath } from '@/console/recordLink';
import { ageText } from '@/console/work/age';
import { refusedText } from '@/console/work/refusals';
import TargetTag from '@/console/work/TargetTag';
import { useApi } from '@/request/useApi';
import { ASSIGN_CODE, type QueueItem, type QueueSummary, type WorkAction } from '@/services/queues';
import { claimNext, fetchQueueItems, workOn } from '@/services/work';
import AssignButton from '@/console/work/AssignButton';

/** A record page opened from a queue: its `queue` parameter offers "next" there. */
export const fromQueue = (resource: string, id: string, queue: string) => {
  const path = recordPath(resource, id);
  return path && `${path}?queue=${encodeURIComponent(queue)}`;
};

/**
 * One queue: its figures, then its items oldest first with their age, target state and holder, each claimed,
 * released, taken over or assigned here (selected rows in one go), and "next", which claims the oldest free item and
 * opens it.
 */
export default function QueuePanel({ summary, onChange }: { summary: QueueSummary; onChange: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { message } = App.useApp();
  const { can } = useAccess();
  const { initialState } = useModel('@@initialState');
  const me = initialState?.currentUser?.id;
  const [paging, setPaging] = useState({ current: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState<string>();
  const items = useApi(async () => (await fetchQueueItems(summary.key, paging)).result, {
    refreshDeps: [summary.key, paging.current, paging.pageSize],
  });
  const mayAssign = can(ASSIGN_CODE);

  const reload = () => {
    setSelected([]);
    items.refresh();
    onChange();
  };

  const run = async (action: WorkAction, ids: string[]) => {
    setBusy(`${action}:${ids.join(',')}`);
    try {
      const refused = refusedText((await workOn(summary.key, action, ids)).result);
      if (refused) message.error(refused);
      else message.success(t(`work.done.${action}`, { count: ids.length }));
      reload();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(undefined);
    }
  };

  const next = async () => {
    setBusy('next');
    try {
      const { item } = (await claimNext(summary.key)).result;
      if (!item) {
        message.info(t('work.next.none'));
        reload();
        return;
      }
      const to = fromQueue(summary.resource, item.id, summary.key);
      if (to) history.push(to);
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(undefined);
    }
  };

  const holderText = (item: QueueItem) =>
    item.holder_id === me ? t('work.holder.you') : (item.holder_email ?? t('work.holder.none'));

  const actionsOf = (item: QueueItem) => {
    const loading = (action: WorkAction) => busy === `${action}:${item.id}`;
    const button = (action: WorkAction) => (
      <Button key={action} size="small" loading={loading(action)} onClick={() => run(action, [item.id])}>
        {t(`work.${action}`)}
      </Button>
    );
    const mine = item.holder_id === me;
    return (
      <Space size={4} wrap>
        {!item.holder_id && button('claim')}
        {item.holder_id && !mine && button('takeover')}
        {item.holder_id && (mine || mayAssign) && button('release')}
        {mayAssign && <AssignButton queue={summary.key} ids={[item.id]} onDone={reload} />}
      </Space>
    );
  };

  const figures: [string, string | number][] = [
    ['work.figure.count', formatCount(summary.count, intl.locale)],
    ['work.figure.oldest', summary.oldest_age_ms === null ? '-' : ageText(intl, summary.oldest_age_ms)],
    ['work.figure.over', formatCount(summary.over, intl.locale)],
    ['work.figure.near', formatCount(summary.near, intl.locale)],
    ['work.figure.mine', formatCount(summary.mine, intl.locale)],
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-queue-panel={summary.key}>
      <Row gutter={[16, 8]} data-testid={`queue-${summary.key}-figures`}>
        {figures.map(([id, value]) => (
          <Col key={id} xs={12} sm={8} md={4}>
            <Statistic title={t(id)} value={value} data-figure={id.split('.').pop()} />
          </Col>
        ))}
        <Col xs={24} md={4}>
          <Typography.Text type="secondary">
            {summary.target_hours === null
              ? ''
              : t(summary.key === 'disputes' ? 'work.target.due' : 'work.target.hours', {
                  hours: formatCount(summary.target_hours, intl.locale),
                })}
          </Typography.Text>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" loading={busy === 'next'} onClick={next}>
          {t('work.next')}
        </Button>
        <Button disabled={!selected.length} onClick={() => run('claim', selected)}>
          {t('work.claim.selected', { count: formatCount(selected.length, intl.locale) })}
        </Button>
        {mayAssign && <AssignButton queue={summary.key} ids={selected} onDone={reload} />}
      </Space>
      <Table<QueueItem>
        rowKey="id"
        size="small"
        loading={items.loading}
        dataSource={items.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          // antd passes aria-label on to the input, though CheckboxProps does not declare it.
          getCheckboxProps: (item) => ({ 'aria-label': t('console.select', { id: item.id }) }) as CheckboxProps,
        }}
        pagination={{
          current: paging.current,
          pageSize: paging.pageSize,
          total: items.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
        columns={[
          {
            key: 'id',
            title: t('work.col.item'),
            render: (_, item) => {
              const to = fromQueue(summary.resource, item.id, summary.key);
              return to ? <Link to={to}>{item.id}</Link> : item.id;
            },
          },
          {
            key: 'since',
            title: t('work.col.since'),
            render: (_, item) => formatDateTime(intl, item.since),
          },
          { key: 'age', title: t('work.col.age'), render: (_, item) => ageText(intl, item.age_ms) },
          {
            key: 'due',
            title: t('work.col.due'),
            render: (_, item) => (
              <Space size={4}>
                {item.due_at ? formatDateTime(intl, item.due_at) : '-'}
                <TargetTag state={item.state} />
              </Space>
            ),
          },
          { key: 'holder', title: t('work.col.holder'), render: (_, item) => holderText(item) },
          { key: 'actions', title: t('work.col.actions'), render: (_, item) => actionsOf(item) },
        ]}
      />
    </Space>
  );
}
