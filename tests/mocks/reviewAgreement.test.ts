import { db } from '../../mocks/db';
import { ADMIN, call, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';

type Row = Record<string, unknown>;

const WRONG_STATUS = 101014;

describe('registration and KYB agree', () => {
  it('a KYB file of a merchant whose registration failed cannot be approved; rejecting it still can', async () => {
    const token = await signIn(ADMIN);
    const [first, second] = db.kyb.filter((k) => k.status === 0);
    for (const k of [first, second]) db.merchant.find((m) => m.cust_id === k.cust_id)!.status = 2;
    const api = resourceByKey('kyb')!.api;
    const detail = await call('GET', `${api}/${first.kyb_id}`, { token });
    expect((detail.body.result as Row).merchant_status).toBe(2);
    const approve = await call('POST', `${api}/${first.kyb_id}/approve`, { token, body: {} });
    expect(approve.body.code).toBe(WRONG_STATUS);
    expect(first.status).toBe(0);
    const reject = await call('POST', `${api}/${second.kyb_id}/reject`, {
      token,
      body: { reason: 'Registration failed' },
    });
    expect(reject.body.code).toBe(0);
  });

  it('a merchant whose KYB file was rejected cannot be approved at registration; one without a file can', async () => {
    const token = await signIn(ADMIN);
    const api = resourceByKey('merchant')!.api;
    const withFile = db.merchant.find((m) => m.status === 0 && db.kyb.some((k) => k.cust_id === m.cust_id))!;
    for (const k of db.kyb.filter((x) => x.cust_id === withFile.cust_id)) k.status = 2;
    const detail = await call('GET', `${api}/${withFile.cust_id}`, { token });
    expect((detail.body.result as Row).kyb_status).toBe(2);
    expect((await call('POST', `${api}/${withFile.cust_id}/approve`, { token, body: {} })).body.code).toBe(
      WRONG_STATUS,
    );
    expect(withFile.status).toBe(0);

    const without = db.merchant.find((m) => m.status === 0 && !db.kyb.some((k) => k.cust_id === m.cust_id));
    if (without) {
      expect(((await call('GET', `${api}/${without.cust_id}`, { token })).body.result as Row).kyb_status).toBeNull();
      expect((await call('POST', `${api}/${without.cust_id}/approve`, { token, body: {} })).body.code).toBe(0);
    }
  });

  it("a merchant's answer says how its orders of the last 30 days went, as shares of two decimals", async () => {
    const token = await signIn(ADMIN);
    const api = resourceByKey('merchant')!.api;
    const busy = db.merchant.find((m) => db.order.filter((o) => o.cust_id === m.cust_id).length > 5)!;
    const result = (await call('GET', `${api}/${busy.cust_id}`, { token })).body.result as Row;
    expect(result.orders_30d).toBeGreaterThanOrEqual(0);
    for (const f of ['success_rate_30d', 'refund_rate_30d', 'dispute_rate_30d'])
      expect(result[f] === null || /^\d{1,3}\.\d{2}$/.test(String(result[f]))).toBe(true);
  });
});
