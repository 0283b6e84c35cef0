import { balanceModule } from './balance';
import poboPayer from './poboPayer';
import { receiverModule } from './receiver';
import { virtualAccountBehaviour, virtualAccountModule } from './virtualAccount';
import { withdrawAccountModule } from './withdrawAccount';

/**
 * This area's fake modules, by resource key (spread into the fake list, mocks/resources/index.ts). Each wallet
 * module is the transaction line's made for the wallet, over the wallet's own table; a record page is its list's
 * behaviour over the list's table.
 */
const AREA = {
  balance: balanceModule('txn'),
  walletBalance: balanceModule('wallet'),
  virtualAccount: virtualAccountModule('txn'),
  walletVirtualAccount: virtualAccountModule('wallet'),
  virtualAccountDetail: virtualAccountBehaviour('txn'),
  walletVirtualAccountDetail: virtualAccountBehaviour('wallet'),
  poboPayer,
  receiver: receiverModule('txn'),
  walletReceiver: receiverModule('wallet'),
  withdrawAccount: withdrawAccountModule('txn'),
  walletWithdrawAccount: withdrawAccountModule('wallet'),
};

export default AREA;
