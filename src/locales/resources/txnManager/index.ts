import businessChannel from './businessChannel';
import dictionary from './dictionary';
import enums from './enums';
import feeConf, { walletFeeConf } from './feeConf';
import paymentLimit, { walletPaymentLimit } from './paymentLimit';
import tradingWindow from './tradingWindow';
import transferLink from './transferLink';

/** This area's labels, one file per resource (enumeration labels included), both languages. */
const AREA: Record<'zh-CN' | 'en-US', Record<string, string>>[] = [
  enums,
  businessChannel,
  feeConf,
  walletFeeConf,
  paymentLimit,
  walletPaymentLimit,
  tradingWindow,
  transferLink,
  dictionary,
];

export default AREA;
