/**
 * What a form input accepts, as one pure function: the console's forms check it before sending and the fake
 * backend checks the same again, so the two cannot disagree. Relative imports: the fake backend imports this file.
 */
import { ENUMS } from '../domain/enums';
import { isCountry, isCurrency } from '../domain/iso';
import { compareDecimal, toMinor } from './money';
import { currencyRow, DECIMAL, moneyProblem, within } from './moneyInput';
import { outOfRange, textValue } from './range';
import type { InputDef, InputValue, Scalar } from './types';

export interface CheckContext {
  /** The row the form edits: `typedValue` reads its `value_type`, `min`, `max` and `options`. */
  row?: Record<string, unknown>;
  /** The values an `options` input may take: a resource's rows' `field`; undefined accepts any non-empty text. */
  options?: (resource: string, field: string) => readonly string[] | undefined;
  /** Every page URL and button code a role may hold (`permissions` inputs). */
  permissionUrls?: ReadonlySet<string>;
  /** The page URL a button code belongs to (`permissions` inputs): a code is granted only together with its page. */
  pageOf?: (code: string) => string | undefined;
  /** The form's other values as sent: a `variant` input reads the one it depends on. */
  values?: Record<string, unknown>;
  /** An uploaded file by id (`files` inputs); undefined accepts any id (the console, which only holds its own). */
  files?: (id: string) => { mime: string; size: number } | undefined;
  /** Today, YYYY-MM-DD in UTC (`future` dates): the fake backend's clock; the browser's by default. */
  today?: string;
}

/** A day (YYYY-MM-DD, UTC) of an epoch time; today's by default. */
export const utcDay = (ms: number = Date.now()): string => new Date(ms).toISOString().slice(0, 10);

/** A date input's value as its day: a date, or a stored date-time whose day it keeps (a form pre-filled with an expiry). */
function dayOf(text: string): string {
  return /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)) ? text.slice(0, 10) : text;
}

/** Whether a `future` date input holds a day before today: refused, and said so (formMessages.ts). */
export function pastDay(input: InputDef, raw: unknown, today: string = utcDay()): boolean {
  if (input.type !== 'date' || !input.future) return false;
  const text = textValue(raw);
  if (text === undefined) return false;
  const day = dayOf(text);
  return isDate(day) && day < today;
}

/** Files the upload endpoint takes at all (an input's `accept` narrows it) and the largest, in bytes. */
export const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Luhn's check digit test over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number as digits (spaces and dashes dropped), or undefined when it is not 12-19 digits passing Luhn. */
export function cardDigits(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? digits : undefined;
}

/** A calendar date YYYY-MM-DD that exists. */
export function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** A refused value; `range` when it is a number outside the input's bounds (said so, by form and server alike). */
export type Checked = { ok: true; value?: InputValue } | { ok: false; range?: true };

/** Longest text of a text input without its own `max`. */
export const TEXT_MAX = 2000;
/** Most items of a `multiple` or `files` input without its own `max` (a `permissions` one: the whole tree). */
export const ITEMS_MAX = 200;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HHMM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
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
    case 'amount': {
      const minor = toMinor(text, String(row.options ?? ''));
      return minor !== undefined && minor >= 0n && within(Number(text), min, max) ? text : undefined;
    }
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
      return moneyProblem(input, text, currencyRow(input, ctx.row, ctx.values)) === undefined ? text : undefined;
    case 'card':
      return cardDigits(text);
    case 'date': {
      const day = dayOf(text);
      return isDate(day) && !pastDay(input, day, ctx.today) ? day : undefined;
    }
    case 'variant': {
      const picked = input.by ? ctx.values?.[input.by] : undefined;
      const variant = picked === undefined || picked === null ? undefined : input.variants?.[String(picked)];
      return variant ? checkOne(variant, raw, ctx) : undefined;
    }
    case 'files': {
      const file = ctx.files ? ctx.files(text) : { mime: UPLOAD_TYPES[0] as string, size: 0 };
      if (!file) return undefined;
      const types: readonly string[] = input.accept ?? UPLOAD_TYPES;
      return types.includes(file.mime) && file.size <= (input.maxSize ?? UPLOAD_MAX_BYTES) ? text : undefined;
    }
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

/** A name as a file gives it, compared with case, width and spaces ignored ("Card number" = "ｃａｒｄ  NUMBER"). */
const nameKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * The code of an `enum` input's value given as its code or as its label in any of `labels` (locale bundles holding
 * `enum.<key>.<code>`: zh-CN and en-US), case, width and spaces ignored; the text as it came when it names none (then
 * refused as any unknown code). A CSV import reads its enumeration columns so.
 */
export function enumCodeOf(input: InputDef, text: string, labels: readonly Record<string, string>[]): string {
  const codes = input.enum ? ENUMS[input.enum].map((v) => String(v.code)) : [];
  const key = nameKey(text);
  if (codes.includes(key)) return key;
  return (
    codes.find((c) =>
      labels.some((l) => l[`enum.${input.enum}.${c}`] && nameKey(l[`enum.${input.enum}.${c}`]) === key),
    ) ?? text
  );
}

const isEmpty = (raw: unknown) =>
  raw === undefined ||
  raw === null ||
  (typeof raw === 'string' && !raw.trim()) ||
  (Array.isArray(raw) && raw.length === 0);

/** None of these inputs has a value (ActionDef.atLeastOne): a form that must give one of them gives none. */
export const noneGiven = (names: readonly string[] | undefined, values: Record<string, unknown>): boolean =>
  !!names?.length && names.every((name) => isEmpty(values[name]));

/**
 * Checks one input's raw value: empty is fine unless required (value undefined); a list for `multiple` and
 * `permissions` (each item checked, duplicates dropped); a refused value or item fails the whole input.
 */
export function checkInput(input: InputDef, raw: unknown, ctx: CheckContext = {}): Checked {
  if (isEmpty(raw)) return input.required ? { ok: false } : { ok: true };
  if (input.multiple || input.type === 'permissions' || input.type === 'files') {
    // With `multiple`, `max` is the most items (each item keeps its type's own limits). A role may hold the whole
    // permission tree (more URLs and codes than ITEMS_MAX): a list at most as long as the tree.
    const most = input.type === 'permissions' ? (ctx.permissionUrls?.size ?? Infinity) : (input.max ?? ITEMS_MAX);
    if (!Array.isArray(raw) || raw.length > most) return { ok: false };
    const item = { ...input, max: undefined };
    const values: Scalar[] = [];
    for (const entry of raw) {
      const value = checkOne(item, entry, ctx);
      if (value === undefined) return { ok: false };
      if (!values.includes(value)) values.push(value);
    }
    // A button on a page the role cannot open: the login's tree has nowhere to put it, yet the server would let its
    // holders call the button's endpoint.
    const pageOf = input.type === 'permissions' ? ctx.pageOf : undefined;
    if (pageOf && values.some((v) => !values.includes(pageOf(String(v)) ?? v))) return { ok: false };
    return { ok: true, value: values };
  }
  if (Array.isArray(raw) || (typeof raw === 'object' && raw !== null)) return { ok: false };
  const value = checkOne(input, raw, ctx);
  if (value === undefined) return outOfRange(input, raw, ctx) ? { ok: false, range: true } : { ok: false };
  if (outOfOrder(input, value, ctx.values)) return { ok: false };
  return { ok: true, value };
}

/** Whether a value breaks its `above` / `atLeast` comparison with another input of the form (both given). */
export function outOfOrder(input: InputDef, value: unknown, values?: Record<string, unknown>): boolean {
  const other = input.above ?? input.atLeast;
  if (!other || !values) return false;
  const [mine, theirs] = [textValue(value), textValue(values[other])];
  if (!mine || !theirs) return false;
  // Times of day (HH:mm, 24:00 the latest) compare as text: both zero-padded.
  if (HHMM.test(mine) && HHMM.test(theirs)) return input.above ? mine <= theirs : mine < theirs;
  if (!DECIMAL.test(mine) || !DECIMAL.test(theirs)) return false;
  const order = compareDecimal(mine, theirs);
  return input.above ? order <= 0 : order < 0;
}
