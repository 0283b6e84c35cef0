import type { Product } from '../../../src/resources/product';
import { touched, type Behaviour } from '../../crud/actions';
import { db } from '../../db';
import type { Fake } from '../fake';
import { accountLines } from './balance';
import { maskedAccount } from './mask';
import type { Rows } from '../../../src/resources';

/**
 * A product line's virtual (global receiving) accounts, for the list and for the record page alike. The number is
 * answered masked (last 4); `id` repeats the account id for the record page's route. Freeze and unfreeze are the
 * declaration's transitions (101014 otherwise) and keep their reason and who made them.
 */
export const virtualAccountBehaviour = (product: Product): Behaviour => ({
  rows: () => (product === 'wallet' ? db.walletVirtualAccount : db.virtualAccount),
  computed: (row) => ({ id: row.account_id, ...maskedAccount(row) }),
  actions: {
    freeze: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
    unfreeze: (_row, { reason }, by) => ({ changes: { status_reason: reason ?? null, ...touched(by) } }),
  },
});

/**
 * A product line's virtual accounts module: its own table (`virtualAccount`, `walletVirtualAccount`), seeded with the
 * line's balances. The record page (`virtualAccountDetail`) is the behaviour alone, over this table.
 */
export const virtualAccountModule = (product: Product): Fake<Rows['virtualAccount']> => ({
  seed: (tables) => accountLines(tables)[product === 'wallet' ? 'walletVirtualAccount' : 'virtualAccount'],
  ...virtualAccountBehaviour(product),
});

/** The receiving accounts of each product line, and their record pages. */
export const fakes = {
  virtualAccount: virtualAccountModule('txn'),
  walletVirtualAccount: virtualAccountModule('wallet'),
  virtualAccountDetail: virtualAccountBehaviour('txn'),
  walletVirtualAccountDetail: virtualAccountBehaviour('wallet'),
};
