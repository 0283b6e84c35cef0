import { e } from '../enumValue';

/**
 * Enumerations of transaction configuration (channel routing, fees, limits, trading windows, transfer links,
 * dictionary); spread into ENUMS (src/domain/enums.ts). Labels: `enum.<key>.<code>` in the area's label file under
 * src/locales/enums/txnManager.ts.
 */
const ENUMS = {
  /** The business lines payments are routed for: acquiring, collection, payout, exchange, transfer. */
  businessLine: e(
    ['acquiring', 'default'],
    ['collection', 'default'],
    ['payout', 'default'],
    ['exchange', 'default'],
    ['transfer', 'default'],
  ),
  /** ISO 8601 weekdays: 1 Monday … 7 Sunday. */
  weekday: e(
    [1, 'default'],
    [2, 'default'],
    [3, 'default'],
    [4, 'default'],
    [5, 'default'],
    [6, 'warning'],
    [7, 'warning'],
  ),
  /** How a fee is taken: 1 deducted from the amount (the merchant receives less), 2 charged on top of it. */
  feeMethod: e([1, 'default'], [2, 'processing']),
} as const;

export default ENUMS;
