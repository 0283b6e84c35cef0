import { db } from '../../mocks/db';
import { sha256Hex } from '../../mocks/resources/apiKey';
import { seedCustUsers } from '../../mocks/seed/custUsers';
import { seedMerchants } from '../../mocks/seed/merchants';
import { checkInput } from '../../src/console/validate';
import { ADMIN, RISK, call, download, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';

const custUser = resourceByKey('custUser')!;
const param = resourceByKey('param')!;

const USERS = custUser.api;
const PARAMS = param.api;
const VALUE = param.actions![0].form!.value;
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('merchant accounts in the fake backend', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });
  const post = (path: string, body: Record<string, unknown> = {}) => call('POST', path, { token, body });

  it('seeds one to three users for part of the reviewed merchants, every state present, the same every time', () => {
    const merchants = seedMerchants();
    expect(seedCustUsers(merchants)).toEqual(db.custUser);
    const byMerchant = new Map<string, number>();
    for (const u of db.custUser) byMerchant.set(u.cust_id, (byMerchant.get(u.cust_id) ?? 0) + 1);
    expect([...byMerchant.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
    const reviewed = merchants.filter((m) => m.status === 1 || m.status === 3);
    expect(byMerchant.size).toBeGreaterThan(20);
    expect(byMerchant.size).toBeLessThan(reviewed.length);
    for (const id of byMerchant.keys()) expect([1, 3]).toContain(merchants.find((m) => m.cust_id === id)!.status);
    expect(new Set(db.custUser.map((u) => u.status))).toEqual(new Set([1, 2]));
    expect(new Set(db.custUser.map((u) => u.email)).size).toBe(db.custUser.length);
    expect(db.custUser.length).toBeLessThan(400);
  });

  it('freeze needs a reason and is logged; unfreeze only a frozen user (101014 otherwise)', async () => {
    const user = db.custUser.find((u) => u.status === 1)!;
    expect((await post(`${USERS}/${user.user_id}/freeze`)).body).toMatchObject({
      code: 100400,
      message: 'Invalid input: reason',
    });
    expect((await post(`${USERS}/${user.user_id}/unfreeze`)).body.code).toBe(101014);
    const frozen = await post(`${USERS}/${user.user_id}/freeze`, { reason: 'Shared credentials reported' });
    expect(frozen.body.result).toMatchObject({ user_id: user.user_id, status: 2 });
    expect(db.oplog.at(-1)).toMatchObject({
      resource: 'custUser',
      target_id: user.user_id,
      action: 'freeze',
      reason: 'Shared credentials reported',
      before: { status: 1 },
      after: { status: 2 },
    });
    expect((await post(`${USERS}/${user.user_id}/freeze`, { reason: 'again' })).body.code).toBe(101014);
    expect((await post(`${USERS}/${user.user_id}/unfreeze`)).body.result).toMatchObject({ status: 1 });
  });

  it('reset password answers a temporary password once and keeps only its hash', async () => {
    const user = db.custUser[0];
    const reset = await post(`${USERS}/${user.user_id}/resetPassword`);
    const temp = (reset.body.result as { temp_password: string }).temp_password;
    expect(temp).toMatch(/^\S{4}-\S{4}-\S{4}$/);
    expect(reset.body.result).not.toHaveProperty('password_hash');
    expect(user.password_hash).toBe(sha256Hex(temp));
    expect(db.oplog.at(-1)).toMatchObject({ action: 'resetPassword', after: { password_hash: '***' } });
    const detail = await call('GET', `${USERS}/${user.user_id}`, { token });
    expect(detail.body.result).not.toHaveProperty('password_hash');
    expect(JSON.stringify(detail.body)).not.toContain(temp);
  });

  it('filters and exports the filtered users without the hash', async () => {
    const custId = db.custUser.find((u, i) => db.custUser[i + 1]?.cust_id === u.cust_id)!.cust_id;
    const mine = db.custUser.filter((u) => u.cust_id === custId);
    const list = (await call('GET', USERS, { token, query: { cust_id: custId } })).body.result as {
      list: Record<string, unknown>[];
    };
    expect(list.list.map((u) => u.user_id).sort()).toEqual(mine.map((u) => u.user_id).sort());
    list.list.forEach((u) => expect(u).not.toHaveProperty('password_hash'));
    const frozen = (await call('GET', USERS, { token, query: { status: 2, pageSize: 100 } })).body.result as {
      total: number;
    };
    expect(frozen.total).toBe(db.custUser.filter((u) => u.status === 2).length);

    const csv = await download(`${USERS}/export`, { token, query: { cust_id: custId } });
    expect(csv.status).toBe(200);
    expect(lines(csv.text)[0]).toBe(
      '用户ID,商户号,商户名称,登录邮箱,姓名,状态,状态代码,商户内角色,最近登录时间,创建时间',
    );
    expect(lines(csv.text)).toHaveLength(mine.length + 1);
    for (const u of mine) expect(csv.text).not.toContain(u.password_hash);
  });

  it('is behind its page: the risk account is refused', async () => {
    const riskToken = await signIn(RISK);
    expect((await call('GET', USERS, { token: riskToken })).body.code).toBe(403);
  });
});

describe('business parameters in the fake backend', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });
  const edit = (key: string, value: unknown) =>
    call('POST', `${PARAMS}/${encodeURIComponent(key)}/edit`, { token, body: { value } });
  const row = (key: string) => db.param.find((p) => p.param_key === key)!;

  it('seeds every value type, each value valid by its own rules', () => {
    expect(new Set(db.param.map((p) => p.value_type))).toEqual(
      new Set(['int', 'decimal', 'bool', 'string', 'url', 'email', 'currency', 'amount', 'enum']),
    );
    for (const p of db.param)
      expect(checkInput(VALUE, p.value, { row: p }), p.param_key).toEqual({ ok: true, value: p.value });
  });

  it('refuses a value of the wrong type, out of bounds or not an option, and changes nothing', async () => {
    const refusals: [string, unknown, string?][] = [
      ['order.expiry.minutes', '2', 'Value out of range'],
      ['order.expiry.minutes', '1441', 'Value out of range'],
      ['order.expiry.minutes', '30.5'],
      ['order.expiry.minutes', 'thirty'],
      ['order.expiry.minutes', ''],
      ['fx.markup.max.percent', '10.01', 'Value out of range'],
      ['fx.markup.max.percent', '1e1'],
      ['payout.manual.review', 'yes'],
      ['3ds.default.mode', 'sometimes'],
      ['support.email', 'support-at-payops'],
      ['merchant.portal.url', 'http://merchant.payops.test'],
      ['settlement.cutoff.currency', 'XYZ'],
      ['settlement.cutoff.time', 'x'.repeat(21)],
      ['refund.max.days', ['30']],
    ];
    const before = JSON.stringify(db.param);
    for (const [key, value, why = 'Invalid input'] of refusals) {
      expect((await edit(key, value)).body, `${key}=${JSON.stringify(value)}`).toMatchObject({
        code: 100400,
        message: `${why}: value`,
      });
    }
    expect(JSON.stringify(db.param)).toBe(before);
    expect((await edit('no.such.key', '1')).body.code).toBe(100404);
  });

  it('saves a valid value with who and when, logged with the old and new value', async () => {
    const answer = await edit('order.expiry.minutes', ' 45 ');
    expect(answer.body.result).toMatchObject({
      param_key: 'order.expiry.minutes',
      value: '45',
      updated_by: ADMIN.email,
      updated_at: '2026-03-10T09:00:15.000Z',
    });
    expect(db.oplog.at(-1)).toMatchObject({
      resource: 'param',
      target_id: 'order.expiry.minutes',
      action: 'edit',
      before: { value: '30' },
      after: { value: '45', updated_at: '2026-03-10T09:00:15.000Z' },
    });
    expect((await edit('3ds.default.mode', 'always')).body.result).toMatchObject({ value: 'always' });
    expect((await edit('payout.manual.review', 'false')).body.result).toMatchObject({ value: 'false' });
    expect((await edit('fx.markup.max.percent', '2.75')).body.result).toMatchObject({ value: '2.75' });
    expect(row('fx.markup.max.percent').value).toBe('2.75');
  });

  it('exports the filtered parameters', async () => {
    const csv = await download(`${PARAMS}/export`, { token, query: { value_type: 'int' } });
    const body = lines(csv.text);
    expect(body[0]).toBe('参数键,参数说明,值类型,值类型代码,参数值,最小值,最大值,可选值,最后修改人,最后修改时间');
    expect(body.slice(1).map((l) => l.split(',')[0])).toEqual(
      db.param
        .filter((p) => p.value_type === 'int')
        .map((p) => p.param_key)
        .sort(),
    );
  });
});
