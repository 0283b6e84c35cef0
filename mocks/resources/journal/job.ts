import type { Row } from '../../crud/query';
import { db, now, type Stored } from '../../db';
import { jobFailedEvent, raise } from '../../notices';
import { lastSlot } from '../../seed/journal';
import type { Fake } from '../fake';
import { journalTables } from './journal';
import type { Rows } from '../../../src/resources';

const asJob = (row: Row) => row as unknown as Stored['job'];
const iso = (ms: number) => new Date(ms).toISOString();

/** The next run of a running job: the first slot of its schedule after now (or after its latest run, if later). */
export function nextRun(job: Stored['job']): string | null {
  if (job.status !== 1) return null;
  const from = Math.max(now(), job.last_run_at ? Date.parse(job.last_run_at) : 0);
  return iso(lastSlot(job.period_ms, job.offset_ms, from) + job.period_ms);
}

/** How long a run now takes: fixed per job and run number, so a test sees the same. */
const durationOf = (job: Stored['job'], n: number) => (job.period_ms >= 86_400_000 ? 45_000 : 1_200) + (n % 7) * 137;

/**
 * Scheduled jobs. Run now (running jobs only: a paused job does not run, not even by hand, until resumed) appends a
 * manual run to the job's history and makes it the latest; a job that fails one run in `fails_every` fails that
 * one, and its failure is told to whoever may open the job. Pause keeps the reason; resume clears it.
 */
const job: Fake<Stored['job']> = {
  seed: (tables) => journalTables(tables).job,
  hidden: ['period_ms', 'offset_ms', 'fails_every'],
  computed: (row) => ({ next_run_at: nextRun(asJob(row)) }),
  actions: {
    run: (row, _input, by) => {
      const j = asJob(row);
      const n = db.jobRun.filter((r) => r.class_name === j.class_name && r.method === j.method).length + 1;
      const failed = j.fails_every > 0 && n % j.fails_every === 0;
      const started = now();
      const duration = durationOf(j, n);
      const run: Rows['jobRun'] = {
        run_id: `RUN${String(db.jobRun.length + 1).padStart(6, '0')}`,
        class_name: j.class_name,
        method: j.method,
        started_at: iso(started),
        finished_at: iso(started + duration),
        duration_ms: duration,
        result: failed ? 2 : 1,
        trigger: 'manual',
        operator: by.admin.email,
        error: failed ? 'Lock wait timeout exceeded' : null,
      };
      db.jobRun.push(run);
      // Told when the call answers (the fake runs it at once).
      if (failed) raise({ ...jobFailedEvent(run), at: run.started_at });
      return { changes: { last_run_at: run.started_at, last_result: run.result } };
    },
    pause: (_row, input) => ({ changes: { status_reason: input.reason ?? null } }),
    resume: () => ({ changes: { status_reason: null } }),
  },
};

export default job;
