import type { Behaviour } from '../../crud/actions';

/** This area's fake-backend behaviours, by resource key (spread into BEHAVIOURS, mocks/resources/index.ts). */
const AREA: Record<string, Behaviour> = {};

export default AREA;
