import { http, type HttpHandler } from 'msw';
import type { ActionDef, ResourceDef } from '../../src/console/types';
import { now } from '../db';
import { clientIp, guarded, holdsPermission, readBody, type Session } from '../http';
import { applyAction, invalidField, readInput, refusal, type Outcome } from './actions';
import { csvHeaders, exportFileName, toCsv } from './csv';
import { listPage, selectRows, type Row } from './query';

export interface BulkResult {
  id: string;
  ok: boolean;
  code?: number;
  message?: string;
}

type Resolver = Parameters<typeof guarded>[1];

interface Route {
  method: 'get' | 'post';
  /** Server path, `:id` for the row key. */
  path: string;
  /** Besides the page, the code the caller must hold (an action's or the export's). */
  code?: string;
  resolve: Resolver;
}

/** The page opens every route of a resource; an action or the export also needs its own code. */
function behind(def: ResourceDef, code: string | undefined, resolve: Resolver) {
  return guarded({ permission: def.page }, (info) =>
    code && !holdsPermission(info.session.admin, code) ? info.session.failWith('permissionDenied') : resolve(info),
  );
}

const answer = (session: Session, outcome: Outcome) =>
  outcome.ok ? session.reply(outcome.row) : session.fail(outcome.code, outcome.message);

function routes(def: ResourceDef, rows: () => Row[]): Route[] {
  const find = (id: string) => rows().find((row) => String(row[def.rowKey]) === id);
  const actions = (scope: ActionDef['scope']) => (def.actions ?? []).filter((a) => a.scope === scope);

  const run = (action: ActionDef, id: string, body: Record<string, unknown>, request: Request, session: Session) => {
    const row = find(id);
    if (!row) return refusal('notFound');
    const input = readInput(action, body);
    if ('refused' in input) return invalidField(input.refused);
    return applyAction(def, action, row, input, { admin: session.admin, ip: clientIp(request) });
  };

  const list: Route = {
    method: 'get',
    path: def.api,
    resolve: ({ request, session }) => {
      const page = listPage(def, rows(), new URL(request.url).searchParams);
      return page.ok ? session.reply(page.value) : session.invalid(page.param);
    },
  };

  const exported: Route[] = def.exportPermission
    ? [
        {
          method: 'get',
          path: `${def.api}/export`,
          code: def.exportPermission,
          resolve: ({ request, session }) => {
            const selected = selectRows(def, rows(), new URL(request.url).searchParams);
            if (!selected.ok) return session.invalid(selected.param);
            return session.file(toCsv(def, selected.value), csvHeaders(exportFileName(def.key, now())));
          },
        },
      ]
    : [];

  // The whole call is refused only without the code or without ids; each id then gets its own answer.
  const bulk = actions('bulk').map((action): Route => ({
    method: 'post',
    path: `${def.api}/bulk/${action.key}`,
    code: action.permission,
    resolve: async ({ request, session }) => {
      const body = await readBody(request);
      const ids = Array.isArray(body.ids) ? body.ids : [];
      const usable = ids.every((id) => (typeof id === 'string' && id.trim()) || typeof id === 'number');
      if (!ids.length || !usable) return session.invalid('ids');
      const results = [...new Set(ids.map((id) => String(id).trim()))].map((id): BulkResult => {
        const outcome = run(action, id, body, request, session);
        return outcome.ok ? { id, ok: true } : { id, ok: false, code: outcome.code, message: outcome.message };
      });
      return session.reply(results);
    },
  }));

  const detail: Route = {
    method: 'get',
    path: `${def.api}/:id`,
    resolve: ({ params, session }) => {
      const row = find(String(params.id));
      return row ? session.reply(row) : session.failWith('notFound');
    },
  };

  const rowActions = actions('row').map((action): Route => ({
    method: 'post',
    path: `${def.api}/:id/${action.key}`,
    code: action.permission,
    resolve: async ({ params, request, session }) =>
      answer(session, run(action, String(params.id), await readBody(request), request, session)),
  }));

  // In match order: `export` and `bulk/...` would otherwise be taken for a row id.
  return [list, ...exported, ...bulk, detail, ...rowActions];
}

/**
 * The msw handlers of one declaration over its table: list, detail, export (with `exportPermission`), each row
 * action (`POST {api}/:id/{key}`) and each bulk action (`POST {api}/bulk/{key}` with `{ ids }`).
 */
export function resourceHandlers(def: ResourceDef, rows: () => Row[]): HttpHandler[] {
  return routes(def, rows).map((r) => http[r.method]('*' + r.path, behind(def, r.code, r.resolve)));
}

/** What resourceHandlers serves for a declaration, for documents and tests: method, path, permission code. */
export function resourceRoutes(def: ResourceDef): { method: 'GET' | 'POST'; path: string; code?: string }[] {
  return routes(def, () => []).map((r) => ({
    method: r.method === 'get' ? 'GET' : 'POST',
    path: r.path,
    code: r.code,
  }));
}
