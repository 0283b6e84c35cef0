import aggregation from './aggregation';
import { billModule } from './bill';
import { collection, exchange, internalTransfer, transfer } from './flows';
import payout from './payout';

/**
 * This area's fake modules, by resource key (spread into the fake list, mocks/resources/index.ts). The aggregation
 * is totals made from the transaction ledger (`bill`), with no table of its own.
 */
const AREA = {
  collection,
  payout,
  exchange,
  transfer,
  internalTransfer,
  bill: billModule('txn'),
  walletBill: billModule('wallet'),
  aggregation,
};

export default AREA;
