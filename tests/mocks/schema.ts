/**
 * A small JSON Schema checker for the OpenAPI document's schemas: type (also as a list), enum, pattern,
 * required, properties, additionalProperties: false, items, $ref (local), allOf, oneOf.
 */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
}

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
  if (schema.$ref) return check(resolve(root, schema.$ref), value, root, path);
  const errors: string[] = [];
  if (schema.type !== undefined) {
    const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = typeOf(value);
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number'))) {
      return [`${path}: expected ${allowed.join(' | ')}, got ${actual}`];
    }
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) {
    errors.push(`${path}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`);
  }
  if (schema.pattern && typeof value === 'string' && !new RegExp(schema.pattern).test(value)) {
    errors.push(`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${path}: missing ${key}`);
    for (const [key, v] of Object.entries(record)) {
      const sub = schema.properties?.[key];
      if (sub) errors.push(...check(sub, v, root, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unexpected property ${key}`);
    }
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => errors.push(...check(schema.items!, item, root, `${path}[${i}]`)));
  }
  for (const sub of schema.allOf ?? []) errors.push(...check(sub, value, root, path));
  if (schema.oneOf) {
    const results = schema.oneOf.map((sub) => check(sub, value, root, path));
    const matches = results.filter((r) => r.length === 0).length;
    if (matches !== 1) {
      errors.push(`${path}: matches ${matches} of oneOf (${results.map((r) => r[0] ?? 'ok').join(' / ')})`);
    }
  }
  return errors;
}
