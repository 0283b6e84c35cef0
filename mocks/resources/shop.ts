import { seedShops, type ShopRow } from '../seed/shops';
import type { Fake } from './fake';

/** Shops: the generic actions (edit, enable, disable) over the seeded shops. */
const shop: Fake<ShopRow> = { seed: ({ merchant }) => seedShops(merchant) };

export default shop;
