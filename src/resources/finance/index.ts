import type { ResourceDef } from '../../console/types';

/** This area's resource declarations (spread into RESOURCES, src/resources/index.ts). */
const AREA: readonly ResourceDef[] = [];

export default AREA;
