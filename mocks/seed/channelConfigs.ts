import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, type Rand, weighted } from './random';
import type { Rows } from '../../src/resources';

const DAY = 86_400_000;

/** The merchant's home currency, by country (merchants.ts's countries). */
export const LOCAL_CURRENCY: Record<string, string> = {
  CN: 'CNY',
  HK: 'HKD',
  US: 'USD',
  GB: 'GBP',
  SG: 'SGD',
  DE: 'EUR',
  JP: 'JPY',
  AE: 'AED',
  BR: 'BRL',
  FR: 'EUR',
  NL: 'EUR',
  AU: 'AUD',
  KR: 'KRW',
  CA: 'CAD',
  IN: 'INR',
  MY: 'MYR',
  ES: 'EUR',
  IT: 'EUR',
};

// What each acquirer offers besides cards.
const METHODS: Record<string, readonly string[]> = {
  adyen: ['applepay', 'googlepay', 'paypal', 'alipay', 'wechatpay', 'klarna'],
  checkout: ['applepay', 'googlepay', 'paypal'],
  stripe: ['applepay', 'googlepay', 'klarna'],
  worldpay: ['applepay', 'paypal'],
  nuvei: ['applepay', 'googlepay', 'banktransfer'],
  airwallex: ['alipay', 'wechatpay', 'banktransfer'],
};

const CHANNELS = [
  ['adyen', 25],
  ['checkout', 20],
  ['stripe', 25],
  ['worldpay', 10],
  ['nuvei', 8],
  ['airwallex', 12],
] as const;

// The merchant's product line (the second word of most seeded names) → its MCC.
const LINE_MCC: Record<string, string> = {
  Apparel: '5691',
  Electronics: '5732',
  Home: '5712',
  Outdoor: '5941',
  Beauty: '5977',
  Media: '5815',
  Software: '5817',
  Games: '5816',
  Travel: '4722',
  Wellness: '5912',
  Pets: '5995',
  Sports: '5941',
  Toys: '5945',
  Jewelry: '5944',
  Foods: '5499',
  Digital: '5818',
};
// By merchant category: 1 advertising, 2 goods, 3 software.
const CATEGORY_MCC: Record<number, string> = { 1: '7311', 2: '5399', 3: '5734' };

export const mccOf = (m: Pick<Rows['merchant'], 'name' | 'category'>): string =>
  LINE_MCC[m.name.split(' ')[1] ?? ''] ?? CATEGORY_MCC[m.category] ?? '5399';

const EDITORS = ['admin@payops.test', 'li.wei@payops.test', 'rahul.mehta@payops.test', 'ops.routing@payops.test'];

const DISABLE_REASONS = [
  'Acquirer paused onboarding for this MCC',
  'Authorization rate below 60% for two weeks',
  'Merchant asked to route all traffic elsewhere',
  'Channel contract expired, renewal pending',
  'High chargeback ratio on this channel',
] as const;

const second = (ms: number) => Math.floor(ms / 1000) * 1000;

function methodsFor(rand: Rand, channel: string): string[] {
  const extra = METHODS[channel].filter(() => rand() < 0.45);
  return ['card', ...extra];
}

function currenciesFor(rand: Rand, m: Rows['merchant']): string[] {
  const local = LOCAL_CURRENCY[m.country] ?? 'USD';
  const out = new Set([local, 'USD']);
  for (const c of ['EUR', 'GBP']) if (rand() < 0.35) out.add(c);
  return [...out];
}

/**
 * One to three channels for every merchant that passed review (normal or frozen), each with its own priority
 * (1 = tried first); about one in ten disabled with a reason. Updated between the review and the seed's date.
 */
export function seedChannelConfigs(merchants: readonly Rows['merchant'][]): Rows['channelConfig'][] {
  const rand = mulberry32(0xc4a2_2026);
  const rows: Rows['channelConfig'][] = [];
  for (const m of merchants) {
    if (m.status !== 1 && m.status !== 3) continue;
    const count = weighted(rand, [
      [1, 45],
      [2, 38],
      [3, 17],
    ] as const);
    const channels: string[] = [];
    while (channels.length < count) {
      const c = weighted(rand, CHANNELS);
      if (!channels.includes(c)) channels.push(c);
    }
    const since = Date.parse(m.reviewed_at ?? m.registered_at);
    channels.forEach((channel, i) => {
      const enabled = rand() < 0.9;
      rows.push({
        config_id: `CC${300001 + rows.length}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        channel,
        payment_methods: methodsFor(rand, channel),
        currencies: currenciesFor(rand, m),
        priority: i + 1,
        mcc: mccOf(m),
        status: enabled ? 1 : 2,
        disable_reason: enabled ? null : pick(rand, DISABLE_REASONS),
        updated_by: pick(rand, EDITORS),
        updated_at: new Date(
          second(Math.min(MERCHANT_SEED_DATE - 1000, since + DAY * (1 + rand() * 60 + i))),
        ).toISOString(),
      });
    });
  }
  return rows;
}
