import Papa from 'papaparse';
import { EXPORT_LIMIT } from '../../mocks/crud/csv';
import { EXPORT_JOB_STEP } from '../../mocks/crud/exportJobs';
import { advanceClock, db } from '../../mocks/db';
import { growTable } from '../../mocks/grow';
import { resourceByKey } from '../../src/resources';
import { EXPORT_JOB_PATHS } from '../../src/services/paths';
import { ADMIN, account, call, download, pinClock, signIn } from './helpers';

const order = resourceByKey('order')!;
const fileLog = resourceByKey('fileLog')!;
const APPROVER = account('approver@payops.test');
/** More than the limit, and not a whole number of poll steps. */
const BIG = EXPORT_LIMIT + 2_345;

/** The CSV's data rows (byte-order mark dropped), by header. */
function dataRows(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { data } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  const [header, ...rows] = data;
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

interface Job {
  job_id: string;
  resource: string;
  status: 'running' | 'ready';
  total: number;
  done: number;
  file_name: string;
}

describe('exports of more than 10,000 rows run as a background job (issue 20)', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('up to the limit nothing changes: the file at once, every row', async () => {
    growTable('order', EXPORT_LIMIT);
    const csv = await download(`${order.api}/export`, { token, query: { lang: 'en-US' } });
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="order-/);
    expect(dataRows(csv.text)).toHaveLength(EXPORT_LIMIT);
    expect(db.exportJobs).toEqual([]);
  });

  it('over it: a job with progress, in the file log while it runs, then the whole file', async () => {
    growTable('order', BIG);
    const logged = db.fileLog.length;
    const started = await call('GET', `${order.api}/export`, { token, query: { lang: 'en-US' } });
    const job = started.body.result as Job;
    expect(started.body.code).toBe(0);
    expect(job).toMatchObject({ resource: 'order', status: 'running', total: BIG, done: 0 });
    expect(job.file_name).toMatch(/^order-\d{8}-\d{6}\.csv$/);

    // In the file log at once, as being processed, under the job's id.
    expect(db.fileLog).toHaveLength(logged + 1);
    const row = (await call('GET', fileLog.api, { token, query: { file_id: job.job_id } })).body.result as {
      list: Record<string, unknown>[];
    };
    expect(row.list[0]).toMatchObject({ kind: 'export', resource: 'order', status: 0, operator: ADMIN.email });
    expect(row.list[0].downloadable).toBe(0);
    expect((await download(EXPORT_JOB_PATHS.file(job.job_id), { token })).text).toContain('"code":101014');

    // Each poll writes the next part (the tests' clock is pinned: nothing else moves it).
    const seen: number[] = [];
    let now = job;
    while (now.status === 'running') {
      now = (await call('GET', EXPORT_JOB_PATHS.job(job.job_id), { token })).body.result as Job;
      seen.push(now.done);
    }
    expect(seen).toEqual([EXPORT_JOB_STEP, 2 * EXPORT_JOB_STEP, 3 * EXPORT_JOB_STEP, BIG]);
    expect(now).toMatchObject({ status: 'ready', total: BIG, done: BIG });

    // The whole file: every order of the table, each once, and nothing else.
    const file = await download(EXPORT_JOB_PATHS.file(job.job_id), { token });
    expect(file.headers.get('content-disposition')).toContain(`filename="${job.file_name}"`);
    const rows = dataRows(file.text);
    expect(rows).toHaveLength(BIG);
    expect(file.text.trimEnd().split('\r\n')).toHaveLength(BIG + 1);
    const numbers = rows.map((r) => r['Order no.']);
    expect(new Set(numbers)).toEqual(new Set(db.order.map((o) => o.order_no)));

    // The file log has it done, with its rows and size, and serves the same file from its row.
    const done = db.fileLog.find((f) => f.file_id === job.job_id)!;
    expect(done).toMatchObject({ status: 1, rows: BIG, size: file.bytes.length, operator_id: 'adm-1001' });
    const again = await download(`${fileLog.api}/${job.job_id}/download`, { token });
    expect(again.text).toBe(file.text);
  });

  it('writes on with the clock when nobody polls; the file log shows it done', async () => {
    growTable('order', BIG);
    const job = (await call('GET', `${order.api}/export`, { token })).body.result as Job;
    advanceClock(Math.ceil(BIG / 5_000) * 1000);
    const listed = (await call('GET', fileLog.api, { token, query: { file_id: job.job_id } })).body.result as {
      list: Record<string, unknown>[];
    };
    expect(listed.list[0]).toMatchObject({ status: 1, rows: BIG, downloadable: 1 });
    // Chinese headers as asked by default; every row there.
    expect(dataRows((await download(EXPORT_JOB_PATHS.file(job.job_id), { token })).text)).toHaveLength(BIG);
  });

  it("is its maker's only, and only while they may export the page", async () => {
    growTable('order', BIG);
    const job = (await call('GET', `${order.api}/export`, { token })).body.result as Job;
    for (let i = 0; i < 4; i++) await call('GET', EXPORT_JOB_PATHS.job(job.job_id), { token });

    const other = await signIn(APPROVER);
    expect((await call('GET', EXPORT_JOB_PATHS.job(job.job_id), { token: other })).body.code).toBe(100404);
    expect((await download(EXPORT_JOB_PATHS.file(job.job_id), { token: other })).text).toContain('"code":100404');
    expect((await download(`${fileLog.api}/${job.job_id}/download`, { token: other })).text).toContain('"code":403');
    expect((await call('GET', EXPORT_JOB_PATHS.job('F999999'), { token })).body.code).toBe(100404);
    expect((await call('GET', EXPORT_JOB_PATHS.job(job.job_id))).status).toBe(401);

    // The maker without the export code any more: refused too.
    for (const role of db.role) role.codes = role.codes.filter((c) => c !== order.exportPermission);
    expect((await download(EXPORT_JOB_PATHS.file(job.job_id), { token })).text).toContain('"code":403');
    expect((await download(`${fileLog.api}/${job.job_id}/download`, { token })).text).toContain('"code":403');
  });

  it('a seeded file log row has no file to download', async () => {
    const seeded = db.fileLog.find((f) => f.kind === 'export' && f.status === 1 && f.operator_id === 'adm-1001')!;
    expect((await download(`${fileLog.api}/${seeded.file_id}/download`, { token })).text).toContain('"code":101014');
  });
});
