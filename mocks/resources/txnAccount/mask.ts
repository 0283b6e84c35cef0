import type { Row } from '../../crud/query';

/** An account number as the server answers it: its last 4 only (DOMAIN.md: bank accounts masked as last 4). */
export const last4 = (accountNo: unknown): string =>
  String(accountNo ?? '')
    .replace(/\s+/g, '')
    .slice(-4);

/**
 * The masked view of a row holding a whole `account_no`: the number replaced by `••••1234` and the last 4 given on
 * their own so that an operator can search by them. The table keeps the whole number; no answer carries it.
 */
export const maskedAccount = (row: Row): Row => ({
  account_no: `••••${last4(row.account_no)}`,
  account_last4: last4(row.account_no),
});
