import { ENUMS } from '../../src/domain/enums';
import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, weighted } from './random';
import type { Rows } from '../../src/resources';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();
const second = (ms: number) => Math.floor(ms / 1000) * 1000;

/** The merchant's mail domain: its sites are on it (`ops@northwindtrading.com` → `northwindtrading.com`). */
export const domainOf = (m: Pick<Rows['merchant'], 'email'>) => m.email.split('@')[1];

const EXTRA_SITES: readonly (readonly [sub: string, name: string])[] = [
  ['shop', 'Online shop'],
  ['store', 'Store'],
  ['eu', 'EU storefront'],
  ['us', 'US storefront'],
  ['outlet', 'Outlet'],
  ['b2b', 'Wholesale portal'],
];

const PLATFORMS = ENUMS.sitePlatform.map((v) => String(v.code));

/**
 * One to three sites for every merchant (a registration names its site), on the merchant's own domain; about one in
 * seven disabled, from a fixed seed.
 */
export function seedSites(merchants: readonly Rows['merchant'][]): Rows['site'][] {
  const rand = mulberry32(0x517e5);
  const sites: Rows['site'][] = [];
  for (const m of merchants) {
    const domain = domainOf(m);
    // The trading name: "Vista Apparel" of "Vista Apparel S.A.", "义乌市云帆服饰" of "义乌市云帆服饰有限公司".
    const brand = m.name.endsWith('有限公司') ? m.name.slice(0, -4) : m.name.split(' ').slice(0, 2).join(' ');
    const count = weighted(rand, [
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    const pool = [...EXTRA_SITES];
    const extras = Array.from({ length: count - 1 }, () => pool.splice(Math.floor(rand() * pool.length), 1)[0]);
    const registered = Date.parse(m.registered_at);
    [['www', brand] as const, ...extras].forEach(([sub, name], i) => {
      const created = i === 0 ? registered : registered + (1 + rand() * 60) * DAY;
      sites.push({
        site_id: `ST${300001 + sites.length}`,
        cust_id: m.cust_id,
        name: i === 0 ? name : `${brand} ${name}`,
        site_url:
          i > 0 && m.platform === 'Shopify' && rand() < 0.5
            ? `https://${domain.split('.')[0]}-${sub}.myshopify.com`
            : `https://${sub}.${domain}`,
        platform: i === 0 ? m.platform : pick(rand, PLATFORMS),
        // A rejected merchant's main site stays as registered; other sites are sometimes switched off.
        status: i > 0 && rand() < 0.2 ? 2 : m.status === 2 || rand() < 0.05 ? 2 : 1,
        created_at: iso(second(Math.min(created, MERCHANT_SEED_DATE - HOUR))),
      });
    });
  }
  return sites;
}

// Settlement currency by country, when the merchant settles locally.
const LOCAL: Record<string, string> = {
  CN: 'CNY',
  HK: 'HKD',
  US: 'USD',
  GB: 'GBP',
  SG: 'SGD',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  JP: 'JPY',
  AE: 'AED',
  BR: 'BRL',
  AU: 'AUD',
  KR: 'KRW',
  CA: 'CAD',
  IN: 'INR',
  MY: 'MYR',
};

const ACCEPTED = ['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'JPY', 'HKD', 'SGD', 'CHF', 'SEK', 'NZD', 'KWD'] as const;
const EXPIRIES = [15, 30, 30, 60, 60, 120, 1440, 4320] as const;
const EDITORS = ['admin@payops.test', 'li.wei@payops.test', 'rahul.mehta@payops.test'] as const;

/** Order parameters for every merchant: callbacks on the merchant's domain, currencies fitting its country. */
export function seedOrderParams(merchants: readonly Rows['merchant'][]): Rows['orderParams'][] {
  const rand = mulberry32(0x0bd3a);
  return merchants.map((m) => {
    const domain = domainOf(m);
    const local = LOCAL[m.country] ?? 'USD';
    const currencies = new Set<string>(['USD', local]);
    const more = Math.floor(rand() * 4);
    while (currencies.size < 2 + more) currencies.add(pick(rand, ACCEPTED));
    const reviewed = m.reviewed_at ? Date.parse(m.reviewed_at) : null;
    // Set up at review, by the reviewer, then sometimes changed later.
    const updated =
      reviewed === null
        ? null
        : second(Math.min(MERCHANT_SEED_DATE - HOUR, reviewed + rand() * (MERCHANT_SEED_DATE - reviewed) * 0.5));
    return {
      cust_id: m.cust_id,
      merchant_name: m.name,
      notify_url: `https://api.${domain}/payops/notify`,
      return_url: `https://www.${domain}/checkout/${pick(rand, ['complete', 'return', 'thank-you'])}`,
      currencies: [...currencies],
      settlement_currency: rand() < 0.6 ? local : 'USD',
      three_ds_mode: weighted(rand, [
        [0, 15],
        [1, 65],
        [2, 20],
      ] as const),
      order_expiry_minutes: pick(rand, EXPIRIES),
      updated_by: updated === null ? null : (m.reviewer ?? pick(rand, EDITORS)),
      updated_at: updated === null ? null : iso(updated),
    };
  });
}
