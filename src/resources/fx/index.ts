import type { ResourceDecl } from '../../console/types';
import currencyHoliday from './currencyHoliday';
import currencyMargin from './currencyMargin';
import currencyPair from './currencyPair';
import currencyType from './currencyType';
import fxRate, { fxPair } from './fxRate';

/** This area's resource declarations (spread into RESOURCES, src/resources/index.ts). */
const AREA = [
  currencyType,
  currencyMargin,
  currencyHoliday,
  currencyPair,
  fxRate,
  fxPair,
] as const satisfies readonly ResourceDecl[];

export default AREA;
