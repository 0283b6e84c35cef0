import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, type Rand, weighted } from './random';
import type { Rows } from '../../src/resources';
import type { Stored } from '../db';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

const LABELS = [
  'Production checkout',
  'Shopify plugin',
  'Order sync service',
  'Refund automation',
  'ERP integration',
  'Mobile app backend',
  'Reporting job',
  'Subscription billing',
] as const;

const REVOKERS = ['admin@payops.test', 'li.wei@payops.test', 'compliance@payops.test'] as const;

const REVOKE_REASONS = [
  'Secret exposed in a public repository',
  'Integration decommissioned by the merchant',
  'Replaced by a key with an IP allow-list',
  'Merchant request: developer left the company',
] as const;

// Documentation ranges (RFC 5737, RFC 3849) so no real network is named.
const NETWORKS = [
  () => `203.0.113.0/24`,
  (r: Rand) => `198.51.100.${1 + Math.floor(r() * 254)}`,
  (r: Rand) => `192.0.2.${1 + Math.floor(r() * 254)}`,
  (r: Rand) => `203.0.113.${1 + Math.floor(r() * 254)}/32`,
  (r: Rand) => `2001:db8:${(0x10 + Math.floor(r() * 0xef)).toString(16)}::/48`,
  (r: Rand) => `2001:db8::${(1 + Math.floor(r() * 0xfff)).toString(16)}`,
] as const;

const chars = (rand: Rand, alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');

const iso = (ms: number) => new Date(ms).toISOString();
const second = (ms: number) => Math.floor(ms / 1000) * 1000;

function allowList(rand: Rand): string[] {
  const count = weighted(rand, [
    [0, 35],
    [1, 35],
    [2, 20],
    [3, 10],
  ] as const);
  const list = new Set<string>();
  while (list.size < count) list.add(pick(rand, NETWORKS)(rand));
  return [...list];
}

/**
 * One or two keys for every merchant that passed review (normal or frozen), about one in eight revoked, from a
 * fixed seed. Seeded keys have no known secret: a random hash and last four only.
 */
export function seedApiKeys(merchants: readonly Rows['merchant'][]): Stored['apiKey'][] {
  const rand = mulberry32(0xa91e7);
  const keys: Stored['apiKey'][] = [];
  for (const m of merchants) {
    if (m.status !== 1 && m.status !== 3) continue;
    const count = weighted(rand, [
      [1, 70],
      [2, 30],
    ] as const);
    const since = Date.parse(m.reviewed_at ?? m.registered_at);
    for (let i = 0; i < count; i += 1) {
      // After the review, before the seed's "today", earlier for the first key.
      const room = MERCHANT_SEED_DATE - since;
      const createdAt = second(since + room * (0.02 + rand() * (i === 0 ? 0.3 : 0.9)));
      const revoked = rand() < 0.12;
      const span = MERCHANT_SEED_DATE - createdAt;
      const revokedAt = revoked ? second(createdAt + span * (0.3 + rand() * 0.6)) : null;
      const used = rand() < 0.85;
      const lastUsed = used ? second(createdAt + ((revokedAt ?? MERCHANT_SEED_DATE) - createdAt) * rand()) : null;
      const rotated = !revoked && rand() < 0.2 ? second(createdAt + span * rand()) : null;
      keys.push({
        key_id: `pk_live_${chars(rand, BASE62, 24)}`,
        cust_id: m.cust_id,
        merchant_name: m.name,
        label: i === 0 && m.platform === 'Shopify' ? 'Shopify plugin' : pick(rand, LABELS),
        ip_allowlist: allowList(rand),
        status: revoked ? 2 : 1,
        secret_last4: chars(rand, BASE62, 4),
        secret_hash: chars(rand, HEX, 64),
        created_at: iso(createdAt),
        last_used_at: lastUsed === null ? null : iso(lastUsed),
        rotated_at: rotated === null ? null : iso(rotated),
        revoked_by: revoked ? pick(rand, REVOKERS) : null,
        revoked_at: revokedAt === null ? null : iso(revokedAt),
        revoke_reason: revoked ? pick(rand, REVOKE_REASONS) : null,
      });
    }
  }
  return keys;
}

declare module '../db' {
  /** What these tables keep besides their declarations' fields (hashes, secrets, internals). */
  interface Stored {
    /**
     * A merchant's API key (src/resources/orgMag/apiKey.ts). The secret itself is never kept: only its SHA-256
     * (`secret_hash`, a hidden field the server never answers nor logs) and its last four characters.
     */
    apiKey: Rows['apiKey'] & { secret_hash: string };
  }
}
