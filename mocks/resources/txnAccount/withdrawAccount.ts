import type { Product } from '../../../src/resources/product';
import type { Fake } from '../fake';
import { maskedAccount } from './mask';
import { accountParties } from './poboPayer';
import type { Rows } from '../../../src/resources';

/**
 * A product line's withdrawal accounts, its own table (`withdrawAccount`, `walletWithdrawAccount`) seeded with the
 * line's other parties: numbers answered as their last 4; approve/reject are generic transitions.
 */
export const withdrawAccountModule = (product: Product): Fake<Rows['withdrawAccount']> => ({
  seed: (tables) => accountParties(tables)[product === 'wallet' ? 'walletWithdrawAccount' : 'withdrawAccount'],
  computed: maskedAccount,
});

/** The withdrawal accounts of each product line. */
export const fakes = {
  withdrawAccount: withdrawAccountModule('txn'),
  walletWithdrawAccount: withdrawAccountModule('wallet'),
};
