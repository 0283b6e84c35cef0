import { useIntl } from '@umijs/max';
import { Button, List, Space, Typography } from 'antd';
import { formatDateTime } from '@/console/datetime';
import RecordAnchor from '@/console/RecordAnchor';
import type { Notice, NoticeType } from '@/services/types';
import { noticeText } from './noticeText';

/**
 * One type's notices in the bell's panel, with their clear button: a chunk of its own, loaded when the panel is first
 * opened (antd's List brings its Pagination and a Select, which no first view needs).
 */
export default function NoticeTab({
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
