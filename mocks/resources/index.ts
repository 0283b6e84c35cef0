import type { Behaviour } from '../crud/actions';
import merchant from './merchant';
import shop from './shop';

/**
 * Resource key → what its table does in the fake backend (mocks/crud/actions.ts `Behaviour`). A new resource
 * needs its declaration, a seeded table in db.ts and a line here.
 */
export const BEHAVIOURS: Readonly<Record<string, Behaviour>> = {
  merchant,
  shop,
};
