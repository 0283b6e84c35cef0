import type { Product } from '../../../src/resources/product';
import type { Behaviour } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { billsOf } from '../../ledger';

/** A product line's ledger (bills / wallet flows): the table the ledger contract keeps (mocks/ledger.ts). */
export const billBehaviour = (product: Product): Behaviour => ({
  rows: () => billsOf(product) as unknown as Row[],
});
