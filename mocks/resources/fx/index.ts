import type { Behaviour } from '../../crud/actions';
import currencyHoliday from './currencyHoliday';
import currencyMargin from './currencyMargin';
import currencyPair from './currencyPair';
import currencyType from './currencyType';
import fxRate, { fxPair } from './fxRate';

/** This area's fake-backend behaviours, by resource key (spread into BEHAVIOURS, mocks/resources/index.ts). */
const AREA: Record<string, Behaviour> = {
  currencyType,
  currencyMargin,
  currencyHoliday,
  currencyPair,
  fxRate,
  fxPair,
};

export default AREA;
