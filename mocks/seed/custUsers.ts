import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, weighted } from './random';
import { laterBy } from './timeline';
import type { Rows } from '../../src/resources';
import type { Stored } from '../db';

const DAY = 86_400_000;
const MINUTE = 60_000;

// prettier-ignore
const PEOPLE: readonly (readonly [first: string, last: string])[] = [
  ['Emma', 'Walker'], ['Liam', 'Foster'], ['Olivia', 'Bennett'], ['Noah', 'Hughes'], ['Ava', 'Reyes'],
  ['Lucas', 'Schneider'], ['Mia', 'Fischer'], ['Hugo', 'Martin'], ['Chloe', 'Dubois'], ['Daan', 'de Vries'],
  ['Sofia', 'Costa'], ['Mateo', 'Silva'], ['Yuki', 'Tanaka'], ['Haruto', 'Sato'], ['Min-jun', 'Kim'],
  ['Seo-yeon', 'Park'], ['Arjun', 'Sharma'], ['Priya', 'Nair'], ['Omar', 'Khalil'], ['Layla', 'Haddad'],
  ['Wei', 'Zhang'], ['Fang', 'Li'], ['Jun', 'Wang'], ['Mei', 'Chen'], ['Hao', 'Liu'],
  ['Ling', 'Huang'], ['Tian', 'Zhao'], ['Xin', 'Wu'], ['Kai', 'Lim'], ['Aisha', 'Rahman'],
  ['Jack', 'Thompson'], ['Grace', 'Murphy'], ['Leon', 'Weber'], ['Elena', 'Rossi'], ['Pablo', 'Garcia'],
];

/** First user of a merchant is its owner; the others take the portal's other roles. */
const OTHER_ROLES = [
  ['finance', 35],
  ['developer', 30],
  ['operations', 25],
  ['support', 10],
] as const;

const HEX = '0123456789abcdef';
const iso = (ms: number) => new Date(ms).toISOString();
const mailName = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * One to three users for about six in ten merchants that passed review (normal or frozen), the same at every
 * reset. A frozen merchant's users are frozen more often; about one in ten has never signed in.
 */
export function seedCustUsers(merchants: readonly Rows['merchant'][]): Stored['custUser'][] {
  const rand = mulberry32(0xc057_0001);
  const users: Stored['custUser'][] = [];
  for (const m of merchants) {
    if ((m.status !== 1 && m.status !== 3) || rand() >= 0.6) continue;
    const count = weighted(rand, [
      [1, 45],
      [2, 35],
      [3, 20],
    ] as const);
    const domain = m.email.split('@')[1];
    const taken = new Set<string>();
    const registered = Date.parse(m.registered_at);
    for (let i = 0; i < count; i += 1) {
      let person = pick(rand, PEOPLE);
      while (taken.has(person.join(' '))) person = pick(rand, PEOPLE);
      taken.add(person.join(' '));
      const [first, last] = person;
      // A day after the merchant registered (the owner) or within three months of it, a day before the seed's end
      // at the latest; for a merchant registered in its last day, the same share of what is left of it.
      const gap = (i === 0 ? 0 : Math.floor(rand() * 90)) * DAY + DAY;
      const byEnd = Math.min(MERCHANT_SEED_DATE - DAY, registered + gap);
      const created = byEnd >= registered ? byEnd : Math.floor(laterBy(registered, gap, 91 * DAY) / 1000) * 1000;
      const neverSignedIn = rand() < 0.1;
      const lastLogin = neverSignedIn
        ? null
        : created + Math.floor((rand() * (MERCHANT_SEED_DATE - created)) / MINUTE) * MINUTE;
      const frozen = rand() < (m.status === 3 ? 0.5 : 0.08);
      users.push({
        user_id: `U${300001 + users.length}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        email: `${mailName(first)}.${mailName(last)}@${domain}`,
        name: `${first} ${last}`,
        role: i === 0 ? 'owner' : weighted(rand, OTHER_ROLES),
        status: frozen ? 2 : 1,
        // A stand-in: no one signs in to the merchant portal in this fake backend.
        password_hash: Array.from({ length: 64 }, () => HEX[Math.floor(rand() * 16)]).join(''),
        last_login_at: lastLogin === null ? null : iso(lastLogin),
        created_at: iso(created),
      });
    }
  }
  return users;
}

declare module '../db' {
  /** What these tables keep besides their declarations' fields (hashes, secrets, internals). */
  interface Stored {
    /**
     * A login user of a merchant's portal (src/resources/settingMag/custUser.ts). The password is kept only as its
     * SHA-256 (`password_hash`, hidden: never answered nor logged).
     */
    custUser: Rows['custUser'] & { password_hash: string };
  }
}
