import { resourceHandlers, resourceRoutes } from '../../mocks/crud/handlers';
import type { Row } from '../../mocks/crud/query';
import { crudHandlers } from '../../mocks/crud/tables';
import { BEHAVIOURS, fakes, moduleFiles } from '../../mocks/resources';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import type { ResourceDef } from '../../src/console/types';
import { RESOURCES } from '../../src/resources';
import { ADMIN, call, download, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';

const merchant = resourceByKey('merchant')!;

// A declaration of our own, behind the merchant page and codes the super role holds: what the generic engine does
// with options the merchant declaration does not use (forms, money ranges, a transition without `when`).
const widget: ResourceDef = {
  key: 'widget',
  labels: { 'zh-CN': {}, 'en-US': {} },
  page: '/orgMag/regRev',
  api: '/v1/admin/widgets',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq' },
    name: { type: 'text', filter: 'like', sortable: true },
    amount: { type: 'money', filter: 'range', sortable: true, currencyField: 'currency' },
    currency: { type: 'currency' },
    enabled: { type: 'enum', enum: 'enabled12', filter: 'in' },
    limit: { type: 'number' },
  },
  list: { columns: ['id', 'name', 'amount', 'currency'], filters: ['id', 'name', 'amount', 'enabled'] },
  actions: [
    { key: 'enable', permission: 'merchant:approve', scope: 'row', to: { enabled: 1 } },
    {
      key: 'configure',
      permission: 'merchant:approve',
      scope: 'row',
      form: {
        limit: { type: 'number', required: true, max: 1000 },
        site: { type: 'url', pattern: '^https://' },
        note: { type: 'text', max: 5 },
        tier: { type: 'enum', enum: 'enabled01' },
      },
    },
  ],
};

const seedWidgets = (): Row[] => [
  { id: 'w1', name: 'Alpha', amount: '20.5', currency: 'USD', enabled: 2, limit: 10 },
  { id: 'w2', name: 'beta', amount: '20.45', currency: 'USD', enabled: 1, limit: 10 },
  { id: 'w3', name: 'Gamma', amount: '100.00', currency: 'EUR', enabled: 2, limit: 10 },
  { id: 'w4', name: 'delta', amount: '-3.10', currency: 'EUR', enabled: 1, limit: 10 },
];

describe('the generic resource engine', () => {
  let token: string;
  let rows: Row[];
  const ids = async (query: string) => {
    const answer = await call('GET', `${widget.api}${query}`, { token });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    return (answer.body.result as { list: Row[] }).list.map((r) => r.id);
  };
  const act = (id: string, action: string, body: Record<string, unknown> = {}) =>
    call('POST', `${widget.api}/${id}/${action}`, { token, body });

  beforeEach(async () => {
    pinClock();
    rows = seedWidgets();
    server.use(...resourceHandlers(widget, { rows: () => rows }));
    token = await signIn(ADMIN);
  });

  it('keeps table order without a default sort, and sorts money by value within its currency', async () => {
    expect(await ids('')).toEqual(['w1', 'w2', 'w3', 'w4']);
    // EUR before USD whichever the direction: 100.00 EUR is not compared with 20.50 USD.
    expect(await ids('?sort=amount,ascend')).toEqual(['w4', 'w3', 'w2', 'w1']);
    expect(await ids('?sort=amount,desc')).toEqual(['w3', 'w4', 'w1', 'w2']);
  });

  it('answers each money column’s total per currency over the whole filtered set, exactly', async () => {
    const totals = async (query: string) =>
      ((await call('GET', `${widget.api}${query}`, { token })).body.result as { totals: unknown }).totals;
    expect(await totals('?pageSize=1')).toEqual([
      { field: 'amount', currency: 'EUR', amount: '96.90' },
      { field: 'amount', currency: 'USD', amount: '40.95' },
    ]);
    expect(await totals('?enabled=1')).toEqual([
      { field: 'amount', currency: 'EUR', amount: '-3.10' },
      { field: 'amount', currency: 'USD', amount: '20.45' },
    ]);
    expect(await totals('?name=nothing')).toEqual([]);
  });

  it('filters a money range by value, inclusive, and refuses a bad edge', async () => {
    expect(await ids('?amount_from=20.45&amount_to=100')).toEqual(['w1', 'w2', 'w3']);
    expect(await ids('?amount_to=0')).toEqual(['w4']);
    const bad = await call('GET', widget.api, { token, query: { amount_to: 'lots' } });
    expect(bad.body).toMatchObject({ code: 100400, message: 'Invalid input: amount_to' });
  });

  it('sorts and filters amounts beyond float precision exactly', async () => {
    // 10^15 minor units and one more: equal as floats (9007199254740993 is not a double), apart as decimals.
    rows.push(
      { id: 'w5', name: 'big', amount: '90071992547409.93', currency: 'USD', enabled: 1, limit: 1 },
      { id: 'w6', name: 'big+1', amount: '90071992547409.94', currency: 'USD', enabled: 1, limit: 1 },
    );
    expect(await ids('?amount_from=90071992547409.94')).toEqual(['w6']);
    expect(await ids('?amount_to=90071992547409.93&amount_from=90071992547409.93')).toEqual(['w5']);
    // The USD rows (after the EUR ones), largest first.
    expect((await ids('?sort=amount,desc')).slice(2, 4)).toEqual(['w6', 'w5']);
    // 0.1 + 0.2 is not 0.3 in floats; as decimals the edge 0.3 keeps a row of exactly 0.3.
    rows.push({ id: 'w7', name: 'tenths', amount: '0.30', currency: 'USD', enabled: 1, limit: 1 });
    expect(await ids('?amount_from=0.3&amount_to=0.3')).toEqual(['w7']);
  });

  it('serves derived rows (totals for a period): its own filters are not applied again', async () => {
    const derivedDef: ResourceDef = {
      ...widget,
      fields: { ...widget.fields, period: { type: 'datetime', filter: 'range', hideInTable: true } },
      list: { ...widget.list, filters: [...widget.list.filters, 'period'] },
    };
    server.use(
      ...resourceHandlers(derivedDef, {
        rows: () => rows,
        consumes: ['period'],
        derive: (params) => {
          const from = params.get('period_from');
          if (from && Number.isNaN(Date.parse(from))) return { ok: false, param: 'period_from' };
          return { ok: true, value: [{ id: from ? 'since' : 'all', name: 'Total', amount: '1.00', enabled: 1 }] };
        },
      }),
    );
    expect(await ids('?period_from=2026-01-01T00:00:00Z')).toEqual(['since']);
    // The other declared filters still apply to the derived rows.
    expect(await ids('?enabled=2')).toEqual([]);
    const bad = await call('GET', widget.api, { token, query: { period_from: 'soon' } });
    expect(bad.body).toMatchObject({ code: 100400, message: 'Invalid input: period_from' });
  });

  it('downloads a row file behind its action code, only in the allowed status', async () => {
    const withStatement: ResourceDef = {
      ...widget,
      actions: [
        {
          key: 'statement',
          permission: 'merchant:approve',
          scope: 'row',
          download: true,
          when: { field: 'enabled', in: [1] },
        },
      ],
    };
    expect(resourceRoutes(withStatement).map((r) => `${r.method} ${r.path}`)).toContain(
      'GET /v1/admin/widgets/:id/statement',
    );
    server.use(
      ...resourceHandlers(withStatement, {
        rows: () => rows,
        downloads: { statement: (row) => ({ body: `id\r\n${String(row.id)}\r\n`, type: 'text/csv', name: 'w.csv' }) },
      }),
    );
    const file = await download(`${widget.api}/w2/statement`, { token });
    expect(file.headers.get('content-disposition')).toContain('filename="w.csv"');
    expect(file.text).toBe('id\r\nw2\r\n');
    const refused = await call('GET', `${widget.api}/w1/statement`, { token });
    expect(refused.body).toMatchObject({ code: 101014 });
  });

  it('has no export route without an export permission', async () => {
    expect(resourceRoutes(widget).map((r) => `${r.method} ${r.path}`)).not.toContain('GET /v1/admin/widgets/export');
    expect((await call('GET', `${widget.api}/export`, { token })).body.code).toBe(100404);
  });

  it('refuses a transition already made (`to` without `when`) with 101014, logging once', async () => {
    expect((await act('w1', 'enable')).body.result).toMatchObject({ enabled: 1 });
    expect((await act('w1', 'enable')).body).toMatchObject({ code: 101014 });
    expect((await act('w2', 'enable')).body).toMatchObject({ code: 101014 });
    expect(db.oplog.map((e) => [e.resource, e.target_id, e.before, e.after])).toEqual([
      ['widget', 'w1', { enabled: 2 }, { enabled: 1 }],
    ]);
  });

  it('checks form inputs by their declaration: required, type, max, pattern, enum', async () => {
    const refusals: [Record<string, unknown>, string, string?][] = [
      [{}, 'limit'],
      [{ limit: '' }, 'limit'],
      [{ limit: 'many' }, 'limit'],
      [{ limit: 1001 }, 'limit', 'Value out of range'],
      [{ limit: 5, site: 'http://shop.example' }, 'site'],
      [{ limit: 5, site: 'https://' }, 'site'],
      [{ limit: 5, note: 'too long' }, 'note'],
      [{ limit: 5, tier: 7 }, 'tier'],
      [{ limit: [5] }, 'limit'],
    ];
    for (const [body, field, why = 'Invalid input'] of refusals) {
      expect((await act('w1', 'configure', body)).body, JSON.stringify(body)).toMatchObject({
        code: 100400,
        message: `${why}: ${field}`,
      });
    }
    expect(rows[0].limit).toBe(10);

    const answer = await act('w1', 'configure', { limit: '500', site: 'https://shop.example', note: 'ok', tier: '1' });
    expect(answer.body.code).toBe(0);
    // Values that name a field are written (typed); the others are checked only.
    expect(rows[0]).toEqual({ ...seedWidgets()[0], limit: 500 });
    expect(db.oplog.at(-1)).toMatchObject({ action: 'configure', before: { limit: 10 }, after: { limit: 500 } });
  });
});

describe('wiring of the declarations', () => {
  it('has a behaviour (its table) for every declaration of the registry', () => {
    for (const def of RESOURCES) expect(BEHAVIOURS[def.key], def.key).toBeDefined();
    expect(() => crudHandlers()).not.toThrow();
  });

  it('finds the fake modules by file: one for each declared resource and no other, none listed by hand', () => {
    expect(Object.keys(fakes()).sort()).toEqual(RESOURCES.map((r) => r.key).sort());
    const files = moduleFiles().map(([path]) => path);
    expect(files).toContain('./merchant.ts');
    expect(files).toContain('./txnAccount/balance.ts');
    expect(files.filter((f) => /index\.ts$|discover(\.vite)?\.ts$/.test(f))).toEqual([]);
    // A file named after its resource gives its default export; one serving several names them in `fakes`.
    expect(fakes().merchant).toBe(moduleFiles().find(([p]) => p === './merchant.ts')![1].default);
    expect(Object.keys(moduleFiles().find(([p]) => p === './txnAccount/balance.ts')![1].fakes as object)).toEqual([
      'balance',
      'walletBalance',
    ]);
  });

  it('stops at start-up when a declaration has no behaviour', () => {
    expect(() => crudHandlers([merchant, widget])).toThrow(/no behaviour for resource "widget"/);
  });

  it('serves list, export, bulk actions, detail and row actions, in that match order', () => {
    expect(resourceRoutes(merchant).map((r) => `${r.method} ${r.path} ${r.code ?? ''}`.trim())).toEqual([
      'GET /v1/admin/merchants',
      'GET /v1/admin/merchants/export merchant:export',
      'POST /v1/admin/merchants/bulk/approve merchant:approve',
      'POST /v1/admin/merchants/bulk/reject merchant:reject',
      'GET /v1/admin/merchants/:id',
      'POST /v1/admin/merchants/:id/approve merchant:approve',
      'POST /v1/admin/merchants/:id/reject merchant:reject',
      'POST /v1/admin/merchants/:id/freeze merchant:freeze',
      'POST /v1/admin/merchants/:id/unfreeze merchant:unfreeze',
    ]);
  });
});
