import { http } from 'msw';
import { EXPORT_JOB_PATHS } from '../../src/services/paths';
import { csvHeaders } from '../crud/csv';
import { exportLabels } from '../crud/exportLabels';
import { advanceExportJob, jobView, ownExportJob } from '../crud/exportJobs';
import { guarded } from '../http';

/**
 * A background export (mocks/crud/exportJobs.ts): `GET …/export-jobs/:jobId` polls it (each poll writes its next
 * part) and answers its progress; `GET …/export-jobs/:jobId/file` answers the whole file once it is ready (101014
 * before). Another operator's job is not found (100404); without the page or its export code, 403.
 */
export const exportJobHandlers = [
  http.get(
    '*' + EXPORT_JOB_PATHS.jobPattern,
    guarded({}, async ({ params, session }) => {
      const own = ownExportJob(String(params.jobId), session.admin);
      if (!own.ok) return session.fail(own.code, own.message);
      const { job } = own;
      // A job restored from a saved demo database writes once its labels are loaded again.
      await exportLabels(job.lang);
      advanceExportJob(job, { poll: true });
      return session.reply(jobView(job));
    }),
  ),
  http.get(
    '*' + EXPORT_JOB_PATHS.filePattern,
    guarded({}, async ({ params, session }) => {
      const own = ownExportJob(String(params.jobId), session.admin);
      if (!own.ok) return session.fail(own.code, own.message);
      const { job } = own;
      await exportLabels(job.lang);
      advanceExportJob(job, { poll: false });
      if (job.content === undefined) return session.failWith('wrongStatus');
      return session.file(job.content, csvHeaders(job.file_name));
    }),
  ),
];
