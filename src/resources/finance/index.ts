import type { ResourceDecl } from '../../console/types';
import scoreCriterion from './scoreCriterion';
import scoreItem from './scoreItem';
import settlement from './settlement';

/** This area's resource declarations (spread into RESOURCES, src/resources/index.ts). */
const AREA = [settlement, scoreItem, scoreCriterion] as const satisfies readonly ResourceDecl[];

export default AREA;
