import { seedProducts } from '../seed/orderLogs';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** Products: read-only, served as seeded (filters, sort, export by the generic handlers). */
const product: Fake<Rows['product']> = { seed: ({ merchant, order }) => seedProducts(merchant, order) };

export default product;
