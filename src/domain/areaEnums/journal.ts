import { e } from '../enumValue';

/**
 * Enumerations of the journal (logs and the scheduler); spread into ENUMS (src/domain/enums.ts).
 * Labels: `enum.<key>.<code>` in src/locales/enums/journal.ts.
 */
const ENUMS = {
  /** How a file went through the console: imported, exported or uploaded (evidence, documents). */
  fileKind: e(['import', 'default'], ['export', 'default'], ['upload', 'default']),
  /** A file's processing: 0 processing, 1 done, 2 failed. */
  fileStatus: e([0, 'processing'], [1, 'success'], [2, 'error']),
  /** How a message went out. */
  messageChannel: e(['mail', 'default'], ['sms', 'default'], ['inApp', 'default']),
  /** A message's delivery: 1 sent, 2 failed. */
  messageStatus: e([1, 'success'], [2, 'error']),
  /** A webhook push to a merchant: 1 succeeded (2xx answer), 2 failed. */
  pushLogStatus: e([1, 'success'], [2, 'error']),
  /** The event a webhook push tells the merchant of. */
  webhookEvent: e(
    ['payment.succeeded', 'default'],
    ['payment.failed', 'default'],
    ['refund.succeeded', 'default'],
    ['refund.failed', 'default'],
    ['dispute.opened', 'default'],
    ['payout.paid', 'default'],
    ['settlement.completed', 'default'],
  ),
  /** A queue message: 0 pending (not consumed yet), 1 consumed, 2 failed (retries exhausted). */
  mqStatus: e([0, 'processing'], [1, 'success'], [2, 'error']),
  /** A scheduled job: 1 running (on its schedule), 2 paused. */
  jobStatus: e([1, 'success'], [2, 'warning']),
  /** The outcome of one run of a job. */
  jobResult: e([1, 'success'], [2, 'error']),
  /** What started a run: its schedule, or an operator's "run now". */
  jobTrigger: e(['cron', 'default'], ['manual', 'default']),
  /** A sign-in attempt: 1 signed in, 2 refused. */
  loginResult: e([1, 'success'], [2, 'error']),
  /** Why a sign-in attempt did not end signed in. */
  loginReason: e(
    ['wrong_password', 'default'],
    ['unknown_account', 'default'],
    ['wrong_code', 'default'],
    ['no_authenticator', 'default'],
    ['disabled', 'default'],
    ['wrong_user_type', 'default'],
    ['account_locked', 'warning'],
    ['address_locked', 'warning'],
    ['locked_out', 'default'],
    ['password_change', 'default'],
  ),
  /** What kind of account a user change touched. */
  userTargetType: e(['admin', 'default'], ['custUser', 'default'], ['role', 'default']),
  /** What a user change did. */
  userChangeKind: e(
    ['created', 'default'],
    ['updated', 'default'],
    ['disabled', 'default'],
    ['enabled', 'default'],
    ['password_reset', 'default'],
    ['authenticator_reset', 'default'],
    ['deleted', 'default'],
  ),
} as const;

export default ENUMS;
