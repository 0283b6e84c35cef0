import type { ResourceDef } from '../../src/console/types';
import type { Row } from './query';

/** More rows than this are cut: an export is a working file, not a data dump. */
export const EXPORT_CAP = 10_000;

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

/** The declaration's columns, header = field names, CRLF line ends, UTF-8 byte-order mark first. */
export function toCsv(def: ResourceDef, rows: readonly Row[]): string {
  const columns = def.list.columns;
  const lines = [columns.map(csvCell), ...rows.slice(0, EXPORT_CAP).map((row) => columns.map((c) => csvCell(row[c])))];
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** Any table of cells (a statement's lines) as a CSV file, with the same neutralising and quoting as an export. */
export function csvOf(lines: readonly (readonly unknown[])[]): string {
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const pad = (n: number) => String(n).padStart(2, '0');

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
