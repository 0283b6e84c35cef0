import { seedMerchants } from '../seed/merchants';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** Registration review: the generic actions over the seeded merchants. */
const merchant: Fake<Rows['merchant']> = { seed: () => seedMerchants() };

export default merchant;
