import scoreCriterion from './scoreCriterion';
import scoreItem from './scoreItem';
import settlement from './settlement';

/** This area's labels, one file per resource (enumeration labels included), both languages. */
const AREA: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [settlement, scoreItem, scoreCriterion];

export default AREA;
