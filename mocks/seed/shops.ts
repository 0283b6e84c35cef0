import { mulberry32, pick, weighted } from './random';
import { takesPaymentsFrom } from './orders';
import { laterBy } from './timeline';
import type { Rows } from '../../src/resources';

const DAY = 86_400_000;
const STORE_WORDS = ['store', 'shop', 'outlet', 'direct', 'online', 'market', 'boutique', 'official'] as const;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'store';

/**
 * One to three shops for every merchant that passed review (normal or frozen), from a fixed seed, opened within a
 * month of its registration.
 */
export function seedShops(merchants: readonly Rows['merchant'][]): Rows['shop'][] {
  const rand = mulberry32(0x5109);
  const shops: Rows['shop'][] = [];
  for (const m of merchants) {
    if (m.status !== 1 && m.status !== 3) continue;
    const count = weighted(rand, [
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    const registered = Date.parse(m.registered_at);
    // The first shop, the site it signed up with, is open by the merchant's first order: opened later than that, it
    // is put the same share of the way from its registration to its first order instead.
    const firstOrder = Math.max(registered, takesPaymentsFrom(m));
    const opening = (i: number, gap: number) => {
      const at = laterBy(registered, gap, 31 * DAY);
      return i === 0 && at > firstOrder ? registered + Math.floor((gap / (31 * DAY)) * (firstOrder - registered)) : at;
    };
    for (let i = 0; i < count; i += 1) {
      const base = slug(m.name.split(' ')[0]);
      shops.push({
        shop_id: `S${String(200001 + shops.length)}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        site_url: `https://${i === 0 ? 'www' : pick(rand, STORE_WORDS)}.${base}${i ? `-${i + 1}` : ''}.com`,
        platform: i === 0 ? m.platform : pick(rand, ['Shopify', 'Wordpress', 'Magento', 'Others']),
        category: m.category,
        status: rand() < 0.85 ? 1 : 2,
        created_at: new Date(opening(i, Math.floor(rand() * 30 * DAY) + DAY)).toISOString(),
      });
    }
  }
  return shops;
}
