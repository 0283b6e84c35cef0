import { e } from '../enumValue';

/**
 * Enumerations of transaction flows (collections, payouts, exchanges, transfers, bills, aggregation); spread into
 * ENUMS (src/domain/enums.ts). Labels: `enum.<key>.<code>` in the area's label files under
 * src/locales/enums/txnFlow.ts.
 */
const ENUMS = {
  /** A collection, an exchange, a transfer or an internal transfer: 0 processing, 1 succeeded, 2 failed. */
  flowStatus: e([0, 'processing'], [1, 'success'], [2, 'error']),
  /**
   * A payout (payment to a payee): 0 pending review, 1 processing (approved, sent to the bank), 2 paid, 3 failed
   * (the bank returned it), 4 rejected at review. Failed and rejected payouts return their funds to the balance.
   */
  payoutStatus: e([0, 'warning'], [1, 'processing'], [2, 'success'], [3, 'error'], [4, 'default']),
  /** The rail a collection arrived by. */
  collectionRail: e(['local', 'default'], ['swift', 'default'], ['sepa', 'default'], ['fps', 'default']),
  /** The merchant's own ledgers an internal transfer moves between. */
  ledgerAccount: e(['txn', 'default'], ['wallet', 'processing'], ['reserve', 'warning']),
} as const;

export default ENUMS;
