import { useIntl } from '@umijs/max';
import { Space, Table, Typography } from 'antd';
import { ENUMS, type EnumKey } from '@/domain/enums';
import { resourceByKey, RESOURCES } from '@/resources';
import { formatDateTime } from './datetime';
import { actionLabel, known } from './labels';
import type { FieldDef } from './types';
import { formatAmount } from './money';
import { formatDecimal } from './numbers';
import RecordAnchor from './RecordAnchor';
import { ensureStatusStyles, statusDotClass } from './statusStyles';

/**
 * A state as a coloured dot and its name (antd's status Badge, drawn as plain elements: src/console/statusStyles.ts).
 */
export function EnumBadge({ enumKey, code }: { enumKey: EnumKey; code: unknown }) {
  const intl = useIntl();
  if (code === undefined || code === null || code === '') return <>-</>;
  const value = ENUMS[enumKey].find((v) => String(v.code) === String(code));
  const text = intl.formatMessage({ id: `enum.${enumKey}.${String(code)}`, defaultMessage: String(code) });
  // A badge says "state"; plain kinds (entity, category, platform) read better as text.
  if (ENUMS[enumKey].every((v) => v.tone === 'default')) return <>{text}</>;
  ensureStatusStyles();
  return (
    <span className="payops-status">
      <span className={statusDotClass(value?.tone ?? 'default')} />
      <span className="payops-status-text">{text}</span>
    </span>
  );
}

export function Money({ amount, currency }: { amount: unknown; currency: unknown }) {
  const intl = useIntl();
  if (typeof amount !== 'string' || typeof currency !== 'string') return <>-</>;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(amount, currency, intl.locale)} {currency}
    </span>
  );
}

/**
 * A number or a rate as the server sends it (a decimal string for rates), in the locale's digits and decimal sign:
 * as a count, a priority or a status code it is not grouped.
 */
export function Figure({ value }: { value: unknown }) {
  const intl = useIntl();
  if (value === undefined || value === null || value === '') return <>-</>;
  return <>{formatDecimal(String(value), intl.locale, { grouping: false })}</>;
}

/** Card numbers as BIN + last 4, account numbers as last 4 (DOMAIN.md: sensitive values are masked). */
export function maskValue(value: string, mask: 'card' | 'last4' = 'last4'): string {
  const digits = value.replace(/\s+/g, '');
  if (mask === 'card' && digits.length >= 10) return `${digits.slice(0, 6)}••••••${digits.slice(-4)}`;
  return digits.length > 4 ? `••••${digits.slice(-4)}` : digits;
}

export function DateTime({ value }: { value: unknown }) {
  const intl = useIntl();
  if (typeof value !== 'string' && typeof value !== 'number') return <>-</>;
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(intl, value)}</span>;
}

/** A link only for http(s) addresses from data; anything else (javascript:, data:) shows as plain text. */
export function SafeLink({ href }: { href: unknown }) {
  if (typeof href !== 'string' || !href) return <>-</>;
  let safe = false;
  try {
    safe = ['http:', 'https:'].includes(new URL(href).protocol);
  } catch {
    safe = false;
  }
  return safe ? (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </Typography.Link>
  ) : (
    <>{href}</>
  );
}

export function Country({ code }: { code: unknown }) {
  const intl = useIntl();
  if (typeof code !== 'string' || !code) return <>-</>;
  let name = code;
  try {
    name = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    // an unknown code shows as it is
  }
  return (
    <Typography.Text title={code}>
      {name} <Typography.Text type="secondary">{code}</Typography.Text>
    </Typography.Text>
  );
}

/**
 * A reference to another record (FieldDef.refersTo): its resource's name and its key, the key a link to the resource's
 * list filtered to it when the operator may open that page and the list filters by its key; plain text otherwise.
 */
export function RecordRef({ resource, id }: { resource: unknown; id: unknown }) {
  const intl = useIntl();
  if (id === undefined || id === null || id === '') return <>-</>;
  const def = typeof resource === 'string' ? resourceByKey(resource) : undefined;
  const key = String(id);
  if (!def) return <>{key}</>;
  const kind = intl.formatMessage({ id: `resources.${def.key}.title` });
  return (
    <span>
      <Typography.Text type="secondary">{kind} </Typography.Text>
      <RecordAnchor resource={def.key} id={key} />
    </span>
  );
}

/** Every resource key by its title, in the operator's language (a filter's choices). */
export function resourceTitles(intl: ReturnType<typeof useIntl>) {
  return new Map(RESOURCES.map((r) => [r.key, { text: intl.formatMessage({ id: `resources.${r.key}.title` }) }]));
}

/** A key the console names (FieldDef.names): a resource by its title, an action of one by its label. */
export function KeyName({
  names,
  value,
  row,
}: {
  names: NonNullable<FieldDef['names']>;
  value: unknown;
  row: Record<string, unknown>;
}) {
  const intl = useIntl();
  if (value === undefined || value === null || value === '') return <>-</>;
  const key = String(value);
  if (names.kind === 'resource') return <span title={key}>{known(intl, `resources.${key}.title`, key)}</span>;
  return <span title={key}>{actionLabel(intl, String(row[names.of]), key)}</span>;
}

/**
 * What the filtered set adds up to, per money column and currency (never one sum across currencies): under the
 * table, for every row the filters keep, not only the page shown.
 */
export function Totals({
  def,
  totals,
}: {
  def: { key: string };
  totals: { field: string; currency: string; amount: string }[];
}) {
  const intl = useIntl();
  const fields = [...new Set(totals.map((t) => t.field))];
  return (
    <Space direction="vertical" size={2} data-testid="list-totals">
      {fields.map((field) => (
        <Typography.Text key={field}>
          <Typography.Text type="secondary">
            {intl.formatMessage(
              { id: 'console.totals' },
              { field: intl.formatMessage({ id: `resources.${def.key}.fields.${field}` }) },
            )}
          </Typography.Text>{' '}
          {totals
            .filter((t) => t.field === field)
            .map((t) => `${formatAmount(t.amount, t.currency, intl.locale)} ${t.currency}`)
            .join(' · ')}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** One changed field of a `diff` value; a side is absent when the field had (or got) no value. */
interface Change {
  field: string;
  before?: unknown;
  after?: unknown;
}

const isChange = (v: unknown): v is Change => !!v && typeof v === 'object' && typeof (v as Change).field === 'string';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A logged value as text: lists joined, objects as JSON, nothing as "-"; `label` names an enumeration code. */
function changeText(value: unknown, label: (code: unknown) => string = String): string {
  if (value === undefined || value === null || value === '') return '-';
  if (Array.isArray(value)) return value.length ? value.map(label).join(', ') : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return label(value);
}

/**
 * A change as a table of its fields, before and after (`diff` fields): a changed value is struck through on the
 * before side and marked on the after side. Fields and enumeration codes are labelled as the page of `resource`
 * (the changed record's declaration) labels them; a field it does not declare shows its name. Everything from data
 * is text, never HTML.
 */
export function DiffView({ value, resource }: { value: unknown; resource?: unknown }) {
  const intl = useIntl();
  const changes = Array.isArray(value) ? value.filter(isChange) : [];
  if (!changes.length) return <>{intl.formatMessage({ id: 'console.diff.none' })}</>;
  const def = typeof resource === 'string' ? resourceByKey(resource) : undefined;
  const fieldOf = (field: string) => (def && Object.hasOwn(def.fields, field) ? def.fields[field] : undefined);
  // A field no declaration has (a queue item's holder) by the operation log's own name for it, if any.
  const label = (field: string) =>
    fieldOf(field)
      ? intl.formatMessage({ id: `resources.${def!.key}.fields.${field}` })
      : known(intl, `console.oplog.field.${field}`, field);
  const text = (field: string, v: unknown) => {
    const f = fieldOf(field);
    const code = (c: unknown) => {
      if (f?.type === 'enum' && f.enum)
        return intl.formatMessage({ id: `enum.${f.enum}.${String(c)}`, defaultMessage: String(c) });
      // A time, declared or not, in the operator's zone rather than as the server's ISO text.
      if ((f?.type === 'datetime' || !f) && typeof c === 'string' && ISO_TIME.test(c)) return formatDateTime(intl, c);
      if (f?.type === 'number' || f?.type === 'percent')
        return formatDecimal(String(c), intl.locale, { grouping: false });
      return String(c);
    };
    return changeText(v, code);
  };
  const changed = (c: Change) => JSON.stringify(c.before ?? null) !== JSON.stringify(c.after ?? null);
  const has = (v: unknown) => v !== undefined && v !== null;
  return (
    <Table<Change>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={changes}
      columns={[
        {
          key: 'field',
          title: intl.formatMessage({ id: 'console.diff.field' }),
          render: (_, c) => (
            <Typography.Text title={c.field} strong={changed(c)}>
              {label(c.field)}
            </Typography.Text>
          ),
        },
        {
          key: 'before',
          title: intl.formatMessage({ id: 'console.diff.before' }),
          render: (_, c) =>
            changed(c) && has(c.before) ? (
              <Typography.Text delete type="danger">
                {text(c.field, c.before)}
              </Typography.Text>
            ) : (
              text(c.field, c.before)
            ),
        },
        {
          key: 'after',
          title: intl.formatMessage({ id: 'console.diff.after' }),
          render: (_, c) =>
            changed(c) && has(c.after) ? (
              <Typography.Text mark>{text(c.field, c.after)}</Typography.Text>
            ) : (
              text(c.field, c.after)
            ),
        },
      ]}
    />
  );
}
