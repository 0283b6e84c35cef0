import { seedProducts, type ProductRow } from '../seed/orderLogs';
import type { Fake } from './fake';

/** Products: read-only, served as seeded (filters, sort, export by the generic handlers). */
const product: Fake<ProductRow> = { seed: ({ merchant, order }) => seedProducts(merchant, order) };

export default product;
