import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { advanceClock, db, moveSeed, now, resetDb, restore, setClock, shiftToNow, snapshot } from '../../mocks/db';
import { summary } from '../../mocks/handlers/dashboard';
import { shiftDates } from '../../mocks/shift';
import { ADMIN, T0, signIn } from './helpers';

describe('fake database', () => {
  it('seeds exactly the demo accounts', () => {
    expect(db.admin.map((a) => [a.email, a.password, a.google_secret ?? undefined, a.status])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.secret, 'enabled']),
    );
    expect(db.admin.map((a) => a.name)).toEqual(['Chen Jing', 'Omar Haddad', 'Sofia Rossi', 'Lukas Meyer']);
    expect(db.admin.every((a) => a.user_type === '01')).toBe(true);
    expect(db.role.map((r) => r.name)).toEqual(['super', 'risk']);
  });

  it("seeds the notices of the seed's latest events, some read, with fixed times, to who may open their records", () => {
    for (const admin of db.admin.filter((a) => a.email !== 'risk@payops.test')) {
      const own = db.notices.filter((n) => n.admin_id === admin.id);
      expect(own.length).toBeGreaterThanOrEqual(9);
      expect(own.some((n) => n.read) && own.some((n) => !n.read)).toBe(true);
      expect(own.every((n) => !Number.isNaN(Date.parse(n.datetime)))).toBe(true);
    }
    // The risk account opens none of the records told (disputes, alerts, jobs, requests).
    expect(db.notices.filter((n) => n.admin_id === db.admin[1].id)).toEqual([]);
    expect(new Set(db.notices.map((n) => n.id)).size).toBe(db.notices.length);
  });

  it('reset restores the seed after changes', async () => {
    const seeded = snapshot();
    await signIn(ADMIN);
    db.notices.forEach((n) => (n.read = true));
    db.admin[0].name = 'Changed';
    expect(snapshot()).not.toBe(seeded);
    resetDb();
    expect(snapshot()).toBe(seeded);
  });

  it('is deterministic: two resets give the same tables', () => {
    resetDb();
    const first = snapshot();
    resetDb();
    expect(snapshot()).toBe(first);
  });

  it('restores a snapshot, and refuses anything else', async () => {
    await signIn(ADMIN);
    db.notices.splice(0, 3);
    const saved = snapshot();
    // Only what changed is kept: the whole database would not fit the browser's storage.
    const kept = Object.keys((JSON.parse(saved) as { db: object }).db);
    expect(kept).toEqual(expect.arrayContaining(['notices', 'tokens']));
    expect(kept).not.toContain('order');
    expect(saved.length).toBeLessThan(200_000);
    resetDb();
    expect(restore(saved)).toBe(true);
    expect(snapshot()).toBe(saved);
    expect(db.tokens).toHaveLength(1);

    const { seed } = JSON.parse(saved) as { seed: string };
    const refused = [
      'not json',
      '{}',
      JSON.stringify({ version: 99, seed, db }),
      JSON.stringify({ version: 4, seed, shift: 0, db: { notices: 'not a table' } }),
      JSON.stringify({ version: 4, seed, shift: 0, db: { nothing: [] } }),
      // Saved over a world moved in time (the demo's of another day).
      JSON.stringify({ version: 4, seed, shift: 3_600_000, db: {} }),
      // Written over another seed (say, before new pages reached the roles).
      JSON.stringify({ version: 1, seed: 'older', db }),
    ];
    for (const bad of refused) expect(restore(bad)).toBe(false);
    expect(snapshot()).toBe(saved);
  });

  it('has a clock tests can pin and move, which reset returns to real time', () => {
    setClock(T0);
    expect(now()).toBe(T0);
    advanceClock(90_000);
    expect(now()).toBe(T0 + 90_000);
    resetDb();
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
  });

  describe('moved in time, as the demo is', () => {
    afterEach(() => moveSeed(0));
    const utc = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });

    it('moves date-times by the amount and calendar dates by whole days, and nothing else', () => {
      const moved = shiftDates(
        { at: '2026-10-31T23:30:00.000Z', day: '2026-10-31', open: '09:00', id: '2026-10-31-A', n: 1_762_000_000_000 },
        36 * 3_600_000,
      );
      expect(moved).toEqual({
        at: '2026-11-02T11:30:00.000Z',
        day: '2026-11-01',
        open: '09:00',
        id: '2026-10-31-A',
        n: 1_762_000_000_000,
      });
    });

    it('ends the world within the hour before now, so today and yesterday have orders', () => {
      const at = Date.UTC(2026, 11, 24, 15, 20);
      setClock(at);
      const before = summary(utc, 'UTC');
      expect(before.today.orders + before.yesterday.orders).toBe(0);

      moveSeed(shiftToNow(at));
      setClock(at);
      const latest = Math.max(...db.order.map((o) => Date.parse(o.created_at)));
      expect(latest).toBeLessThanOrEqual(at);
      expect(latest).toBeGreaterThan(at - 2 * 3_600_000 - 86_400_000);
      const after = summary(utc, 'UTC');
      expect(after.yesterday.orders).toBeGreaterThan(0);
      expect(after.today.orders).toBeGreaterThan(0);
      // The moved world is the seed from then on: a reset keeps it; a snapshot holds only changes.
      resetDb();
      expect(Math.max(...db.order.map((o) => Date.parse(o.created_at)))).toBe(latest);
      const saved = snapshot();
      expect(JSON.parse(saved)).toMatchObject({ shift: shiftToNow(at), db: {} });
      expect(restore(saved)).toBe(true);

      moveSeed(0);
      expect(restore(saved)).toBe(false);
    });
  });
});
