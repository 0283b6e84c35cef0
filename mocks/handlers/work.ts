import { http } from 'msw';
import {
  ASSIGN_CODE,
  WORK_ACTIONS,
  WORK_PAGE,
  WORK_PATHS,
  queueByKey,
  queueOfResource,
  type QueueDef,
  type WorkResult,
} from '../../src/services/queues';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../crud/query';
import { findAdmin } from '../db';
import { clientIp, guarded, holdsPermission, readBody, text, type Session } from '../http';
import {
  assign,
  claim,
  claimsOf,
  mayWork,
  next,
  queueItems,
  queueSummaries,
  release,
  takeOver,
  tellOverdue,
} from '../work';

/** The most items one claim, release, assignment or take-over names. */
export const WORK_BATCH_MAX = 100;

/** The queue of the path, when the caller may work it; else the answer refusing it (100404, 403). */
function queueFor(name: unknown, session: Session): QueueDef | Response {
  const q = queueByKey(String(name));
  if (!q) return session.failWith('notFound');
  return mayWork(session.admin, q) ? q : session.failWith('permissionDenied');
}

function pageParam(params: URLSearchParams, name: string, fallback: number, max: number): number | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : 0;
  return value >= 1 && value <= max ? value : undefined;
}

/** The fake backend's work calls (src/services/queues.ts WORK_PATHS). */
export const workHandlers = [
  http.get(
    '*' + WORK_PATHS.queues,
    guarded({}, ({ session }) => {
      tellOverdue();
      return session.reply({ items: queueSummaries(session.admin) });
    }),
  ),
  http.get(
    '*' + WORK_PATHS.itemsPattern,
    guarded({}, ({ params, request, session }) => {
      const q = queueFor(params.queue, session);
      if (q instanceof Response) return q;
      const query = new URL(request.url).searchParams;
      const current = pageParam(query, 'current', 1, Number.MAX_SAFE_INTEGER);
      if (current === undefined) return session.invalid('current');
      const pageSize = pageParam(query, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
      if (pageSize === undefined) return session.invalid('pageSize');
      const items = queueItems(q, session.admin);
      const start = (current - 1) * pageSize;
      return session.reply({ list: items.slice(start, start + pageSize), total: items.length, current, pageSize });
    }),
  ),
  http.get(
    '*' + WORK_PATHS.claims,
    guarded({}, ({ request, session }) => {
      const q = queueOfResource(new URL(request.url).searchParams.get('resource')?.trim() ?? '');
      if (!q) return session.invalid('resource');
      if (!mayWork(session.admin, q)) return session.failWith('permissionDenied');
      return session.reply({ list: claimsOf(q.resource) });
    }),
  ),
  http.post(
    '*' + WORK_PATHS.nextPattern,
    guarded({}, ({ params, request, session }) => {
      const q = queueFor(params.queue, session);
      if (q instanceof Response) return q;
      return session.reply({ item: next(q, { admin: session.admin, ip: clientIp(request) }) });
    }),
  ),
  ...WORK_ACTIONS.map((action) =>
    http.post(
      '*' + WORK_PATHS.actPattern(action),
      // Assigning is a button of the "My work" page.
      guarded(action === 'assign' ? { permission: WORK_PAGE } : {}, async ({ params, request, session }) => {
        if (action === 'assign' && !holdsPermission(session.admin, ASSIGN_CODE)) {
          return session.failWith('permissionDenied');
        }
        const q = queueFor(params.queue, session);
        if (q instanceof Response) return q;
        const body = await readBody(request);
        const ids = Array.isArray(body.ids) ? body.ids.map(text) : [];
        if (!ids.length || ids.length > WORK_BATCH_MAX || ids.some((id) => id === undefined)) {
          return session.invalid('ids');
        }
        const to = action === 'assign' ? findAdmin(text(body.admin_id) ?? '') : undefined;
        if (action === 'assign' && !to) return session.invalid('admin_id');
        const by = { admin: session.admin, ip: clientIp(request) };
        const results = [...new Set(ids as string[])].map((id): WorkResult => {
          if (action === 'claim') return claim(q, id, by);
          if (action === 'takeover') return takeOver(q, id, by);
          if (action === 'release') return release(q, id, by);
          return assign(q, id, to!, by);
        });
        return session.reply(results);
      }),
    ),
  ),
];
