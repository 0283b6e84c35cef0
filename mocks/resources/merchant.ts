import { seedMerchants, type MerchantRow } from '../seed/merchants';
import type { Fake } from './fake';

/** Registration review: the generic actions over the seeded merchants. */
const merchant: Fake<MerchantRow> = { seed: () => seedMerchants() };

export default merchant;
