import { newSecret, otpauthUri, totpCode, spendTotp, verifyTotp } from '../../mocks/totp';
import { setClock } from '../../mocks/db';
import { T0 } from './helpers';

// RFC 6238 appendix B, SHA1 secret "12345678901234567890"; authenticator apps show the last 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('reads the fake backend clock by default', () => {
    setClock(T0);
    expect(totpCode(RFC_SECRET)).toBe(totpCode(RFC_SECRET, T0));
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, T0))).toBe(true);
  });

  it('accepts one step either side only', () => {
    const code = (steps: number) => totpCode(RFC_SECRET, T0 + steps * 30_000);
    expect([-2, -1, 0, 1, 2].map((s) => verifyTotp(RFC_SECRET, code(s), T0))).toEqual([false, true, true, true, false]);
  });

  it('takes a code once per account: not its step again, nor an earlier one', () => {
    setClock(T0);
    const code = (steps: number) => totpCode(RFC_SECRET, T0 + steps * 30_000);
    const account = { totp_step: null as number | null };
    expect(spendTotp(account, RFC_SECRET, code(0))).toBe('ok');
    expect(spendTotp(account, RFC_SECRET, code(0))).toBe('used');
    expect(spendTotp(account, RFC_SECRET, code(-1))).toBe('used');
    expect(spendTotp(account, RFC_SECRET, '000000')).toBe('wrong');
    expect(spendTotp(account, RFC_SECRET, code(1))).toBe('ok');
    expect(spendTotp({ totp_step: null }, RFC_SECRET, code(1))).toBe('ok');
  });

  it('refuses malformed codes and secrets without throwing', () => {
    expect(verifyTotp(RFC_SECRET, '', T0)).toBe(false);
    expect(verifyTotp(RFC_SECRET, undefined, T0)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '12345', T0)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', T0)).toBe(false);
    expect(verifyTotp('not base32 !', '123456', T0)).toBe(false);
  });

  it('makes 32-character base32 secrets and an otpauth URI for the QR code', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(a);
    const raw = otpauthUri('new@payops.test', a);
    expect(raw.startsWith('otpauth://totp/PayOps%20Console:new%40payops.test?')).toBe(true);
    const uri = new URL(raw);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      issuer: 'PayOps Console',
      secret: a,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
