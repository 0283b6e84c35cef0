import type { ResourceDecl } from '../../console/types';
import { balance, walletBalance } from './balance';
import poboPayer from './poboPayer';
import { receiver, walletReceiver } from './receiver';
import {
  virtualAccount,
  virtualAccountDetail,
  walletVirtualAccount,
  walletVirtualAccountDetail,
} from './virtualAccount';
import { walletWithdrawAccount, withdrawAccount } from './withdrawAccount';

/**
 * This area's resource declarations (spread into RESOURCES, src/resources/index.ts): the transaction accounts and
 * their wallet twins, each twin the same declaration made for the wallet product (src/resources/product.ts).
 */
const AREA = [
  balance,
  virtualAccount,
  virtualAccountDetail,
  poboPayer,
  receiver,
  withdrawAccount,
  walletBalance,
  walletVirtualAccount,
  walletVirtualAccountDetail,
  walletReceiver,
  walletWithdrawAccount,
] as const satisfies readonly ResourceDecl[];

export default AREA;
