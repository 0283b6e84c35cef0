import type { Product } from '../../../src/resources/product';
import type { Fake } from '../fake';
import { maskedAccount } from './mask';
import { accountParties } from './poboPayer';
import type { Rows } from '../../../src/resources';

/**
 * A product line's payees, its own table (`receiver`, `walletReceiver`) seeded with the line's other parties:
 * account numbers answered as their last 4; approve/reject are generic transitions.
 */
export const receiverModule = (product: Product): Fake<Rows['receiver']> => ({
  seed: (tables) => accountParties(tables)[product === 'wallet' ? 'walletReceiver' : 'receiver'],
  computed: maskedAccount,
});

/** The payees of each product line. */
export const fakes = { receiver: receiverModule('txn'), walletReceiver: receiverModule('wallet') };
