/**
 * Every body code the fake backend answers, with its message. Token errors answer HTTP 401; all others HTTP 200
 * (the console reads the body code, spec §8).
 */
export const ERRORS = {
  tokenExpired: { code: 401, message: 'Token expired, please log in again' },
  permissionDenied: { code: 403, message: 'Permission denied' },
  badCredentials: { code: 100001, message: 'Incorrect email or password' },
  badAuthenticatorCode: { code: 100002, message: 'Incorrect authenticator code' },
  badMailCode: { code: 100003, message: 'Incorrect or expired mail code' },
  accountDisabled: { code: 100005, message: 'Account disabled' },
  secretMismatch: { code: 100006, message: 'Authenticator secret mismatch, scan the code again' },
  /** The message ends with the field name: see `invalid()` in http.ts. */
  invalidInput: { code: 100400, message: 'Invalid input' },
  notFound: { code: 100404, message: 'Not found' },
  notBound: { code: 101011, message: 'Authenticator not bound' },
  wrongStatus: { code: 101014, message: 'Wrong status' },
  /** A dispute whose evidence due date has passed: a transition refused like any other (101014). */
  evidenceOverdue: { code: 101014, message: 'The evidence due date has passed' },
  /** A refund asked of an order with nothing left to refund. */
  nothingToRefund: { code: 101014, message: 'Nothing left to refund on this order' },
  /** A value already on a list (a blacklist entry). */
  duplicate: { code: 100409, message: 'Already on the list' },
  /** An import that left rows out: a warning (spec §8), carrying the per-row result. */
  importWarning: { code: 101025, message: 'Some rows were not imported' },
} as const;

export type ErrorName = keyof typeof ERRORS;
