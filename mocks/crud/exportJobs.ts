/**
 * Exports of more than EXPORT_LIMIT rows (issue 20): a background job that writes every row into one file, recorded
 * in the file log (`fileLog`, its `file_id` is the job's id) while it runs and with its row count and size when done,
 * and downloaded by the operator who started it (while they still hold the page and its export code).
 *
 * The rows are those the filters kept when the job started, as its operator saw them; they are written a part at a
 * time: the next EXPORT_JOB_STEP rows at each poll of the job, and as many as the server's clock says are due
 * (EXPORT_JOB_RATE a second) at any read. With the tests' pinned clock a job moves only when polled: deterministic.
 */
import type { ResourceDef } from '../../src/console/types';
import { resourceByKey } from '../../src/resources';
import { db, now, type Stored } from '../db';
import { holdsPermission } from '../http';
import { refusal, type Refusal } from './actions';
import { csvFile, csvLines, exportFileName, type ExportLang } from './csv';
import { loadedExportLabels } from './exportLabels';
import type { Row } from './query';

/** Rows written at each poll of a job. */
export const EXPORT_JOB_STEP = 4_000;
/** Rows written per second of the server's clock, polled or not. */
export const EXPORT_JOB_RATE = 5_000;

export type ExportJobStatus = 'running' | 'ready';

export interface ExportJobRow {
  /** The file log row's `file_id`. */
  job_id: string;
  resource: string;
  admin_id: string;
  status: ExportJobStatus;
  /** Data rows of the file. */
  total: number;
  /** Data rows written so far. */
  done: number;
  file_name: string;
  lang: ExportLang;
  tz: string;
  started_at: number;
  /** The rows still to write, as selected at the start; emptied once written. */
  rows: Row[];
  /** The file's lines written so far, header first; emptied once the file is made. */
  lines: string[];
  /** The whole file, once ready. */
  content?: string;
}

/** What the export and the job's own route answer about a job. */
export interface ExportJob {
  job_id: string;
  resource: string;
  status: ExportJobStatus;
  total: number;
  done: number;
  file_name: string;
}

export const jobView = (job: ExportJobRow): ExportJob => ({
  job_id: job.job_id,
  resource: job.resource,
  status: job.status,
  total: job.total,
  done: job.done,
  file_name: job.file_name,
});

/** The next file log id, after the highest one (`F000181`). */
function nextFileId(): string {
  const top = db.fileLog.reduce((max, f) => Math.max(max, Number(/^F(\d+)$/.exec(f.file_id)?.[1] ?? 0)), 0);
  return `F${String(top + 1).padStart(6, '0')}`;
}

/** The query an export was asked with, without the paging, language, zone and request id: its filters and sort. */
function filtersOf(params: URLSearchParams): Record<string, string> {
  const skip = new Set(['current', 'pageSize', 'lang', 'tz', 'requestId']);
  return Object.fromEntries([...params].filter(([k]) => !skip.has(k)));
}

/**
 * Starts the job of an export of `rows` (every row the filters kept, in order), and records its file in the file
 * log as being processed. The export's labels must be loaded (exportLabels) before it is called.
 */
export function startExportJob(
  def: ResourceDef,
  rows: readonly Row[],
  by: { admin: Stored['admin']; lang: ExportLang; tz: string; params: URLSearchParams },
): ExportJob {
  const at = now();
  const job: ExportJobRow = {
    job_id: nextFileId(),
    resource: def.key,
    admin_id: by.admin.id,
    status: 'running',
    total: rows.length,
    done: 0,
    file_name: exportFileName(def.key, at),
    lang: by.lang,
    tz: by.tz,
    started_at: at,
    rows: [...rows],
    lines: [],
  };
  db.fileLog.push({
    file_id: job.job_id,
    file_name: job.file_name,
    kind: 'export',
    resource: def.key,
    operator: by.admin.email,
    operator_id: by.admin.id,
    size: 0,
    rows: null,
    status: 0,
    error: null,
    meta: { filters: filtersOf(by.params), rows: rows.length, background: true },
    at: new Date(at).toISOString(),
  });
  db.exportJobs.push(job);
  return jobView(job);
}

/**
 * Writes what is due of a running job: up to the clock's due count, and at a poll the next EXPORT_JOB_STEP rows too.
 * The last part makes the file and completes its file log row (rows, size in bytes, success).
 */
export function advanceExportJob(job: ExportJobRow, opts: { poll: boolean }): void {
  if (job.status !== 'running') return;
  const def = resourceByKey(job.resource);
  const labels = loadedExportLabels(job.lang);
  if (!def || !labels) return;
  const byClock = Math.floor(((now() - job.started_at) / 1000) * EXPORT_JOB_RATE);
  const target = Math.min(job.total, Math.max(byClock, job.done + (opts.poll ? EXPORT_JOB_STEP : 0)));
  if (target <= job.done && job.done < job.total) return;
  const { header, line } = csvLines(def, { labels, tz: job.tz });
  if (!job.lines.length) job.lines.push(header);
  for (const row of job.rows.slice(job.done, target)) job.lines.push(line(row));
  job.done = target;
  if (job.done < job.total) return;
  job.content = csvFile(job.lines);
  job.status = 'ready';
  job.rows = [];
  job.lines = [];
  const logged = db.fileLog.find((f) => f.file_id === job.job_id);
  if (logged) Object.assign(logged, { status: 1, rows: job.total, size: new TextEncoder().encode(job.content).length });
}

/** Every running job brought up to the clock (before the file log is read). */
export function settleExportJobs(): void {
  for (const job of db.exportJobs) advanceExportJob(job, { poll: false });
}

export const findExportJob = (id: string) => db.exportJobs.find((j) => j.job_id === id);

/**
 * The job as the operator may follow and download it: only its maker's (another's job is not there for them,
 * 100404), and only while they hold its page and export code (403), as for the export itself.
 */
export function ownExportJob(id: string, admin: Stored['admin']): { ok: true; job: ExportJobRow } | Refusal {
  const job = findExportJob(id);
  if (!job || job.admin_id !== admin.id) return refusal('notFound');
  const def = resourceByKey(job.resource);
  if (!def?.exportPermission) return refusal('notFound');
  if (!holdsPermission(admin, def.page) || !holdsPermission(admin, def.exportPermission))
    return refusal('permissionDenied');
  return { ok: true, job };
}
