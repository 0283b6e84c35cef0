import type { Behaviour } from '../../crud/actions';
import { balanceBehaviour } from './balance';
import poboPayer from './poboPayer';
import { receiverBehaviour } from './receiver';
import { virtualAccountBehaviour } from './virtualAccount';
import { withdrawAccountBehaviour } from './withdrawAccount';

/**
 * This area's fake-backend behaviours, by resource key (spread into BEHAVIOURS, mocks/resources/index.ts). Each
 * wallet behaviour is the transaction line's made for the wallet, over the wallet's own table.
 */
const AREA: Record<string, Behaviour> = {
  balance: balanceBehaviour('txn'),
  walletBalance: balanceBehaviour('wallet'),
  virtualAccount: virtualAccountBehaviour('txn'),
  walletVirtualAccount: virtualAccountBehaviour('wallet'),
  virtualAccountDetail: virtualAccountBehaviour('txn'),
  walletVirtualAccountDetail: virtualAccountBehaviour('wallet'),
  poboPayer,
  receiver: receiverBehaviour('txn'),
  walletReceiver: receiverBehaviour('wallet'),
  withdrawAccount: withdrawAccountBehaviour('txn'),
  walletWithdrawAccount: withdrawAccountBehaviour('wallet'),
};

export default AREA;
