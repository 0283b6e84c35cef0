import { http, type HttpHandler } from 'msw';
import type { ActionDef, ResourceDef } from '../../src/console/types';
import type { CheckContext } from '../../src/console/validate';
import { now } from '../db';
import { clientIp, guarded, holdsPermission, readBody, type Session } from '../http';
import {
  applyAction,
  createRow,
  invalidField,
  readInput,
  refusal,
  viewRow,
  type Behaviour,
  type Outcome,
} from './actions';
import { csvHeaders, exportFileName, toCsv } from './csv';
import { listPage, selectRows } from './query';

export interface BulkResult {
  id: string;
  ok: boolean;
  code?: number;
  message?: string;
}

type Resolver = Parameters<typeof guarded>[1];

interface Route {
  method: 'get' | 'post';
  /** What the document calls it (operationId). */
  name: string;
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

/** The answer of a change: the row as served, plus what is shown once (`extra`: a new secret). */
const answer = (session: Session, outcome: Outcome) =>
  outcome.ok ? session.reply({ ...outcome.row, ...outcome.extra }) : session.fail(outcome.code, outcome.message);

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function routes(def: ResourceDef, behaviour: Behaviour, context: () => CheckContext): Route[] {
  const { rows } = behaviour;
  const find = (id: string) => rows().find((row) => String(row[def.rowKey]) === id);
  const viewed = () => rows().map((row) => viewRow(behaviour, row));
  const actions = (scope: ActionDef['scope']) => (def.actions ?? []).filter((a) => a.scope === scope);
  const Key = pascal(def.key);

  const run = (action: ActionDef, id: string, body: Record<string, unknown>, request: Request, session: Session) => {
    const row = find(id);
    if (!row) return refusal('notFound');
    const input = readInput(action, body, { ...context(), row });
    if ('refused' in input) return invalidField(input.refused);
    return applyAction(def, action, row, input, { admin: session.admin, ip: clientIp(request) }, behaviour);
  };

  const list: Route = {
    method: 'get',
    name: `list${Key}`,
    path: def.api,
    resolve: ({ request, session }) => {
      const page = listPage(def, viewed(), new URL(request.url).searchParams);
      return page.ok ? session.reply(page.value) : session.invalid(page.param);
    },
  };

  const created: Route[] = def.create
    ? [
        {
          method: 'post',
          name: `create${Key}`,
          path: def.api,
          code: def.create.permission,
          resolve: async ({ request, session }) => {
            const input = readInput({ form: def.create!.form }, await readBody(request), context());
            if ('refused' in input) return answer(session, invalidField(input.refused));
            const by = { admin: session.admin, ip: clientIp(request) };
            return answer(session, createRow(def, input.values, by, behaviour));
          },
        },
      ]
    : [];

  const exported: Route[] = def.exportPermission
    ? [
        {
          method: 'get',
          name: `export${Key}`,
          path: `${def.api}/export`,
          code: def.exportPermission,
          resolve: ({ request, session }) => {
            const selected = selectRows(def, viewed(), new URL(request.url).searchParams);
            if (!selected.ok) return session.invalid(selected.param);
            return session.file(toCsv(def, selected.value), csvHeaders(exportFileName(def.key, now())));
          },
        },
      ]
    : [];

  // The whole call is refused only without the code or without ids; each id then gets its own answer.
  const bulk = actions('bulk').map((action): Route => ({
    method: 'post',
    name: `bulk${pascal(action.key)}${Key}`,
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
    name: `get${Key}`,
    path: `${def.api}/:id`,
    resolve: ({ params, session }) => {
      const row = find(String(params.id));
      return row ? session.reply(viewRow(behaviour, row)) : session.failWith('notFound');
    },
  };

  const documents: Route[] = behaviour.document
    ? [
        {
          method: 'get',
          name: `get${Key}Document`,
          path: `${def.api}/:id/documents/:docId`,
          resolve: ({ params, session }) => {
            const row = find(String(params.id));
            const file = row && behaviour.document!(row, String(params.docId));
            if (!file) return session.failWith('notFound');
            const name = file.name.replace(/[^\w.-]/g, '_');
            return session.file(file.body, {
              'content-type': file.type,
              'content-disposition': `inline; filename="${name}"`,
              'cache-control': 'no-store',
              'x-content-type-options': 'nosniff',
            });
          },
        },
      ]
    : [];

  const rowActions = actions('row').map((action): Route => ({
    method: 'post',
    name: `${action.key}${Key}`,
    path: `${def.api}/:id/${action.key}`,
    code: action.permission,
    resolve: async ({ params, request, session }) =>
      answer(session, run(action, String(params.id), await readBody(request), request, session)),
  }));

  // In match order: `export` and `bulk/...` would otherwise be taken for a row id.
  return [list, ...created, ...exported, ...bulk, detail, ...documents, ...rowActions];
}

/**
 * The msw handlers of one declaration over its table: list, detail, export (with `exportPermission`), each row
 * action (`POST {api}/:id/{key}`) and each bulk action (`POST {api}/bulk/{key}` with `{ ids }`).
 */
export function resourceHandlers(
  def: ResourceDef,
  behaviour: Behaviour,
  context: () => CheckContext = () => ({}),
): HttpHandler[] {
  return routes(def, behaviour, context).map((r) => http[r.method]('*' + r.path, behind(def, r.code, r.resolve)));
}

export interface ResourceRoute {
  method: 'GET' | 'POST';
  name: string;
  path: string;
  code?: string;
}

/** What resourceHandlers serves for a declaration, for documents and tests: method, name, path, permission code. */
export function resourceRoutes(def: ResourceDef, behaviour: Partial<Behaviour> = {}): ResourceRoute[] {
  return routes(def, { rows: () => [], ...behaviour }, () => ({})).map((r) => ({
    method: r.method === 'get' ? 'GET' : 'POST',
    name: r.name,
    path: r.path,
    code: r.code,
  }));
}
