import { RightOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl } from '@umijs/max';
import { Badge, Card, Empty, Tag, theme, Typography } from 'antd';
import { formatCount } from '@/console/numbers';
import { DASHBOARD_TODOS, todoHref } from '@/services/dashboard';
import { queueByKey, WORK_PAGE, type QueueSummary } from '@/services/queues';

/**
 * The to-do list, a summary of the work queues (My work): each item's count links to its list page with the same filter in the URL, so the page opens on
 * exactly the rows counted. The server answers only the lists the operator may open; a page the console's own
 * permission tree does not open is shown without a link. A plain list drawn as antd's small List is: antd's List
 * brings its Pagination (and with it a Select) into the code Home waits for.
 */
export default function Todos({ todos }: { todos: { items: QueueSummary[] } }) {
  const intl = useIntl();
  const { canViewPath } = useAccess();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // In the declared order, whatever order the server answers in.
  const items = DASHBOARD_TODOS.flatMap((todo) => todos.items.filter((i) => i.key === todo.key));
  return (
    <Card
      size="small"
      title={t('dashboard.todo.title')}
      extra={canViewPath(WORK_PAGE) ? <Link to={WORK_PAGE}>{t('menu.work')}</Link> : null}
    >
      {items.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, i) => {
            const label = t(`dashboard.todo.${item.key}`);
            const count = (
              <Badge
                // In the locale's digits; past 9999 is not a to-do count the server sends.
                count={item.count > 9999 ? `${formatCount(9999, intl.locale)}+` : formatCount(item.count, intl.locale)}
                showZero
                overflowCount={9999}
                color={item.count ? '#ff7e00' : '#8c8c8c'}
                data-testid={`todo-${item.key}-count`}
              />
            );
            const text = t('dashboard.todo.aria', { label, count: item.count });
            // A queue that leaves out the operator's own rows (requests they made) is counted by its My work tab, which
            // lists exactly those; the others by their list page under the same filter.
            const href = queueByKey(item.key)?.notBy ? `${WORK_PAGE}?queue=${item.key}` : todoHref(item);
            const linked = queueByKey(item.key)?.notBy ? canViewPath(WORK_PAGE) : canViewPath(item.page);
            // Items past their queue's target, said beside the count.
            const over = item.over ? (
              <Tag color="error" style={{ marginInlineStart: 8 }} data-testid={`todo-${item.key}-over`}>
                {t('work.todo.over', { count: formatCount(item.over, intl.locale) })}
              </Tag>
            ) : null;
            return (
              <li
                key={item.key}
                data-todo={item.key}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  padding: `${token.paddingXS}px ${token.padding}px`,
                  borderBottom:
                    i < items.length - 1 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined,
                }}
              >
                {linked ? (
                  <Link to={href} aria-label={text} style={{ display: 'flex', width: '100%' }}>
                    <span style={{ flex: 1 }}>{label}</span>
                    {count}
                    {over} <RightOutlined aria-hidden style={{ marginInlineStart: 8 }} />
                  </Link>
                ) : (
                  <span aria-label={text} style={{ display: 'flex', width: '100%' }}>
                    <Typography.Text style={{ flex: 1 }}>{label}</Typography.Text>
                    {count}
                    {over}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.todo.empty')} />
      )}
    </Card>
  );
}
