/**
 * Seed of the transaction accounts and the wallet's accounts (owner: the accounts pages). The base (virtual accounts
 * and balances) comes first: the flows' collections arrive at the virtual accounts, and the bill ledger is built back
 * from each balance so its latest entry ends at the available amount.
 *
 * Only approved merchants (status 1) hold accounts. Amounts are made as whole counts of minor units (BigInt) and
 * written with fromMinor, so every amount has exactly its currency's decimals (JPY 0, USD 2, KWD 3).
 */
import { fromMinor, minorUnits } from '../../src/console/money';
import type { Rows } from '../../src/resources';
import type { Product } from '../../src/resources/product';
import { xmlText } from './kyb';
import { MERCHANT_SEED_DATE } from './merchants';
import { LAST_EVENT, notBefore } from './timeline';
import { mulberry32, pick, type Rand, weighted } from './random';

/** A document of a POBO payer, previewed through `GET /v1/admin/pobo-payers/{payer_id}/documents/{id}`. */
export type PayerDocument = {
  id: string;
  /** enum kybDocKind: licence, id, address. */
  kind: 'licence' | 'id' | 'address';
  name: string;
  mime: string;
  size: number;
};

export interface AccountBaseTables {
  virtualAccount: Rows['virtualAccount'][];
  walletVirtualAccount: Rows['virtualAccount'][];
  balance: Rows['balance'][];
  walletBalance: Rows['balance'][];
}

export interface AccountTables {
  poboPayer: Rows['poboPayer'][];
  receiver: Rows['receiver'][];
  walletReceiver: Rows['receiver'][];
  withdrawAccount: Rows['withdrawAccount'][];
  walletWithdrawAccount: Rows['withdrawAccount'][];
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

const OPERATORS = ['admin@payops.test', 'li.wei@payops.test', 'anna.schmidt@payops.test', 'ops@payops.test'] as const;
const REVIEWERS = ['compliance@payops.test', 'li.wei@payops.test', 'anna.schmidt@payops.test'] as const;

/** Which approved merchants hold accounts on each product line, and the seed of each line. */
const LINES: Record<Product, { seed: number; share: number }> = {
  txn: { seed: 0xacc0_2026, share: 0.45 },
  wallet: { seed: 0xa11e_2026, share: 0.3 },
};

// Currency: weight as an extra currency, USD value of one major unit's worth (to scale amounts).
const CURRENCIES: readonly (readonly [string, number, number])[] = [
  ['EUR', 7, 0.92],
  ['GBP', 5, 0.79],
  ['HKD', 4, 7.8],
  ['JPY', 4, 150],
  ['SGD', 3, 1.35],
  ['AUD', 3, 1.52],
  ['CAD', 2, 1.36],
  ['KWD', 2, 0.31],
];
const RATE: Record<string, number> = { USD: 1, ...Object.fromEntries(CURRENCIES.map(([c, , r]) => [c, r])) };

/** The local currency a merchant of a country also collects in. */
const HOME_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  NL: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  HK: 'HKD',
  JP: 'JPY',
  SG: 'SGD',
  AU: 'AUD',
  CA: 'CAD',
  AE: 'KWD',
};

/** How an account number is written: plain digits of a length, or an IBAN with its bank code and BBAN length. */
type NumberFormat = { digits: number } | { iban: string; bank: string; bban: number };

interface Bank {
  name: string;
  country: string;
  swift: string;
  format: NumberFormat;
}

/** The banks virtual accounts are issued at, per currency. */
const VA_BANKS: Record<string, readonly Bank[]> = {
  USD: [
    { name: 'JPMorgan Chase Bank, N.A.', country: 'US', swift: 'CHASUS33', format: { digits: 12 } },
    { name: 'Citibank, N.A.', country: 'US', swift: 'CITIUS33', format: { digits: 10 } },
  ],
  EUR: [
    { name: 'Banking Circle S.A.', country: 'LU', swift: 'BCIRLULL', format: { iban: 'LU', bank: '102', bban: 13 } },
    { name: 'Deutsche Bank AG', country: 'DE', swift: 'DEUTDEFF', format: { iban: 'DE', bank: '50070010', bban: 10 } },
  ],
  GBP: [
    { name: 'Barclays Bank UK PLC', country: 'GB', swift: 'BUKBGB22', format: { iban: 'GB', bank: 'BUKB', bban: 14 } },
    { name: 'ClearBank Limited', country: 'GB', swift: 'CLRBGB22', format: { iban: 'GB', bank: 'CLRB', bban: 14 } },
  ],
  HKD: [
    {
      name: 'The Hongkong and Shanghai Banking Corporation Limited',
      country: 'HK',
      swift: 'HSBCHKHH',
      format: { digits: 12 },
    },
    { name: 'DBS Bank (Hong Kong) Limited', country: 'HK', swift: 'DHBKHKHH', format: { digits: 12 } },
  ],
  JPY: [
    { name: 'Sumitomo Mitsui Banking Corporation', country: 'JP', swift: 'SMBCJPJT', format: { digits: 7 } },
    { name: 'MUFG Bank, Ltd.', country: 'JP', swift: 'BOTKJPJT', format: { digits: 7 } },
  ],
  SGD: [{ name: 'DBS Bank Ltd.', country: 'SG', swift: 'DBSSSGSG', format: { digits: 10 } }],
  AUD: [
    {
      name: 'Australia and New Zealand Banking Group Limited',
      country: 'AU',
      swift: 'ANZBAU3M',
      format: { digits: 9 },
    },
  ],
  CAD: [{ name: 'Royal Bank of Canada', country: 'CA', swift: 'ROYCCAT2', format: { digits: 7 } }],
  KWD: [
    {
      name: 'National Bank of Kuwait S.A.K.P.',
      country: 'KW',
      swift: 'NBOKKWKW',
      format: { iban: 'KW', bank: 'NBOK', bban: 22 },
    },
  ],
};

/** The banks payees are paid at and merchants withdraw to: country, currency, bank. */
const PAYOUT_BANKS: readonly (readonly [string, string, Bank])[] = [
  ['US', 'USD', { name: 'Bank of America, N.A.', country: 'US', swift: 'BOFAUS3N', format: { digits: 12 } }],
  ['US', 'USD', { name: 'Wells Fargo Bank, N.A.', country: 'US', swift: 'WFBIUS6S', format: { digits: 10 } }],
  [
    'GB',
    'GBP',
    { name: 'HSBC UK Bank plc', country: 'GB', swift: 'HBUKGB4B', format: { iban: 'GB', bank: 'HBUK', bban: 14 } },
  ],
  [
    'GB',
    'GBP',
    { name: 'Lloyds Bank plc', country: 'GB', swift: 'LOYDGB2L', format: { iban: 'GB', bank: 'LOYD', bban: 14 } },
  ],
  [
    'DE',
    'EUR',
    { name: 'Commerzbank AG', country: 'DE', swift: 'COBADEFF', format: { iban: 'DE', bank: '37040044', bban: 10 } },
  ],
  [
    'FR',
    'EUR',
    { name: 'BNP Paribas', country: 'FR', swift: 'BNPAFRPP', format: { iban: 'FR', bank: '30004', bban: 18 } },
  ],
  [
    'NL',
    'EUR',
    { name: 'ING Bank N.V.', country: 'NL', swift: 'INGBNL2A', format: { iban: 'NL', bank: 'INGB', bban: 10 } },
  ],
  [
    'HK',
    'HKD',
    { name: 'Bank of China (Hong Kong) Limited', country: 'HK', swift: 'BKCHHKHH', format: { digits: 12 } },
  ],
  ['HK', 'USD', { name: 'Hang Seng Bank Limited', country: 'HK', swift: 'HASEHKHH', format: { digits: 12 } }],
  [
    'CN',
    'CNY',
    { name: 'Industrial and Commercial Bank of China', country: 'CN', swift: 'ICBKCNBJ', format: { digits: 19 } },
  ],
  ['CN', 'CNY', { name: 'China Merchants Bank', country: 'CN', swift: 'CMBCCNBS', format: { digits: 16 } }],
  ['JP', 'JPY', { name: 'Mizuho Bank, Ltd.', country: 'JP', swift: 'MHCBJPJT', format: { digits: 7 } }],
  [
    'SG',
    'SGD',
    { name: 'Oversea-Chinese Banking Corporation Limited', country: 'SG', swift: 'OCBCSGSG', format: { digits: 10 } },
  ],
  ['AU', 'AUD', { name: 'Commonwealth Bank of Australia', country: 'AU', swift: 'CTBAAU2S', format: { digits: 8 } }],
  ['CA', 'CAD', { name: 'The Toronto-Dominion Bank', country: 'CA', swift: 'TDOMCATT', format: { digits: 7 } }],
  [
    'KW',
    'KWD',
    {
      name: 'Kuwait Finance House K.S.C.P.',
      country: 'KW',
      swift: 'KFHOKWKW',
      format: { iban: 'KW', bank: 'KFHO', bban: 22 },
    },
  ],
  ['IN', 'INR', { name: 'HDFC Bank Limited', country: 'IN', swift: 'HDFCINBB', format: { digits: 14 } }],
  [
    'VN',
    'VND',
    {
      name: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam',
      country: 'VN',
      swift: 'BFTVVNVX',
      format: { digits: 13 },
    },
  ],
];

/** IBAN check digits (ISO 13616, mod 97) of a country and a BBAN. */
function ibanOf(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(numeric) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

const digitsOf = (rand: Rand, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');

/** A new account number of the bank's format, unique within `taken`. */
function accountNumber(rand: Rand, bank: Bank, taken: Set<string>): string {
  for (;;) {
    const f = bank.format;
    const no =
      'digits' in f
        ? `${1 + Math.floor(rand() * 9)}${digitsOf(rand, f.digits - 1)}`
        : ibanOf(f.iban, `${f.bank}${digitsOf(rand, f.bban)}`);
    if (!taken.has(no)) {
      taken.add(no);
      return no;
    }
  }
}

/** A whole number of minor units for about `usd` US dollars' worth of a currency. */
function minorFor(currency: string, usd: number): bigint {
  return BigInt(Math.floor(usd * RATE[currency] * 10 ** minorUnits(currency)));
}

/** Some balances are very large (a marketplace's float): exact to the last minor unit, up to ~10^15 of them. */
const LARGE: Record<string, bigint> = {
  USD: 987_654_321_012_345n,
  JPY: 482_915_736_204_518n,
  KWD: 123_456_789_012_345n,
  EUR: 450_000_000_000_017n,
};

/** The latest an account opens: an hour before the seed's end, so it has some time to move. */
const LAST_OPENING = MERCHANT_SEED_DATE - HOUR;
const approvedAt = (m: Rows['merchant']) => Date.parse(m.reviewed_at ?? m.registered_at);

/** About a share of the approved merchants; one approved in the seed's last hour holds no account yet. */
const holders = (merchants: readonly Rows['merchant'][], product: Product): Rows['merchant'][] => {
  const rand = mulberry32(LINES[product].seed);
  return merchants.filter((m) => m.status === 1 && rand() < LINES[product].share && approvedAt(m) < LAST_OPENING);
};

/** A moment after the merchant was approved and before the seed's today. */
function afterApproval(rand: Rand, m: Rows['merchant']): number {
  const from = Date.parse(m.reviewed_at ?? m.registered_at);
  return Math.min(LAST_EVENT, from + rand() * Math.max(DAY, MERCHANT_SEED_DATE - DAY - from));
}

const FREEZE_REASONS = [
  'Collections from a sanctioned jurisdiction under review',
  'Account number reported in a phishing campaign',
  'Merchant asked to pause collections during an audit',
  'Incoming funds do not match the declared business',
] as const;

function seedLine(merchants: readonly Rows['merchant'][], product: Product) {
  const rand = mulberry32(LINES[product].seed ^ 0x0ba1);
  const prefix = product === 'wallet' ? 'W' : '';
  const balances: Rows['balance'][] = [];
  const accounts: Rows['virtualAccount'][] = [];
  const taken = new Set<string>();
  // The third balance of these currencies on the line is a very large one.
  const large = product === 'wallet' ? ['USD', 'JPY'] : ['USD', 'JPY', 'KWD', 'EUR'];
  const seen = new Map<string, number>();
  for (const m of holders(merchants, product)) {
    const currencies = ['USD'];
    const home = HOME_CURRENCY[m.country];
    if (home) currencies.push(home);
    const extra = weighted(rand, [
      [0, 4],
      [1, 4],
      [2, 2],
    ]);
    for (let i = 0; i < extra; i++) {
      const c = weighted(
        rand,
        CURRENCIES.map(([code, w]) => [code, w] as const),
      );
      if (!currencies.includes(c)) currencies.push(c);
    }
    for (const currency of currencies) {
      const n = balances.length + 1;
      // Between about $100 and $2m available; pending a part of it, frozen and reserve for some merchants only.
      const usd = 10 ** (2 + rand() * 4.3);
      seen.set(currency, (seen.get(currency) ?? 0) + 1);
      const available =
        large.includes(currency) && seen.get(currency) === 3 ? LARGE[currency] : minorFor(currency, usd);
      const share = (part: number) => (available * BigInt(Math.floor(part * 1000))) / 1000n;
      const updated = afterApproval(rand, m);
      const balance: Rows['balance'] = {
        balance_id: `${prefix}BAL${String(100000 + n)}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        currency,
        available: fromMinor(available, currency),
        pending: fromMinor(share(rand() * 0.35), currency),
        frozen: fromMinor(rand() < 0.25 ? share(rand() * 0.1) : 0n, currency),
        reserve: fromMinor(rand() < 0.5 ? share(0.05 + rand() * 0.1) : 0n, currency),
        updated_by: null,
        updated_at: iso(updated),
      };
      balances.push(balance);
      const bank = pick(rand, VA_BANKS[currency]);
      const frozen = rand() < 0.1;
      // The account opens one to eleven days after approval, a day before the seed's end at the latest; approved on
      // its last day, the same share of the time left before LAST_OPENING. The balance moves after it opened (its
      // ledger with it: mocks/seed/flows.ts).
      const approved = approvedAt(m);
      const gap = (1 + rand() * 10) * DAY;
      const created = approved + gap;
      const byEnd = Math.min(created, MERCHANT_SEED_DATE - DAY);
      const opened = byEnd >= approved ? byEnd : approved + Math.floor((gap / (11 * DAY)) * (LAST_OPENING - approved));
      balance.updated_at = iso(notBefore(updated, opened + MINUTE, approved, LAST_EVENT));
      const changed = frozen ? created + rand() * Math.max(DAY, MERCHANT_SEED_DATE - created) : null;
      accounts.push({
        account_id: `${prefix}VA${String(200000 + n)}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        currency,
        bank_name: bank.name,
        bank_country: bank.country,
        account_no: accountNumber(rand, bank, taken),
        status: frozen ? 2 : 1,
        status_reason: frozen ? pick(rand, FREEZE_REASONS) : null,
        created_at: iso(opened),
        updated_by: frozen ? pick(rand, OPERATORS) : null,
        updated_at: changed === null ? null : iso(Math.min(changed, MERCHANT_SEED_DATE - 1000)),
      });
    }
  }
  return { balances, accounts };
}

export function seedAccountBase(merchants: Rows['merchant'][]): AccountBaseTables {
  const txn = seedLine(merchants, 'txn');
  const wallet = seedLine(merchants, 'wallet');
  return {
    virtualAccount: txn.accounts,
    walletVirtualAccount: wallet.accounts,
    balance: txn.balances,
    walletBalance: wallet.balances,
  };
}

/* ----------------------------------------------------------------------------------------------------------------
 * Payers, payees and withdrawal accounts.
 */

type Review = Pick<Rows['poboPayer'], 'review_status' | 'reviewer' | 'reviewed_at' | 'review_reason' | 'created_at'>;

/** A review state: pending ones are recent, decided ones carry the reviewer, the time and (rejected) the reason. */
function review(rand: Rand, m: Rows['merchant'], reasons: readonly string[]): Review {
  const status = weighted(rand, [
    [0, 25],
    [1, 60],
    [2, 15],
  ]);
  const asked = status === 0 ? MERCHANT_SEED_DATE - (1 + rand() * 20) * DAY : afterApproval(rand, m);
  // Asked for once the merchant was approved, and before the seed's end.
  const created = Math.min(LAST_EVENT, Math.max(asked, Date.parse(m.reviewed_at ?? m.registered_at) + 1000));
  const reviewed = status === 0 ? null : Math.min(MERCHANT_SEED_DATE - 1000, created + (2 + rand() * 70) * 3_600_000);
  return {
    review_status: status,
    reviewer: reviewed === null ? null : pick(rand, REVIEWERS),
    reviewed_at: reviewed === null ? null : iso(reviewed),
    review_reason: status === 2 ? pick(rand, reasons) : null,
    created_at: iso(created),
  };
}

// prettier-ignore
const COMPANY_WORDS = [
  'Pacific', 'Golden', 'Sunrise', 'Evergreen', 'Harbour', 'Orient', 'Silver', 'Crown', 'Unity', 'Prime',
  'Delta', 'Apex', 'Lotus', 'Jade', 'Everbright', 'Summit', 'Blue Ocean', 'Great Wall', 'Oak', 'Keystone',
] as const;
// prettier-ignore
const COMPANY_LINES = [
  'Manufacturing', 'Logistics', 'Textiles', 'Electronics', 'Packaging', 'Trading', 'Printing', 'Components',
  'Freight', 'Sourcing', 'Plastics', 'Marketing',
] as const;
const SUFFIX: Record<string, string> = {
  US: 'Inc.',
  GB: 'Ltd',
  DE: 'GmbH',
  FR: 'SAS',
  NL: 'B.V.',
  HK: 'Limited',
  CN: 'Co., Ltd.',
  JP: 'K.K.',
  SG: 'Pte. Ltd.',
  AU: 'Pty Ltd',
  CA: 'Ltd.',
  KW: 'W.L.L.',
  IN: 'Pvt. Ltd.',
  VN: 'Co., Ltd.',
};
// prettier-ignore
const PEOPLE: Record<string, readonly [readonly string[], readonly string[]]> = {
  US: [['James', 'Olivia', 'Michael', 'Emma', 'Daniel'], ['Smith', 'Johnson', 'Miller', 'Garcia', 'Brown']],
  GB: [['Oliver', 'Amelia', 'Harry', 'Isla', 'George'], ['Taylor', 'Davies', 'Evans', 'Wilson', 'Clarke']],
  DE: [['Lukas', 'Mia', 'Jonas', 'Lea', 'Felix'], ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber']],
  FR: [['Louis', 'Chloé', 'Hugo', 'Léa', 'Jules'], ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent']],
  NL: [['Daan', 'Emma', 'Sem', 'Julia', 'Lucas'], ['de Jong', 'Jansen', 'de Vries', 'Bakker', 'Visser']],
  HK: [['Ka Ming', 'Wing Yan', 'Chi Keung', 'Mei Ling', 'Ho Yin'], ['Chan', 'Wong', 'Leung', 'Cheung', 'Lau']],
  CN: [['Wei', 'Fang', 'Jun', 'Li', 'Hao'], ['Wang', 'Li', 'Zhang', 'Liu', 'Chen']],
  JP: [['Haruto', 'Yui', 'Sota', 'Hina', 'Ren'], ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe']],
  SG: [['Wei Jie', 'Hui Min', 'Arjun', 'Siti', 'Jun Hao'], ['Tan', 'Lim', 'Ng', 'Nair', 'Rahman']],
  AU: [['Jack', 'Charlotte', 'William', 'Ava', 'Noah'], ['Williams', 'Jones', 'Wilson', 'Thompson', 'White']],
  CA: [['Liam', 'Emma', 'Ethan', 'Chloe', 'Logan'], ['Tremblay', 'Roy', 'Gagnon', 'Campbell', 'Lee']],
  KW: [['Ahmad', 'Fatima', 'Yousef', 'Noura', 'Khaled'], ['Al-Sabah', 'Al-Mutairi', 'Al-Rashidi', 'Al-Enezi', 'Al-Ajmi']],
  IN: [['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Arjun'], ['Sharma', 'Patel', 'Reddy', 'Iyer', 'Gupta']],
  VN: [['Minh', 'Linh', 'Huy', 'Trang', 'Nam'], ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang']],
};
const CITIES: Record<string, string> = {
  US: 'New York, NY',
  GB: 'London',
  DE: 'Hamburg',
  FR: 'Lyon',
  NL: 'Rotterdam',
  HK: 'Kwun Tong, Kowloon',
  CN: 'Shenzhen, Guangdong',
  JP: 'Osaka',
  SG: 'Singapore',
  AU: 'Sydney NSW',
  CA: 'Toronto, ON',
  KW: 'Kuwait City',
  IN: 'Mumbai',
  VN: 'Ho Chi Minh City',
};
const STREETS = ['Harbour Road', 'King Street', 'Industrial Avenue', 'Market Street', 'Park Lane', 'Station Road'];

function partyName(rand: Rand, type: string, country: string): string {
  if (type === 'individual') {
    const [first, last] = PEOPLE[country] ?? PEOPLE.US;
    return `${pick(rand, first)} ${pick(rand, last)}`;
  }
  return `${pick(rand, COMPANY_WORDS)} ${pick(rand, COMPANY_LINES)} ${SUFFIX[country] ?? 'Ltd.'}`;
}

const PAYER_REJECTIONS = [
  'Business licence expired',
  'Name on the ID does not match the payer',
  'Proof of address older than three months',
  'Payer is not related to the merchant’s business',
] as const;
const RECEIVER_REJECTIONS = [
  'Beneficiary name does not match the bank account holder',
  'SWIFT code does not match the bank',
  'Beneficiary in a jurisdiction the platform does not serve',
  'Supporting invoice missing',
] as const;
const WITHDRAW_REJECTIONS = [
  'Account holder is not the merchant',
  'Bank statement missing or unreadable',
  'Currency not supported by the receiving bank',
] as const;

const W = 720;
const H = 480;

/** A drawn "scan" of one payer document: an SVG whose every text is escaped. */
export function payerDocumentSvg(
  row: Pick<Rows['poboPayer'], 'name' | 'country' | 'registration_no' | 'address'>,
  doc: Pick<PayerDocument, 'kind'>,
): string {
  const [title, accent, lines] =
    doc.kind === 'licence'
      ? [
          'CERTIFICATE OF INCORPORATION',
          '#8a6d3b',
          [
            ['Company', row.name],
            ['Registration no.', row.registration_no],
            ['Country', row.country],
          ],
        ]
      : doc.kind === 'id'
        ? [
            'IDENTITY DOCUMENT',
            '#2c5282',
            [
              ['Holder', row.name],
              ['Document no.', row.registration_no],
              ['Nationality', row.country],
            ],
          ]
        : [
            'PROOF OF ADDRESS',
            '#276749',
            [
              ['Account holder', row.name],
              ['Address', row.address],
              ['Country', row.country],
            ],
          ];
  const text = (lines as [string, string][])
    .map(
      ([label, value], i) =>
        `<text x="48" y="${150 + i * 44}" font-size="13" fill="#666">${xmlText(label)}</text>` +
        `<text x="220" y="${150 + i * 44}" font-size="17" fill="#111">${xmlText(value)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">` +
    `<rect width="${W}" height="${H}" fill="#fbf8ef"/>` +
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${accent}" stroke-width="4"/>` +
    `<text x="${W / 2}" y="76" text-anchor="middle" font-size="24" font-weight="bold" fill="${accent}">${xmlText(title)}</text>` +
    text +
    `</svg>`
  );
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

const PAYER_COUNTRIES = ['CN', 'HK', 'US', 'GB', 'SG', 'DE', 'JP', 'AU', 'IN', 'VN'] as const;

function seedPoboPayers(rand: Rand, owners: readonly Rows['merchant'][]): Rows['poboPayer'][] {
  const rows: Rows['poboPayer'][] = [];
  for (const m of owners) {
    const count = weighted(rand, [
      [0, 3],
      [1, 4],
      [2, 2],
      [3, 1],
    ]);
    for (let i = 0; i < count; i++) {
      const payer_type = rand() < 0.7 ? 'company' : 'individual';
      const country = rand() < 0.5 ? m.country : pick(rand, PAYER_COUNTRIES);
      const name = partyName(rand, payer_type, PEOPLE[country] ? country : 'US');
      const registration_no =
        payer_type === 'company'
          ? `${country}${digitsOf(rand, 8)}`
          : `${country}${String.fromCharCode(65 + Math.floor(rand() * 26))}${digitsOf(rand, 7)}`;
      const address = `${1 + Math.floor(rand() * 200)} ${pick(rand, STREETS)}, ${CITIES[country] ?? country}`;
      const r = review(rand, m, PAYER_REJECTIONS);
      const payer_id = `PY${String(300001 + rows.length)}`;
      const kinds: PayerDocument['kind'][] = payer_type === 'company' ? ['licence', 'address'] : ['id', 'address'];
      // Some pending payers still miss their proof of address.
      if (r.review_status === 0 && rand() < 0.3) kinds.pop();
      const base = { name, country, registration_no, address };
      const documents = kinds.map((kind, k): PayerDocument => {
        const doc = { id: `${payer_id}-D${k + 1}`, kind, name: `${kind}-${payer_id}.svg`, mime: 'image/svg+xml' };
        return { ...doc, size: utf8Length(payerDocumentSvg(base, doc)) };
      });
      rows.push({ payer_id, cust_id: m.cust_id, merchant_name: m.name, payer_type, ...base, documents, ...r });
    }
  }
  return rows;
}

function seedReceivers(rand: Rand, owners: readonly Rows['merchant'][], product: Product): Rows['receiver'][] {
  const rows: Rows['receiver'][] = [];
  const taken = new Set<string>();
  for (const m of owners) {
    const count = weighted(rand, [
      [0, 2],
      [1, 4],
      [2, 3],
      [3, 1],
    ]);
    for (let i = 0; i < count; i++) {
      const [country, currency, bank] = pick(rand, PAYOUT_BANKS);
      const receiver_type = rand() < 0.75 ? 'company' : 'individual';
      rows.push({
        receiver_id: `${product === 'wallet' ? 'W' : ''}RC${String(400001 + rows.length)}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        name: partyName(rand, receiver_type, country),
        receiver_type,
        country,
        currency,
        bank_name: bank.name,
        swift_code: bank.swift,
        account_no: accountNumber(rand, bank, taken),
        ...review(rand, m, RECEIVER_REJECTIONS),
      });
    }
  }
  return rows;
}

function seedWithdrawAccounts(
  rand: Rand,
  owners: readonly Rows['merchant'][],
  balances: readonly Rows['balance'][],
  product: Product,
): Rows['withdrawAccount'][] {
  const rows: Rows['withdrawAccount'][] = [];
  const taken = new Set<string>();
  for (const m of owners) {
    // An account for one or two of the currencies the merchant holds, at a bank paying out in it.
    const held = balances.filter((b) => b.cust_id === m.cust_id).map((b) => b.currency);
    const wanted = held.slice(0, rand() < 0.4 ? 2 : 1);
    for (const currency of wanted) {
      const banks = PAYOUT_BANKS.filter(([, c]) => c === currency);
      const bank = banks.length ? pick(rand, banks)[2] : pick(rand, VA_BANKS[currency]);
      rows.push({
        withdraw_account_id: `${product === 'wallet' ? 'W' : ''}WA${String(500001 + rows.length)}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        holder_name: m.name,
        bank_name: bank.name,
        bank_country: bank.country,
        swift_code: bank.swift,
        currency,
        account_no: accountNumber(rand, bank, taken),
        ...review(rand, m, WITHDRAW_REJECTIONS),
      });
    }
  }
  return rows;
}

export function seedAccountTables(merchants: readonly Rows['merchant'][], base: AccountBaseTables): AccountTables {
  const rand = mulberry32(0x9a7e_2026);
  const byId = new Map(merchants.map((m) => [m.cust_id, m]));
  const ownersOf = (rows: readonly Rows['balance'][]) =>
    [...new Set(rows.map((b) => b.cust_id))].map((id) => byId.get(id)!).filter(Boolean);
  const txnOwners = ownersOf(base.balance);
  const walletOwners = ownersOf(base.walletBalance);
  return {
    poboPayer: seedPoboPayers(rand, txnOwners),
    receiver: seedReceivers(rand, txnOwners, 'txn'),
    walletReceiver: seedReceivers(rand, walletOwners, 'wallet'),
    withdrawAccount: seedWithdrawAccounts(rand, txnOwners, base.balance, 'txn'),
    walletWithdrawAccount: seedWithdrawAccounts(rand, walletOwners, base.walletBalance, 'wallet'),
  };
}
