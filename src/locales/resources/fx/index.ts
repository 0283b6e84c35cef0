import currencyHoliday from './currencyHoliday';
import currencyMargin from './currencyMargin';
import currencyPair from './currencyPair';
import currencyType from './currencyType';
import enums from './enums';
import fxRate from './fxRate';

/** This area's labels, one file per resource (enumeration labels included), both languages. */
const AREA: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [
  currencyType,
  currencyMargin,
  currencyHoliday,
  currencyPair,
  fxRate,
  enums,
];

export default AREA;
