import { useIntl } from '@umijs/max';
import { Badge, Typography } from 'antd';
import { ENUMS, type EnumKey, type Tone } from '@/domain/enums';
import { formatDateTime } from './datetime';
import { formatAmount } from './money';

const BADGE: Record<Tone, 'default' | 'processing' | 'success' | 'warning' | 'error'> = {
  default: 'default',
  processing: 'processing',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export function EnumBadge({ enumKey, code }: { enumKey: EnumKey; code: unknown }) {
  const intl = useIntl();
  if (code === undefined || code === null || code === '') return <>-</>;
  const value = ENUMS[enumKey].find((v) => String(v.code) === String(code));
  const text = intl.formatMessage({ id: `enum.${enumKey}.${String(code)}`, defaultMessage: String(code) });
  // A badge says "state"; plain kinds (entity, category, platform) read better as text.
  if (ENUMS[enumKey].every((v) => v.tone === 'default')) return <>{text}</>;
  return <Badge status={BADGE[value?.tone ?? 'default']} text={text} />;
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
