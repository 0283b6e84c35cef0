import { BellOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Badge, Button, List, Popover, Space, Tabs, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/console/datetime';
import RecordAnchor from '@/console/RecordAnchor';
import { countWithin } from '@/console/counts';
import { useApi } from '@/request/useApi';
import { clearNotices, fetchNotices, markNoticeRead } from '@/services/notices';
import type { Notice, NoticeList, NoticeType } from '@/services/types';
import { noticeText } from './noticeText';
import { VISUALLY_HIDDEN } from './searchChoices';

const TYPES: NoticeType[] = ['notification', 'message', 'event'];

function NoticeTab({
  notices,
  type,
  onRead,
  onClear,
  onOpen,
}: {
  notices: Notice[];
  type: NoticeType;
  onRead: (id: string) => void;
  onClear: (type: NoticeType) => void;
  /** A notice's record was opened. */
  onOpen: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <List
        size="small"
        style={{ maxHeight: 360, overflowY: 'auto' }}
        dataSource={notices}
        // As text of its own: antd draws a list's plain empty text in its disabled grey, too faint to read.
        locale={{
          emptyText: <Typography.Text type="secondary">{intl.formatMessage({ id: 'notices.empty' })}</Typography.Text>,
        }}
        renderItem={(n) => {
          const said = noticeText(intl, n);
          return (
            <List.Item
              key={n.id}
              onClick={() => !n.read && onRead(n.id)}
              style={{ cursor: n.read ? 'default' : 'pointer', opacity: n.read ? 0.55 : 1 }}
              aria-label={said.title}
              data-read={n.read ? 'true' : 'false'}
            >
              <List.Item.Meta
                title={
                  <RecordAnchor resource={n.resource} id={n.target} onOpen={onOpen}>
                    {said.title}
                  </RecordAnchor>
                }
                description={
                  <Space direction="vertical" size={0}>
                    {said.description ? <Typography.Text type="secondary">{said.description}</Typography.Text> : null}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(intl, n.datetime)}
                    </Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          );
        }}
      />
      {notices.length > 0 ? (
        <Button block type="link" onClick={() => onClear(type)}>
          {intl.formatMessage({ id: 'notices.clear' }, { type: intl.formatMessage({ id: `notices.tab.${type}` }) })}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The notice bell (spec §4), at the foot of the menu: fetch, mark read, clear by type, with unread and total counts. Each notice links
 * to its record's page; clicking it marks it read.
 */
export default function NoticeBell() {
  const intl = useIntl();
  const [data, setData] = useState<NoticeList>();
  const [open, setOpen] = useState(false);
  const { loading, error } = useApi(fetchNotices, { onSuccess: (res) => setData(res.result) });
  const apply = (call: Promise<{ result: NoticeList }>) =>
    call.then((res) => setData(res.result)).catch(() => undefined);
  // The counts as the list bears them out: a count out of bounds (negative, or more unread than listed) is not shown.
  const listed = data?.list ?? [];
  const unread = countWithin(data?.unread, listed.filter((n) => !n.read).length);
  const total = countWithin(data?.total, listed.length);
  const content = (
    <div style={{ width: 340 }}>
      {error && !data ? (
        <Typography.Text type="danger">{intl.formatMessage({ id: 'notices.loadError' })}</Typography.Text>
      ) : (
        <>
          <Typography.Text type="secondary">
            {intl.formatMessage({ id: 'notices.unread' }, { count: unread, total })}
          </Typography.Text>
          <Tabs
            size="small"
            items={TYPES.map((type) => {
              const list = (data?.list ?? []).filter((n) => n.type === type);
              const count = list.filter((n) => !n.read).length;
              return {
                key: type,
                label: `${intl.formatMessage({ id: `notices.tab.${type}` })}${count ? ` (${count})` : ''}`,
                children: (
                  <NoticeTab
                    notices={list}
                    type={type}
                    onRead={(id) => apply(markNoticeRead(id))}
                    onClear={(t) => apply(clearNotices(t))}
                    onOpen={() => setOpen(false)}
                  />
                ),
              };
            })}
          />
        </>
      )}
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="rightBottom" arrow={false} open={open} onOpenChange={setOpen}>
      <Tooltip title={intl.formatMessage({ id: 'header.notices' })} open={open ? false : undefined}>
        <Button
          type="text"
          loading={loading && !data}
          icon={
            // The count is in the button's name; the badge's animated digits would only repeat it.
            <span aria-hidden="true">
              <Badge count={unread} size="small">
                <BellOutlined style={{ fontSize: 16 }} />
              </Badge>
            </span>
          }
        >
          <span style={VISUALLY_HIDDEN}>{`${intl.formatMessage({ id: 'header.notices' })} (${unread})`}</span>
        </Button>
      </Tooltip>
    </Popover>
  );
}
