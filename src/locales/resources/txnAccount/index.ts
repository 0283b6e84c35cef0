import balance from './balance';
import enums from './enums';
import poboPayer from './poboPayer';
import receiver from './receiver';
import virtualAccount from './virtualAccount';
import withdrawAccount from './withdrawAccount';

/** This area's labels, one file per resource (enumeration labels included), both languages; wallet twins included. */
const AREA: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [
  enums,
  ...balance,
  ...virtualAccount,
  poboPayer,
  ...receiver,
  ...withdrawAccount,
];

export default AREA;
