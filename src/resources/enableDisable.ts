import type { ActionDecl } from '../console/decl';

/** How an action asks before it acts: a confirmation, or a reason that is recorded. */
type Ask = 'confirm' | 'reason';

const ask = (how?: Ask): Pick<ActionDecl, 'confirm' | 'reason'> =>
  how === 'confirm' ? { confirm: true } : how === 'reason' ? { reason: true } : {};

/**
 * Enable and disable of a row whose `status` is the enumeration `enabled12` (1 enabled, 2 disabled), each offered
 * only in the other state; disabling is marked dangerous. What each asks first is the resource's: a shop is enabled
 * on a confirmation and disabled with a reason (`...enableDisable('confirm', 'reason')`).
 */
export const enableDisable = (enable?: Ask, disable?: Ask): ActionDecl[] => [
  { key: 'enable', when: { field: 'status', in: [2] }, to: { status: 1 }, ...ask(enable) },
  { key: 'disable', when: { field: 'status', in: [1] }, to: { status: 2 }, ...ask(disable), danger: true },
];
