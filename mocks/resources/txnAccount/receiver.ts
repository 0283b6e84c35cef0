import type { Product } from '../../../src/resources/product';
import type { Behaviour } from '../../crud/actions';
import { db } from '../../db';
import { maskedAccount } from './mask';

/** A product line's payees: account numbers answered as their last 4; approve/reject are generic transitions. */
export const receiverBehaviour = (product: Product): Behaviour => ({
  rows: () => (product === 'wallet' ? db.walletReceiver : db.receiver),
  computed: maskedAccount,
});
