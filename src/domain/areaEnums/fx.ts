import type { EnumValue } from '../enumValue';

/**
 * Enumerations of currencies and FX (currency types, pairs, markups, holidays, rates); spread into ENUMS (src/domain/enums.ts). Labels: `enum.<key>.<code>` in the area's label
 * file under src/locales/resources.
 */
const ENUMS: Record<never, readonly EnumValue[]> = {};

export default ENUMS;
