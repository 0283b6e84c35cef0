import type { Product } from '../../../src/resources/product';
import { billsOf } from '../../ledger';
import type { Fake } from '../fake';
import { flowTables } from './flows';
import type { Rows } from '../../../src/resources';

/** A product line's ledger (bills / wallet flows): the table the ledger contract keeps (mocks/ledger.ts). */
export const billModule = (product: Product): Fake<Rows['bill']> => ({
  seed: (tables) => flowTables(tables)[product === 'wallet' ? 'walletBill' : 'bill'],
  rows: () => billsOf(product),
});

/** The bill ledger of each product line. */
export const fakes = { bill: billModule('txn'), walletBill: billModule('wallet') };
