import currencyHoliday from './currencyHoliday';
import currencyMargin from './currencyMargin';
import currencyPair from './currencyPair';
import currencyType from './currencyType';
import fxRate, { fxPair } from './fxRate';

/**
 * This area's fake modules, by resource key (spread into the fake list, mocks/resources/index.ts); the FX rate
 * page's pairs are a part of the pairs' table.
 */
const AREA = {
  currencyType,
  currencyMargin,
  currencyHoliday,
  currencyPair,
  fxRate,
  fxPair,
};

export default AREA;
