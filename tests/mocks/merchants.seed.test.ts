import { db, resetDb, restore, setClock, snapshot } from '../../mocks/db';
import { MERCHANT_SEED_DATE, seedMerchants } from '../../mocks/seed/merchants';
import { ENUMS } from '../../src/domain/enums';
import { ADMIN, call, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';

const merchant = resourceByKey('merchant')!;

const DAY = 86_400_000;
const share = (status: number) => db.merchant.filter((m) => m.status === status).length / db.merchant.length;

describe('merchant seed', () => {
  it('holds 300 merchants with ids in registration order', () => {
    expect(db.merchant).toHaveLength(300);
    expect(db.merchant.map((m) => m.cust_id)).toEqual(Array.from({ length: 300 }, (_, i) => `C${100001 + i}`));
    const times = db.merchant.map((m) => m.registered_at);
    expect([...times].sort()).toEqual(times);
  });

  it('gives every declared field but the computed ones, with values of its enumeration', () => {
    const stored = Object.entries(merchant.fields).filter(([, f]) => !f.computed);
    for (const m of db.merchant as Record<string, unknown>[]) {
      expect(Object.keys(m).sort()).toEqual(stored.map(([name]) => name).sort());
      for (const [name, field] of stored) {
        if (field.enum)
          expect(
            ENUMS[field.enum].map((v) => v.code),
            `${m.cust_id}.${name}`,
          ).toContain(m[name]);
      }
    }
  });

  it('looks like a real book: unique names and mailboxes from them, a country mix, dates before the seed date', () => {
    expect(new Set(db.merchant.map((m) => m.name)).size).toBe(300);
    expect(new Set(db.merchant.map((m) => m.email)).size).toBe(300);
    for (const m of db.merchant) {
      expect(m.email).toMatch(/^[a-z]+@[a-z0-9]+\.[a-z.]+$/);
      expect(m.country).toMatch(/^[A-Z]{2}$/);
      const at = Date.parse(m.registered_at);
      expect(at).toBeLessThan(MERCHANT_SEED_DATE);
      expect(at).toBeGreaterThanOrEqual(MERCHANT_SEED_DATE - 400 * DAY);
    }
    const countries = new Set(db.merchant.map((m) => m.country));
    for (const c of ['CN', 'HK', 'SG', 'US', 'GB', 'DE', 'JP', 'AE', 'BR']) expect(countries).toContain(c);
    expect(db.merchant.some((m) => m.name.endsWith('有限公司'))).toBe(true);
    expect(db.merchant.some((m) => m.name.endsWith('GmbH'))).toBe(true);
    expect(new Set(db.merchant.map((m) => m.industry)).size).toBe(20);
  });

  it('mixes statuses about 15/65/10/10 %, with review data exactly where a review happened', () => {
    expect(share(0)).toBeGreaterThan(0.1);
    expect(share(0)).toBeLessThan(0.2);
    expect(share(1)).toBeGreaterThan(0.55);
    expect(share(1)).toBeLessThan(0.75);
    for (const s of [2, 3]) expect(share(s)).toBeGreaterThan(0.05);
    for (const s of [2, 3]) expect(share(s)).toBeLessThan(0.15);
    for (const m of db.merchant) {
      if (m.status === 0) {
        expect([m.reviewer, m.reviewed_at, m.review_reason]).toEqual([null, null, null]);
        continue;
      }
      expect(m.reviewer).toMatch(/@payops\.test$/);
      expect(Date.parse(m.reviewed_at!)).toBeGreaterThan(Date.parse(m.registered_at));
      expect(Date.parse(m.reviewed_at!)).toBeLessThan(MERCHANT_SEED_DATE);
      expect(m.review_reason === null).toBe(m.status === 1);
    }
  });

  it('is deterministic: the same at every reset, whatever the clock', () => {
    resetDb();
    const first = JSON.stringify(db.merchant);
    setClock(Date.UTC(2031, 0, 1));
    resetDb();
    expect(JSON.stringify(db.merchant)).toBe(first);
    expect(JSON.stringify(seedMerchants())).toBe(first);
  });

  it('keeps a changed merchant and its log through snapshot and restore; reset brings the seed back', async () => {
    pinClock();
    const token = await signIn(ADMIN);
    const target = db.merchant.find((m) => m.status === 0)!;
    expect((await call('POST', `${merchant.api}/${target.cust_id}/approve`, { token })).body.code).toBe(0);
    const saved = snapshot();

    resetDb();
    expect(db.merchant.find((m) => m.cust_id === target.cust_id)!.status).toBe(0);
    expect(db.oplog).toEqual([]);

    expect(restore(saved)).toBe(true);
    expect(db.merchant.find((m) => m.cust_id === target.cust_id)).toMatchObject({
      status: 1,
      reviewer: ADMIN.email,
    });
    expect(db.oplog.map((e) => [e.target_id, e.action])).toEqual([[target.cust_id, 'approve']]);
    const listed = await call('GET', `${merchant.api}/${target.cust_id}`, { token: await signIn(ADMIN) });
    expect(listed.body.result).toMatchObject({ status: 1 });
  });
});
