import type { EnumValue } from '../enumValue';

/**
 * Enumerations of transaction configuration (channel routing, fees, limits, trading windows, transfer links, dictionary); spread into ENUMS (src/domain/enums.ts). Labels: `enum.<key>.<code>` in the area's label
 * file under src/locales/resources.
 */
const ENUMS: Record<never, readonly EnumValue[]> = {};

export default ENUMS;
