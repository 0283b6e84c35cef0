import { scoreCriterion, scoreItem } from './scoring';
import settlement from './settlement';

/** This area's fake modules, by resource key (spread into the fake list, mocks/resources/index.ts). */
const AREA = { settlement, scoreItem, scoreCriterion };

export default AREA;
