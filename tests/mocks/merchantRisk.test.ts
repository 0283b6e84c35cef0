import { db } from '../../mocks/db';
import { compareDecimal, minorUnits } from '../../src/console/money';
import { ADMIN, RISK, T0, call, download, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';

const merchantRisk = resourceByKey('merchantRisk')!;
const riskAlert = resourceByKey('riskAlert')!;

const AT = new Date(T0).toISOString();
const settings = (id: string) => db.merchantRisk.find((r) => r.cust_id === id)!;
const alert = (id: string) => db.riskAlert.find((a) => a.alert_id === id)!;
const usd = () => db.merchantRisk.find((r) => r.currency === 'USD')!;

const EDIT = {
  risk_level: 2,
  reserve_percent: '12.50',
  reserve_days: 180,
  single_limit: '2500.00',
  daily_limit: '40000.00',
};

describe('merchant risk seed', () => {
  it('one row per approved or frozen merchant; frozen ones are high risk; limits are exact decimals, single ≤ daily', () => {
    const approved = db.merchant.filter((m) => m.status === 1 || m.status === 3);
    expect(db.merchantRisk.map((r) => r.cust_id)).toEqual(approved.map((m) => m.cust_id));
    for (const m of approved.filter((x) => x.status === 3)) expect(settings(m.cust_id).risk_level).toBe(3);
    expect(new Set(db.merchantRisk.map((r) => r.risk_level))).toEqual(new Set([1, 2, 3]));
    for (const r of db.merchantRisk) {
      expect(r.reserve_percent).toMatch(/^\d{1,3}\.\d{2}$/);
      const places = minorUnits(r.currency);
      const money = places ? new RegExp(`^\\d+\\.\\d{${places}}$`) : /^\d+$/;
      expect(r.single_limit).toMatch(money);
      expect(r.daily_limit).toMatch(money);
      expect(compareDecimal(r.single_limit, r.daily_limit)).toBeLessThanOrEqual(0);
    }
    expect(db.merchantRisk.some((r) => minorUnits(r.currency) === 0)).toBe(true);
  });

  it('alerts of every type and both states, ids in the order raised; acknowledged ones say by whom and when', () => {
    expect(new Set(db.riskAlert.map((a) => a.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(db.riskAlert.map((a) => a.status))).toEqual(new Set([0, 1]));
    const times = db.riskAlert.map((a) => a.raised_at);
    expect(times).toEqual([...times].sort());
    for (const a of db.riskAlert) {
      expect(a.acknowledged_by !== null).toBe(a.status === 1);
      if (a.acknowledged_at) expect(a.acknowledged_at >= a.raised_at).toBe(true);
      expect(a.detail).toContain(a.metric_value.replace('-', ''));
    }
  });
});

describe('merchant risk settings', () => {
  let token: string;
  const edit = (id: string, body: Record<string, unknown>) =>
    call('POST', `${merchantRisk.api}/${id}/edit`, { token, body });

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('saves the settings, stamps who and when, and logs before and after', async () => {
    const target = usd();
    const before = { ...target };
    const answer = await edit(target.cust_id, EDIT);
    expect(answer.body.code).toBe(0);
    expect(settings(target.cust_id)).toEqual({ ...before, ...EDIT, updated_by: ADMIN.email, updated_at: AT });
    expect(db.oplog).toHaveLength(1);
    expect(db.oplog[0]).toMatchObject({ resource: 'merchantRisk', target_id: target.cust_id, action: 'edit' });
    expect(db.oplog[0].after).toMatchObject({ single_limit: '2500.00', daily_limit: '40000.00' });
  });

  it('accepts a single limit equal to the daily limit, compared exactly', async () => {
    const target = usd();
    const body = { ...EDIT, single_limit: '40000', daily_limit: '40000.00' };
    expect((await edit(target.cust_id, body)).body.code).toBe(0);
  });

  it('refuses single > daily, percent above 100 or with three decimals, days out of range, bad money', async () => {
    const target = usd();
    const before = { ...target };
    const refusals: [Record<string, unknown>, string, string?][] = [
      [{ ...EDIT, single_limit: '40000.01' }, 'daily_limit'],
      [{ ...EDIT, reserve_percent: '100.5' }, 'reserve_percent', 'Value out of range'],
      [{ ...EDIT, reserve_percent: '10.125' }, 'reserve_percent'],
      [{ ...EDIT, reserve_percent: '-1' }, 'reserve_percent', 'Value out of range'],
      [{ ...EDIT, reserve_days: 366 }, 'reserve_days', 'Value out of range'],
      [{ ...EDIT, reserve_days: 1.5 }, 'reserve_days'],
      [{ ...EDIT, daily_limit: 1e21 }, 'daily_limit'],
      [{ ...EDIT, daily_limit: '1,000' }, 'daily_limit'],
      [{ ...EDIT, single_limit: '-5' }, 'single_limit', 'Value out of range'],
      [{ ...EDIT, single_limit: '10.001' }, 'single_limit'],
      [{ ...EDIT, risk_level: 4 }, 'risk_level'],
    ];
    for (const [body, field, why = 'Invalid input'] of refusals) {
      const answer = await edit(target.cust_id, body);
      expect(answer.body, field).toMatchObject({ code: 100400, message: `${why}: ${field}` });
    }
    expect(settings(target.cust_id)).toEqual(before);
    expect(db.oplog).toHaveLength(0);
    // Compared as numbers, not as text ("9" > "10").
    expect((await edit(target.cust_id, { ...EDIT, single_limit: '9', daily_limit: '10' })).body.code).toBe(0);
  });

  it('percent 100 and 0 are allowed', async () => {
    const target = usd();
    expect((await edit(target.cust_id, { ...EDIT, reserve_percent: '100' })).body.code).toBe(0);
    expect((await edit(target.cust_id, { ...EDIT, reserve_percent: '0' })).body.code).toBe(0);
  });

  it('refuses decimals a currency without minor units cannot hold', async () => {
    const yen = db.merchantRisk.find((r) => minorUnits(r.currency) === 0)!;
    const answer = await edit(yen.cust_id, { ...EDIT, single_limit: '1000.50', daily_limit: '500000' });
    expect(answer.body).toMatchObject({ code: 100400, message: 'Invalid input: single_limit' });
    expect((await edit(yen.cust_id, { ...EDIT, single_limit: '1000', daily_limit: '500000' })).body.code).toBe(0);
  });

  it('exports the filtered settings; the risk account (no /orgMag pages) is refused', async () => {
    const high = db.merchantRisk.filter((r) => r.risk_level === 3);
    const csv = await download(`${merchantRisk.api}/export`, { token, query: { risk_level: 3 } });
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(high.length + 1);
    const riskToken = await signIn(RISK);
    expect((await call('GET', merchantRisk.api, { token: riskToken })).body.code).toBe(403);
  });
});

describe('risk alerts', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('acknowledges an open alert (0→1) with an optional note; again answers 101014', async () => {
    const open = db.riskAlert.filter((a) => a.status === 0);
    const path = (id: string) => `${riskAlert.api}/${id}/acknowledge`;
    const first = await call('POST', path(open[0].alert_id), { token, body: { note: ' Called the merchant ' } });
    expect(first.body.result).toMatchObject({
      status: 1,
      acknowledged_by: ADMIN.email,
      acknowledged_at: AT,
      note: 'Called the merchant',
    });
    expect((await call('POST', path(open[1].alert_id), { token, body: {} })).body.code).toBe(0);
    expect(alert(open[1].alert_id)).toMatchObject({ status: 1, note: null });
    expect((await call('POST', path(open[0].alert_id), { token, body: {} })).body).toMatchObject({
      code: 101014,
      message: 'Wrong status',
    });
    expect(db.oplog.map((e) => [e.target_id, e.before.status, e.after.status])).toEqual([
      [open[0].alert_id, 0, 1],
      [open[1].alert_id, 0, 1],
    ]);
  });

  it('acknowledges in bulk: open ones change, an acknowledged one is refused on its own', async () => {
    const open = db.riskAlert.filter((a) => a.status === 0).slice(0, 2);
    const done = db.riskAlert.find((a) => a.status === 1)!;
    const ids = [...open.map((a) => a.alert_id), done.alert_id];
    const answer = await call('POST', `${riskAlert.api}/bulk/acknowledge`, { token, body: { ids, note: 'Batch' } });
    expect(answer.body.result).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: true },
      { id: ids[2], ok: false, code: 101014, message: 'Wrong status' },
    ]);
    for (const a of open) expect(alert(a.alert_id)).toMatchObject({ status: 1, note: 'Batch' });
  });

  it('filters by type and status, and exports the same rows', async () => {
    const wanted = db.riskAlert.filter((a) => a.type === 1 && a.status === 0);
    const query = { type: '1', status: '0', pageSize: 100 };
    const list = await call('GET', riskAlert.api, { token, query });
    expect((list.body.result as { total: number }).total).toBe(wanted.length);
    const csv = await download(`${riskAlert.api}/export`, { token, query });
    const ids = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(ids.sort()).toEqual(wanted.map((a) => a.alert_id).sort());
  });
});
