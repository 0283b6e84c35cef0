import aggregation from './aggregation';
import bill, { walletBill } from './bill';
import collection from './collection';
import enums from './enums';
import exchange from './exchange';
import internalTransfer from './internalTransfer';
import payout from './payout';
import transfer from './transfer';

/** This area's labels, one file per resource (enumeration labels included), both languages. */
const AREA: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [
  enums,
  collection,
  payout,
  exchange,
  transfer,
  internalTransfer,
  bill,
  walletBill,
  aggregation,
];

export default AREA;
