import { invalidField, refusal, type Effect } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, now, type Stored } from '../db';
import { seedApiKeys } from '../seed/apiKeys';
import type { Fake } from './fake';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text from the platform's CSPRNG (a secret must not come from the seeded generator). */
function randomText(length: number): string {
  const bytes = new Uint8Array(length * 2);
  crypto.getRandomValues(bytes);
  let out = '';
  // 248 = 4 × 62: bytes above it are skipped, so every character is equally likely.
  for (const b of bytes) if (b < 248 && out.length < length) out += BASE62[b % 62];
  return out.length === length ? out : out + randomText(length - out.length);
}

// prettier-ignore
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];

/**
 * SHA-256 as hex, synchronous (a behaviour answers synchronously; crypto.subtle is async). What the table keeps
 * instead of the secret: a key is checked by hashing what the caller presents.
 */
export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  const words = new Uint32Array((((data.length + 8) >> 6) + 1) * 16);
  data.forEach((b, i) => (words[i >> 2] |= b << (24 - (i % 4) * 8)));
  words[data.length >> 2] |= 0x80 << (24 - (data.length % 4) * 8);
  words[words.length - 1] = data.length * 8;
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let block = 0; block < words.length; block += 16) {
    for (let t = 0; t < 64; t++) {
      if (t < 16) w[t] = words[block + t];
      else {
        const s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >>> 3);
        const s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >>> 10);
        w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
      }
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let t = 0; t < 64; t++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      [hh, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i] + v) | 0));
  }
  return h.map((v) => (v >>> 0).toString(16).padStart(8, '0')).join('');
}

/** A new secret: what the answer reveals once, and what the row keeps of it. */
function newSecret() {
  const secret = `sk_live_${randomText(40)}`;
  return { secret, kept: { secret_hash: sha256Hex(secret), secret_last4: secret.slice(-4) } };
}

const stamp = () => new Date(now()).toISOString();

/**
 * API keys: create and rotate answer the new secret once (`extra`), the row keeps only its hash (hidden: never
 * answered, logged as `***`) and last four; keys are made only for merchants in normal status.
 */
const apiKey: Fake<Stored['apiKey']> = {
  // A key only for a merchant in normal status.
  refuses: { create: ['wrongStatus'] },
  seed: ({ merchant }) => seedApiKeys(merchant),
  hidden: ['secret_hash'],
  create: (values) => {
    const custId = String(values.cust_id);
    const merchant = db.merchant.find((m) => m.cust_id === custId);
    if (!merchant) return invalidField('cust_id');
    // A pending, rejected or frozen merchant may not call the API.
    if (merchant.status !== 1) return refusal('wrongStatus');
    let keyId = `pk_live_${randomText(24)}`;
    while (db.apiKey.some((k) => k.key_id === keyId)) keyId = `pk_live_${randomText(24)}`;
    const { secret, kept } = newSecret();
    const row: Stored['apiKey'] = {
      key_id: keyId,
      cust_id: custId,
      merchant_name: merchant.name,
      label: String(values.label),
      ip_allowlist: ((values.ip_allowlist as string[] | undefined) ?? []).map(String),
      status: 1,
      ...kept,
      created_at: stamp(),
      last_used_at: null,
      rotated_at: null,
      revoked_by: null,
      revoked_at: null,
      revoke_reason: null,
    };
    return { row: row as Row, extra: { secret } };
  },
  actions: {
    // An emptied allow-list is a change too (any address), so it is written even when the form sends none.
    edit: (_row, input): Effect => ({
      changes: {
        label: input.values.label,
        ip_allowlist: (input.values.ip_allowlist as string[] | undefined) ?? [],
      },
    }),
    rotate: (): Effect => {
      const { secret, kept } = newSecret();
      return { changes: { ...kept, rotated_at: stamp() }, extra: { secret } };
    },
    revoke: (_row, input, by): Effect => ({
      changes: { revoked_by: by.admin.email, revoked_at: stamp(), revoke_reason: input.reason ?? null },
    }),
  },
};

export default apiKey;
