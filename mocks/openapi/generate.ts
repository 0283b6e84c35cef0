/**
 * The OpenAPI documents of the fake backend, built. The contract (mocks/openapi.json): the hand-written part
 * (base.json: sign-in, binding, notices, the shared components; parts/: the dashboard, search, export jobs, notes)
 * plus, for every declaration of src/resources and its behaviour in mocks/resources, each route the generic engine
 * serves (mocks/crud/handlers.ts `resourceRoutes`) with its parameters, bodies and answers. A new declaration is
 * documented without editing anything here. The test controls (base.json's operations marked `x-test-only`) are a
 * document of their own (mocks/openapi.test-controls.json). `npm run openapi` writes both (scripts/openapi.ts); a
 * test fails when a committed one differs.
 */
import type { ActionDef, FieldDef, InputDef, ResourceDef } from '../../src/console/types';
import { ITEMS_MAX, TEXT_MAX } from '../../src/console/validate';
import { ENUMS, type EnumKey } from '../../src/domain/enums';
import { RESOURCES } from '../../src/resources';
import { REASON_MAX, type Behaviour } from '../crud/actions';
import { ERRORS } from '../errors';
import { EXPORT_LIMIT } from '../crud/csv';
import { IMPORT_MAX_ROWS, optionLookups, resourceRoutes, type ResourceRoute } from '../crud/handlers';
import { MAX_PAGE_SIZE, moneyColumns, type Row } from '../crud/query';
import { permissionUrls } from '../crud/tables';
import { BEHAVIOURS } from '../resources';
import base from './base.json';
import {
  actionText,
  createText,
  detailText,
  downloadText,
  importNamesText,
  listText,
  needs,
  summaryOf,
} from './describe';
import dashboardPart from './parts/dashboard.json';
import exportJobsPart from './parts/exportJobs.json';
import notesPart from './parts/notes.json';
import searchPart from './parts/search.json';
import workPart from './parts/work.json';
import { queueOfResource } from '../../src/services/queues';

/** A JSON value of the document (a schema, an operation, a parameter...). */
export type Node = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: Node;
  servers: Node[];
  tags: Node[];
  paths: Record<string, Record<string, Node>>;
  components: {
    securitySchemes: Node;
    parameters: Record<string, Node>;
    schemas: Record<string, Node>;
  };
}

/** What a route of resourceRoutes is, from its method and path below the declaration's `api`. */
export type RouteKind =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'export' }
  | { kind: 'import' }
  | { kind: 'bulk'; action: ActionDef }
  | { kind: 'detail' }
  | { kind: 'document' }
  | { kind: 'download'; action: ActionDef }
  | { kind: 'action'; action: ActionDef };

export function routeKind(def: ResourceDef, route: ResourceRoute): RouteKind {
  const rest = route.path.slice(def.api.length);
  const action = (scope: ActionDef['scope'], key: string) =>
    (def.actions ?? []).find((a) => a.scope === scope && a.key === key);
  if (route.path.startsWith(def.api)) {
    if (rest === '') return { kind: route.method === 'GET' ? 'list' : 'create' };
    if (rest === '/export') return { kind: 'export' };
    if (rest === '/import' && route.method === 'POST') return { kind: 'import' };
    if (rest === '/:id') return { kind: 'detail' };
    if (rest === '/:id/documents/:docId') return { kind: 'document' };
    const bulk = /^\/bulk\/([^/]+)$/.exec(rest);
    const bulkAction = bulk && action('bulk', bulk[1]);
    if (bulkAction) return { kind: 'bulk', action: bulkAction };
    const row = /^\/:id\/([^/]+)$/.exec(rest);
    const download = row && route.method === 'GET' && action('row', row[1]);
    if (download && download.download) return { kind: 'download', action: download };
    const rowAction = row && route.method === 'POST' && action('row', row[1]);
    if (rowAction) return { kind: 'action', action: rowAction };
  }
  throw new Error(`openapi: ${route.method} ${route.path} (${route.name}) is a route generate.ts does not know`);
}

export const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** Action codes that also open a resource's list (its rows are offered in their forms). */
const lookups = optionLookups(RESOURCES);
/** The export's own parameters (mocks/crud/csv.ts exportParams): the operator's language and time zone. */
const EXPORT_LANG = {
  name: 'lang',
  in: 'query',
  required: false,
  description:
    'The language of the headers and enumeration labels (the console sends its own: zh-CN, or en-US for every ' +
    'other locale). Default `zh-CN`; another value answers 100400 "Invalid input: lang".',
  schema: { type: 'string', enum: ['zh-CN', 'en-US'] },
};
const EXPORT_TZ = {
  name: 'tz',
  in: 'query',
  required: false,
  description:
    "The operator's IANA time zone (`Asia/Shanghai`): times are written there with its offset. Default `UTC`; an " +
    'unknown zone answers 100400 "Invalid input: tz".',
  schema: { type: 'string' },
};

const ref = (kind: 'schemas' | 'parameters', name: string) => ({ $ref: `#/components/${kind}/${name}` });
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const code = (text: unknown) => `\`${String(text)}\``;
const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const DECIMAL = '^-?[0-9]+(\\.[0-9]+)?$';
const PERCENT = '^[0-9]{1,3}(\\.[0-9]{1,2})?$';

// ---------------------------------------------------------------------------------------------------------------
// Answers: the headers and envelopes every call of the engine carries (as the hand-written operations of base.json).

const EXPOSE_HEADER = { description: 'Always `authorization, content-disposition`.', schema: { type: 'string' } };
const TOKEN_HEADER = {
  description:
    'A new token: issued by a sign-in, or the replacement of a session token older than 15 minutes (the old one keeps working 60 s). Store it in place of the old one.',
  schema: ref('schemas', 'Token'),
};
const NO_STORE_HEADER = { description: 'Never cached.', schema: { type: 'string', enum: ['no-store'] } };

const answerHeaders = (extra: Node = {}) => ({
  'Access-Control-Expose-Headers': EXPOSE_HEADER,
  authorization: TOKEN_HEADER,
  ...extra,
});

const TOKEN_ERROR = {
  '401': {
    description: 'Missing, unknown, expired or revoked token (body code 401).',
    headers: { 'Access-Control-Expose-Headers': EXPOSE_HEADER },
    content: { 'application/json': { schema: ref('schemas', 'TokenError') } },
  },
};

/**
 * The error branch of an answer: the Error envelope holding only the body codes this operation can answer (an
 * answer with another code breaks the contract).
 */
const errorBranch = (codes: readonly number[]): Node => ({
  allOf: [
    ref('schemas', 'Error'),
    {
      type: 'object',
      properties: { code: { enum: [...codes] }, errorCode: { enum: codes.map(String) } },
    },
  ],
});

const successBranch = (result: Node) => ({
  type: 'object',
  required: ['code', 'message', 'success', 'result'],
  properties: {
    code: { type: 'integer', enum: [0] },
    message: { type: 'string' },
    success: { type: 'boolean', enum: [true] },
    result,
  },
  additionalProperties: false,
});

/** The envelope: the result, or one of the operation's error codes. */
const envelope = (result: Node, codes: readonly number[]) => ({
  oneOf: [successBranch(result), errorBranch(codes)],
});

/** Sorted, each once. */
const codeList = (codes: Iterable<number>) => [...new Set(codes)].sort((a, b) => a - b);

/**
 * What every call of the engine may answer before it reaches the route (mocks/crud/handlers.ts `behind`, mocks/http.ts
 * `guard`): 403 without the page or the route's code, 101011 with a binding-scope token. (401 is HTTP 401.)
 */
const GUARD = [ERRORS.permissionDenied.code, ERRORS.notBound.code];

/** The codes of the behaviour's own refusals for an action key (`create` for the create form): Behaviour.refuses. */
const refusesOf = (behaviour: Behaviour, key: string) =>
  (behaviour.refuses?.[key] ?? []).map((name) => ERRORS[name].code);

/** Whose row it is (ActionDef.maker): another's answers 403 (`self`), one's own the declared refusal (`others`). */
const makerCodes = (action: ActionDef) =>
  !action.maker
    ? []
    : action.maker.is === 'self'
      ? [ERRORS.permissionDenied.code]
      : [ERRORS[action.maker.refusal ?? 'selfApproval'].code];

/**
 * What one call of a row action can be refused with, as mocks/crud/control.ts `perform` and mocks/crud/actions.ts
 * `applyAction` run it: a refused input (a reason that is not text: every action), a row that is not there (or not
 * the operator's to see), a row the declaration does not let it act on (`when`, or `to` already made: 101014),
 * whose row it is (`maker`), a second request for a controlled change that moves no money (101034: where a
 * `controls` function decides what money moves, its module says), and the module's own refusals (`refuses`).
 */
function actionCodes(def: ResourceDef, action: ActionDef, behaviour: Behaviour): number[] {
  return codeList([
    // A queue item another operator holds (mocks/work.ts).
    ...(queueOfResource(def.key) ? [ERRORS.heldByOther.code] : []),
    ERRORS.invalidInput.code,
    ERRORS.notFound.code,
    ...(action.when || action.to ? [ERRORS.wrongStatus.code] : []),
    ...makerCodes(action),
    ...(action.control && !behaviour.controls?.[action.key] ? [ERRORS.duplicateRequest.code] : []),
    ...refusesOf(behaviour, action.key),
  ]);
}

/** A create's refusals besides the guard: a refused value, and the module's own (no module `create`: 100404). */
const createCodes = (behaviour: Behaviour) =>
  codeList([ERRORS.invalidInput.code, ...(behaviour.create ? refusesOf(behaviour, 'create') : [ERRORS.notFound.code])]);

const jsonAnswer = (result: Node, codes: readonly number[]) => ({
  '200': {
    description: `The envelope. Business errors also answer HTTP 200; body codes: ${[0, ...codes].join(', ')}.`,
    headers: answerHeaders(),
    content: { 'application/json': { schema: envelope(result, codes) } },
  },
  ...TOKEN_ERROR,
});

/**
 * A hand-written operation (base.json, parts/) states its body codes besides 0 in `x-error-codes`: every reference to
 * the Error schema in its answers becomes the error branch of exactly those codes (none: the branch is dropped).
 */
function narrowErrors(op: Node, where: string, known: readonly number[]): Node {
  const { 'x-error-codes': stated, ...rest } = op;
  const isError = (node: unknown) => !!node && (node as Node).$ref === '#/components/schemas/Error';
  const mentions = JSON.stringify(op.responses).includes('"#/components/schemas/Error"');
  if (!mentions) {
    if (stated !== undefined) throw new Error(`openapi: ${where} states x-error-codes but answers no Error`);
    return op;
  }
  if (!Array.isArray(stated)) throw new Error(`openapi: ${where} answers the Error envelope: state its x-error-codes`);
  const codes = codeList(stated as number[]);
  const unknown = codes.filter((c) => !known.includes(c));
  if (unknown.length) throw new Error(`openapi: ${where} states codes the Error schema has not: ${unknown.join(', ')}`);
  const narrow = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      const items = node.filter((item) => codes.length || !isError(item)).map(narrow);
      return items;
    }
    if (!node || typeof node !== 'object') return node;
    if (isError(node)) {
      if (!codes.length) throw new Error(`openapi: ${where} answers only the Error envelope, with no code`);
      return errorBranch(codes);
    }
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, narrow(v)]));
    // A oneOf left with the success alone is that schema.
    const oneOf = out.oneOf as unknown[] | undefined;
    if (oneOf && oneOf.length === 1 && Object.keys(out).length === 1) return oneOf[0];
    return out;
  };
  return { ...rest, responses: narrow(op.responses) };
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas of rows and inputs.

function enumSchema(key: EnumKey | undefined): Node {
  if (!key || !ENUMS[key]) return { type: ['integer', 'string'] };
  const codes = ENUMS[key].map((v) => v.code);
  const type = codes.every((c) => typeof c === 'number')
    ? codes.every(Number.isInteger)
      ? 'integer'
      : 'number'
    : codes.every((c) => typeof c === 'string')
      ? 'string'
      : ['integer', 'string'];
  return { type, enum: codes, description: `A code of ${code(key)} (label: locale \`enum.${key}.<code>\`).` };
}

const DOCUMENT_ITEM = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: ['string', 'integer'] },
    kind: { type: 'string' },
    name: { type: 'string' },
    mime: { type: 'string' },
    size: { type: 'integer', minimum: 0, description: 'Bytes.' },
  },
};

/**
 * One declared field of a row. A field holds a value unless declared `unset` (FieldDef.unset: a reviewer before the
 * first review, funds never frozen, no card on a wallet payment): then it may be null, as the row type says
 * (src/console/decl.ts ValueOf). A `multiple` field is a list of such values.
 */
function fieldSchema(name: string, field: FieldDef, def: ResourceDef): Node {
  const nullable = name !== def.rowKey && !!field.unset;
  if (field.multiple) {
    return {
      type: nullable ? ['array', 'null'] : 'array',
      items: valueSchema({ ...field, multiple: false }, def, false),
    };
  }
  return valueSchema(field, def, nullable);
}

/**
 * A percentage as a decimal string, within the field's bounds: a pattern states them (JSON Schema bounds numbers
 * only), for the bounds a percentage of the declarations has: from 0, or from 0 to 100.
 */
function percentSchema(field: FieldDef, nullable: boolean): Node {
  const type = nullable ? ['string', 'null'] : 'string';
  const { min, max } = field;
  if (min === undefined && max === undefined)
    return {
      type,
      pattern: DECIMAL,
      description: 'A percentage as a decimal string (it may be below 0 or above 100).',
    };
  if (min === 0 && max === undefined)
    return { type, pattern: '^[0-9]+(\\.[0-9]+)?$', description: 'A percentage from 0 as a decimal string.' };
  if (min === 0 && max === 100)
    return {
      type,
      pattern: '^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)$',
      description: 'A percentage from 0 to 100 as a decimal string.',
    };
  throw new Error(`openapi: a percentage within [${min}, ${max}] has no pattern here (add it to percentSchema)`);
}

function valueSchema(field: FieldDef, def: ResourceDef, nullable: boolean): Node {
  if (field.type === 'enum')
    return nullable ? { oneOf: [enumSchema(field.enum), { type: 'null' }] } : enumSchema(field.enum);
  const t = (type: string) => ({ type: nullable ? [type, 'null'] : type });
  switch (field.type) {
    case 'id':
    case 'text':
      return t('string');
    case 'masked':
      return {
        ...t('string'),
        description: `Masked${field.mask ? ` (${field.mask})` : ''}; the full value is never answered.`,
      };
    case 'email':
      return { ...t('string'), format: 'email' };
    case 'url':
      return { ...t('string'), format: 'uri' };
    case 'money':
      return {
        ...t('string'),
        pattern: DECIMAL,
        description: `An amount as a decimal string${field.currencyField ? ` in the currency of ${code(field.currencyField)}` : ''}.`,
      };
    case 'percent':
      return percentSchema(field, nullable);
    case 'currency':
      return { ...t('string'), pattern: '^[A-Z]{3}$', description: 'ISO 4217.' };
    case 'country':
      return { ...t('string'), pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2.' };
    case 'datetime':
      return { ...t('string'), format: 'date-time' };
    case 'number':
      return {
        ...t(field.integer ? 'integer' : 'number'),
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      };
    case 'tags':
      return { ...t('array'), items: { type: ['string', 'number'] } };
    case 'documents':
      return {
        ...t('array'),
        items: DOCUMENT_ITEM,
        description: `Files, each downloaded from \`${def.api}/{id}/documents/{docId}\`.`,
      };
    case 'permissions':
      return { ...t('array'), items: { type: 'string' }, description: 'Page URLs and button permission codes.' };
    case 'timeline':
      return {
        ...t('array'),
        items: {
          type: 'object',
          required: ['at', 'type'],
          properties: {
            at: { type: 'string', format: 'date-time' },
            type: field.enum ? enumSchema(field.enum) : { type: 'string' },
            detail: { type: 'string' },
          },
        },
        description: 'Events, oldest first.',
      };
    case 'deadline':
      return { ...t('string'), format: 'date-time', description: 'Due by this time.' };
    case 'files':
      return {
        ...t('array'),
        items: {
          type: 'object',
          required: ['file_id', 'name', 'mime', 'size'],
          properties: {
            file_id: { type: 'string' },
            name: { type: 'string' },
            mime: { type: 'string' },
            size: { type: 'integer', minimum: 0, description: 'Bytes.' },
          },
        },
        description: 'Files uploaded through `POST /v1/admin/uploads`.',
      };
    case 'diff':
      return {
        ...t('array'),
        items: {
          type: 'object',
          required: ['field'],
          properties: { field: { type: 'string' }, before: {}, after: {} },
        },
        description: 'The changed fields, each with its value before and after (absent: no value).',
      };
    default:
      // `json`, and any type this generator does not know yet.
      return { description: 'Any JSON value.' };
  }
}

const JSON_TYPES = ['string', 'number', 'boolean', 'array', 'object'] as const;

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Fields the behaviour's `computed` adds that the declaration does not name, with the JSON types seen on the
 * seeded table (null always allowed: the seed shows what a value is, not that it is always set).
 */
function computedFields(def: ResourceDef, behaviour: Behaviour): Record<string, Node> {
  if (!behaviour.computed) return {};
  const hidden = new Set(behaviour.hidden ?? []);
  const seen = new Map<string, Set<string>>();
  for (const row of behaviour.rows()) {
    let added: Row;
    try {
      added = behaviour.computed(row);
    } catch {
      continue;
    }
    for (const [name, value] of Object.entries(added ?? {})) {
      if (Object.hasOwn(def.fields, name) || hidden.has(name)) continue;
      const types = seen.get(name) ?? new Set<string>();
      if (value !== null && value !== undefined) types.add(jsonType(value));
      seen.set(name, types);
    }
  }
  return Object.fromEntries(
    [...seen].map(([name, types]) => {
      const known = JSON_TYPES.filter((t) => types.has(t));
      const description = 'Computed by the server on read.';
      return [name, known.length ? { type: [...known, 'null'], description } : { description }];
    }),
  );
}

function rowSchema(def: ResourceDef, behaviour: Behaviour): Node {
  const hidden = new Set(behaviour.hidden ?? []);
  const declared = Object.entries(def.fields).filter(([name]) => !hidden.has(name));
  return {
    type: 'object',
    description:
      `A row of ${code(def.key)} (page ${code(def.page)}) as the server answers it: every declared field` +
      `${behaviour.computed ? ' and the computed ones' : ''}. The table may hold more fields (answered as they ` +
      'are); fields the server keeps secret are never answered.',
    required: declared.map(([name]) => name),
    properties: {
      ...Object.fromEntries(declared.map(([name, field]) => [name, fieldSchema(name, field, def)])),
      ...computedFields(def, behaviour),
    },
  };
}

const pageSchema = (Row: string, Picked?: string, money: string[] = []) => ({
  type: 'object',
  required: ['list', 'total', 'current', 'pageSize', ...(money.length ? ['totals'] : [])],
  properties: {
    list: {
      type: 'array',
      items: Picked ? { anyOf: [ref('schemas', Row), ref('schemas', Picked)] } : ref('schemas', Row),
    },
    total: { type: 'integer', minimum: 0, description: 'Rows the filters keep, on every page.' },
    current: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    ...(money.length
      ? {
          totals: {
            type: 'array',
            description:
              'Each money column summed per currency over every row the filters keep (not only this page), ' +
              'exactly, as a decimal string in that currency; columns in list order, currencies by code.',
            items: {
              type: 'object',
              required: ['field', 'currency', 'amount'],
              properties: {
                field: { type: 'string', enum: money },
                currency: { type: 'string', pattern: '^[A-Z]{3}$' },
                amount: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
              },
              additionalProperties: false,
            },
          },
        }
      : {}),
  },
  additionalProperties: false,
});

function inputItem(input: InputDef): Node {
  const pattern = input.pattern !== undefined ? { pattern: input.pattern } : {};
  switch (input.type) {
    case 'number':
      return {
        type: input.integer ? 'integer' : 'number',
        ...(input.min !== undefined ? { minimum: input.min } : {}),
        ...(input.max !== undefined ? { maximum: input.max } : {}),
      };
    case 'enum':
      return enumSchema(input.enum);
    case 'money': {
      const bounds = input.min !== undefined || input.max !== undefined;
      const range = `${input.min ?? '-∞'}, ${input.max ?? '∞'}`;
      return {
        type: 'string',
        pattern: input.pattern ?? DECIMAL,
        description: `An amount as a decimal string${bounds ? ` in [${range}]` : ''}.`,
      };
    }
    case 'percent':
      return {
        type: 'string',
        pattern: input.pattern ?? PERCENT,
        description: `A percentage in [${input.min ?? 0}, ${input.max ?? 100}], at most two decimals.`,
      };
    case 'url':
      return { type: 'string', format: 'uri', maxLength: input.max ?? 2048, ...pattern, description: 'http(s).' };
    case 'email':
      return { type: 'string', format: 'email', maxLength: input.max ?? 254, ...pattern };
    case 'currency':
      return { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217.' };
    case 'country':
      return { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2.' };
    case 'ip':
      return { type: 'string', ...pattern, description: 'An IPv4 or IPv6 address, or a CIDR block.' };
    case 'options':
      return {
        type: 'string',
        ...pattern,
        description: input.options
          ? `The ${code(input.options.value)} of a ${code(input.options.resource)} row.`
          : 'A value of another list.',
      };
    case 'permissions':
      return { type: 'string', description: 'A page URL or button code of the permission tree.' };
    case 'typedValue':
      return {
        type: 'string',
        ...pattern,
        description: "Checked by the row's own `value_type`, `min`, `max` and `options`.",
      };
    case 'card':
      return { type: 'string', description: 'A card number: 12-19 digits (spaces or dashes allowed), Luhn-valid.' };
    case 'date':
      return input.future
        ? {
            type: 'string',
            format: 'date',
            description: 'A day from today on (today in UTC, by the server clock): an earlier one answers 100400.',
          }
        : { type: 'string', format: 'date' };
    case 'variant':
      return {
        type: 'string',
        description: `Checked by the value of ${code(input.by)}: ${Object.entries(input.variants ?? {})
          .map(([k, v]) => `${k} → ${v.type}`)
          .join(', ')}.`,
      };
    case 'files':
      return { type: 'string', description: 'The `file_id` of an upload.' };
    default:
      // text, textarea (and any type this generator does not know yet).
      return { type: 'string', maxLength: input.max ?? TEXT_MAX, ...pattern };
  }
}

function inputSchema(input: InputDef): Node {
  if (input.type === 'files')
    return {
      type: 'array',
      maxItems: input.max ?? ITEMS_MAX,
      items: inputItem(input),
      description: `Uploaded files of ${(input.accept ?? []).map(code).join(', ') || 'the accepted types'}.`,
    };
  if (!input.multiple && input.type !== 'permissions') {
    const item = inputItem(input);
    const other = input.above ?? input.atLeast;
    if (!other) return item;
    const than = input.above ? 'Greater than' : 'Not less than';
    const said = typeof item.description === 'string' ? `${item.description} ` : '';
    return { ...item, description: `${said}${than} ${code(other)} when both are given.` };
  }
  if (input.type === 'permissions')
    return {
      type: 'array',
      // A role may hold the whole tree, and no more than it (validate.ts).
      maxItems: permissionUrls().size,
      items: inputItem(input),
      description: "Duplicates are dropped. A button code only together with its page's URL (100400 otherwise).",
    };
  return { type: 'array', maxItems: ITEMS_MAX, items: inputItem(input), description: 'Duplicates are dropped.' };
}

const REQUEST_ID = { type: 'integer' };

/**
 * A body of form inputs, a reason (required with `reason`) and, for a bulk action, the ids; `atLeastOne` as
 * ActionDef's.
 */
function bodySchema(form: Record<string, InputDef>, reason: boolean, ids: boolean, atLeastOne?: string[]): Node {
  const inputs = Object.entries(form);
  return {
    type: 'object',
    description:
      'Each value is checked as the console checks it (src/console/validate.ts): a refused or missing required one ' +
      'answers 100400 `Invalid input: <field>`, a number outside its bounds 100400 `Value out of range: <field>`.' +
      (atLeastOne?.length
        ? ` At least one of ${atLeastOne.map(code).join(', ')} must have a value, else 100400 \`Invalid input: ${atLeastOne[0]}\`.`
        : '') +
      (ids ? ' A missing or empty `ids` answers 100400 `Invalid input: ids`.' : ''),
    required: [
      ...(ids ? ['ids'] : []),
      ...inputs.filter(([, input]) => input.required).map(([name]) => name),
      ...(reason ? ['reason'] : []),
    ],
    properties: {
      ...(ids ? { ids: { type: 'array', minItems: 1, items: { type: 'string' } } } : {}),
      ...Object.fromEntries(inputs.map(([name, input]) => [name, inputSchema(input)])),
      reason: reason
        ? { type: 'string', minLength: 1, maxLength: REASON_MAX, description: 'Required, recorded in the log.' }
        : { type: 'string', maxLength: REASON_MAX },
      requestId: REQUEST_ID,
    },
  };
}

const jsonBody = (schema: Node, required: boolean) => ({
  required,
  content: { 'application/json': { schema } },
});

const hasRequired = (form: Record<string, InputDef> = {}) => Object.values(form).some((i) => i.required);

// ---------------------------------------------------------------------------------------------------------------
// Parameters.

function filterParameters(def: ResourceDef): Record<string, Node> {
  const out: Record<string, Node> = {};
  for (const name of def.list.filters) {
    const field = def.fields[name];
    if (!field) continue; // the engine ignores a filter that names no field
    const codes = field.type === 'enum' && field.enum ? ENUMS[field.enum]?.map((v) => v.code) : undefined;
    const schema = { type: 'string', ...(codes ? { description: `Codes: ${codes.join(', ')}.` } : {}) };
    const param = (suffix: string, description: string, extra: Node = {}) => {
      out[`${def.key}.${name}${suffix}`] = {
        name: `${name}${suffix}`,
        in: 'query',
        required: false,
        description,
        schema,
        ...extra,
      };
    };
    switch (field.filter ?? 'eq') {
      case 'eq':
        param('', field.type === 'tags' ? 'Exact match of one of its items.' : 'Exact match.');
        break;
      case 'like':
        param('', 'Contains, case-insensitive.');
        break;
      case 'in':
        param('', `One of: repeated (\`${name}=a&${name}=b\`) or comma-joined (\`${name}=a,b\`).`, { explode: true });
        break;
      case 'range': {
        const date = field.type === 'datetime';
        const edge = (suffix: string, side: string) => {
          out[`${def.key}.${name}${suffix}`] = {
            name: `${name}${suffix}`,
            in: 'query',
            required: false,
            description: `${side} this ${date ? 'ISO 8601 date-time' : 'number'}, inclusive; an unreadable value answers 100400.`,
            schema: date ? { type: 'string', format: 'date-time' } : { type: 'number' },
          };
        };
        edge('_from', 'From');
        edge('_to', 'To');
        break;
      }
    }
  }
  return out;
}

function pathParameters(def: ResourceDef, path: string): Node[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description:
      name === 'id'
        ? `The row key (${code(def.rowKey)}).`
        : name === 'docId'
          ? "The `id` of one of the row's documents."
          : `The ${code(name)} of the row.`,
    schema: { type: 'string' },
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Operations.

/** The mime types the behaviour serves for the seeded rows' documents (application/octet-stream when none). */
function documentTypes(def: ResourceDef, behaviour: Behaviour): string[] {
  const types = new Set<string>();
  const docFields = Object.entries(def.fields).filter(([, f]) => f.type === 'documents');
  for (const row of behaviour.rows()) {
    for (const [name] of docFields) {
      const docs = row[name];
      if (!Array.isArray(docs)) continue;
      for (const doc of docs as Row[]) {
        const file = doc && doc.id !== undefined ? behaviour.document?.(row, String(doc.id)) : undefined;
        if (file) types.add(file.type.split(';')[0].trim());
      }
    }
  }
  return types.size ? [...types].sort() : ['application/octet-stream'];
}

interface Built {
  paths: Record<string, Record<string, Node>>;
  parameters: Record<string, Node>;
  schemas: Record<string, Node>;
  tag: Node;
}

function buildResource(def: ResourceDef, behaviour: Behaviour): Built {
  const Key = pascal(def.key);
  const lookup = lookups[def.key];
  const schemas: Record<string, Node> = {
    [Key]: rowSchema(def, behaviour),
    [`${Key}Page`]: pageSchema(Key, lookup ? `${Key}Picked` : undefined, moneyColumns(def)),
  };
  if (lookup) {
    // What a caller without the page but with an action picking from these rows is answered: those fields only.
    const row = rowSchema(def, behaviour) as { properties: Record<string, Node> };
    const fields = [...new Set([def.rowKey, ...lookup.fields])];
    schemas[`${Key}Picked`] = {
      type: 'object',
      description: `A ${code(def.key)} row as answered to ${lookup.codes.map(code).join(', ')} (to pick from).`,
      required: fields,
      properties: Object.fromEntries(fields.map((f) => [f, row.properties[f]])),
      additionalProperties: false,
    };
  }
  const parameters = filterParameters(def);
  const filters = Object.keys(parameters).map((name) => ref('parameters', name));
  const requestId = ref('parameters', 'requestId');
  const row = ref('schemas', Key);
  const named = (name: string, schema: Node) => {
    schemas[name] = schema;
    return ref('schemas', name);
  };
  /** The row, plus what an action or create answers once. */
  /** The row, plus what an action or create answers once (only when the applied change has it: `optional`). */
  const answered = (name: string, reveal: string[] | undefined, optional = false) =>
    reveal?.length
      ? named(name, {
          allOf: [
            row,
            {
              type: 'object',
              required: optional ? [] : reveal,
              properties: Object.fromEntries(
                reveal.map((f) => [
                  f,
                  { type: 'string', description: 'Answered this once; never kept nor shown again.' },
                ]),
              ),
            },
          ],
        })
      : row;

  const paths: Record<string, Record<string, Node>> = {};
  for (const route of resourceRoutes(def, behaviour, lookups[def.key])) {
    const kind = routeKind(def, route);
    const common = {
      operationId: route.name,
      tags: [def.key],
      security: [{ session: [] }],
      'x-permission': {
        page: def.page,
        ...(route.code ? { code: route.code } : {}),
        // The list also answers the holders of an action whose form picks from it, with only these fields.
        ...(route.alsoFor ? { orCodes: route.alsoFor, orFields: lookups[def.key].fields } : {}),
      },
    };
    const params = (...rest: Node[]) => ({ parameters: [...pathParameters(def, route.path), ...rest, requestId] });
    let op: Node;
    switch (kind.kind) {
      case 'list':
        op = {
          ...common,
          summary: summaryOf(def, 'list'),
          description: listText(def, behaviour, lookup),
          ...params(ref('parameters', 'current'), ref('parameters', 'pageSize'), ref('parameters', 'sort'), ...filters),
          responses: jsonAnswer(ref('schemas', `${Key}Page`), codeList([...GUARD, ERRORS.invalidInput.code])),
        };
        break;
      case 'create': {
        const create = def.create!;
        op = {
          ...common,
          summary: summaryOf(def, 'create'),
          description: createText(def, behaviour),
          ...params(),
          requestBody: jsonBody(named(`${Key}CreateBody`, bodySchema(create.form, false, false)), true),
          responses: jsonAnswer(
            answered(`${Key}Created`, create.reveal),
            codeList([...GUARD, ...createCodes(behaviour)]),
          ),
        };
        break;
      }
      case 'export': {
        const exportCodes = codeList([...GUARD, ERRORS.invalidInput.code]);
        const file = `${regexEscape(def.key)}-[0-9]{8}-[0-9]{6}\\.csv`;
        op = {
          ...common,
          summary: summaryOf(def, 'export'),
          description:
            `CSV of every ${def.key} row the filters keep, in the sort order (no paging; the list's filters and ` +
            `sort), in the operator's language and time zone; more than ${EXPORT_LIMIT.toLocaleString('en')} rows ` +
            `start a background job instead.${needs(def, route.code)}`,
          ...params(ref('parameters', 'sort'), ...filters, EXPORT_LANG, EXPORT_TZ),
          responses: {
            '200': {
              description:
                `The CSV (UTF-8 with a byte-order mark, CRLF; every row, at most ` +
                `${EXPORT_LIMIT.toLocaleString('en')}), in ` +
                `the list's columns, written for the operator: headers are the fields' labels in \`lang\`; an ` +
                `enumeration is its label in \`lang\`, followed by a column of its code (header "<label> code", ` +
                `"<label>代码"); an amount is a decimal string with exactly its currency's ISO 4217 minor units ` +
                `(JPY "298410", EUR "54.90", KWD "12.345"; never a float), followed by a column of its currency ` +
                `(headed by the currency field's label, or "<amount label> currency" when amounts share it); a time ` +
                `is ISO 8601 to the second in \`tz\` with its offset (\`2026-03-10T17:00:15+08:00\`, \`Z\` in UTC). ` +
                `Cells starting with = + - @ tab CR or NUL get a leading \`'\` (a plain number is left as it is). ` +
                `More rows than that answer the JSON envelope with an export job (\`ExportJob\`, status ` +
                `\`running\`): the whole file is written in the background, recorded in the file log under the ` +
                `job's id, followed and downloaded through \`/v1/admin/export-jobs/{jobId}\`. ` +
                `A refusal answers the JSON envelope, also HTTP 200: 403 (needs the page and ${code(route.code)}), ` +
                `100400, 101011.`,
              headers: answerHeaders({
                'content-disposition': {
                  description: `\`attachment; filename="${def.key}-<yyyyMMdd-HHmmss>.csv"; filename*=UTF-8''...\` (UTC).`,
                  schema: { type: 'string', pattern: `^attachment; filename="${file}"; filename\\*=UTF-8''${file}$` },
                },
                'cache-control': NO_STORE_HEADER,
              }),
              content: {
                'text/csv': { schema: { type: 'string' } },
                'application/json': { schema: envelope(ref('schemas', 'ExportJob'), exportCodes) },
              },
            },
            ...TOKEN_ERROR,
          },
        };
        break;
      }
      case 'import': {
        // The file refused whole answers an error; each line refused as the create form refuses it, 101025.
        const importCodes = codeList([...GUARD, ERRORS.invalidInput.code]);
        const result = {
          type: 'object',
          required: ['total', 'accepted', 'rejected', 'rows'],
          properties: {
            total: { type: 'integer', minimum: 1, maximum: IMPORT_MAX_ROWS },
            accepted: { type: 'integer', minimum: 0, maximum: IMPORT_MAX_ROWS },
            rejected: { type: 'integer', minimum: 0, maximum: IMPORT_MAX_ROWS },
            rows: {
              type: 'array',
              minItems: 1,
              maxItems: IMPORT_MAX_ROWS,
              items: {
                type: 'object',
                required: ['line', 'values', 'ok'],
                properties: {
                  line: { type: 'integer', minimum: 2, description: 'Line of the file (the header is line 1).' },
                  values: { type: 'object', additionalProperties: { type: 'string' } },
                  ok: { type: 'boolean' },
                  id: { type: 'string', description: 'The new row, when accepted.' },
                  code: {
                    type: 'integer',
                    enum: createCodes(behaviour),
                    description: 'The body code a rejected line was refused with.',
                  },
                  message: { type: 'string', description: 'Why it was rejected.' },
                  field: { type: 'string', description: 'The input a rejected line failed on.' },
                },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        };
        const resultRef = named(`${Key}ImportResult`, result);
        op = {
          ...common,
          summary: summaryOf(def, 'import'),
          description:
            `Create ${code(def.key)} rows from a CSV file (multipart \`file\`, at most 1 MB and ` +
            `${IMPORT_MAX_ROWS} rows) with the columns ${def.import!.columns.map(code).join(', ')}.${importNamesText(def)} Each line is ` +
            `checked and created as the create form would (${code(def.create!.permission)}'s form). All accepted: ` +
            `code 0. Any rejected: code 101025 (a warning) with the same per-line result. An empty, non-CSV or too ` +
            `large file, or missing columns: 100400.${needs(def, route.code)}`,
          ...params(),
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
          responses: {
            '200': {
              description: `The envelope; body codes: ${[0, ...codeList([...importCodes, ERRORS.importWarning.code])].join(', ')}.`,
              headers: answerHeaders(),
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      successBranch(resultRef),
                      {
                        type: 'object',
                        required: ['code', 'message', 'success', 'errorCode', 'errorMessage', 'result'],
                        properties: {
                          code: { type: 'integer', enum: [101025] },
                          message: { type: 'string' },
                          success: { type: 'boolean', enum: [false] },
                          errorCode: { type: 'string', enum: ['101025'] },
                          errorMessage: { type: 'string' },
                          result: resultRef,
                        },
                        additionalProperties: false,
                      },
                      errorBranch(importCodes),
                    ],
                  },
                },
              },
            },
            ...TOKEN_ERROR,
          },
        };
        break;
      }
      case 'bulk': {
        const { action } = kind;
        const body =
          action.form || action.reason
            ? named(
                `${Key}Bulk${pascal(action.key)}Body`,
                bodySchema(action.form ?? {}, !!action.reason, true, action.atLeastOne),
              )
            : ref('schemas', 'BulkBody');
        op = {
          ...common,
          summary: summaryOf(def, 'bulk', action),
          description: actionText(def, behaviour, action, true),
          ...params(),
          requestBody: jsonBody(body, true),
          responses: jsonAnswer(
            {
              type: 'array',
              items: {
                allOf: [
                  ref('schemas', 'BulkResult'),
                  { type: 'object', properties: { code: { enum: actionCodes(def, action, behaviour) } } },
                ],
              },
            },
            codeList([...GUARD, ERRORS.invalidInput.code]),
          ),
        };
        break;
      }
      case 'detail':
        op = {
          ...common,
          summary: summaryOf(def, 'detail'),
          description: detailText(def, behaviour),
          ...params(),
          responses: jsonAnswer(row, codeList([...GUARD, ERRORS.notFound.code])),
        };
        break;
      case 'document': {
        const documentCodes = codeList([...GUARD, ERRORS.notFound.code]);
        const binary = { schema: { type: 'string', format: 'binary' } };
        op = {
          ...common,
          summary: summaryOf(def, 'document'),
          description:
            `One document of a ${def.key} row (a field of type \`documents\` lists them), to preview inline; a row ` +
            `or document that does not exist answers 100404.${needs(def)}`,
          ...params(),
          responses: {
            '200': {
              description:
                'The file, inline. A row or document that does not exist answers the JSON envelope, also HTTP 200: ' +
                `${documentCodes.join(', ')}.`,
              headers: answerHeaders({
                'content-disposition': {
                  description: 'The file name, with characters other than letters, digits, `.`, `_` and `-` as `_`.',
                  schema: { type: 'string', pattern: '^inline; filename="[A-Za-z0-9_.-]+"$' },
                },
                'cache-control': NO_STORE_HEADER,
                'x-content-type-options': { schema: { type: 'string', enum: ['nosniff'] } },
              }),
              content: {
                ...Object.fromEntries(documentTypes(def, behaviour).map((type) => [type, binary])),
                'application/json': { schema: errorBranch(documentCodes) },
              },
            },
            ...TOKEN_ERROR,
          },
        };
        break;
      }
      case 'download': {
        // A row (or its file) not there, whose row it is, `when`, and what the module's download refuses.
        const downloadCodes = codeList([
          ...GUARD,
          ERRORS.notFound.code,
          ...makerCodes(kind.action),
          ...(kind.action.when ? [ERRORS.wrongStatus.code] : []),
          ...refusesOf(behaviour, kind.action.key),
        ]);
        op = {
          ...common,
          summary: summaryOf(def, 'download', kind.action),
          description: downloadText(def, behaviour, kind.action),
          ...params(),
          responses: {
            '200': {
              description:
                'The CSV (UTF-8 with a byte-order mark, CRLF), as an attachment. A refusal answers the JSON envelope, ' +
                `also HTTP 200: ${downloadCodes.join(', ')}.`,
              headers: answerHeaders({
                'content-disposition': {
                  description: `\`attachment; filename="..."; filename*=UTF-8''...\``,
                  schema: { type: 'string', pattern: `^attachment; filename="[^"]+"; filename\\*=UTF-8''.+$` },
                },
                'cache-control': NO_STORE_HEADER,
              }),
              content: {
                'text/csv': { schema: { type: 'string' } },
                'application/json': { schema: errorBranch(downloadCodes) },
              },
            },
            ...TOKEN_ERROR,
          },
        };
        break;
      }
      case 'action': {
        const { action } = kind;
        const Action = pascal(action.key);
        const body = action.form
          ? jsonBody(
              named(`${Key}${Action}Body`, bodySchema(action.form, !!action.reason, false, action.atLeastOne)),
              !!action.reason || hasRequired(action.form) || !!action.atLeastOne?.length,
            )
          : action.reason
            ? jsonBody(ref('schemas', 'ReasonBody'), true)
            : jsonBody(ref('schemas', 'ActionBody'), false);
        op = {
          ...common,
          summary: summaryOf(def, 'action', action),
          description: actionText(def, behaviour, action),
          ...params(),
          requestBody: body,
          responses: jsonAnswer(
            action.control
              ? { oneOf: [answered(`${Key}${Action}Result`, action.reveal), ref('schemas', 'ApprovalRequested')] }
              : // A decision answers what the approved change shows once (a reset password's), when it has one.
                answered(
                  `${Key}${Action}Result`,
                  action.reveal,
                  action.maker?.is === 'others' && !action.maker.refusal,
                ),
            codeList([...GUARD, ...actionCodes(def, action, behaviour)]),
          ),
        };
        break;
      }
    }
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: op };
  }

  const tag = {
    name: def.key,
    description:
      `Page ${code(def.page)}${def.parentParam ? ` (one ${code(def.parentParam)})` : ''}: the declaration ` +
      `${code(def.key)} of src/resources, served by the generic engine of mocks/crud with its behaviour in ` +
      'mocks/resources. Every call needs the page; an action, create or export also its own code (`x-permission`).',
  };
  return { paths, parameters, schemas, tag };
}

function addAll(into: Record<string, unknown>, from: Record<string, unknown>, what: string) {
  for (const [name, value] of Object.entries(from)) {
    if (Object.hasOwn(into, name)) throw new Error(`openapi: two definitions of ${what} ${name}`);
    into[name] = value;
  }
}

/** Every `#/components/<kind>/<name>` a node refers to, and those they refer to in turn. */
function referenced(node: unknown, components: OpenApiDocument['components']): Set<string> {
  const seen = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const target = (value as Node).$ref;
      if (typeof target === 'string' && !seen.has(target)) {
        seen.add(target);
        const [, , kind, name] = target.split('/');
        walk((components as unknown as Record<string, Record<string, unknown>>)[kind]?.[name]);
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(node);
  return seen;
}

/** Only the schemas and parameters named in `refs` (a document without security schemes: no call takes a token). */
function componentsOf(components: OpenApiDocument['components'], refs: Set<string>) {
  const keep = (kind: string, all: Record<string, Node>) =>
    Object.fromEntries(Object.entries(all).filter(([name]) => refs.has(`#/components/${kind}/${name}`)));
  const parameters = keep('parameters', components.parameters);
  return {
    ...(Object.keys(parameters).length ? { parameters } : {}),
    schemas: keep('schemas', components.schemas),
  } as OpenApiDocument['components'];
}

const isTestOnly = (op: Node) => op['x-test-only'] === true;

/** Every hand-written operation's answers narrowed to its `x-error-codes` (narrowErrors), in place. */
function narrowHandWritten(doc: OpenApiDocument) {
  const error = doc.components.schemas.Error as { properties: { code: { enum: number[] } } };
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops))
      ops[method] = narrowErrors(op, `${method.toUpperCase()} ${path}`, error.properties.code.enum);
}

/**
 * The whole contract: base.json plus every declaration's routes, without the test controls (base.json's operations
 * marked `x-test-only`, in their own document: buildTestControls). Pure: the same declarations, behaviours and
 * seeded tables give the same document (the seed only adds computed fields' types and documents' mime types).
 */
export function buildOpenApi(
  resources: readonly ResourceDef[] = RESOURCES,
  behaviours: Readonly<Record<string, Behaviour>> = BEHAVIOURS,
): OpenApiDocument {
  const doc = structuredClone(base) as unknown as OpenApiDocument;
  // The test controls are no part of the console's contract: their paths, and their tag, are the other document's.
  for (const [path, ops] of Object.entries(doc.paths)) if (Object.values(ops).some(isTestOnly)) delete doc.paths[path];
  doc.tags = doc.tags.filter((tag) => tag.name !== TEST_CONTROL_TAG);
  // Hand-written calls that are not a resource's (the dashboard, the global search, export jobs, notes), one part each.
  for (const part of [dashboardPart, searchPart, exportJobsPart, notesPart, workPart] as unknown as Pick<
    OpenApiDocument,
    'tags' | 'paths' | 'components'
  >[]) {
    doc.tags.push(...part.tags);
    addAll(doc.paths, structuredClone(part.paths), 'path');
    addAll(doc.components.schemas, structuredClone(part.components.schemas), 'schema');
  }
  narrowHandWritten(doc);
  const operationIds = new Set(
    Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => String(op.operationId))),
  );
  for (const def of resources) {
    const behaviour = behaviours[def.key];
    if (!behaviour) throw new Error(`openapi: no behaviour for resource "${def.key}" (add it to mocks/resources)`);
    const built = buildResource(def, behaviour);
    for (const ops of Object.values(built.paths)) {
      for (const op of Object.values(ops)) {
        const id = String(op.operationId);
        if (operationIds.has(id)) throw new Error(`openapi: two operations named ${id}`);
        operationIds.add(id);
      }
    }
    addAll(doc.paths, built.paths, 'path');
    addAll(doc.components.parameters, built.parameters, 'parameter');
    addAll(doc.components.schemas, built.schemas, 'schema');
    doc.tags.push(built.tag);
  }
  return doc;
}

const TEST_CONTROL_TAG = 'test-control';

/**
 * The fake backend's test controls (`/__mock/*`: reset, clock, faults, inbound events), the operations of base.json
 * marked `x-test-only`, as a document of their own: served by the node test server and `tsx mocks/server.ts`, never
 * by the browser worker nor by a real server. Each takes no token (`security: []`).
 */
export function buildTestControls(): OpenApiDocument {
  const all = structuredClone(base) as unknown as OpenApiDocument;
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, ops] of Object.entries(all.paths)) {
    const controls = Object.entries(ops).filter(([, op]) => isTestOnly(op));
    if (!controls.length) continue;
    if (controls.length !== Object.keys(ops).length)
      throw new Error(`openapi: ${path} mixes test controls with the console's operations`);
    paths[path] = Object.fromEntries(controls.map(([method, op]) => [method, { ...op, security: [] }]));
  }
  narrowHandWritten({ ...all, paths });
  return {
    openapi: all.openapi,
    info: {
      title: 'PayOps fake backend: test controls',
      version: (all.info as { version: string }).version,
      description:
        'What tests do to the fake backend of mocks/ besides calling it as the console does (mocks/openapi.json): ' +
        'reset its data, move its clock, expire tokens, make requests misbehave, make its text hostile, bring in a ' +
        'dispute or a fraud alert as a card network would. Served by the node test server and `tsx mocks/server.ts`, ' +
        'never by the browser worker, and no part of the contract a real server implements. No call takes a token. ' +
        'Generated from the operations of mocks/openapi/base.json marked `x-test-only` by mocks/openapi/generate.ts ' +
        '(`npm run openapi`).',
    },
    servers: all.servers,
    tags: all.tags.filter((tag) => tag.name === TEST_CONTROL_TAG),
    paths,
    components: componentsOf(all.components, referenced(paths, all.components)),
  };
}

/** The file's text: two-space JSON and a final newline, in the order the document was built. */
export const serialize = (doc: OpenApiDocument) => `${JSON.stringify(doc, null, 2)}\n`;

/** Where `npm run openapi` writes the contract, from the repository root. */
export const OPENAPI_FILE = 'mocks/openapi.json';
/** Where it writes the test controls' document. */
export const TEST_CONTROLS_FILE = 'mocks/openapi.test-controls.json';

/** Each generated document with its file. */
export const buildContracts = () => [
  { file: OPENAPI_FILE, doc: buildOpenApi() },
  { file: TEST_CONTROLS_FILE, doc: buildTestControls() },
];
