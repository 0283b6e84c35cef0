import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { advanceClock, db, now, resetDb, restore, setClock, snapshot } from '../../mocks/db';
import { ADMIN, T0, signIn } from './helpers';

describe('fake database', () => {
  it('seeds exactly the demo accounts', () => {
    expect(db.admins.map((a) => [a.email, a.password, a.google_secret ?? undefined, a.status])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.secret, 'enabled']),
    );
    expect(db.admins.map((a) => a.name)).toEqual(['Chen Jing', 'Omar Haddad', 'Sofia Rossi']);
    expect(db.admins.every((a) => a.user_type === '01')).toBe(true);
    expect(db.roles.map((r) => r.name)).toEqual(['super', 'risk']);
  });

  it('seeds about a dozen notices per operator, some read, with fixed times', () => {
    for (const admin of db.admins) {
      const own = db.notices.filter((n) => n.admin_id === admin.id);
      expect(own).toHaveLength(12);
      expect(own.some((n) => n.read) && own.some((n) => !n.read)).toBe(true);
      expect(own.every((n) => !Number.isNaN(Date.parse(n.datetime)))).toBe(true);
    }
    expect(new Set(db.notices.map((n) => n.id)).size).toBe(db.notices.length);
  });

  it('reset restores the seed after changes', async () => {
    const seeded = snapshot();
    await signIn(ADMIN);
    db.notices.forEach((n) => (n.read = true));
    db.admins[0].name = 'Changed';
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
    expect(kept).not.toContain('orders');
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
      JSON.stringify({ version: 3, seed, db: { notices: 'not a table' } }),
      JSON.stringify({ version: 3, seed, db: { nothing: [] } }),
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
});
