import type { ResourceDecl } from '../../console/types';
import aggregation from './aggregation';
import { bill, walletBill } from './bill';
import collection from './collection';
import exchange from './exchange';
import internalTransfer from './internalTransfer';
import payout from './payout';
import transfer from './transfer';

/** This area's resource declarations (spread into RESOURCES, src/resources/index.ts). */
const AREA = [
  collection,
  payout,
  exchange,
  transfer,
  internalTransfer,
  bill,
  walletBill,
  aggregation,
] as const satisfies readonly ResourceDecl[];

export default AREA;
