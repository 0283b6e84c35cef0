import { Secret, TOTP } from 'otpauth';
import { now } from './db';

/** RFC 6238 as authenticator apps use it: HMAC-SHA1, 6 digits, 30-second steps. */
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const TOTP_ISSUER = 'PayOps Console';

export function totpCode(secret: string, at: number = now()): string {
  return TOTP.generate({ ...PARAMS, secret: Secret.fromBase32(secret), timestamp: at });
}

/** Accepts the code of the current step and of the steps either side (clock drift of the phone). */
export function verifyTotp(secret: string, code: string | null | undefined, at: number = now()): boolean {
  if (!code || !/^\d{6}$/.test(code)) return false;
  try {
    return (
      TOTP.validate({ ...PARAMS, secret: Secret.fromBase32(secret), token: code, timestamp: at, window: 1 }) !== null
    );
  } catch {
    return false;
  }
}

/** A fresh 160-bit secret: 32 base32 characters. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the binding QR code carries. */
export function otpauthUri(email: string, secret: string): string {
  return new TOTP({ ...PARAMS, issuer: TOTP_ISSUER, label: email, secret: Secret.fromBase32(secret) }).toString();
}
