import type { Behaviour } from '../../crud/actions';
import { scoreCriterion, scoreItem } from './scoring';
import settlement from './settlement';

/** This area's fake-backend behaviours, by resource key (spread into BEHAVIOURS, mocks/resources/index.ts). */
const AREA: Record<string, Behaviour> = { settlement, scoreItem, scoreCriterion };

export default AREA;
