import { request } from '@umijs/max';
import type { DownloadedFile } from '@/request/download';
import { EXPORT_JOB_PATHS } from '@/services/paths';

/**
 * An export of more than EXPORT_LIMIT rows, written by the server in the background (its id is its file log row's):
 * what the export answers instead of a file, and what each poll answers.
 */
export interface ExportJob {
  job_id: string;
  resource: string;
  status: 'running' | 'ready';
  /** Data rows of the file. */
  total: number;
  /** Data rows written so far. */
  done: number;
  file_name: string;
}

/** How often the console asks how far a job is. */
export const EXPORT_JOB_POLL_MS = 1000;

/** The file log page, where every job's file is listed too. */
export const FILE_LOG_PAGE = '/journal/fileMag';

export const getExportJob = (id: string) => request<{ result: ExportJob }>(EXPORT_JOB_PATHS.job(id), { method: 'GET' });

/** The whole file once the job is ready, saved by the request layer as a download. */
export const downloadExportJob = (id: string) =>
  request<DownloadedFile>(EXPORT_JOB_PATHS.file(id), { method: 'GET', responseType: 'blob' });
