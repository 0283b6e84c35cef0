import { e } from '../enumValue';

/**
 * Enumerations of currencies and FX (currency types, pairs, markups, holidays, rates); spread into ENUMS
 * (src/domain/enums.ts). Labels: `enum.<key>.<code>` in src/locales/enums/fx.ts.
 */
const ENUMS = {
  /** The merchant tier an FX markup applies to: 1 standard, 2 preferred, 3 VIP, 4 enterprise. */
  merchantTier: e([1, 'default'], [2, 'processing'], [3, 'success'], [4, 'warning']),
} as const;

export default ENUMS;
