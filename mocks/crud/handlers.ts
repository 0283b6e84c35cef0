import { http, type HttpHandler } from 'msw';
import Papa from 'papaparse';
import type { ActionDef, ImportLine, ImportResult, InputDef, ResourceDef } from '../../src/console/types';
import { enumCodeOf, type CheckContext } from '../../src/console/validate';
import { now } from '../db';
import { ERRORS } from '../errors';
import { clientIp, guarded, holdsPermission, readBody, type Session } from '../http';
import {
  createRow,
  inputRefusal,
  makerRefusal,
  readInput,
  refusal,
  viewRow,
  type Behaviour,
  type Outcome,
} from './actions';
import { perform } from './control';
import { heldRefusal } from '../work';
import { allows } from '../../src/console/when';
import { csvHeaders, EXPORT_LIMIT, exportFileName, exportParams, toCsv } from './csv';
import { startExportJob } from './exportJobs';
import { exportLabels } from './exportLabels';
import { listPage, selectRows } from './query';

/** The most data rows one CSV import takes, and its largest file. */
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_BYTES = 1024 * 1024;

export interface BulkResult {
  id: string;
  ok: boolean;
  code?: number;
  message?: string;
  /** The request made for this row instead of the change (dual control). */
  approval_id?: string;
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
  /** Codes that open this route without the page: the list, to the holders of an action picking from it. */
  alsoFor?: readonly string[];
  resolve: Resolver;
}

/**
 * The page opens every route of a resource; an action or the export also needs its own code. The list also answers
 * the holders of an action whose form picks from it (a complaint's assignee among the admin accounts).
 */
function behind(def: ResourceDef, route: Pick<Route, 'code' | 'alsoFor'>, resolve: Resolver) {
  return guarded({}, (info) => {
    const holds = (code: string) => holdsPermission(info.session.admin, code);
    const opened = holds(def.page) || (route.alsoFor ?? []).some(holds);
    if (!opened || (route.code && !holds(route.code))) return info.session.failWith('permissionDenied');
    return resolve(info);
  });
}

/** Who may pick from a resource's rows without its page, and the only fields they are answered. */
export interface Lookup {
  codes: string[];
  fields: string[];
}

/**
 * Action and create codes whose forms pick from each resource's rows (`options` inputs), by resource key, with the
 * fields those inputs show, search and filter by.
 */
export function optionLookups(resources: readonly ResourceDef[]): Record<string, Lookup> {
  const out: Record<string, Lookup> = {};
  const add = (form: Record<string, InputDef> | undefined, code: string) => {
    for (const input of Object.values(form ?? {})) {
      if (!input.options) continue;
      const { resource, value, label, filter } = input.options;
      const lookup = (out[resource] ??= { codes: [], fields: [] });
      if (!lookup.codes.includes(code)) lookup.codes.push(code);
      for (const f of [value, label, ...Object.keys(filter ?? {})])
        if (!lookup.fields.includes(f)) lookup.fields.push(f);
    }
  };
  for (const def of resources) {
    for (const action of def.actions ?? []) add(action.form, action.permission);
    if (def.create) add(def.create.form, def.create.permission);
  }
  return out;
}

/** The answer of a change: the row as served, plus what is shown once (`extra`: a new secret). */
const answer = (session: Session, outcome: Outcome) =>
  outcome.ok
    ? session.reply(outcome.answer ?? { ...outcome.row, ...outcome.extra })
    : session.fail(outcome.code, outcome.message);

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

function routes(def: ResourceDef, behaviour: Behaviour, context: () => CheckContext, lookup?: Lookup): Route[] {
  const { rows, visible } = behaviour;
  // Rows the operator may not see (another's requests) are not there for them at all.
  const mine = (session: Session) => (visible ? rows().filter((row) => visible(row, session.admin)) : rows());
  const find = (id: string, session: Session) => mine(session).find((row) => String(row[def.rowKey]) === id);
  const viewed = (session: Session) => mine(session).map((row) => viewRow(behaviour, row));
  const actions = (scope: ActionDef['scope']) => (def.actions ?? []).filter((a) => a.scope === scope);
  const Key = pascal(def.key);
  // A derived table (totals for a period) answers rows made from the query; its own filters are not applied again.
  const consumed = new Set(behaviour.consumes ?? []);
  const filtered: ResourceDef = behaviour.derive
    ? { ...def, list: { ...def.list, filters: def.list.filters.filter((f) => !consumed.has(f)) } }
    : def;
  const source = (params: URLSearchParams, session: Session) =>
    behaviour.derive
      ? behaviour.derive(params)
      : ({ ok: true, value: viewed(session) } as { ok: true; value: ReturnType<typeof viewed> });

  // The call made (or, under dual control, asked for): mocks/crud/control.ts.
  const run = (action: ActionDef, id: string, body: Record<string, unknown>, request: Request, session: Session) => {
    // A decision on a request is refused by its maker check (101030), not hidden: the maker learns why.
    const row = action.maker ? rows().find((r) => String(r[def.rowKey]) === id) : find(id, session);
    if (!row) return refusal('notFound');
    // A queue item another operator holds is theirs until taken over (mocks/work.ts).
    const held = heldRefusal(def.key, id, session.admin);
    if (held) return held;
    const by = { admin: session.admin, ip: clientIp(request) };
    return perform(def, action, row, body, { by }, behaviour, context());
  };

  const list: Route = {
    method: 'get',
    name: `list${Key}`,
    path: def.api,
    alsoFor: lookup?.codes,
    resolve: ({ request, session }) => {
      const params = new URL(request.url).searchParams;
      const rowsOf = source(params, session);
      if (!rowsOf.ok) return session.invalid(rowsOf.param);
      const page = listPage(filtered, rowsOf.value, params);
      if (!page.ok) return session.invalid(page.param);
      // Opened only to pick from: the fields the picking form needs, nothing else of the rows.
      if (lookup && !holdsPermission(session.admin, def.page)) {
        const keep = [...new Set([def.rowKey, ...lookup.fields])];
        const list = page.value.list.map((row) => Object.fromEntries(keep.map((f) => [f, row[f]])));
        return session.reply({ ...page.value, list });
      }
      return session.reply(page.value);
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
            if ('refused' in input) return answer(session, inputRefusal(input));
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
          resolve: async ({ request, session }) => {
            const params = new URL(request.url).searchParams;
            const how = exportParams(params);
            if (!how.ok) return session.invalid(how.param);
            const rowsOf = source(params, session);
            if (!rowsOf.ok) return session.invalid(rowsOf.param);
            const selected = selectRows(filtered, rowsOf.value, params);
            if (!selected.ok) return session.invalid(selected.param);
            const labels = await exportLabels(how.lang);
            // Too many for one answer: every row is written in the background instead (never a cut file).
            if (selected.value.length > EXPORT_LIMIT) {
              const by = { admin: session.admin, lang: how.lang, tz: how.tz, params };
              return session.reply(startExportJob(def, selected.value, by));
            }
            const csv = toCsv(def, selected.value, { labels, tz: how.tz });
            return session.file(csv, csvHeaders(exportFileName(def.key, now())));
          },
        },
      ]
    : [];

  // A CSV of rows to create: each line checked and created as the create form would, and answered line by line.
  const imported: Route[] =
    def.import && def.create
      ? [
          {
            method: 'post',
            name: `import${Key}`,
            path: `${def.api}/import`,
            code: def.import.permission,
            resolve: async ({ request, session }) => {
              let form: FormData;
              try {
                form = await request.formData();
              } catch {
                return session.invalid('file');
              }
              const file = form.get('file');
              if (!file || typeof file === 'string' || file.size > IMPORT_MAX_BYTES) return session.invalid('file');
              const text = await file.text();
              // A CSV is text: a binary file (a spreadsheet, an image renamed .csv) is refused whole.
              if (!/\.csv$/i.test(file.name) || text.includes('\u0000') || text.includes('\ufffd'))
                return session.invalid('file');
              const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
                header: true,
                skipEmptyLines: 'greedy',
                transformHeader: (h) => h.trim(),
              });
              const columns = def.import!.columns;
              const header = parsed.meta.fields ?? [];
              if (!columns.every((c) => header.includes(c))) return session.invalid('columns');
              if (!parsed.data.length || parsed.data.length > IMPORT_MAX_ROWS) return session.invalid('file');
              const by = { admin: session.admin, ip: clientIp(request), via: 'import' as const };
              const inputs = def.create!.form;
              // An enumeration's column takes a code or a name in either language (the console's hint lists them).
              const names = await Promise.all([exportLabels('zh-CN'), exportLabels('en-US')]);
              const read = (c: string, text: string) =>
                inputs[c]?.type === 'enum' && text ? enumCodeOf(inputs[c], text, names) : text;
              const rows = parsed.data.map((record, i): ImportLine => {
                const values = Object.fromEntries(columns.map((c) => [c, String(record[c] ?? '').trim()]));
                const line = i + 2;
                const coded = Object.fromEntries(columns.map((c) => [c, read(c, values[c])]));
                const input = readInput({ form: inputs }, coded, context());
                if ('refused' in input) {
                  const refused = inputRefusal(input);
                  return {
                    line,
                    values,
                    ok: false,
                    code: refused.code,
                    message: refused.message,
                    field: input.refused,
                  };
                }
                const outcome = createRow(def, input.values, by, behaviour);
                return outcome.ok
                  ? { line, values, ok: true, id: String(outcome.row[def.rowKey]) }
                  : { line, values, ok: false, code: outcome.code, message: outcome.message };
              });
              const accepted = rows.filter((r) => r.ok).length;
              const result: ImportResult = { total: rows.length, accepted, rejected: rows.length - accepted, rows };
              return result.rejected
                ? session.fail(ERRORS.importWarning.code, ERRORS.importWarning.message, { result })
                : session.reply(result);
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
        if (!outcome.ok) return { id, ok: false, code: outcome.code, message: outcome.message };
        const approval = outcome.answer?.approval as { approval_id: string } | undefined;
        return approval ? { id, ok: true, approval_id: approval.approval_id } : { id, ok: true };
      });
      return session.reply(results);
    },
  }));

  const detail: Route = {
    method: 'get',
    name: `get${Key}`,
    path: `${def.api}/:id`,
    resolve: ({ params, session }) => {
      const row = find(String(params.id), session);
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
            const row = find(String(params.id), session);
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

  // A file of one row (a statement): nothing changes, the action's code is needed.
  const downloads = actions('row')
    .filter((a) => a.download)
    .map((action): Route => ({
      method: 'get',
      name: `${action.key}${Key}`,
      path: `${def.api}/:id/${action.key}`,
      code: action.permission,
      resolve: ({ params, request, session }) => {
        const row = find(String(params.id), session);
        const make = behaviour.downloads?.[action.key];
        if (!row || !make) return session.failWith('notFound');
        const seen = viewRow(behaviour, row);
        const notMine = makerRefusal(action, row, { admin: session.admin, ip: clientIp(request) });
        if (notMine) return answer(session, notMine);
        if (!allows(action, seen)) return session.failWith('wrongStatus');
        const file = make(seen, session.admin);
        if ('ok' in file) return answer(session, file);
        return session.file(file.body, {
          ...csvHeaders(file.name),
          'content-type': file.type,
        });
      },
    }));

  const rowActions = actions('row')
    .filter((a) => !a.download)
    .map((action): Route => ({
      method: 'post',
      name: `${action.key}${Key}`,
      path: `${def.api}/:id/${action.key}`,
      code: action.permission,
      resolve: async ({ params, request, session }) =>
        answer(session, run(action, String(params.id), await readBody(request), request, session)),
    }));

  // In match order: `export` and `bulk/...` would otherwise be taken for a row id.
  return [list, ...created, ...exported, ...imported, ...bulk, detail, ...documents, ...downloads, ...rowActions];
}

/**
 * The msw handlers of one declaration over its table: list, detail, export (with `exportPermission`), each row
 * action (`POST {api}/:id/{key}`) and each bulk action (`POST {api}/bulk/{key}` with `{ ids }`).
 */
export function resourceHandlers(
  def: ResourceDef,
  behaviour: Behaviour,
  context: () => CheckContext = () => ({}),
  lookup?: Lookup,
): HttpHandler[] {
  return routes(def, behaviour, context, lookup).map((r) => http[r.method]('*' + r.path, behind(def, r, r.resolve)));
}

export interface ResourceRoute {
  method: 'GET' | 'POST';
  name: string;
  path: string;
  code?: string;
  /** Codes that open it without the page (the list, for an action's option lookups). */
  alsoFor?: readonly string[];
}

/** What resourceHandlers serves for a declaration, for documents and tests: method, name, path, permission code. */
export function resourceRoutes(def: ResourceDef, behaviour: Partial<Behaviour> = {}, lookup?: Lookup): ResourceRoute[] {
  return routes(def, { rows: () => [], ...behaviour }, () => ({}), lookup).map((r) => ({
    method: r.method === 'get' ? 'GET' : 'POST',
    name: r.name,
    path: r.path,
    code: r.code,
    ...(r.alsoFor?.length ? { alsoFor: r.alsoFor } : {}),
  }));
}
