/**
 * What a form input accepts, as one pure function: the console's forms check it before sending and the fake
 * backend checks the same again, so the two cannot disagree. Relative imports: the fake backend imports this file.
 */
import { ENUMS } from '../domain/enums';
import { isCountry, isCurrency } from '../domain/iso';
import type { InputDef, InputValue, Scalar } from './types';

export interface CheckContext {
  /** The row the form edits: `typedValue` reads its `value_type`, `min`, `max` and `options`. */
  row?: Record<string, unknown>;
  /** The values an `options` input may take: a resource's rows' `field`; undefined accepts any non-empty text. */
  options?: (resource: string, field: string) => readonly string[] | undefined;
  /** Every page URL and button code a role may hold (`permissions` inputs). */
  permissionUrls?: ReadonlySet<string>;
}

export type Checked = { ok: true; value?: InputValue } | { ok: false };

/** Longest text of a text input without its own `max`. */
export const TEXT_MAX = 2000;
/** Most items of a `multiple` input. */
export const ITEMS_MAX = 200;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function isIpv6(text: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || (text.match(/::/g) ?? []).length > 1) return false;
  let groups = text.split(':');
  // An embedded IPv4 tail counts as two groups.
  const tail = groups[groups.length - 1];
  if (tail.includes('.')) {
    if (!IPV4.test(tail)) return false;
    groups = [...groups.slice(0, -1), '0', '0'];
  }
  const hex = (g: string) => /^[0-9a-fA-F]{1,4}$/.test(g);
  if (text.includes('::')) {
    const [head, rest] = text.split('::');
    const parts = [...(head ? head.split(':') : []), ...(rest ? rest.split(':') : [])];
    const count = parts.length + (tail.includes('.') ? 1 : 0);
    return count <= 7 && parts.every((g) => hex(g) || (g === tail && IPV4.test(g)));
  }
  return groups.length === 8 && groups.every(hex);
}

/** An IPv4 or IPv6 address, optionally a CIDR block (`/0-32`, `/0-128`). */
export function isIp(text: string): boolean {
  const [address, prefix, ...rest] = text.split('/');
  if (rest.length) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && isIpv6(address);
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128);
}

export function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol) && !/\s/.test(text);
  } catch {
    return false;
  }
}

const within = (n: number, min?: number, max?: number) =>
  (min === undefined || n >= min) && (max === undefined || n <= max);

const textValue = (raw: unknown): string | undefined =>
  typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;

/** A decimal string within bounds, compared without floats for the digits that matter (bounds are small numbers). */
function decimalWithin(text: string, min?: number, max?: number): boolean {
  return DECIMAL.test(text) && within(Number(text), min, max);
}

/** A business parameter's value by its declared type. */
function typedValue(text: string, row: Record<string, unknown> = {}): Scalar | undefined {
  const min = typeof row.min === 'number' ? row.min : undefined;
  const max = typeof row.max === 'number' ? row.max : undefined;
  switch (row.value_type) {
    case 'int':
      return /^-?\d+$/.test(text) && within(Number(text), min, max) ? text : undefined;
    case 'decimal':
      return decimalWithin(text, min, max) ? text : undefined;
    case 'bool':
      return text === 'true' || text === 'false' ? text : undefined;
    case 'url':
      return /^https:\/\//.test(text) && isHttpUrl(text) ? text : undefined;
    case 'email':
      return EMAIL.test(text) && text.length <= 254 ? text : undefined;
    case 'currency':
      return isCurrency(text) ? text : undefined;
    case 'enum':
      return String(row.options ?? '')
        .split(',')
        .map((o) => o.trim())
        .includes(text)
        ? text
        : undefined;
    default:
      return text.length <= (max ?? 500) ? text : undefined;
  }
}

/** One value (an item of a `multiple` input); undefined when refused. */
function checkOne(input: InputDef, raw: unknown, ctx: CheckContext): Scalar | undefined {
  if (input.type === 'number') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
    if (!Number.isFinite(n) || (input.integer && !Number.isInteger(n))) return undefined;
    return within(n, input.min, input.max) ? n : undefined;
  }
  if (input.type === 'enum') {
    const text = textValue(raw);
    return input.enum ? ENUMS[input.enum].find((v) => String(v.code) === text)?.code : undefined;
  }
  const text = textValue(raw);
  if (text === undefined || (input.pattern !== undefined && !new RegExp(input.pattern).test(text))) return undefined;
  switch (input.type) {
    case 'money':
      return decimalWithin(text, input.min, input.max) ? text : undefined;
    case 'percent':
      return PERCENT.test(text) && within(Number(text), input.min ?? 0, input.max ?? 100) ? text : undefined;
    case 'email':
      return EMAIL.test(text) && text.length <= (input.max ?? 254) ? text : undefined;
    case 'url':
      return isHttpUrl(text) && text.length <= (input.max ?? 2048) ? text : undefined;
    case 'currency':
      return isCurrency(text) ? text : undefined;
    case 'country':
      return isCountry(text) ? text : undefined;
    case 'ip':
      return isIp(text) ? text : undefined;
    case 'options': {
      const allowed = input.options ? ctx.options?.(input.options.resource, input.options.value) : undefined;
      return !allowed || allowed.includes(text) ? text : undefined;
    }
    case 'permissions':
      return !ctx.permissionUrls || ctx.permissionUrls.has(text) ? text : undefined;
    case 'typedValue':
      return typedValue(text, ctx.row);
    case 'text':
    case 'textarea':
      return text.length <= (input.max ?? TEXT_MAX) ? text : undefined;
  }
}

const isEmpty = (raw: unknown) =>
  raw === undefined ||
  raw === null ||
  (typeof raw === 'string' && !raw.trim()) ||
  (Array.isArray(raw) && raw.length === 0);

/**
 * Checks one input's raw value: empty is fine unless required (value undefined); a list for `multiple` and
 * `permissions` (each item checked, duplicates dropped); a refused value or item fails the whole input.
 */
export function checkInput(input: InputDef, raw: unknown, ctx: CheckContext = {}): Checked {
  if (isEmpty(raw)) return input.required ? { ok: false } : { ok: true };
  if (input.multiple || input.type === 'permissions') {
    // With `multiple`, `max` is the most items (each item keeps its type's own limits).
    if (!Array.isArray(raw) || raw.length > (input.multiple ? (input.max ?? ITEMS_MAX) : ITEMS_MAX))
      return { ok: false };
    const item = { ...input, max: undefined };
    const values: Scalar[] = [];
    for (const entry of raw) {
      const value = checkOne(item, entry, ctx);
      if (value === undefined) return { ok: false };
      if (!values.includes(value)) values.push(value);
    }
    return { ok: true, value: values };
  }
  if (Array.isArray(raw) || (typeof raw === 'object' && raw !== null)) return { ok: false };
  const value = checkOne(input, raw, ctx);
  return value === undefined ? { ok: false } : { ok: true, value };
}
