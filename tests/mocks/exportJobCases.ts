/**
 * The contract cases of background exports (tests/mocks/openapi.test.ts): a job started over a list grown past the
 * export limit, followed to its end, its file downloaded from the job and from its file log row.
 */
import { EXPORT_LIMIT } from '../../mocks/crud/csv';
import { growTable } from '../../mocks/grow';
import { resourceByKey } from '../../src/resources';
import { EXPORT_JOB_PATHS } from '../../src/services/paths';
import { ADMIN, account, call, download, signIn, type Answer, type Download } from './helpers';

type Case = () => Promise<(Answer | Download)[]>;

const order = resourceByKey('order')!;
const fileLog = resourceByKey('fileLog')!;

/** The admin's token and a job of one more order than the limit, with the answer that started it. */
async function startJob() {
  growTable('order', EXPORT_LIMIT + 1);
  const token = await signIn(ADMIN);
  const started = await call('GET', `${order.api}/export`, { token });
  return { token, started, id: (started.body.result as { job_id: string }).job_id };
}

async function finished() {
  const job = await startJob();
  let status = 'running';
  while (status === 'running')
    status = ((await call('GET', EXPORT_JOB_PATHS.job(job.id), { token: job.token })).body.result as { status: string })
      .status;
  return job;
}

const other = () => signIn(account('approver@payops.test'));

export const EXPORT_JOB_CASES: Record<string, Case> = {
  getExportJob: async () => {
    const { token, id } = await startJob();
    return [
      await call('GET', EXPORT_JOB_PATHS.job(id), { token }),
      await call('GET', EXPORT_JOB_PATHS.job(id), { token: await other() }),
      await call('GET', EXPORT_JOB_PATHS.job(id)),
    ];
  },
  downloadExportJob: async () => {
    const { token, id } = await startJob();
    const early = await download(EXPORT_JOB_PATHS.file(id), { token });
    while (
      ((await call('GET', EXPORT_JOB_PATHS.job(id), { token })).body.result as { done: number }).done <= EXPORT_LIMIT
    );
    return [
      early,
      await download(EXPORT_JOB_PATHS.file(id), { token }),
      await download(EXPORT_JOB_PATHS.file(id), { token: await other() }),
    ];
  },
  downloadFileLog: async () => {
    const { token, id } = await finished();
    return [
      await download(`${fileLog.api}/${id}/download`, { token }),
      await download(`${fileLog.api}/${id}/download`, { token: await other() }),
      await download(`${fileLog.api}/F000001/download`, { token }),
      await download(`${fileLog.api}/${id}/download`),
    ];
  },
};

/** The answer of an export that starts a job, for the export's own case. */
export const startedExport = async () => (await startJob()).started;
