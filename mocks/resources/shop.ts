import { seedShops } from '../seed/shops';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** Shops: the generic actions (edit, enable, disable) over the seeded shops. */
const shop: Fake<Rows['shop']> = { seed: ({ merchant }) => seedShops(merchant) };

export default shop;
