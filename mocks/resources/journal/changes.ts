import type { LoggedValue } from '../../oplog';

/** One changed field of an operation-log entry (the `diff` field type); a side is absent when it had no value. */
export interface FieldChange {
  field: string;
  before?: LoggedValue;
  after?: LoggedValue;
}

/**
 * The fields an entry changed, before and after, in the order the entry names them (those of "after" first, then
 * those only "before" has: a deletion).
 */
export function changesOf(before: Record<string, LoggedValue>, after: Record<string, LoggedValue>): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => ({
    field,
    ...(Object.hasOwn(before, field) ? { before: before[field] } : {}),
    ...(Object.hasOwn(after, field) ? { after: after[field] } : {}),
  }));
}
