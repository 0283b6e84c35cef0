import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, type Rand, weighted } from './random';
import type { ScoreRule } from './scoring';
import type { Rows } from '../../src/resources';

/** A document of a KYB case: previewed through `GET /v1/admin/kyb/{kyb_id}/documents/{id}`. */
export type KybDocument = {
  id: string;
  kind: 'licence' | 'id' | 'address';
  name: string;
  mime: string;
  /** Bytes of the file the document endpoint serves. */
  size: number;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** Countries and industries on the enhanced due diligence lists (what `country_low_risk`/`industry_low_risk` test). */
export const HIGHER_RISK_COUNTRIES: readonly string[] = ['AE', 'BR', 'IN'];
/** Health (5), jewellery (9), online games (12), digital advertising (13), travel (15), other (20). */
export const HIGHER_RISK_INDUSTRIES: readonly number[] = [5, 9, 12, 13, 15, 20];

const REVIEWERS = [
  'admin@payops.test',
  'li.wei@payops.test',
  'anna.schmidt@payops.test',
  'rahul.mehta@payops.test',
  'compliance@payops.test',
] as const;

/** What a reviewer asks for when a check is missing, and why a case is rejected for it. */
const REQUESTS: Record<'licence_valid' | 'ubo_identified' | 'address_verified', string> = {
  licence_valid: 'The business licence uploaded has expired. Please upload the current licence.',
  ubo_identified: 'Please provide the shareholder register and ID documents for every owner of 25% or more.',
  address_verified: 'Please upload a proof of the registered address issued within the last three months.',
};
const REJECTIONS: Record<string, string> = {
  licence_valid: 'Business licence does not match the legal name',
  ubo_identified: 'Ultimate beneficial owners could not be identified',
  address_verified: 'Registered address could not be verified',
  site_live: 'Website unreachable during review',
};
const OTHER_REJECTION = 'Prohibited products offered on the website';

// Registered cities and streets per country.
const PLACES: Record<string, readonly [string, readonly string[]]> = {
  CN: ['Shenzhen, Guangdong 518000', ['Shennan Road', 'Keyuan Road', 'Huaqiang North Road']],
  HK: ['Kowloon, Hong Kong', ['Nathan Road', 'Canton Road', 'Hoi Bun Road']],
  US: ['Wilmington, DE 19801', ['Market Street', 'Orange Street', 'Delaware Avenue']],
  GB: ['London EC2A 4NE', ['Old Street', 'Great Eastern Street', 'Curtain Road']],
  SG: ['Singapore 048623', ['Raffles Place', 'Cecil Street', 'Robinson Road']],
  DE: ['10115 Berlin', ['Invalidenstraße', 'Torstraße', 'Chausseestraße']],
  JP: ['Minato-ku, Tokyo 105-0001', ['Toranomon', 'Shiba Koen', 'Akasaka']],
  AE: ['Dubai', ['Sheikh Zayed Road', 'Al Wasl Road', 'Dubai Silicon Oasis']],
  BR: ['São Paulo - SP, 01310-100', ['Avenida Paulista', 'Rua Augusta', 'Rua Haddock Lobo']],
  FR: ['75002 Paris', ['Rue de la Paix', 'Rue Réaumur', 'Boulevard Haussmann']],
  NL: ['1017 Amsterdam', ['Herengracht', 'Keizersgracht', 'Vijzelstraat']],
  AU: ['Sydney NSW 2000', ['George Street', 'Pitt Street', 'Kent Street']],
  KR: ['Gangnam-gu, Seoul 06164', ['Teheran-ro', 'Gangnam-daero', 'Yeoksam-ro']],
  CA: ['Toronto, ON M5H 2N2', ['Bay Street', 'King Street West', 'Adelaide Street']],
  IN: ['Mumbai, Maharashtra 400051', ['Bandra Kurla Complex', 'Nariman Point', 'Linking Road']],
  MY: ['50450 Kuala Lumpur', ['Jalan Ampang', 'Jalan Sultan Ismail', 'Jalan Tun Razak']],
  ES: ['28001 Madrid', ['Calle de Serrano', 'Calle de Velázquez', 'Gran Vía']],
  IT: ['20121 Milano', ['Via Montenapoleone', 'Corso Como', 'Via Manzoni']],
};

// People's names by region: family names, given names, family name first.
type Names = readonly [readonly string[], readonly string[], boolean];
const NAMES: Record<string, Names> = {
  hanzi: [
    ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'],
    ['伟', '芳', '娜', '敏', '静', '强', '磊', '艳', '浩', '欣'],
    true,
  ],
  zh: [
    ['Wang', 'Li', 'Zhang', 'Chan', 'Chen', 'Lim', 'Tan', 'Wong', 'Ng', 'Lee'],
    ['Wei', 'Fang', 'Mei Ling', 'Ka Ho', 'Jing', 'Kevin', 'Grace', 'Hui Min', 'Jun', 'Xin'],
    true,
  ],
  ja: [
    ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito'],
    ['Haruto', 'Yui', 'Ren', 'Aoi', 'Kenji', 'Emi'],
    true,
  ],
  ko: [
    ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang'],
    ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Su-bin'],
    true,
  ],
  de: [
    ['Müller', 'Schmidt', 'Schneider', 'de Vries', 'Jansen', 'Weber'],
    ['Lukas', 'Anna', 'Felix', 'Lena', 'Daan', 'Sophie'],
    false,
  ],
  fr: [
    ['Martin', 'Dubois', 'García', 'Rossi', 'Romano', 'Fernández'],
    ['Camille', 'Louis', 'Lucía', 'Marco', 'Chloé', 'Pablo'],
    false,
  ],
  pt: [
    ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira'],
    ['Ana', 'João', 'Lucas', 'Mariana', 'Gabriel', 'Beatriz'],
    false,
  ],
  in: [
    ['Sharma', 'Patel', 'Gupta', 'Iyer', 'Reddy', 'Nair'],
    ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya'],
    false,
  ],
  ar: [
    ['Al Mansoori', 'Haddad', 'Khan', 'Nasser', 'Al Farsi', 'Saleh'],
    ['Omar', 'Fatima', 'Ahmed', 'Layla', 'Yousef', 'Mariam'],
    false,
  ],
  en: [
    ['Smith', 'Johnson', 'Brown', 'Taylor', 'Walker', "O'Connor", 'Clarke', 'Nguyen'],
    ['James', 'Olivia', 'Daniel', 'Emma', 'Noah', 'Grace', 'Liam', 'Chloe'],
    false,
  ],
};
const REGION: Record<string, string> = {
  CN: 'zh',
  HK: 'zh',
  SG: 'zh',
  MY: 'zh',
  JP: 'ja',
  KR: 'ko',
  DE: 'de',
  NL: 'de',
  FR: 'fr',
  ES: 'fr',
  IT: 'fr',
  BR: 'pt',
  IN: 'in',
  AE: 'ar',
};

const digits = (rand: Rand, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const ALNUM = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const alnum = (rand: Rand, n: number) => Array.from({ length: n }, () => pick(rand, [...ALNUM])).join('');

/** A company number in the registry's own format. */
function registrationNo(rand: Rand, country: string, registered: number): string {
  const year = new Date(registered).getUTCFullYear() - 1 - Math.floor(rand() * 8);
  switch (country) {
    case 'CN':
      return `91440300${alnum(rand, 10)}`;
    case 'HK':
      return digits(rand, 8);
    case 'US':
      return `${digits(rand, 2)}-${digits(rand, 7)}`;
    case 'GB':
    case 'NL':
      return digits(rand, 8);
    case 'SG':
      return `${year}${digits(rand, 5)}${pick(rand, ['K', 'D', 'M', 'W'])}`;
    case 'DE':
      return `HRB ${digits(rand, 6)}`;
    case 'JP':
      return digits(rand, 13);
    case 'AE':
      return `DSO-FZE-${digits(rand, 5)}`;
    case 'BR':
      return `${digits(rand, 2)}.${digits(rand, 3)}.${digits(rand, 3)}/0001-${digits(rand, 2)}`;
    case 'FR':
    case 'AU':
      return `${digits(rand, 3)} ${digits(rand, 3)} ${digits(rand, 3)}`;
    case 'KR':
      return `${digits(rand, 3)}-${digits(rand, 2)}-${digits(rand, 5)}`;
    case 'IN':
      return `U74999MH${year}PTC${digits(rand, 6)}`;
    case 'MY':
      return `${year}01${digits(rand, 6)}`;
    case 'ES':
      return `B${digits(rand, 8)}`;
    case 'IT':
      return `IT${digits(rand, 11)}`;
    default:
      return digits(rand, 9);
  }
}

function people(rand: Rand, region: Names, count: number): string[] {
  const [family, given, familyFirst] = region;
  const out = new Set<string>();
  while (out.size < count) {
    const [f, g] = [pick(rand, family), pick(rand, given)];
    out.add(region === NAMES.hanzi ? `${f}${g}` : familyFirst ? `${f} ${g}` : `${g} ${f}`);
  }
  return [...out];
}

const SHARES_COMPLETE: readonly (readonly number[])[] = [
  [100],
  [60, 40],
  [51, 49],
  [70, 30],
  [50, 25, 25],
  [40, 35, 25],
] as const;
// An incomplete declaration: owners missing from the register.
const SHARES_PARTIAL: readonly (readonly number[])[] = [[55], [40, 30], [35]] as const;

const CHECKS_BY_STATUS: Record<
  number,
  Record<'licence_valid' | 'ubo_identified' | 'address_verified' | 'site_live', number>
> = {
  0: { licence_valid: 0.85, ubo_identified: 0.8, address_verified: 0.8, site_live: 0.85 },
  1: { licence_valid: 1, ubo_identified: 1, address_verified: 1, site_live: 0.92 },
  2: { licence_valid: 0.5, ubo_identified: 0.5, address_verified: 0.6, site_live: 0.5 },
  3: { licence_valid: 0.8, ubo_identified: 0.7, address_verified: 0.7, site_live: 0.85 },
};

/** The KYB state that follows a merchant's registration state. */
const STATUS_BY_MERCHANT: Record<number, readonly (readonly [number, number])[]> = {
  0: [
    [0, 65],
    [3, 35],
  ],
  1: [
    [1, 85],
    [0, 8],
    [3, 7],
  ],
  2: [
    [2, 75],
    [0, 15],
    [3, 10],
  ],
  3: [
    [1, 50],
    [0, 25],
    [3, 25],
  ],
};

/** A KYB case for most merchants (all states present), the same at every reset; ids follow submission order. */
export function seedKyb(merchants: Rows['merchant'][]): Rows['kyb'][] {
  const rand = mulberry32(0x4b7b_2026);
  const rows: Omit<Rows['kyb'], 'kyb_id' | 'documents'>[] = [];
  for (const m of merchants) {
    if (rand() > (m.status === 0 ? 0.9 : 0.65)) continue;
    const status = weighted(rand, STATUS_BY_MERCHANT[m.status] ?? STATUS_BY_MERCHANT[0]);
    const registered = Date.parse(m.registered_at);
    // Submitted within a week of registering, reviewed within four days: both before the seed's "today".
    const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;
    const submitted = registered + seconds(rand() * Math.min(7 * DAY, (MERCHANT_SEED_DATE - registered) / 2));
    const reviewed =
      status === 0 ? null : submitted + seconds(rand() * Math.min(96 * HOUR, (MERCHANT_SEED_DATE - submitted) * 0.9));

    // Facts: the documentary checks by the state of the case, country and industry from the merchant.
    const odds = CHECKS_BY_STATUS[status];
    const passed = new Set<ScoreRule>();
    for (const [rule, p] of Object.entries(odds) as [keyof typeof odds, number][]) if (rand() < p) passed.add(rule);
    const documentary = ['licence_valid', 'ubo_identified', 'address_verified'] as const;
    // More information is asked for something missing; a rejection has a failed check or a reason of its own.
    const missing = status === 3 && documentary.every((r) => passed.has(r)) ? pick(rand, documentary) : undefined;
    if (missing) passed.delete(missing);
    if (!HIGHER_RISK_COUNTRIES.includes(m.country)) passed.add('country_low_risk');
    if (!HIGHER_RISK_INDUSTRIES.includes(m.industry)) passed.add('industry_low_risk');

    const hanzi = /[\u4e00-\u9fff]/.test(m.name);
    const names = hanzi ? NAMES.hanzi : NAMES[REGION[m.country] ?? 'en'];
    const directors = people(
      rand,
      names,
      weighted(rand, [
        [1, 50],
        [2, 35],
        [3, 15],
      ] as const),
    );
    const shares = pick(rand, passed.has('ubo_identified') ? SHARES_COMPLETE : SHARES_PARTIAL);
    // The first director usually owns the largest share.
    const owners = [...(rand() < 0.7 ? [directors[0]] : []), ...people(rand, names, shares.length + 1)]
      .filter((n, i, all) => all.indexOf(n) === i)
      .slice(0, shares.length);

    const [city, streets] = PLACES[m.country] ?? [m.country, ['Main Street']];
    const unit =
      hanzi || m.country === 'HK' ? `Room ${1 + Math.floor(rand() * 30)}0${1 + Math.floor(rand() * 8)}, ` : '';
    const firstFailed = documentary.find((r) => !passed.has(r)) ?? (passed.has('site_live') ? undefined : 'site_live');
    const earlierRequest = status !== 0 && status !== 3 && rand() < 0.3 ? pick(rand, documentary) : undefined;
    const requested = missing ?? (status === 3 ? documentary.find((r) => !passed.has(r)) : undefined) ?? earlierRequest;
    const words = m.name.split(' ');
    rows.push({
      cust_id: m.cust_id,
      merchant_name: m.name,
      legal_name:
        !hanzi && words.length > 2 && rand() < 0.2 ? [words[0], 'Holdings', ...words.slice(2)].join(' ') : m.name,
      registration_no: registrationNo(rand, m.country, registered),
      country: m.country,
      address: `${unit}${1 + Math.floor(rand() * 240)} ${pick(rand, streets)}, ${city}`,
      directors,
      ubos: owners.map((name, i) => `${name} (${shares[i]}%)`),
      checks: [...passed].sort(),
      submitted_at: iso(submitted),
      status,
      reviewer: reviewed === null ? null : pick(rand, REVIEWERS),
      reviewed_at: reviewed === null ? null : iso(reviewed),
      review_reason: status === 2 ? (firstFailed ? REJECTIONS[firstFailed] : OTHER_REJECTION) : null,
      message: requested ? REQUESTS[requested] : null,
    });
  }
  return rows
    .sort((a, b) =>
      a.submitted_at < b.submitted_at ? -1 : a.submitted_at > b.submitted_at ? 1 : a.cust_id < b.cust_id ? -1 : 1,
    )
    .map((row, i) => {
      const kyb_id = `KYB${100001 + i}`;
      // A proof of address still missing is what a pending request waits for.
      const noAddress = !row.checks.includes('address_verified') && row.status === 3;
      const documents: Omit<KybDocument, 'size'>[] = [
        { id: `${kyb_id}-L`, kind: 'licence', name: 'business_licence.svg', mime: 'image/svg+xml' },
        ...row.directors.map((_, n) => ({
          id: `${kyb_id}-I${n + 1}`,
          kind: 'id' as const,
          name: `id_document_${n + 1}.svg`,
          mime: 'image/svg+xml',
        })),
        ...(noAddress
          ? []
          : [{ id: `${kyb_id}-A`, kind: 'address' as const, name: 'proof_of_address.svg', mime: 'image/svg+xml' }]),
      ];
      const full: Rows['kyb'] = { kyb_id, ...row, documents: [] };
      full.documents = documents.map((d) => ({ ...d, size: utf8Length(documentSvg(full, { ...d, size: 0 })) }));
      return full;
    });
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** XML 1.0 `Char`: tab, line ends, and everything from space up but lone surrogates, U+FFFE and U+FFFF. */
const allowedInXml = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  cp >= 0x10000;

/** Text for an XML document: markup characters escaped, characters XML forbids dropped. */
export function xmlText(value: unknown): string {
  return [...String(value ?? '')]
    .filter((ch) => allowedInXml(ch.codePointAt(0)!))
    .join('')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A stable number from a text: document numbers and dates drawn on the scans. */
function hash(text: string): number {
  let h = 5381;
  for (const ch of text) h = (Math.imul(h, 33) + ch.codePointAt(0)!) | 0;
  return h >>> 0;
}

const W = 640;
const H = 420;

function svg(title: string, accent: string, lines: [string, unknown][], extra: string): string {
  const rows = lines
    .map(
      ([label, value], i) =>
        `<text x="48" y="${150 + i * 40}" font-size="13" fill="#666">${xmlText(label)}</text>` +
        `<text x="210" y="${150 + i * 40}" font-size="17" fill="#111">${xmlText(value)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">` +
    `<rect width="${W}" height="${H}" fill="#fbf8ef"/>` +
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${accent}" stroke-width="4"/>` +
    `<text x="${W / 2}" y="76" text-anchor="middle" font-size="26" font-weight="bold" fill="${accent}">${xmlText(title)}</text>` +
    `<line x1="48" y1="100" x2="${W - 48}" y2="100" stroke="${accent}" stroke-width="1"/>` +
    rows +
    extra +
    `</svg>`
  );
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A drawn "scan" of one document of a case: an SVG whose every text is escaped. */
export function documentSvg(row: Rows['kyb'], doc: KybDocument): string {
  const submitted = Date.parse(row.submitted_at) || MERCHANT_SEED_DATE;
  const seed = hash(`${row.kyb_id}/${doc.id}`);
  switch (doc.kind) {
    case 'licence':
      return svg(
        'BUSINESS LICENCE',
        '#8a6d3b',
        [
          ['Legal name', row.legal_name],
          ['Registration no.', row.registration_no],
          ['Country', row.country],
          ['Registered address', row.address],
          ['Issued on', day(submitted - (200 + (seed % 2000)) * DAY)],
        ],
        `<circle cx="${W - 110}" cy="${H - 80}" r="48" fill="none" stroke="#c0392b" stroke-width="4"/>` +
          `<text x="${W - 110}" y="${H - 75}" text-anchor="middle" font-size="13" fill="#c0392b">REGISTRY</text>`,
      );
    case 'id': {
      const n = Number(/-I(\d+)$/.exec(doc.id)?.[1] ?? 1);
      return svg(
        'IDENTITY DOCUMENT',
        '#2c5282',
        [
          ['Holder', row.directors[n - 1] ?? '-'],
          ['Document no.', `${row.country}${String(seed % 1e9).padStart(9, '0')}`],
          ['Nationality', row.country],
          ['Expires on', day(submitted + (300 + (seed % 3000)) * DAY)],
        ],
        `<rect x="${W - 170}" y="130" width="110" height="140" fill="#dfe6ee" stroke="#2c5282"/>` +
          `<circle cx="${W - 115}" cy="180" r="26" fill="#a0aec0"/>` +
          `<rect x="${W - 150}" y="215" width="70" height="45" rx="20" fill="#a0aec0"/>`,
      );
    }
    case 'address':
      return svg(
        'PROOF OF ADDRESS',
        '#276749',
        [
          ['Account holder', row.legal_name],
          ['Service address', row.address],
          ['Statement date', day(submitted - (5 + (seed % 60)) * DAY)],
          ['Account no.', String(seed % 1e10).padStart(10, '0')],
        ],
        `<text x="48" y="${H - 50}" font-size="12" fill="#666">Utility statement: electricity and water</text>`,
      );
  }
}
