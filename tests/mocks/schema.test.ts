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
});
