/**
 * Every enumeration of spec §3, defined once: ordered codes with a badge tone. No labels here; a label is
 * `enum.<key>.<code>` in the locales. Integer codes stay in order (object keys would be re-sorted).
 */
import { e, type Tone } from './enumValue';
import ACCOUNT_ENUMS from './areaEnums/accounts';
import FLOW_ENUMS from './areaEnums/flows';
import CONFIG_ENUMS from './areaEnums/config';
import FX_ENUMS from './areaEnums/fx';
import FINANCE_ENUMS from './areaEnums/finance';
import JOURNAL_ENUMS from './areaEnums/journal';
import APPROVAL_ENUMS from './areaEnums/approvals';

export type { EnumValue, Tone } from './enumValue';

export const ENUMS = {
  merchantStatus: e([0, 'warning'], [1, 'success'], [2, 'error'], [3, 'default']),
  settlementStatus: e([0, 'default'], [1, 'success'], [2, 'error']),
  paymentStatus: e(
    [0, 'processing'],
    [1, 'success'],
    [2, 'default'],
    [3, 'processing'],
    [4, 'error'],
    [5, 'default'],
    [6, 'warning'],
  ),
  freezeStatus: e([0, 'warning'], [1, 'success'], [2, 'default']),
  refundStatus: e([0, 'default'], [1, 'success'], [2, 'error'], [3, 'processing']),
  productStatus: e(['active', 'success'], ['draft', 'default'], ['archived', 'warning']),
  disputeStatus: e(
    [0, 'default'],
    [1, 'warning'],
    [2, 'processing'],
    [3, 'success'],
    [4, 'error'],
    [5, 'error'],
    [6, 'default'],
    [7, 'default'],
    [8, 'default'],
    [9, 'processing'],
    [10, 'warning'],
    [11, 'success'],
  ),
  disputeStage: e([1, 'default'], [2, 'warning'], [3, 'error']),
  riskAlertType: e([1, 'error'], [2, 'warning'], [3, 'processing'], [4, 'warning'], [5, 'warning']),
  enabled12: e([1, 'success'], [2, 'default']),
  enabled01: e([0, 'default'], [1, 'success']),
  blacklistDimension: e([0, 'default'], [1, 'default'], [2, 'default'], [3, 'default'], [4, 'default']),
  configKind: e([1, 'default'], [2, 'default'], [3, 'default']),
  showFlag: e([0, 'default'], [1, 'success']),
  merchantCategory: e([1, 'default'], [2, 'default'], [3, 'default']),
  sitePlatform: e(
    ['Shopify', 'default'],
    ['Shoplus', 'default'],
    ['Wordpress', 'default'],
    ['Magento', 'default'],
    ['Zencart', 'default'],
    ['Opencart', 'default'],
    ['Prestashop', 'default'],
    ['Others', 'default'],
  ),
  entity: e(['GEP', 'default'], ['PYV', 'default']),
  // The spec names 20 industry categories without listing them; these are the platform's.
  industry: e(...Array.from({ length: 20 }, (_, i) => [i + 1, 'default'] as [number, Tone])),
  userType: e(['01', 'default'], ['02', 'default'], ['03', 'default']),

  // Not in the spec: the design's (DOMAIN.md) states and kinds of the Organisation and Settings pages.
  kybStatus: e([0, 'warning'], [1, 'success'], [2, 'error'], [3, 'processing']),
  kybDocKind: e(['licence', 'default'], ['id', 'default'], ['address', 'default']),
  riskLevel: e([1, 'success'], [2, 'warning'], [3, 'error']),
  alertStatus: e([0, 'warning'], [1, 'default']),
  apiKeyStatus: e([1, 'success'], [2, 'default']),
  payChannel: e(
    ['adyen', 'default'],
    ['checkout', 'default'],
    ['stripe', 'default'],
    ['worldpay', 'default'],
    ['nuvei', 'default'],
    ['airwallex', 'default'],
  ),
  paymentMethod: e(
    ['card', 'default'],
    ['applepay', 'default'],
    ['googlepay', 'default'],
    ['paypal', 'default'],
    ['alipay', 'default'],
    ['wechatpay', 'default'],
    ['klarna', 'default'],
    ['banktransfer', 'default'],
  ),
  threeDsMode: e([0, 'default'], [1, 'default'], [2, 'default']),
  paramType: e(
    ['int', 'default'],
    ['decimal', 'default'],
    ['bool', 'default'],
    ['string', 'default'],
    ['url', 'default'],
    ['email', 'default'],
    ['currency', 'default'],
    // An amount of the currency in `options` (no more decimals than it has, not negative): a threshold.
    ['amount', 'default'],
    ['enum', 'default'],
  ),
  userStatus: e([1, 'success'], [2, 'error']),
  accountStatus: e(['enabled', 'success'], ['disabled', 'error']),
  bound01: e([0, 'warning'], [1, 'success']),

  // Orders, risk and channels (DOMAIN.md): kinds and states the spec does not list.
  cardBrand: e(
    ['visa', 'default'],
    ['mastercard', 'default'],
    ['amex', 'default'],
    ['jcb', 'default'],
    ['unionpay', 'default'],
    ['discover', 'default'],
  ),
  /**
   * Fraud-alert handling results 510-521. The spec lists the meanings without the code of each; this mapping is
   * the console's (README, "Fraud-alert result codes"). 510 is the one result that refunds the order.
   */
  alertResult: e(
    [510, 'success'],
    [511, 'default'],
    [512, 'default'],
    [513, 'default'],
    [514, 'warning'],
    [515, 'warning'],
    [516, 'default'],
    [517, 'default'],
    [518, 'success'],
    [519, 'warning'],
    [520, 'default'],
    [521, 'default'],
  ),
  alertSource: e(['ethoca', 'default'], ['verifi', 'default'], ['rdr', 'default']),
  fraudAlertType: e(['fraud', 'error'], ['dispute', 'warning']),
  handledStatus: e([0, 'warning'], [1, 'success']),
  disputeReason: e(
    ['fraud', 'error'],
    ['not_received', 'warning'],
    ['not_as_described', 'warning'],
    ['duplicate', 'default'],
    ['credit_not_processed', 'default'],
    ['other', 'default'],
  ),
  yesNo: e([0, 'default'], [1, 'warning']),
  orderEvent: e(
    ['created', 'default'],
    ['paid', 'success'],
    ['failed', 'error'],
    ['cancelled', 'default'],
    ['expired', 'default'],
    ['refund_requested', 'processing'],
    ['refunded', 'success'],
    ['refund_failed', 'error'],
    ['frozen', 'warning'],
    ['unfrozen', 'success'],
    ['disputed', 'warning'],
    ['dispute_updated', 'processing'],
    ['fraud_alert', 'error'],
    ['settled', 'success'],
  ),
  channelType: e(['card', 'default'], ['wallet', 'default'], ['bank', 'default']),
  forterMode: e(['active', 'success'], ['monitor', 'processing']),
  riskProvider: e(
    ['signifyd', 'default'],
    ['riskified', 'default'],
    ['sift', 'default'],
    ['kount', 'default'],
    ['seon', 'default'],
  ),
  deliveryStatus: e([0, 'processing'], [1, 'success'], [2, 'error']),
  rejectionStatus: e([0, 'warning'], [1, 'success'], [2, 'error']),
  ruleAction: e(['reject', 'error'], ['review', 'warning'], ['warn', 'processing']),
  ruleDimension: e(
    ['ip', 'default'],
    ['email', 'default'],
    ['card', 'default'],
    ['country', 'default'],
    ['amount', 'default'],
    ['velocity', 'default'],
    ['device', 'default'],
  ),
  complaintStatus: e([0, 'warning'], [1, 'processing'], [2, 'success']),
  complaintType: e(
    ['not_received', 'default'],
    ['not_as_described', 'default'],
    ['unauthorized', 'error'],
    ['refund_request', 'default'],
    ['other', 'default'],
  ),
  mailTemplate: e(
    ['order_confirmation', 'default'],
    ['refund_notice', 'default'],
    ['dispute_notice', 'default'],
    ['shipping_update', 'default'],
    ['complaint_reply', 'default'],
  ),
  mailStatus: e([0, 'processing'], [1, 'success'], [2, 'error']),
  screenDecision: e(['approve', 'success'], ['review', 'warning'], ['decline', 'error']),
  logLevel: e(['info', 'default'], ['warn', 'warning'], ['error', 'error']),
  /** Bill/flow types 1-16 (spec §3), the full list: the ledger of every money movement. */
  billType: e(...Array.from({ length: 16 }, (_, i) => [i + 1, 'default'] as [number, Tone])),
  /** A ledger entry or a manual adjustment: money in or out of the available balance. */
  direction: e(['credit', 'success'], ['debit', 'warning']),
  /** Review of a payer, a payee, a withdrawal account, a payout: 0 pending, 1 approved, 2 rejected. */
  reviewStatus: e([0, 'warning'], [1, 'success'], [2, 'error']),
  /** The two product lines money pages serve: the transaction accounts and the wallet. */
  product: e(['txn', 'default'], ['wallet', 'processing']),
  // Each money area's own enumerations (src/domain/areaEnums/*), labels in its locale files.
  ...ACCOUNT_ENUMS,
  ...FLOW_ENUMS,
  ...CONFIG_ENUMS,
  ...FX_ENUMS,
  ...FINANCE_ENUMS,
  ...JOURNAL_ENUMS,
  ...APPROVAL_ENUMS,
} as const;

export type EnumKey = keyof typeof ENUMS;
