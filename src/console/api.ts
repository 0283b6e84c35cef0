import { getLocale, request } from '@umijs/max';
import { ERROR_CODES } from '@/request/decide';
import type { DownloadedFile } from '@/request/download';
import { BizError } from '@/request/envelope';
import { UPLOAD_PATH } from '@/services/paths';
import { countWithin, isCount } from './counts';
import type { ExportJob } from './exportJob';
import type { ImportResult, ResourceDef } from './types';

export type Row = Record<string, unknown>;
/** A money column's sum in one currency over every row the filters keep. */
export interface Total {
  field: string;
  currency: string;
  amount: string;
}

export interface Page<T = Row> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
  /** For a list with money columns: each column's sums per currency over the whole filtered set. */
  totals?: Total[];
}
export type Query = Record<string, unknown>;

/** Lists as `a,b` (the contract's `in` filter), empty values dropped. */
export function toParams(query: Query): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = Array.isArray(v) ? v.join(',') : (v as string | number);
  }
  return out;
}

/**
 * The page as its rows bear it out: a total that is not a count, or fewer than the rows before this page and on it,
 * becomes that many (a table shows no row past its total, so a negative total hid every row it had received).
 */
export function pageWithin<T>(page: Page<T>, query: Query): Page<T> {
  const list = Array.isArray(page.list) ? page.list : [];
  const [current, size] = [Number(query.current), Number(query.pageSize)];
  const before = isCount(current) && current > 0 && isCount(size) ? (current - 1) * size : 0;
  return { ...page, list, total: countWithin(page.total, before + list.length) };
}

/**
 * One page of a resource's list; a page of its own reads it typed (`listRows<Rows['fxRate']>(…)`). `quiet`: a failure
 * is not shown (a request made ahead of time, asked again by the page if it fails).
 */
export const listRows = <T = Row>(def: ResourceDef, query: Query, quiet = false) =>
  request<{ result: Page<T> }>(def.api, {
    method: 'GET',
    params: toParams(query),
    skipErrorHandler: quiet,
  }).then((res) => ({
    ...res,
    result: pageWithin(res.result, query),
  }));

export const getRow = <T = Row>(def: ResourceDef, id: string) =>
  request<{ result: T }>(`${def.api}/${encodeURIComponent(id)}`, { method: 'GET' });

export const runAction = (def: ResourceDef, id: string, action: string, body: Record<string, unknown>) =>
  request<{ result: Row }>(`${def.api}/${encodeURIComponent(id)}/${action}`, { method: 'POST', data: body });

/** A file of one row (a statement), saved by the request layer as a download. */
export const downloadRowFile = (def: ResourceDef, id: string, action: string) =>
  request<DownloadedFile>(`${def.api}/${encodeURIComponent(id)}/${action}`, { method: 'GET', responseType: 'blob' });

export interface BulkResult {
  id: string;
  ok: boolean;
  code?: number;
  message?: string;
  /** The request made for this row instead of its change (dual control): nothing changed yet. */
  approval_id?: string;
}
export const runBulk = (def: ResourceDef, action: string, ids: string[], body: Record<string, unknown>) =>
  request<{ result: BulkResult[] }>(`${def.api}/bulk/${action}`, { method: 'POST', data: { ...body, ids } });

/**
 * How the server writes an export for this operator: in the console's language (`lang`: zh-CN, or en-US for every
 * other locale, as the console falls back) and their time zone (`tz`).
 */
export const exportSettings = (): { lang: 'zh-CN' | 'en-US'; tz: string } => ({
  lang: getLocale() === 'zh-CN' ? 'zh-CN' : 'en-US',
  tz: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
});

/**
 * CSV of the current filter, headers and labels in the operator's language; the request layer saves it. More rows
 * than EXPORT_LIMIT answer a background job instead (./exportJob.ts), whose file is downloaded when written.
 */
export const exportRows = (def: ResourceDef, query: Query) =>
  request<DownloadedFile | { result: ExportJob }>(`${def.api}/export`, {
    method: 'GET',
    params: { ...toParams(query), ...exportSettings() },
    responseType: 'blob',
  });

export const createRow = (def: ResourceDef, body: Record<string, unknown>) =>
  request<{ result: Row }>(def.api, { method: 'POST', data: body });

/** A document of a row, for display (not saved as a download). */
export const fetchDocument = (def: ResourceDef, id: string, docId: string) =>
  request<DownloadedFile>(`${def.api}/${encodeURIComponent(id)}/documents/${encodeURIComponent(docId)}`, {
    method: 'GET',
    responseType: 'blob',
    inline: true,
  });

export interface Upload {
  file_id: string;
  name: string;
  mime: string;
  size: number;
}

/** A file for a later call (dispute evidence), through the request layer: multipart `file`. */
export function uploadFile(file: File) {
  const data = new FormData();
  data.append('file', file);
  return request<{ result: Upload }>(UPLOAD_PATH, { method: 'POST', data });
}

export type { ImportLine, ImportResult } from './types';

/**
 * A CSV to create rows from. Rows left out answer 101025, whose error still carries the per-row result: handed back
 * like a success, for the caller to show as the warning (spec §8) in full, which lines and why. Any other failure is
 * the caller's to show (skipErrorHandler): a whole file refused is said in the operator's words.
 */
export async function importRows(def: ResourceDef, file: File): Promise<ImportResult> {
  const data = new FormData();
  data.append('file', file);
  try {
    const options = { method: 'POST', data, skipErrorHandler: true };
    return (await request<{ result: ImportResult }>(`${def.api}/import`, options)).result;
  } catch (error) {
    const carried = error instanceof BizError ? (error.result as ImportResult | undefined) : undefined;
    if (error instanceof BizError && error.info.code === ERROR_CODES.cardImportWarning && carried?.rows) return carried;
    throw error;
  }
}
