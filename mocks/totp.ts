import { Secret, TOTP } from 'otpauth';
import { now } from './db';

/** RFC 6238 as authenticator apps use it: HMAC-SHA1, 6 digits, 30-second steps. */
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const TOTP_ISSUER = 'PayOps Console';
export const TOTP_STEP_MS = PARAMS.period * 1000;

/** The 30-second step an instant falls in: what a code is the code of. */
export const totpStep = (at: number = now()): number => Math.floor(at / TOTP_STEP_MS);

export function totpCode(secret: string, at: number = now()): string {
  return TOTP.generate({ ...PARAMS, secret: Secret.fromBase32(secret), timestamp: at });
}

/**
 * The step whose code this is, among the current step and the steps either side (clock drift of the phone);
 * undefined when it is none of them.
 */
export function totpCodeStep(secret: string, code: string | null | undefined, at: number = now()): number | undefined {
  if (!code || !/^\d{6}$/.test(code)) return undefined;
  try {
    const delta = TOTP.validate({
      ...PARAMS,
      secret: Secret.fromBase32(secret),
      token: code,
      timestamp: at,
      window: 1,
    });
    return delta === null ? undefined : totpStep(at) + delta;
  } catch {
    return undefined;
  }
}

/** Accepts the code of the current step and of the steps either side (clock drift of the phone). */
export function verifyTotp(secret: string, code: string | null | undefined, at: number = now()): boolean {
  return totpCodeStep(secret, code, at) !== undefined;
}

/**
 * A code that signs an account in is good once (RFC 6238 §5.2): it must be of a later step than the last one that
 * signed this account in, so a code seen over a shoulder or in a proxy's log cannot be played again within its
 * 90 seconds. 'used' for a valid code of a step already used (or earlier); the step is recorded on success.
 */
export function spendTotp(
  account: { totp_step: number | null },
  secret: string,
  code: string | null | undefined,
): 'ok' | 'wrong' | 'used' {
  const step = totpCodeStep(secret, code);
  if (step === undefined) return 'wrong';
  if (account.totp_step !== null && step <= account.totp_step) return 'used';
  account.totp_step = step;
  return 'ok';
}

/** A fresh 160-bit secret: 32 base32 characters. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the binding QR code carries. */
export function otpauthUri(email: string, secret: string): string {
  return new TOTP({ ...PARAMS, issuer: TOTP_ISSUER, label: email, secret: Secret.fromBase32(secret) }).toString();
}
