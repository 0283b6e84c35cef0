import type { ActionDef, InputDef, ResourceDef, Scalar } from '../../src/console/types';
import { ENUMS } from '../../src/domain/enums';
import { now, type Admin } from '../db';
import { ERRORS, type ErrorName } from '../errors';
import { writeOplog, type LoggedValue } from '../oplog';
import type { Row } from './query';

/** The longest reason an action records (the console's dialog has the same limit). */
export const REASON_MAX = 500;

export interface ActionInput {
  reason?: string;
  /** The form's values, checked and typed. */
  values: Record<string, Scalar>;
}

export type Outcome = { ok: true; row: Row } | { ok: false; code: number; message: string };

export const refusal = (name: ErrorName): Outcome => ({
  ok: false,
  code: ERRORS[name].code,
  message: ERRORS[name].message,
});

export const invalidField = (field: string): Outcome => ({
  ok: false,
  code: ERRORS.invalidInput.code,
  message: `${ERRORS.invalidInput.message}: ${field}`,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

const isUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** One form value by its InputDef; undefined when it is refused. */
function formValue(input: InputDef, raw: string | number): Scalar | undefined {
  const text = String(raw).trim();
  if (input.pattern !== undefined && !new RegExp(input.pattern).test(text)) return undefined;
  switch (input.type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(text);
      return Number.isFinite(n) && (input.max === undefined || n <= input.max) ? n : undefined;
    }
    case 'money':
      // Amounts travel as decimal strings, never as floats.
      return DECIMAL.test(text) && (input.max === undefined || Number(text) <= input.max) ? text : undefined;
    case 'enum':
      return input.enum ? ENUMS[input.enum].find((v) => String(v.code) === text)?.code : undefined;
    case 'email':
      return EMAIL.test(text) && text.length <= (input.max ?? 254) ? text : undefined;
    case 'url':
      return isUrl(text) && text.length <= (input.max ?? 2048) ? text : undefined;
    case 'currency':
      return CURRENCY.test(text) ? text : undefined;
    case 'text':
    case 'textarea':
      return input.max === undefined || text.length <= input.max ? text : undefined;
  }
}

/** The reason and form values of a call, checked; or the first refused field. */
export function readInput(action: ActionDef, body: Record<string, unknown>): ActionInput | { refused: string } {
  const raw = body.reason;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { refused: 'reason' };
  const reason = raw?.trim() || undefined;
  if ((action.reason && !reason) || (reason && reason.length > REASON_MAX)) return { refused: 'reason' };

  const values: Record<string, Scalar> = {};
  for (const [name, input] of Object.entries(action.form ?? {})) {
    const value = body[name];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      if (input.required) return { refused: name };
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') return { refused: name };
    const checked = formValue(input, value);
    if (checked === undefined) return { refused: name };
    values[name] = checked;
  }
  return { reason, values };
}

const sameValue = (a: unknown, b: Scalar) => a !== null && a !== undefined && String(a) === String(b);

const logged = (value: unknown): LoggedValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

export interface Operator {
  admin: Admin;
  ip: string;
}

/**
 * Runs one action on one row: the transition must be allowed (`when`) and not already made (`to`, so a double
 * submit changes and logs nothing twice), else 101014 with the row untouched. Writes `to`, the form values that
 * name fields, the review stamp where the declaration has those fields, and one operation-log entry.
 */
export function applyAction(def: ResourceDef, action: ActionDef, row: Row, input: ActionInput, by: Operator): Outcome {
  const { when, to } = action;
  if (when && !when.in.some((v) => sameValue(row[when.field], v))) return refusal('wrongStatus');
  if (to && Object.entries(to).every(([field, v]) => sameValue(row[field], v))) return refusal('wrongStatus');

  const has = (field: string) => Object.hasOwn(def.fields, field);
  const changes: Record<string, LoggedValue> = {};
  for (const [field, value] of Object.entries(input.values)) if (has(field)) changes[field] = value;
  Object.assign(changes, to);
  const stamp: Record<string, LoggedValue> = {
    reviewer: by.admin.email,
    reviewed_at: new Date(now()).toISOString(),
    // The reason of the latest review: an earlier one would mislead beside a new date.
    review_reason: input.reason ?? null,
  };
  for (const [field, value] of Object.entries(stamp)) if (has(field)) changes[field] = value;

  const before: Record<string, LoggedValue> = {};
  const after: Record<string, LoggedValue> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (logged(row[field]) === value) continue;
    before[field] = logged(row[field]);
    after[field] = value;
    row[field] = value;
  }
  writeOplog({
    operator: by.admin,
    ip: by.ip,
    resource: def.key,
    target: String(row[def.rowKey]),
    action: action.key,
    reason: input.reason,
    before,
    after,
  });
  return { ok: true, row };
}
