import type { Behaviour } from '../../crud/actions';
import aggregation from './aggregation';
import { billBehaviour } from './bill';
import { collection, exchange, internalTransfer, transfer } from './flows';
import payout from './payout';

/** This area's fake-backend behaviours, by resource key (spread into BEHAVIOURS, mocks/resources/index.ts). */
const AREA: Record<string, Behaviour> = {
  collection,
  payout,
  exchange,
  transfer,
  internalTransfer,
  bill: billBehaviour('txn'),
  walletBill: billBehaviour('wallet'),
  aggregation,
};

export default AREA;
