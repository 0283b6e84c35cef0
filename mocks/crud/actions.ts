import type { ActionDef, InputDef, InputValue, ResourceDef, Scalar } from '../../src/console/types';
import { checkInput, noneGiven, utcDay, type CheckContext } from '../../src/console/validate';
import { allows } from '../../src/console/when';
import { now, type Stored } from '../db';
import { ERRORS, type ErrorName } from '../errors';
import { writeOplog, type LoggedValue } from '../oplog';
import type { Money } from './control';
import type { Row } from './query';

/** The longest reason an action records (the console's dialog has the same limit). */
export const REASON_MAX = 500;

export interface ActionInput {
  reason?: string;
  /** The form's values, checked and typed. */
  values: Record<string, InputValue>;
  /**
   * The instant the action happens (ISO 8601), set by applyAction: what it writes (an order's event, a stamped date)
   * and its log entry share it, so the timeline can tell them for one.
   */
  at?: string;
}

export type Refusal = { ok: false; code: number; message: string };
/**
 * What a call did: the row as answered and what is shown once (`extra`), or, for a call that made a request for
 * approval instead (mocks/crud/control.ts), the answer `{ approval }`.
 */
export type Outcome =
  { ok: true; row: Row; extra?: Record<string, unknown>; answer?: Record<string, unknown> } | Refusal;

export const refusal = (name: ErrorName): Refusal => ({
  ok: false,
  code: ERRORS[name].code,
  message: ERRORS[name].message,
});

/** Who changed a row and when: the stamp of an edit, a state change or a reorder. */
export const touched = (by: Operator) => ({ updated_by: by.admin.email, updated_at: new Date(now()).toISOString() });

/** A value already taken (100409), naming the input that takes it when one does: `Already on the list: value`. */
export const duplicateOf = (field: string): Refusal => ({
  ok: false,
  code: ERRORS.duplicate.code,
  message: `${ERRORS.duplicate.message}: ${field}`,
});

export const invalidField = (field: string): Refusal => ({
  ok: false,
  code: ERRORS.invalidInput.code,
  message: `${ERRORS.invalidInput.message}: ${field}`,
});

/** A refused form value (readInput): out of its range (`Value out of range: field`) or else invalid (100400 both). */
export const inputRefusal = ({ refused, range }: { refused: string; range?: true }): Refusal =>
  range
    ? { ok: false, code: ERRORS.outOfRange.code, message: `${ERRORS.outOfRange.message}: ${refused}` }
    : invalidField(refused);

/**
 * The reason and form values of a call, each checked by the console's own rules (src/console/validate.ts), and at
 * least one of `atLeastOne` given (refused naming the first).
 */
export function readInput(
  spec: { reason?: boolean; form?: Record<string, InputDef>; atLeastOne?: string[] },
  body: Record<string, unknown>,
  ctx: CheckContext = {},
): ActionInput | { refused: string; range?: true } {
  const raw = body.reason;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { refused: 'reason' };
  const reason = raw?.trim() || undefined;
  if ((spec.reason && !reason) || (reason && reason.length > REASON_MAX)) return { refused: 'reason' };

  const values: Record<string, InputValue> = {};
  // A `future` date is compared with the server's clock (tests move it), not the machine's.
  const withValues: CheckContext = { today: utcDay(now()), ...ctx, values: body };
  for (const [name, input] of Object.entries(spec.form ?? {})) {
    const checked = checkInput(input, body[name], withValues);
    if (!checked.ok) return checked.range ? { refused: name, range: true } : { refused: name };
    if (checked.value !== undefined) values[name] = checked.value;
  }
  if (noneGiven(spec.atLeastOne, values)) return { refused: spec.atLeastOne![0] };
  return { reason, values };
}

const sameValue = (a: unknown, b: Scalar) => a !== null && a !== undefined && String(a) === String(b);

const logged = (value: unknown): LoggedValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')
      ? [...value]
      : null;

const sameLogged = (a: LoggedValue, b: LoggedValue) => JSON.stringify(a) === JSON.stringify(b);

export interface Operator {
  admin: Stored['admin'];
  ip: string;
  /** How the change came: a CSV import, or (when absent) the console's own form. */
  via?: 'import';
}

/** What a custom action does to a row: the fields it changes and what the answer adds (a new secret). */
export type Effect = { changes?: Record<string, unknown>; extra?: Record<string, unknown> } | Refusal;

/**
 * What a resource's table does beyond the declaration: a fake module's behaviour (mocks/resources/fake.ts). Everything
 * but `rows` is optional, and a module without `rows` reads its own table (mocks/resources/index.ts).
 */
export interface Behaviour {
  /** The live table (a getter: resetDb and restore refill `db` with new arrays). */
  rows: () => Row[];
  /** Fields the server never answers nor logs (a password, a secret). */
  hidden?: readonly string[];
  /** Fields computed on read (counts, scores); also what `when` conditions see. */
  computed?: (row: Row) => Row;
  /** A new row from the checked values of `create`, or a refusal. `extra` is answered once (a new secret). */
  create?: (
    values: Record<string, InputValue>,
    by: Operator,
  ) => { row: Row; extra?: Record<string, unknown> } | Refusal;
  /** Custom actions, after the generic checks (`when`, `to` not yet made, input): what they change instead of `to`. */
  actions?: Record<string, (row: Row, input: ActionInput, by: Operator) => Effect>;
  /**
   * What a call of each controlled action (its declaration's `control`) is, on the row as answered: the money it
   * moves and what that draws on; `false` when this call is not controlled (a fraud alert handled without refunding,
   * a parameter that is not dual control's own); a refusal when the money cannot move at all; nothing (or no entry)
   * for a controlled change that moves no money.
   */
  controls?: Record<string, (row: Row, input: ActionInput) => Money | false | Refusal | undefined>;
  /** Checks of an action run before its request is made and again when it is applied (no self-escalation). */
  checks?: Record<string, (row: Row, input: ActionInput, by: Operator) => Refusal | undefined>;
  /** Rows an operator may see at all (their own requests): the list, the detail and the actions see no others. */
  visible?: (row: Row, admin: Stored['admin']) => boolean;
  /** A file of a row (a KYB document), by its id. */
  document?: (row: Row, id: string) => { body: string; type: string; name: string } | undefined;
  /**
   * The file of each `download` action of the declaration (a settlement statement), by action key; `admin` is who
   * asks (a background export's file is its maker's only), answered a refusal when they may not have it.
   */
  downloads?: Record<
    string,
    (row: Row, admin: Stored['admin']) => { body: string; type: string; name: string } | Refusal
  >;
  /**
   * Rows made from the query instead of `rows()` (totals for a period): the list and the export serve them, and
   * the filters named in `consumes` are the derivation's own (not applied again to the rows it answers).
   * `{ param }` refuses an unreadable parameter (100400).
   */
  derive?: (params: URLSearchParams) => { ok: true; value: Row[] } | { ok: false; param: string };
  consumes?: readonly string[];
  /**
   * What this module's own functions (`create`, `actions`, `checks`, `controls`, `downloads`) may refuse with, by
   * action key (`create` for the create form), besides what the engine refuses from the declaration alone (input,
   * a missing row, `when`, `maker`, a second request of a change without money): a value already taken
   * (`duplicate`), a state the declaration does not see (`wrongStatus`), pending money reserved (`reserved`), a
   * controlled change that may move no money and so waits only once (`duplicateRequest`)... The contract lists these
   * codes for the call (mocks/openapi/generate.ts), and an answer with a code it does not list fails the contract
   * test: name here every refusal the functions below can return.
   */
  refuses?: Readonly<Record<string, readonly ErrorName[]>>;
}

/** A row as the server answers it: computed fields added, hidden fields left out. */
export function viewRow(behaviour: Behaviour, row: Row): Row {
  const out: Row = { ...row, ...behaviour.computed?.(row) };
  for (const field of behaviour.hidden ?? []) delete out[field];
  return out;
}

function loggedFields(behaviour: Behaviour, row: Row): Record<string, LoggedValue> {
  const hidden = new Set(behaviour.hidden ?? []);
  return Object.fromEntries(Object.entries(row).flatMap(([k, v]) => (hidden.has(k) ? [] : [[k, logged(v)]])));
}

/** Does the row allow the action now: its `when` holds (every condition) and its `to` is not made already (row as answered)? */
export function stateAllows(action: ActionDef, seen: Row): boolean {
  const { to } = action;
  if (!allows(action, seen)) return false;
  return !(to && Object.entries(to).every(([field, v]) => sameValue(seen[field], v)));
}

/**
 * Whose row it is (ActionDef.maker): a request is decided by anyone but its maker and withdrawn by its maker only; an
 * operator does not reset or disable their own account. The refusal of a call on the wrong row, else undefined.
 */
export function makerRefusal(action: ActionDef, row: Row, by: Operator): Refusal | undefined {
  if (!action.maker) return undefined;
  const mine = String(row[action.maker.field]) === by.admin.id;
  if (action.maker.is === 'others' && mine) return refusal(action.maker.refusal ?? 'selfApproval');
  if (action.maker.is === 'self' && !mine) return refusal('permissionDenied');
  return undefined;
}

/**
 * Runs one action on one row: the transition must be allowed (`when`, on the row as answered) and not already
 * made (`to`, so a double submit changes and logs nothing twice), else 101014 with the row untouched. Writes `to`
 * (or what the custom action changes), the form values that name fields, what the declaration stamps (`stamp`), and one operation-log entry; `remove` deletes the row.
 */
export function applyAction(
  def: ResourceDef,
  action: ActionDef,
  row: Row,
  input: ActionInput,
  by: Operator,
  behaviour: Behaviour,
): Outcome {
  const { to } = action;
  const seen = viewRow(behaviour, row);
  if (!stateAllows(action, seen)) return refusal('wrongStatus');

  const at = new Date(now()).toISOString();
  const custom = behaviour.actions?.[action.key];
  const effect: Effect = custom ? custom(row, { ...input, at }, by) : {};
  if ('ok' in effect) return effect;

  const log = (before: Record<string, LoggedValue>, after: Record<string, LoggedValue>) =>
    writeOplog({
      operator: by.admin,
      ip: by.ip,
      resource: def.key,
      target: String(row[def.rowKey]),
      action: action.key,
      reason: input.reason,
      before,
      after,
      at,
    });

  if (action.remove) {
    const rows = behaviour.rows();
    rows.splice(rows.indexOf(row), 1);
    log(loggedFields(behaviour, row), {});
    return { ok: true, row: seen, extra: effect.extra };
  }

  const has = (field: string) => Object.hasOwn(def.fields, field) || Object.hasOwn(row, field);
  const changes: Record<string, LoggedValue> = {};
  if (!custom)
    for (const [field, value] of Object.entries(input.values)) if (has(field)) changes[field] = logged(value);
  for (const [field, value] of Object.entries(effect.changes ?? {})) changes[field] = logged(value);
  Object.assign(changes, to);
  // What the resource stamps on a changed row; the reason is the latest one (an earlier one would mislead beside a
  // new date).
  const { stamp } = def;
  if (stamp?.by) changes[stamp.by] = by.admin.email;
  if (stamp?.at) changes[stamp.at] = at;
  if (stamp?.reason) changes[stamp.reason] = input.reason ?? null;

  const hidden = new Set(behaviour.hidden ?? []);
  const before: Record<string, LoggedValue> = {};
  const after: Record<string, LoggedValue> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (sameLogged(logged(row[field]), value)) continue;
    // A hidden field's change is logged as changed, never with its value.
    before[field] = hidden.has(field) ? '***' : logged(row[field]);
    after[field] = hidden.has(field) ? '***' : value;
    row[field] = value;
  }
  log(before, after);
  return { ok: true, row: viewRow(behaviour, row), extra: effect.extra };
}

/** Creates one row through the behaviour's `create`, logged with its fields as "after". */
export function createRow(
  def: ResourceDef,
  values: Record<string, InputValue>,
  by: Operator,
  behaviour: Behaviour,
): Outcome {
  if (!behaviour.create) return refusal('notFound');
  const made = behaviour.create(values, by);
  if ('ok' in made) return made;
  behaviour.rows().push(made.row);
  writeOplog({
    operator: by.admin,
    ip: by.ip,
    resource: def.key,
    target: String(made.row[def.rowKey]),
    action: 'create',
    before: {},
    after: loggedFields(behaviour, made.row),
  });
  return { ok: true, row: viewRow(behaviour, made.row), extra: made.extra };
}
