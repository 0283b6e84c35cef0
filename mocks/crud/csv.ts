import type { ResourceDef } from '../../src/console/types';
import { fromMinor, toMinor } from '../../src/console/money';
import type { Row } from './query';
import { EXPORT_LIMIT } from '../../src/services/paths';

/**
 * The most rows an export answers as a file at once (src/services/paths.ts, which the console reads too); more run as
 * a background job (mocks/crud/exportJobs.ts) that writes every one of them. Nothing is ever cut.
 */
export { EXPORT_LIMIT };

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel reads a file without a byte-order mark as the system code page and garbles Chinese text. */
const BOM = '\uFEFF';

// Characters a spreadsheet takes as the start of a formula (OWASP CSV injection), and the null character that
// ASVS 5.0 (V1.2.10) adds to them.
const FORMULA_START = /^[=+\-@\t\r\0]/;
// A plain number (a negative amount) is never a formula: left as is, so it stays a number in the sheet.
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A list of plain values (roles, currencies) reads as a list in a sheet, not as JSON.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One cell: formula starts neutralised with a leading `'`, then quoted per RFC 4180 when it needs it. */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The languages an export is written in: the console's two (every other locale reads English, as the console). */
export const EXPORT_LANGS = ['zh-CN', 'en-US'] as const;
export type ExportLang = (typeof EXPORT_LANGS)[number];

/** How an export is written: the locale labels of its language (`resources.…`, `enum.…`, `console.export.…`) and its zone. */
export interface ExportOptions {
  labels: Readonly<Record<string, string>>;
  /** An IANA time zone (`Asia/Shanghai`); times are written in it with its offset. */
  tz: string;
}

/**
 * The export's own query parameters: `lang` (zh-CN, the default, or en-US) and `tz` (an IANA zone, default UTC);
 * the parameter refused otherwise.
 */
export function exportParams(
  params: URLSearchParams,
): { ok: true; lang: ExportLang; tz: string } | { ok: false; param: string } {
  const lang = params.get('lang')?.trim() || 'zh-CN';
  if (!(EXPORT_LANGS as readonly string[]).includes(lang)) return { ok: false, param: 'lang' };
  const tz = params.get('tz')?.trim() || 'UTC';
  if (!zoneFormatter(tz)) return { ok: false, param: 'tz' };
  return { ok: true, lang: lang as ExportLang, tz };
}

interface Column {
  header: string;
  cell: (row: Row) => unknown;
}

const fill = (template: string | undefined, label: string, fallback: string) =>
  (template ?? fallback).replace('{label}', label);

const zoneParts = new Map<string, Intl.DateTimeFormat>();

/** The zone's formatter, or undefined for a zone the runtime does not know. */
export function zoneFormatter(tz: string): Intl.DateTimeFormat | undefined {
  let f = zoneParts.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return undefined;
    }
    zoneParts.set(tz, f);
  }
  return f;
}

/**
 * A time as ISO 8601 in the zone, to the second, with its offset: `2026-03-10T17:00:15+08:00`, `…Z` in UTC. A value
 * that is not a time is left as it is.
 */
export function isoInZone(value: unknown, tz: string): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return value;
  const at = Math.floor(ms / 1000) * 1000;
  const fmt = zoneFormatter(tz) ?? zoneFormatter('UTC')!;
  const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
  const local = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  const minutes = Math.round((Date.parse(`${local}Z`) - at) / 60_000);
  if (minutes === 0) return `${local}Z`;
  const abs = Math.abs(minutes);
  return `${local}${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An amount with exactly its currency's decimals (`"54.9"` EUR → `"54.90"`, JPY none, KWD three); never a float. */
export function amountIn(value: unknown, currency: unknown): unknown {
  if (typeof value !== 'string' || typeof currency !== 'string' || !currency) return value;
  const minor = toMinor(value, currency);
  return minor === undefined ? value : fromMinor(minor, currency);
}

/**
 * The export's columns, from the list's: each header in the operator's language (the field's label), an enumeration
 * as its label with its code in a column of its own beside it, an amount followed by its currency, a time in ISO
 * 8601 with its offset. A currency field the list shows on its own is written beside its amounts instead.
 */
export function exportColumns(def: ResourceDef, { labels, tz }: ExportOptions): Column[] {
  const label = (field: string) => labels[`resources.${def.key}.fields.${field}`] ?? field;
  const columns = def.list.columns;
  const amounts = columns.filter((c) => def.fields[c]?.type === 'money' && def.fields[c].currencyField);
  const currencies = new Set(amounts.map((c) => def.fields[c].currencyField!));
  const out: Column[] = [];
  for (const name of columns) {
    const field = def.fields[name];
    if (!field) {
      out.push({ header: name, cell: (row) => row[name] });
      continue;
    }
    if (field.type === 'currency' && currencies.has(name)) continue;
    const header = label(name);
    if (field.type === 'enum' && field.enum) {
      const enumLabel = (code: unknown) => labels[`enum.${field.enum}.${String(code)}`] ?? code;
      out.push({
        header,
        cell: (row) => (Array.isArray(row[name]) ? (row[name] as unknown[]).map(enumLabel) : enumLabel(row[name])),
      });
      out.push({ header: fill(labels['console.export.codeColumn'], header, '{label} code'), cell: (row) => row[name] });
    } else if (field.type === 'money' && field.currencyField) {
      const currency = field.currencyField;
      // One amount: its currency column is the currency field's own; several: each says whose currency it is.
      const shared = amounts.filter((c) => def.fields[c].currencyField === currency).length > 1;
      out.push({ header, cell: (row) => amountIn(row[name], row[currency]) });
      out.push({
        header: shared ? fill(labels['console.export.currencyColumn'], header, '{label} currency') : label(currency),
        cell: (row) => row[currency],
      });
    } else if (field.type === 'datetime' || field.type === 'deadline') {
      out.push({ header, cell: (row) => isoInZone(row[name], tz) });
    } else {
      out.push({ header, cell: (row) => row[name] });
    }
  }
  return out;
}

/** The header line and a writer of data lines, each without its line end (csvCell for every cell). */
export function csvLines(def: ResourceDef, options: ExportOptions) {
  const columns = exportColumns(def, options);
  return {
    header: columns.map((c) => csvCell(c.header)).join(','),
    line: (row: Row) => columns.map((c) => csvCell(c.cell(row))).join(','),
  };
}

/** Lines as a CSV file: UTF-8 byte-order mark first, CRLF line ends. */
export const csvFile = (lines: readonly string[]): string => BOM + lines.join('\r\n') + '\r\n';

/**
 * The list's columns as a file finance can use (exportColumns), CRLF line ends, UTF-8 byte-order mark first; every
 * cell neutralised against formula injection and quoted per RFC 4180 (csvCell). Every row given is written.
 */
export function toCsv(def: ResourceDef, rows: readonly Row[], options: ExportOptions): string {
  const { header, line } = csvLines(def, options);
  return csvFile([header, ...rows.map(line)]);
}

/** Any table of cells (a statement's lines) as a CSV file, with the same neutralising and quoting as an export. */
export function csvOf(lines: readonly (readonly unknown[])[]): string {
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** `<key>-<yyyyMMdd-HHmmss>.csv` in UTC. */
export function exportFileName(key: string, at: number): string {
  const d = new Date(at);
  const date = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  return `${key}-${date}-${time}.csv`;
}

/** The download's headers: a plain `filename` for old clients and the RFC 5987 `filename*` for the rest. */
export function csvHeaders(fileName: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'no-store',
  };
}
