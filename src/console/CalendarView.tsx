import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Calendar, DatePicker, Space, Spin, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useApi } from '@/request/useApi';
import { listRows, type Query, type Row } from './api';
import type { ResourceDef } from './types';

/** The most rows one list call answers: the calendar pages through the month with it. */
const PAGE_SIZE = 100;
/** A month's grid never needs more pages than this (a guard against a table that keeps growing). */
const MAX_PAGES = 20;
const DAY = 'YYYY-MM-DD';

/**
 * The days a month's grid shows: it starts at most a week before the 1st and ends at most two weeks after the
 * month's last day (six rows of seven days, whichever day the week starts on).
 */
export function visibleRange(month: Dayjs): [string, string] {
  return [month.startOf('month').subtract(7, 'day').format(DAY), month.endOf('month').add(14, 'day').format(DAY)];
}

/**
 * A month calendar of a resource's rows (ResourceDef.calendar): each row's `title` on the day of its `date`
 * (`YYYY-MM-DD` text), as text. The rows are the list call's, with the page's search filters (`query`), narrowed to
 * the days the grid shows (`<date>_from` / `<date>_to`) and paged 100 at a time. A title opens the row's detail.
 */
export default function CalendarView({
  def,
  query,
  stamp,
  onOpen,
}: {
  def: ResourceDef;
  /** The search form's filters, as the table last sent them. */
  query: Query;
  /** Changes whenever the table asks again (search, reset, reload): the calendar asks again too. */
  stamp?: number;
  onOpen: (id: string) => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [value, setValue] = useState<Dayjs>(() => dayjs());
  const spec = def.calendar!;
  const [from, to] = visibleRange(value);
  // Only the filters: the table's sort and paging are not the calendar's.
  const filters = Object.fromEntries(
    Object.entries(query).filter(([k]) => !['sort', 'current', 'pageSize'].includes(k)),
  ) as Query;

  const { data, loading } = useApi(
    async () => {
      const rows: Row[] = [];
      for (let current = 1; current <= MAX_PAGES; current++) {
        const range = { [`${spec.date}_from`]: from, [`${spec.date}_to`]: to };
        const page = (await listRows(def, { ...filters, ...range, current, pageSize: PAGE_SIZE })).result;
        rows.push(...page.list);
        if (rows.length >= page.total || page.list.length === 0) break;
      }
      const byDay = new Map<string, Row[]>();
      for (const row of rows) {
        const date = row[spec.date];
        if (typeof date !== 'string') continue;
        byDay.set(date, [...(byDay.get(date) ?? []), row]);
      }
      return byDay;
    },
    { refreshDeps: [def.key, from, to, JSON.stringify(filters), stamp] },
  );

  const cell = (date: Dayjs) => {
    const rows = data?.get(date.format(DAY)) ?? [];
    if (!rows.length) return null;
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => {
          const id = String(row[def.rowKey]);
          return (
            <li key={id} style={{ lineHeight: 1.4 }}>
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', fontSize: 12 }}
                onClick={(e) => {
                  // The day itself is not picked: only the row opens.
                  e.stopPropagation();
                  onOpen(id);
                }}
              >
                {String(row[spec.title] ?? id)}
              </Button>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Spin spinning={loading}>
      <div style={{ background: token.colorBgContainer, padding: token.paddingSM }}>
        <Calendar
          value={value}
          onChange={setValue}
          mode="month"
          cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
          headerRender={({ value: shown, onChange }) => (
            <Space style={{ marginBottom: token.marginSM }}>
              <Button
                icon={<LeftOutlined />}
                aria-label={t('console.calendar.previous')}
                onClick={() => onChange(shown.subtract(1, 'month'))}
              />
              <DatePicker
                picker="month"
                allowClear={false}
                value={shown}
                aria-label={t('console.calendar.month')}
                onChange={(d) => d && onChange(d)}
              />
              <Button
                icon={<RightOutlined />}
                aria-label={t('console.calendar.next')}
                onClick={() => onChange(shown.add(1, 'month'))}
              />
            </Space>
          )}
        />
      </div>
    </Spin>
  );
}
