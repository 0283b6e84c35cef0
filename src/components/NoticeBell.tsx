import { BellOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Badge, Button, Popover, Spin, Tabs, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import ChunkErrorBoundary from '@/components/ChunkErrorBoundary';
import { countWithin } from '@/console/counts';
import { useApi } from '@/request/useApi';
import { clearNotices, fetchNotices, markNoticeRead } from '@/services/notices';
import type { NoticeList, NoticeType } from '@/services/types';
import { VISUALLY_HIDDEN } from './searchChoices';

const TYPES: NoticeType[] = ['notification', 'message', 'event'];

/** A type's notices, loaded with the panel's first opening (src/components/NoticeTab.tsx). */
const NoticeTab = lazy(() => import('./NoticeTab'));

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
                  <ChunkErrorBoundary>
                    <Suspense
                      fallback={
                        <div style={{ textAlign: 'center', padding: 16 }}>
                          <Spin size="small" />
                        </div>
                      }
                    >
                      <NoticeTab
                        notices={list}
                        type={type}
                        onRead={(id) => apply(markNoticeRead(id))}
                        onClear={(t) => apply(clearNotices(t))}
                        onOpen={() => setOpen(false)}
                      />
                    </Suspense>
                  </ChunkErrorBoundary>
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
