import businessChannel from './businessChannel';
import dictionary from './dictionary';
import { feeConfModule } from './feeConf';
import { paymentLimitModule } from './paymentLimit';
import tradingWindow from './tradingWindow';
import transferLink from './transferLink';

/** This area's fake modules, by resource key (spread into the fake list, mocks/resources/index.ts). */
const AREA = {
  businessChannel,
  feeConf: feeConfModule('txn'),
  walletFeeConf: feeConfModule('wallet'),
  paymentLimit: paymentLimitModule('txn'),
  walletPaymentLimit: paymentLimitModule('wallet'),
  tradingWindow,
  transferLink,
  dictionary,
};

export default AREA;
