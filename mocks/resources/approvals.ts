import {
  APPROVE_CODE,
  applyRequest,
  actionCodeOf,
  awaiting,
  expireRequests,
  type StoredRequest,
} from '../crud/control';
import { refusal, type Behaviour, type Effect, type Operator } from '../crud/actions';
import type { Row } from '../crud/query';
import { checkContext } from '../crud/tables';
import { db, now } from '../db';
import { raise } from '../notices';
import { writeOplog } from '../oplog';
import { holdsPermission } from '../http';
import { spendTotp } from '../totp';
import { BEHAVIOURS } from './index';
import type { Fake } from './fake';
import { seedApprovals } from '../seed/approvals';

const asRequest = (row: Row) => row as unknown as StoredRequest;

/** Expired requests are swept before every read, so a list never shows as pending what can no longer be decided. */
const rows = () => {
  expireRequests();
  return db.approval as unknown as Row[];
};

/** What the approve and reject actions are offered on. */
const computed = (row: Row) => ({ awaiting: awaiting(asRequest(row)) });

const hidden = ['body', 'reserve_key', 'reserve_minor'] as const;

const decided = (by: Operator, reason: string | undefined) => ({
  decided_by: by.admin.email,
  decided_at: new Date(now()).toISOString(),
  decision_reason: reason ?? null,
});

/**
 * Approving: the approver may not be the maker (the generic `maker` check), must hold the action's own code, may
 * not approve a change to their own account (101035), and for a money movement gives their authenticator code. The maker's call is then made again on the record as it is now;
 * when it no longer holds, the request is failed (5) with the reason, logged, and the approver told why.
 */
function approve(row: Row, values: Record<string, unknown>, reason: string | undefined, by: Operator): Effect {
  const request = asRequest(row);
  // Nor is a change to the approver's own account (their roles, their credentials) theirs to approve.
  if (request.resource === 'admin' && request.target === by.admin.id) return refusal('selfEscalation');
  // A code is good once per account (mocks/totp.ts spendTotp): the one that just signed the approver in moves nothing.
  if (request.step_up) {
    const checked = spendTotp(by.admin, by.admin.google_secret ?? '', String(values.totp_code ?? ''));
    if (checked !== 'ok') {
      const refused = refusal(checked === 'used' ? 'usedAuthenticatorCode' : 'badAuthenticatorCode');
      return { ...refused, message: `${refused.message}: totp_code` };
    }
  }
  const outcome = applyRequest(request, by, BEHAVIOURS, checkContext());
  if (!outcome.ok) {
    const before = { status: request.status };
    Object.assign(request, decided(by, reason), { status: 5, failure: outcome.message });
    writeOplog({
      operator: by.admin,
      ip: by.ip,
      resource: 'approval',
      target: request.approval_id,
      action: 'fail',
      reason: outcome.message,
      before,
      after: { status: 5, failure: outcome.message },
    });
    tell(request, 'failed', outcome.message);
    return {
      ok: false,
      code: refusal('requestFailed').code,
      message: `${refusal('requestFailed').message}: ${outcome.message}`,
    };
  }
  tell(request, 'approved and applied', reason);
  return { changes: { status: 1, ...decided(by, reason) }, extra: outcome.extra };
}

/** Tells the maker what became of their request. */
const tell = (request: StoredRequest, what: string, why?: string | null) =>
  raise(
    {
      key: `${request.approval_id}-${what.split(' ')[0]}`,
      type: 'notification',
      title: `Request ${request.approval_id} ${what}`,
      description: `${request.kind} of ${request.resource} ${request.target}` + (why ? `: ${why}` : '.'),
      resource: 'approval',
      target: request.approval_id,
      kind: 'requestDecided',
      params: {
        outcome: what.split(' ')[0],
        action: request.action,
        resource: request.resource,
        target: request.target,
        reason: why ?? '',
      },
    },
    db.admin.filter((a) => a.id === request.maker_id),
  );

/**
 * Only an operator who may approve and who holds the requested action's own code decides, and only while the request
 * is pending: one that expired (or was decided) while the page was open says so.
 */
const mayDecide = (row: Row, _input: unknown, by: Operator) => {
  const request = asRequest(row);
  const code = actionCodeOf(request);
  if (!code || !holdsPermission(by.admin, APPROVE_CODE) || !holdsPermission(by.admin, code))
    return refusal('permissionDenied');
  return whilePending(row);
};

/** A request no longer pending: expired (101032) or decided or withdrawn (101031). */
const whilePending = (row: Row) => {
  const { status } = asRequest(row);
  return status === 3 ? refusal('requestExpired') : status !== 0 ? refusal('requestClosed') : undefined;
};

/**
 * The requests of kinds whose action the operator holds, their own among them (shown without approve and reject: a
 * decision on one's own is answered 101030), so a record's pending requests show on it whoever made them.
 */
/** What approving answers besides success, with or without the authenticator code (the same call, the same checks). */
const APPROVE_REFUSALS = [
  'permissionDenied',
  'requestClosed',
  'requestExpired',
  'selfEscalation',
  'badAuthenticatorCode',
  'requestFailed',
] as const;

const approval: Fake<StoredRequest> = {
  // mayDecide (403 without the action's code, 101031/101032 no longer pending) and approve (101035 one's own account,
  // 100002 a wrong authenticator code, 101036 the change no longer applies).
  refuses: {
    approve: APPROVE_REFUSALS,
    approveMoney: APPROVE_REFUSALS,
    reject: ['permissionDenied', 'requestClosed', 'requestExpired'],
  },
  seed: (tables) => seedApprovals(tables),
  rows,
  hidden,
  computed,
  visible: (row, admin) => {
    const request = asRequest(row);
    const code = actionCodeOf(request);
    return !!code && holdsPermission(admin, code);
  },
  actions: {
    approve: (row, { values, reason }, by) => approve(row, values, reason, by),
    approveMoney: (row, { values, reason }, by) => approve(row, values, reason, by),
    reject: (row, { reason }, by) => {
      tell(asRequest(row), 'rejected', reason);
      return { changes: { status: 2, ...decided(by, reason) } };
    },
  },
  checks: { approve: mayDecide, approveMoney: mayDecide, reject: mayDecide },
};

/** The operator's own requests, withdrawn while pending. */
const myApproval: Behaviour = {
  refuses: { withdraw: ['requestClosed', 'requestExpired'] },
  rows,
  hidden,
  computed,
  visible: (row, admin) => asRequest(row).maker_id === admin.id,
  checks: { withdraw: whilePending },
  actions: {
    withdraw: (_row, { reason }, by) => ({ changes: { status: 4, ...decided(by, reason) } }),
  },
};

export const fakes = { approval, myApproval };
