/**
 * Field renderers that are more than a value: an order's timeline, a due date counting down, uploaded files.
 * Everything from data is text (never HTML).
 */
import { FileOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Space, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { EnumKey } from '@/domain/enums';
import { formatDecimal, toLocaleDigits } from './numbers';
import { DateTime, EnumBadge } from './renderers';

interface Event {
  at: string;
  type: string;
  detail?: string;
}

const isEvent = (v: unknown): v is Event =>
  !!v && typeof v === 'object' && typeof (v as Event).at === 'string' && typeof (v as Event).type === 'string';

/** Events oldest first, each with its time, its label (from the enumeration) and its detail as text. */
export function EventTimeline({ value, enumKey }: { value: unknown; enumKey?: EnumKey }) {
  const events = Array.isArray(value) ? value.filter(isEvent) : [];
  if (!events.length) return <>-</>;
  return (
    <Timeline
      style={{ marginTop: 8, marginBottom: -16 }}
      items={events.map((e, i) => ({
        key: `${e.at}-${i}`,
        children: (
          <Space direction="vertical" size={0}>
            <Space size={8} wrap>
              {enumKey ? <EnumBadge enumKey={enumKey} code={e.type} /> : <span>{e.type}</span>}
              <Typography.Text type="secondary">
                <DateTime value={e.at} />
              </Typography.Text>
            </Space>
            {e.detail ? <Typography.Text>{e.detail}</Typography.Text> : null}
          </Space>
        ),
      }))}
    />
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The current time, ticking every `step` ms while mounted. */
function useNow(step: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), step);
    return () => window.clearInterval(timer);
  }, [step]);
  return now;
}

/**
 * How long until a due date, as days, hours and minutes, ticking every second; warning colour inside 72 hours,
 * danger inside 24 and once overdue. `at` is shown beside it in the operator's time zone.
 */
export function Countdown({ value }: { value: unknown }) {
  const intl = useIntl();
  const due = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN;
  const now = useNow(1000);
  if (!Number.isFinite(due)) return <>-</>;
  const left = due - now;
  const abs = Math.abs(left);
  const parts = {
    d: Math.floor(abs / DAY),
    h: Math.floor((abs % DAY) / HOUR),
    m: Math.floor((abs % HOUR) / MINUTE),
    s: Math.floor((abs % MINUTE) / 1000),
  };
  const text =
    left <= 0
      ? intl.formatMessage({ id: 'console.deadline.overdue' })
      : intl.formatMessage(
          { id: parts.d ? 'console.deadline.daysLeft' : 'console.deadline.hoursLeft' },
          // The padded seconds are text: written in the locale's digits like the numbers beside them.
          { d: parts.d, h: parts.h, m: parts.m, s: toLocaleDigits(String(parts.s).padStart(2, '0'), intl.locale) },
        );
  const type = left <= DAY ? 'danger' : left <= 3 * DAY ? 'warning' : undefined;
  return (
    <Space direction="vertical" size={0}>
      <DateTime value={value as string} />
      <Typography.Text type={type} role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {text}
      </Typography.Text>
    </Space>
  );
}

interface FileInfo {
  file_id: string;
  name: string;
  mime?: string;
  size?: number;
}

const isFile = (v: unknown): v is FileInfo =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as FileInfo).file_id === 'string' &&
  typeof (v as FileInfo).name === 'string';

/** Bytes as B, KB or MB (one decimal), in the locale's digits and separators. */
export function fileSize(bytes: number, locale = 'en-US'): string {
  if (bytes < 1024) return `${formatDecimal(String(bytes), locale)} B`;
  // One decimal, dropped when it is zero (a limit of 5 MB, a file of 1.4 MB).
  const one = (n: number) => formatDecimal(n.toFixed(1).replace(/\.0$/, ''), locale);
  if (bytes < 1024 * 1024) return `${one(bytes / 1024)} KB`;
  return `${one(bytes / 1024 / 1024)} MB`;
}

/** Uploaded files by name and size (their contents stay with the server). */
export function FileList({ value }: { value: unknown }) {
  const intl = useIntl();
  const files = Array.isArray(value) ? value.filter(isFile) : [];
  if (!files.length) return <>-</>;
  return (
    <Space direction="vertical" size={2}>
      {files.map((f) => (
        <Space key={f.file_id} size={6}>
          <FileOutlined aria-hidden />
          <Typography.Text>{f.name}</Typography.Text>
          {typeof f.size === 'number' ? (
            <Typography.Text type="secondary">{fileSize(f.size, intl.locale)}</Typography.Text>
          ) : null}
        </Space>
      ))}
    </Space>
  );
}
