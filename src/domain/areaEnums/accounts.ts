import { e } from '../enumValue';

/**
 * Enumerations of transaction accounts and the wallet (balances, receiving accounts, payers, payees, withdrawal
 * accounts); spread into ENUMS (src/domain/enums.ts). Labels: `enum.<key>.<code>` in the area's label files under
 * src/locales/enums/txnAccount.ts.
 */
const ENUMS = {
  /** A virtual (global receiving) account: 1 active (collections credited), 2 frozen (collections held). */
  virtualAccountStatus: e([1, 'success'], [2, 'error']),
  /** Who a POBO payer or a payee is: a company or a private person. */
  partyType: e(['company', 'default'], ['individual', 'processing']),
} as const;

export default ENUMS;
