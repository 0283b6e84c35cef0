import { check, type Schema } from './schema';

const root = {
  components: {
    schemas: {
      Node: {
        type: 'object',
        required: ['url'],
        properties: {
          url: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
        additionalProperties: false,
      },
    },
  },
};
const node: Schema = { $ref: '#/components/schemas/Node' };

describe('the schema checker of the OpenAPI test', () => {
  it('accepts a matching value, recursively', () => {
    expect(check(node, { url: '/Home', children: [{ url: 'a:b' }] }, root)).toEqual([]);
  });

  it('reports wrong types, missing and unexpected properties, with paths', () => {
    expect(check(node, { url: 1 }, root)).toEqual(['$.url: expected string, got integer']);
    expect(check(node, { children: [{ url: '/x', extra: true }] }, root)).toEqual([
      '$: missing url',
      '$.children[0]: unexpected property extra',
    ]);
    expect(check({ type: ['string', 'null'] }, 3.5, root)).toEqual(['$: expected string | null, got number']);
  });

  it('checks enum, pattern, integer vs number, allOf and oneOf', () => {
    expect(check({ type: 'integer', enum: [0] }, 1, root)).toHaveLength(1);
    expect(check({ type: 'number' }, 2, root)).toEqual([]);
    expect(check({ type: 'integer' }, 2.5, root)).toHaveLength(1);
    expect(check({ type: 'string', pattern: '^pt_' }, 'xx', root)).toHaveLength(1);
    expect(
      check(
        {
          allOf: [
            { type: 'object', required: ['a'] },
            { type: 'object', required: ['b'] },
          ],
        },
        { a: 1 },
        root,
      ),
    ).toEqual(['$: missing b']);
    const either: Schema = { oneOf: [{ type: 'string' }, { type: 'string', enum: ['x'] }] };
    expect(check(either, 'y', root)).toEqual([]);
    expect(check(either, 'x', root)[0]).toMatch(/matches 2 of oneOf/);
    expect(check(either, 1, root)[0]).toMatch(/matches 0 of oneOf/);
  });

  it('checks bounds of numbers, strings and lists, formats and anyOf', () => {
    const count: Schema = { type: 'integer', minimum: 0 };
    expect(check(count, 0, root)).toEqual([]);
    expect(check(count, -1, root)).toEqual(['$: -1 is not >= 0']);
    expect(check({ type: 'number', maximum: 100 }, 100.01, root)).toEqual(['$: 100.01 is not <= 100']);
    expect(check({ type: 'number', exclusiveMinimum: 0 }, 0, root)).toHaveLength(1);
    expect(check({ type: 'string', maxLength: 2 }, 'abc', root)).toEqual(['$: longer than 2']);
    expect(check({ type: 'array', minItems: 1 }, [], root)).toEqual(['$: fewer than 1 items']);
    expect(check({ type: 'string', format: 'date-time' }, '2026-03-10T09:00:15.000Z', root)).toEqual([]);
    expect(check({ type: 'string', format: 'date-time' }, '2026-03-10 09:00', root)).toHaveLength(1);
    expect(check({ type: 'string', format: 'date' }, '2026-02-30', root)).toHaveLength(1);
    const either: Schema = { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 1 }] };
    expect(check(either, 'x', root)).toEqual([]);
    expect(check(either, 0, root)[0]).toMatch(/matches none of anyOf/);
  });

  it("applies a $ref's siblings and a schema of additionalProperties", () => {
    const narrowed: Schema = { $ref: '#/components/schemas/Node', properties: { url: { enum: ['/a'] } } };
    expect(check(narrowed, { url: '/a' }, root)).toEqual([]);
    expect(check(narrowed, { url: '/b' }, root)).toEqual(['$.url: "/b" not in ["/a"]']);
    expect(check({ type: 'object', additionalProperties: { type: 'string' } }, { a: 1 }, root)).toEqual([
      '$.a: expected string, got integer',
    ]);
  });

  it('refuses a keyword or format it does not check, so no stated bound goes unchecked', () => {
    expect(() => check({ multipleOf: 2 } as Schema, 4, root)).toThrow(/multipleOf/);
    expect(() => check({ type: 'string', format: 'ipv4' }, '1.2.3.4', root)).toThrow(/ipv4/);
  });
});
