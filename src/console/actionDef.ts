/** What a declared action is and does: the row's or the selection's button, its form, confirmation and control. */
import type { InputDef, Scalar } from './types';

/**
 * A condition on a row's field (ActionDef.when): the field holds one of `in` (`null` matches no value), or, with
 * `positive`, an amount above zero (something left to refund).
 */
export type Condition = { field: string; in: (Scalar | null)[] } | { field: string; positive: true };

export interface ActionDef {
  key: string;
  /** The button permission code (src/domain/permissionCodes.ts). */
  permission: string;
  /** Offered on one row, or on the selected rows. */
  scope: 'row' | 'bulk';
  /**
   * Allowed only when the row's field holds one of these values (the fake backend answers 101014 otherwise); `null`
   * matches a field without a value (funds never frozen). Each condition of `and` must hold too (a refund: a paid
   * order, with something left to refund).
   */
  when?: { field: string; in: (Scalar | null)[]; and?: Condition[] };
  /** The transition the action makes. */
  to?: Record<string, Scalar>;
  /**
   * Ask before doing it (cannot be undone); with `input`, only when the form's input holds one of `in` (a fraud
   * alert's result that refunds the order).
   */
  confirm?: boolean | { input: string; in: Scalar[] };
  /**
   * What the confirmation names: fields of the row and inputs of the form (an input wins over a field of the same
   * name), each with its label and in its own formatting (an amount with its currency, an enumeration's label).
   */
  summary?: string[];
  /**
   * The confirmation opens with the labels' `confirms.<action>` sentence, filled by name with the summary's values
   * (a fraud alert's 510: "this refunds X on order Y").
   */
  sentence?: boolean;
  /**
   * The confirmation lists the form's inputs whose value differs from the row's, before → after (a fee, a limit, a
   * markup); it cannot be confirmed when nothing changed.
   */
  changes?: boolean;
  /** A reason is required and recorded. */
  reason?: boolean;
  danger?: boolean;
  form?: Record<string, InputDef>;
  /**
   * Inputs of `form` of which at least one must be given, though none is required alone (evidence in any category):
   * the form says so before sending, and the server refuses the call naming the first (100400).
   */
  atLeastOne?: string[];
  /**
   * Fields of the row shown at the top of the form, before its inputs, each with its label and as the detail shows
   * it (an amount with its currency, a due date counting down): what the operator acts on.
   */
  context?: string[];
  /** The action deletes the row (confirmation required). */
  remove?: boolean;
  /**
   * Fields of the server's answer shown once in a dialog after success and never kept (a new API secret, a
   * temporary password): the table never holds them.
   */
  reveal?: string[];
  /**
   * A file of the row (a settlement statement): `GET {api}/{id}/{key}` saved as a download through the request
   * layer; changes nothing, needs the permission code.
   */
  download?: boolean;
  /**
   * The confirmation, asked after the form is valid, shows what the row's `field` becomes: plus the input `amount`,
   * or minus it when `sign` is `minus` or its input holds `minus` (a manual adjustment: the resulting available
   * balance; a refund: what is left to refund). Exact, in the currency of the row's `currencyField`. With
   * `nonNegative`, the form refuses at the amount input a value that takes it below zero, before sending.
   */
  result?: {
    field: string;
    amount: string;
    currencyField: string;
    sign?: { input: string; minus: Scalar } | 'minus';
    nonNegative?: boolean;
  };
  /**
   * Dual control (DOMAIN.md "Dual control"): the call makes a request of this kind (enum approvalKind) that a second
   * operator approves, instead of its effect, while the kind's business parameter `approval.kind.<kind>` is on; a
   * money kind only from its threshold on (the fake module says what money the call moves). With `fields`, only a
   * call that changes one of those fields is controlled (an account's roles, not its name).
   */
  control?: { kind: string; fields?: string[] };
  /**
   * Offered only on rows whose `field` holds (`self`) or does not hold (`others`) the operator's own account id: a
   * request is withdrawn by its maker and decided by anyone else; an operator resets or disables other accounts, not
   * their own. The server refuses the same, before any request is made: `others` on one's own row with `refusal`
   * (the error's name: 101030 `selfApproval` by default, 101035 `selfEscalation` for one's own account), `self` on
   * another's with 403.
   */
  maker?: { field: string; is: 'self' | 'others'; refusal?: 'selfApproval' | 'selfEscalation' };
}
