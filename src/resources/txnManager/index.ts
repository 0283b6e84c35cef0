import type { ResourceDecl } from '../../console/types';
import businessChannel from './businessChannel';
import dictionary from './dictionary';
import { feeConf, walletFeeConf } from './feeConf';
import { paymentLimit, walletPaymentLimit } from './paymentLimit';
import tradingWindow from './tradingWindow';
import transferLink from './transferLink';

/** This area's resource declarations (spread into RESOURCES, src/resources/index.ts). */
const AREA = [
  businessChannel,
  feeConf,
  walletFeeConf,
  paymentLimit,
  walletPaymentLimit,
  tradingWindow,
  transferLink,
  dictionary,
] as const satisfies readonly ResourceDecl[];

export default AREA;
