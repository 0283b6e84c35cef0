/**
 * Dual control (maker-checker, DOMAIN.md "Dual control"): an action whose declaration carries `control` makes a
 * request instead of its effect, and the effect happens only when a second operator approves it, checked again then.
 * Pending money is reserved: the refunds waiting on one order, or the debits waiting on one balance, never take more
 * than is there, whether the next call is a request or (below its threshold) runs at once.
 */
import { toMinor } from '../../src/console/money';
import type { ActionDef, ResourceDef } from '../../src/console/types';
import { resourceByKey, type Rows } from '../../src/resources';
import type { CheckContext } from '../../src/console/validate';
import { db, now, type Stored } from '../db';
import { holdsPermission } from '../http';
import { raise, type NoticeEvent } from '../notices';
import { writeOplog, type LoggedValue } from '../oplog';
import {
  applyAction,
  inputRefusal,
  makerRefusal,
  readInput,
  refusal,
  stateAllows,
  viewRow,
  type ActionInput,
  type Behaviour,
  type Operator,
  type Outcome,
  type Refusal,
} from './actions';
import { REASON_MAX } from './actions';
import type { Row } from './query';

/** The money a controlled call moves, and what it draws on (what is left to refund, an available balance). */
export interface Money {
  amount: string;
  currency: string;
  /**
   * What pending requests on the same `key` hold is taken from `available` (minor units) before this call; `short`
   * is the refusal of an amount above `available` itself (a debit below zero).
   */
  reserve?: { key: string; available: bigint; short: Refusal };
}

/** The request of one controlled call, as stored: the declared fields and what applying it needs. */
export type StoredRequest = Rows['approval'] & {
  /** The checked form values and the reason, sent again when the request is approved. */
  body: Record<string, unknown>;
  reserve_key: string | null;
  /** Minor units held while pending, as a decimal string (a JSON snapshot keeps no BigInt). */
  reserve_minor: string | null;
};

declare module '../db' {
  interface Stored {
    approval: StoredRequest;
  }
}

/** Business parameters of dual control (mocks/seed/params.ts). */
export const PARAMS = {
  kind: (kind: string) => `approval.kind.${kind}`,
  threshold: (kind: string, currency: string) => `approval.${kind}.threshold.${currency}`,
  expiryHours: 'approval.expiry.hours',
} as const;

/** Money kinds under control only from a threshold on: a refund at or above it, a payout above it. */
export const THRESHOLD: Record<string, 'atLeast' | 'above'> = { refund: 'atLeast', payout: 'above' };

const HOUR = 3_600_000;
const param = (key: string) => db.param.find((p) => p.param_key === key)?.value;

/** Is the kind under control? On unless its parameter says `false`. */
export const kindOn = (kind: string) => param(PARAMS.kind(kind)) !== 'false';

/** Does a money call of the kind reach its threshold? Without a threshold for the currency, always. */
function reachesThreshold(kind: string, money: Money): boolean {
  const rule = THRESHOLD[kind];
  if (!rule) return true;
  const text = param(PARAMS.threshold(kind, money.currency));
  const limit = text === undefined ? undefined : toMinor(text, money.currency);
  const amount = toMinor(money.amount, money.currency);
  if (limit === undefined || amount === undefined) return true;
  return rule === 'atLeast' ? amount >= limit : amount > limit;
}

/** The same value; a list is the same in any order (a role's grants, an account's roles). */
const same = (a: unknown, b: unknown) => {
  const plain = (v: unknown) => (Array.isArray(v) ? v.map((x) => JSON.stringify(x)).sort() : (v ?? null));
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
};

/** The form's values that change a field of the row as answered (computed fields too): the request's before → after. */
function changesOf(def: ResourceDef, action: ActionDef, row: Row, input: ActionInput) {
  if (action.remove)
    return def.list.columns
      .filter((f) => row[f] !== undefined && row[f] !== null)
      .map((f) => ({ field: f, before: row[f] }));
  const changes: { field: string; before?: unknown; after?: unknown }[] = [];
  const named = Object.entries(input.values).filter(([f]) => Object.hasOwn(def.fields, f) || Object.hasOwn(row, f));
  for (const [field, after] of named) if (!same(row[field], after)) changes.push({ field, before: row[field], after });
  for (const [field, after] of Object.entries(action.to ?? {}))
    if (!same(row[field], after)) changes.push({ field, before: row[field], after });
  return changes;
}

/** Pending requests past their expiry become expired (3), each logged; done before any request is read. */
export function expireRequests(): void {
  const at = now();
  for (const request of db.approval) {
    if (request.status !== 0 || Date.parse(request.expires_at) > at) continue;
    request.status = 3;
    const maker = db.admin.find((a) => a.id === request.maker_id);
    if (maker)
      writeOplog({
        operator: maker,
        ip: '-',
        resource: 'approval',
        target: request.approval_id,
        action: 'expire',
        before: { status: 0 },
        after: { status: 3 },
      });
  }
}

/** What the pending requests on a reservation key hold, in minor units (the request being applied left out). */
function reservedMinor(key: string, except?: string): bigint {
  expireRequests();
  return db.approval
    .filter((r) => r.status === 0 && r.reserve_key === key && r.approval_id !== except)
    .reduce((sum, r) => sum + BigInt(r.reserve_minor ?? '0'), 0n);
}

function nextId(): string {
  const top = Math.max(0, ...db.approval.map((r) => Number(r.approval_id.replace(/^APR-/, '')) || 0));
  return `APR-${String(top + 1).padStart(6, '0')}`;
}

/** 1 pending, 2 pending and moving money (approved with the authenticator code), 0 decided. */
export const awaiting = (r: Pick<StoredRequest, 'status' | 'step_up'>) => (r.status === 0 ? (r.step_up ? 2 : 1) : 0);

/** A request as answered (what it holds for applying is the server's). */
export const requestView = ({ body: _b, reserve_key: _k, reserve_minor: _m, ...shown }: StoredRequest) => ({
  ...shown,
  awaiting: awaiting(shown),
});

/** The approve code every decision needs besides the action's own. */
export const APPROVE_CODE = 'approval:approve';

/** What the bell says of a request (the server's words, as its other notices). */
const describe = (r: StoredRequest) =>
  `${r.maker} asks to ${r.action} ${r.resource} ${r.target}` +
  (r.amount ? ` (${r.amount} ${r.currency})` : '') +
  `. Request ${r.approval_id}, expires ${r.expires_at.slice(0, 16).replace('T', ' ')} UTC.`;

/** The notice of a new request, linking to it, for those who may decide it (the seed's pending ones too). */
export const requestedEvent = (r: StoredRequest): NoticeEvent => ({
  key: r.approval_id,
  type: 'event',
  title: `Approval requested: ${r.kind}`,
  description: describe(r),
  resource: 'approval',
  target: r.approval_id,
  kind: 'approvalRequested',
  params: {
    maker: r.maker,
    action: r.action,
    resource: r.resource,
    target: r.target,
    ...(r.amount ? { amount: `${r.amount} ${r.currency}` } : {}),
  },
  at: r.created_at,
});

/** Who may decide a request: enabled accounts holding both codes, never its maker (`held` reads their grants). */
export const decides = (
  admin: Stored['admin'],
  request: Pick<StoredRequest, 'maker_id' | 'resource' | 'action'>,
  held: (admin: Stored['admin'], code: string) => boolean = holdsPermission,
) => {
  const code = actionCodeOf(request);
  return (
    admin.id !== request.maker_id &&
    admin.status === 'enabled' &&
    !!code &&
    held(admin, APPROVE_CODE) &&
    held(admin, code)
  );
};

/** Tells everyone who may decide a new request of it. */
const announce = (request: StoredRequest) =>
  raise(
    requestedEvent(request),
    db.admin.filter((a) => decides(a, request)),
  );

/** How a call runs: made by the operator (a request where controlled), or applied for an approved request. */
export interface Run {
  by: Operator;
  /** Applying this approved request: no new request, its own reservation left out of the check. */
  approving?: string;
}

/**
 * One action on one row, from its raw body: the input checked against the row as answered, the resource's own
 * checks (no self-escalation), the reservation of pending money, then either a request (a controlled call) or the
 * effect (applyAction). The answer of a request is `{ approval }`.
 */
export function perform(
  def: ResourceDef,
  action: ActionDef,
  row: Row,
  body: Record<string, unknown>,
  run: Run,
  behaviour: Behaviour,
  context: CheckContext,
): Outcome {
  const seen = viewRow(behaviour, row);
  // Inputs are checked against the row as answered: a bound may be a computed field (what is left to refund).
  const input = readInput(action, body, { ...context, row: seen });
  if ('refused' in input) return inputRefusal(input);
  // Whose row it is, then the resource's own checks (no self-escalation): before a request is made, and again when
  // it is applied (as its maker).
  const refused = makerRefusal(action, row, run.by) ?? behaviour.checks?.[action.key]?.(row, input, run.by);
  if (refused) return refused;

  const facts = behaviour.controls?.[action.key]?.(seen, input);
  if (facts && 'ok' in facts) return facts;
  const money = facts === false ? undefined : facts;
  const minor = money ? toMinor(money.amount, money.currency) : undefined;
  if (money?.reserve && minor !== undefined) {
    // More than is there at all is the action's own refusal; more than pending requests leave is a reservation's.
    if (minor > money.reserve.available) return money.reserve.short;
    if (reservedMinor(money.reserve.key, run.approving) + minor > money.reserve.available) return refusal('reserved');
  }

  const control = action.control;
  const controlled =
    !run.approving &&
    control &&
    kindOn(control.kind) &&
    facts !== false &&
    (!money || reachesThreshold(control.kind, money)) &&
    (!control.fields || control.fields.some((f) => f in input.values && !same(seen[f], input.values[f])));
  if (!controlled) return applyAction(def, action, row, input, run.by, behaviour);

  // A request is made only for a change the row allows now; it is checked again when approved.
  if (!stateAllows(action, seen)) return refusal('wrongStatus');
  const target = String(row[def.rowKey]);
  expireRequests();
  const open = db.approval.some(
    (r) => r.status === 0 && r.resource === def.key && r.target === target && r.action === action.key,
  );
  if (open && !money) return refusal('duplicateRequest');

  const at = now();
  const hours = Number(param(PARAMS.expiryHours) ?? 24) || 24;
  const request: StoredRequest = {
    approval_id: nextId(),
    kind: control.kind,
    status: 0,
    resource: def.key,
    target,
    action: action.key,
    amount: money ? money.amount : null,
    currency: money ? money.currency : null,
    changes: changesOf(def, action, seen, input),
    reason: input.reason ?? null,
    maker: run.by.admin.email,
    maker_id: run.by.admin.id,
    created_at: new Date(at).toISOString(),
    expires_at: new Date(at + hours * HOUR).toISOString(),
    step_up: money ? 1 : 0,
    decided_by: null,
    decided_at: null,
    decision_reason: null,
    failure: null,
    body: { ...input.values, ...(input.reason ? { reason: input.reason } : {}) },
    reserve_key: money?.reserve ? money.reserve.key : null,
    reserve_minor: money?.reserve && minor !== undefined ? String(minor) : null,
  };
  db.approval.push(request);
  announce(request);
  const shown = requestView(request);
  writeOplog({
    operator: run.by.admin,
    ip: run.by.ip,
    resource: 'approval',
    target: request.approval_id,
    action: 'request',
    reason: input.reason,
    before: {},
    after: Object.fromEntries(
      Object.entries(shown).map(([k, v]) => [
        k,
        (typeof v === 'object' && v !== null ? JSON.stringify(v) : v) as LoggedValue,
      ]),
    ),
  });
  return { ok: true, row: seen, answer: { approval: shown } };
}

/** The declaration, action, stored row and behaviour a request names; undefined when one of them is gone. */
function targetOf(request: StoredRequest, behaviours: Readonly<Record<string, Behaviour>>) {
  const def = resourceByKey(request.resource);
  const action = def?.actions?.find((a) => a.key === request.action && a.scope === 'row');
  const behaviour = behaviours[request.resource];
  const row = def && behaviour?.rows().find((r) => String(r[def.rowKey]) === request.target);
  return def && action && behaviour && row ? { def, action, behaviour, row } : undefined;
}

/** The permission code a request's kind needs of its approver besides `approval:approve`: the action's own. */
export function actionCodeOf(request: Pick<StoredRequest, 'resource' | 'action'>): string | undefined {
  return resourceByKey(request.resource)?.actions?.find((a) => a.key === request.action)?.permission;
}

/**
 * Applies an approved request: the maker's call made again now, on the row as it is, with the maker's own checks;
 * the outcome says whether it held (else the request fails with the reason).
 */
export function applyRequest(
  request: StoredRequest,
  approver: Operator,
  behaviours: Readonly<Record<string, Behaviour>>,
  context: CheckContext,
): Outcome {
  const target = targetOf(request, behaviours);
  if (!target) return refusal('notFound');
  const maker: Stored['admin'] = db.admin.find((a) => a.id === request.maker_id) ?? approver.admin;
  const by: Operator = { admin: maker, ip: approver.ip };
  // The effect's log entry names the request; a reason too long for that keeps its own words.
  const named = request.reason ? `${request.reason} (${request.approval_id})` : request.approval_id;
  const reason = named.length <= REASON_MAX ? named : request.reason;
  return perform(
    target.def,
    target.action,
    target.row,
    { ...request.body, reason },
    { by, approving: request.approval_id },
    target.behaviour,
    context,
  );
}
