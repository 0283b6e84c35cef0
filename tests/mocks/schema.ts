/**
 * A small JSON Schema checker for the OpenAPI document's schemas: every keyword the document uses on an answer —
 * type (also as a list), enum, const, pattern, format (date-time, date, email, uri), minimum, maximum,
 * exclusiveMinimum, exclusiveMaximum, minLength, maxLength, required, properties, additionalProperties (false or a
 * schema), items, minItems, maxItems, $ref (local, with siblings as in 3.1), allOf, oneOf, anyOf. A keyword it does
 * not know fails loudly, so the contract never states a bound the test does not check.
 */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

/** Keywords that say nothing about a value (annotations), and those checked below. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const CHECKED = new Set([
  '$ref',
  'type',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'allOf',
  'oneOf',
  'anyOf',
]);

/** The formats the document names, each as the server writes it; `binary` is a file body, never checked here. */
const FORMATS: Record<string, (value: string) => boolean> = {
  'date-time': (v) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  email: (v) => /^[^\s@]+@[^\s@]+$/.test(v),
  uri: (v) => URL.canParse(v) && /^[a-z][a-z0-9+.-]*:/i.test(v),
  binary: () => true,
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function resolve(root: unknown, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`only local $ref: ${ref}`);
  let node: unknown = root;
  for (const key of ref.slice(2).split('/')) node = (node as Record<string, unknown>)?.[key];
  if (!node || typeof node !== 'object') throw new Error(`unresolved $ref: ${ref}`);
  return node as Schema;
}

/** The list of problems (empty when the value matches), each with a JSON path. */
export function check(schema: Schema, value: unknown, root: unknown, path = '$'): string[] {
  for (const key of Object.keys(schema))
    if (!CHECKED.has(key) && !ANNOTATIONS.has(key) && !key.startsWith('x-'))
      throw new Error(`schema keyword the checker does not know: ${key} (at ${path})`);
  const errors: string[] = [];
  // OpenAPI 3.1: a $ref's siblings apply too.
  if (schema.$ref) errors.push(...check(resolve(root, schema.$ref), value, root, path));
  if (schema.type !== undefined) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = typeOf(value);
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) {
      return [...errors, `${path}: expected ${allowed.join(' | ')}, got ${actual}`];
    }
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) {
    errors.push(`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`);
  }
  if ('const' in schema && schema.const !== value) {
    errors.push(`${path}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`);
  }
  if (typeof value === 'string') {
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
      errors.push(`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
    }
    if (schema.format) {
      const valid = FORMATS[schema.format];
      if (!valid) throw new Error(`format the checker does not know: ${schema.format} (at ${path})`);
      if (!valid(value)) errors.push(`${path}: ${JSON.stringify(value)} is not a ${schema.format}`);
    }
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      errors.push(`${path}: shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && length > schema.maxLength)
      errors.push(`${path}: longer than ${schema.maxLength}`);
  }
  if (typeof value === 'number') {
    const bound = (ok: boolean, what: string) => ok || errors.push(`${path}: ${value} is not ${what}`);
    if (schema.minimum !== undefined) bound(value >= schema.minimum, `>= ${schema.minimum}`);
    if (schema.maximum !== undefined) bound(value <= schema.maximum, `<= ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined) bound(value > schema.exclusiveMinimum, `> ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined) bound(value < schema.exclusiveMaximum, `< ${schema.exclusiveMaximum}`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${path}: missing ${key}`);
    for (const [key, v] of Object.entries(record)) {
      const sub = schema.properties?.[key];
      const other = schema.additionalProperties;
      if (sub) errors.push(...check(sub, v, root, `${path}.${key}`));
      else if (other === false) errors.push(`${path}: unexpected property ${key}`);
      else if (other && typeof other === 'object') errors.push(...check(other, v, root, `${path}.${key}`));
    }
  }
  if (Array.isArray(value)) {
    if (schema.items) value.forEach((item, i) => errors.push(...check(schema.items!, item, root, `${path}[${i}]`)));
    if (schema.minItems !== undefined && value.length < schema.minItems)
      errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      errors.push(`${path}: more than ${schema.maxItems} items`);
  }
  for (const sub of schema.allOf ?? []) errors.push(...check(sub, value, root, path));
  if (schema.oneOf) {
    const results = schema.oneOf.map((sub) => check(sub, value, root, path));
    const matches = results.filter((r) => r.length === 0).length;
    if (matches !== 1) {
      errors.push(`${path}: matches ${matches} of oneOf (${results.map((r) => r[0] ?? 'ok').join(' / ')})`);
    }
  }
  if (schema.anyOf) {
    const results = schema.anyOf.map((sub) => check(sub, value, root, path));
    if (!results.some((r) => r.length === 0)) {
      errors.push(`${path}: matches none of anyOf (${results.map((r) => r[0]).join(' / ')})`);
    }
  }
  return errors;
}
