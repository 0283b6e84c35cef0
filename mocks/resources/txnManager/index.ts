import type { Behaviour } from '../../crud/actions';
import businessChannel from './businessChannel';
import dictionary from './dictionary';
import { feeConfBehaviour } from './feeConf';
import { paymentLimitBehaviour } from './paymentLimit';
import tradingWindow from './tradingWindow';
import transferLink from './transferLink';

/** This area's fake-backend behaviours, by resource key (spread into BEHAVIOURS, mocks/resources/index.ts). */
const AREA: Record<string, Behaviour> = {
  businessChannel,
  feeConf: feeConfBehaviour('txn'),
  walletFeeConf: feeConfBehaviour('wallet'),
  paymentLimit: paymentLimitBehaviour('txn'),
  walletPaymentLimit: paymentLimitBehaviour('wallet'),
  tradingWindow,
  transferLink,
  dictionary,
};

export default AREA;
