import { ENUMS } from '../../src/domain/enums';
import { mulberry32, pick, type Rand, weighted } from './random';
import type { Rows } from '../../src/resources';

/** The seed's "today": fixed, so the table does not move with the real clock. */
export const MERCHANT_SEED_DATE = Date.UTC(2026, 10, 1);
export const MERCHANT_COUNT = 300;

const DAY = 86_400_000;
const HOUR = 3_600_000;

// Country: weight, legal-form suffixes, mail domain ending.
const COUNTRIES: readonly (readonly [string, number, readonly string[], string])[] = [
  ['CN', 22, ['Co., Ltd.'], 'com.cn'],
  ['HK', 10, ['Limited', 'Trading Limited'], 'com.hk'],
  ['US', 14, ['Inc.', 'LLC', 'Corp.'], 'com'],
  ['GB', 9, ['Ltd', 'Limited'], 'co.uk'],
  ['SG', 7, ['Pte. Ltd.'], 'com.sg'],
  ['DE', 6, ['GmbH', 'GmbH & Co. KG'], 'de'],
  ['JP', 6, ['K.K.', 'Co., Ltd.'], 'co.jp'],
  ['AE', 4, ['FZE', 'FZ-LLC'], 'ae'],
  ['BR', 4, ['Ltda.', 'S.A.'], 'com.br'],
  ['FR', 3, ['SAS', 'SARL'], 'fr'],
  ['NL', 3, ['B.V.'], 'nl'],
  ['AU', 3, ['Pty Ltd'], 'com.au'],
  ['KR', 3, ['Co., Ltd.'], 'co.kr'],
  ['CA', 2, ['Inc.', 'Ltd.'], 'ca'],
  ['IN', 2, ['Pvt. Ltd.'], 'in'],
  ['MY', 1, ['Sdn. Bhd.'], 'com.my'],
  ['ES', 1, ['S.L.'], 'es'],
  ['IT', 1, ['S.r.l.'], 'it'],
];

// prettier-ignore
const BRANDS = [
  'Northwind', 'Lumen', 'Sakura', 'Bluefin', 'Cedar', 'Harbor', 'Atlas', 'Nimbus', 'Orchid', 'Summit',
  'Vertex', 'Willow', 'Aurora', 'Beacon', 'Cobalt', 'Ember', 'Falcon', 'Granite', 'Horizon', 'Ivory',
  'Kestrel', 'Lotus', 'Meridian', 'Nova', 'Onyx', 'Pioneer', 'Quartz', 'Redwood', 'Silverline', 'Tidal',
  'Vista', 'Zephyr', 'Maple', 'Coral', 'Saffron', 'Oasis', 'Amber', 'Evergreen', 'Fjord', 'Lynx',
  'Monsoon', 'Nomad', 'Pebble', 'Riverstone', 'Brightpath', 'Copperleaf', 'Driftwood', 'Goldcrest',
] as const;

// prettier-ignore
const LINES = [
  'Trading', 'Goods', 'Digital', 'Commerce', 'Apparel', 'Electronics', 'Home', 'Outdoor', 'Beauty', 'Media',
  'Software', 'Games', 'Travel', 'Wellness', 'Pets', 'Sports', 'Toys', 'Jewelry', 'Foods', 'Labs', 'Studio',
  'Supply', 'Retail', 'Ventures',
] as const;

// Chinese registered names for part of the CN merchants (the export must keep them readable in Excel).
const ZH_CITIES = ['深圳市', '广州市', '杭州', '上海', '义乌市', '厦门'] as const;
// prettier-ignore
const ZH_BRANDS = [
  ['星河', 'xinghe'], ['海蓝', 'hailan'], ['云帆', 'yunfan'], ['金桥', 'jinqiao'], ['青禾', 'qinghe'],
  ['锦程', 'jincheng'], ['优品', 'youpin'], ['汇通', 'huitong'], ['嘉禾', 'jiahe'], ['华跃', 'huayue'],
] as const;
// prettier-ignore
const ZH_LINES = [
  ['电子商务', 'ec'], ['贸易', 'trade'], ['科技', 'tech'], ['服饰', 'fashion'], ['家居', 'home'], ['数码', 'digital'],
] as const;

const MAILBOXES = ['info', 'billing', 'finance', 'ops', 'admin', 'payments', 'hello', 'accounts'] as const;

const REVIEWERS = [
  'admin@payops.test',
  'li.wei@payops.test',
  'anna.schmidt@payops.test',
  'rahul.mehta@payops.test',
  'compliance@payops.test',
] as const;

const REJECT_REASONS = [
  'Website unreachable during review',
  'Prohibited products: replica branded goods',
  'Business licence does not match the legal name',
  'Incomplete UBO declaration',
  'Refund and privacy policies missing from the site',
  'Registered address could not be verified',
] as const;

const FREEZE_REASONS = [
  'Chargeback ratio above 1% for two consecutive months',
  'Suspected transaction laundering reported by the acquirer',
  'KYB documents expired',
  'Unusual spike in refunds under investigation',
  'Sanctions screening hit pending review',
] as const;

// Shopify-heavy, like the platform's real mix; any enum value not listed weighs 1.
const PLATFORM_WEIGHTS: Record<string, number> = { Shopify: 40, Wordpress: 15, Magento: 10, Others: 10 };
const PLATFORMS = ENUMS.sitePlatform.map((v) => [String(v.code), PLATFORM_WEIGHTS[String(v.code)] ?? 6] as const);

const STATUSES = [
  [0, 15],
  [1, 65],
  [2, 10],
  [3, 10],
] as const;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const iso = (ms: number) => new Date(ms).toISOString();

interface Identity {
  name: string;
  email: string;
}

/** A company name and a mailbox at a domain made from it; `taken` keeps both unique. */
function identity(rand: Rand, country: (typeof COUNTRIES)[number], taken: Set<string>): Identity {
  const [code, , suffixes, tld] = country;
  for (let attempt = 0; attempt < 1000; attempt++) {
    let name: string;
    let domain: string;
    // The Chinese lists are short: once they run dry, later CN merchants take English names.
    if (code === 'CN' && attempt < 20 && rand() < 0.6) {
      const [brand, brandPinyin] = pick(rand, ZH_BRANDS);
      const [line, lineSlug] = pick(rand, ZH_LINES);
      name = `${pick(rand, ZH_CITIES)}${brand}${line}有限公司`;
      domain = `${brandPinyin}${lineSlug}.${tld}`;
    } else {
      const brand = pick(rand, BRANDS);
      const line = pick(rand, LINES);
      name = `${brand} ${line} ${pick(rand, suffixes)}`;
      domain = `${slug(brand)}${slug(line)}.${tld}`;
    }
    if (taken.has(name) || taken.has(domain)) continue;
    taken.add(name);
    taken.add(domain);
    return { name, email: `${pick(rand, MAILBOXES)}@${domain}` };
  }
  throw new Error('merchant seed: the name lists are too short for MERCHANT_COUNT');
}

/** About 300 merchants, the same at every reset; customer ids follow the registration order. */
export function seedMerchants(): Rows['merchant'][] {
  const rand = mulberry32(0x5eed_2026);
  const taken = new Set<string>();
  const rows = Array.from({ length: MERCHANT_COUNT }, (): Omit<Rows['merchant'], 'cust_id'> => {
    const country = weighted(
      rand,
      COUNTRIES.map((c) => [c, c[1]] as const),
    );
    const { name, email } = identity(rand, country, taken);
    const status = weighted(rand, STATUSES);
    // Pending registrations are recent: a review queue is worked within weeks, not months.
    const age = status === 0 ? rand() * 45 * DAY : rand() * 400 * DAY;
    const registered = MERCHANT_SEED_DATE - Math.floor(age / 1000) * 1000;
    // Reviews take hours to days; a freeze comes any time after approval.
    const delay = status === 3 ? rand() * (MERCHANT_SEED_DATE - registered) : (1 + rand() * 120) * HOUR;
    const reviewed =
      status === 0 ? null : Math.min(MERCHANT_SEED_DATE - 1000, registered + Math.floor(delay / 1000) * 1000);
    const reason = status === 2 ? pick(rand, REJECT_REASONS) : status === 3 ? pick(rand, FREEZE_REASONS) : null;
    return {
      name,
      email,
      entity: rand() < 0.6 ? 'GEP' : 'PYV',
      category: weighted(rand, [
        [1, 25],
        [2, 55],
        [3, 20],
      ]),
      industry: 1 + Math.floor(rand() * 20),
      country: country[0],
      platform: weighted(rand, PLATFORMS),
      registered_at: iso(registered),
      status,
      reviewer: reviewed === null ? null : pick(rand, REVIEWERS),
      reviewed_at: reviewed === null ? null : iso(reviewed),
      review_reason: reason,
    };
  });
  return rows
    .sort((a, b) =>
      a.registered_at < b.registered_at ? -1 : a.registered_at > b.registered_at ? 1 : a.name < b.name ? -1 : 1,
    )
    .map((row, i) => ({ cust_id: `C${100001 + i}`, ...row }));
}
