/**
 * Every body code the fake backend answers, with its message. Token errors answer HTTP 401; all others HTTP 200
 * (the console reads the body code, spec §8).
 */
export const ERRORS = {
  tokenExpired: { code: 401, message: 'Token expired, please log in again' },
  permissionDenied: { code: 403, message: 'Permission denied' },
  badCredentials: { code: 100001, message: 'Incorrect email or password' },
  badAuthenticatorCode: { code: 100002, message: 'Incorrect authenticator code' },
  /** A right code of a step that already signed this account in (mocks/totp.ts spendTotp): a code is good once. */
  usedAuthenticatorCode: {
    code: 100002,
    message: 'This authenticator code has been used already, wait for the next one',
  },
  badMailCode: { code: 100003, message: 'Incorrect or expired mail code' },
  accountDisabled: { code: 100005, message: 'Account disabled' },
  secretMismatch: { code: 100006, message: 'Authenticator secret mismatch, scan the code again' },
  /** The message ends with the field name: see `invalid()` in http.ts. */
  invalidInput: { code: 100400, message: 'Invalid input' },
  /** A number outside the input's bounds (src/console/validate.ts rangeOf); the message ends with the field name. */
  outOfRange: { code: 100400, message: 'Value out of range' },
  notFound: { code: 100404, message: 'Not found' },
  notBound: { code: 101011, message: 'Authenticator not bound' },
  wrongStatus: { code: 101014, message: 'Wrong status' },
  /** A dispute whose evidence due date has passed: a transition refused like any other (101014). */
  evidenceOverdue: { code: 101014, message: 'The evidence due date has passed' },
  /** A refund asked of an order with nothing left to refund. */
  nothingToRefund: { code: 101014, message: 'Nothing left to refund on this order' },
  /** A value already on a list (a blacklist entry). */
  duplicate: { code: 100409, message: 'Already on the list' },
  /** Dual control (mocks/crud/control.ts): the maker of a request decides on it. */
  selfApproval: { code: 101030, message: 'You cannot approve or reject your own request' },
  /** A request decided, withdrawn or expired already. */
  requestClosed: { code: 101031, message: 'This request is no longer pending' },
  /** A request whose 24 hours (approval.expiry.hours) ran out before anyone decided on it. */
  requestExpired: { code: 101032, message: 'This request has expired' },
  /** Pending requests (refunds of an order, debits of a balance) already hold what this call would take. */
  reserved: { code: 101033, message: 'Pending requests already reserve this amount' },
  /** A second request for a change of a record that already waits for approval. */
  duplicateRequest: { code: 101034, message: 'A change to this record is already waiting for approval' },
  /** An operator changing their own roles or credentials, or granting codes they do not hold. */
  selfEscalation: {
    code: 101035,
    message: 'You cannot change your own roles or credentials, or grant permissions you do not hold',
  },
  /** Approved, but the change no longer held when it was applied: the request failed (the message says why). */
  requestFailed: { code: 101036, message: 'Approved, but the change could not be applied' },
  /** A note edited or deleted more than 15 minutes after it was written (NOTE_EDIT_MS): it stays as it is. */
  noteLocked: { code: 101037, message: 'A note can be changed only within 15 minutes of writing it' },
  /**
   * Sign-in refused for a while after MAX_FAILURES failures within 15 minutes (mocks/throttle.ts), of one account or
   * from one address. `{minutes}` is filled in with the whole minutes left (failWith's `values`).
   */
  accountLocked: {
    code: 101038,
    message: 'Too many failed sign-in attempts for this account, try again in {minutes} min',
  },
  addressLocked: {
    code: 101038,
    message: 'Too many failed sign-in attempts from this address, try again in {minutes} min',
  },
  /**
   * A new password (a temporary one's change) refused by the policy: too short (`{min}`: PASSWORD_MIN), the
   * account's email, or its current or previous password.
   */
  passwordTooShort: { code: 101039, message: 'The new password must be at least {min} characters' },
  passwordIsEmail: { code: 101039, message: 'The new password must not be the email address' },
  passwordReused: { code: 101039, message: 'The new password must differ from the current and the previous password' },
  /**
   * A queue item another operator holds (mocks/work.ts): its actions, a claim or a release are theirs until it is
   * taken over. The message ends with the holder's email.
   */
  heldByOther: { code: 101040, message: 'This item is held by another operator; take it over to act on it' },
  /** A claim, assignment or "next" on an item that has left its queue (worked already). */
  notInQueue: { code: 101014, message: 'This item is no longer in the queue' },
  /** An import that left rows out: a warning (spec §8), carrying the per-row result. */
  importWarning: { code: 101025, message: 'Some rows were not imported' },
} as const;

export type ErrorName = keyof typeof ERRORS;
