import { refusal } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, now, type Stored } from '../db';
import { seedDisputes } from '../seed/orders';
import { EVIDENCE_CATEGORIES } from '../../src/resources/order/dispute';
import type { InputValue } from '../../src/console/types';
import type { Fake } from './fake';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** "Due soon": open cases due within this many hours. */
export const DUE_SOON_MS = 72 * HOUR;
const OPEN = [1, 10];

const asDispute = (row: Row) => row as unknown as Stored['dispute'];

/** A case's evidence due date: its offset from the start of the current UTC day (so the seed never goes stale). */
export function dueAt(d: Stored['dispute'], at = now()): number {
  return Math.floor(at / DAY) * DAY + d.due_offset_h * HOUR;
}

/** The order the case is about follows its status, and its timeline says so. */
function touchOrder(d: Stored['dispute'], status: number, detail: string) {
  const order = db.order.find((o) => o.order_no === d.order_no);
  if (!order) return;
  order.dispute_status = status;
  order.events.push({ at: new Date(now()).toISOString(), type: 'dispute_updated', detail: `${d.case_id}: ${detail}` });
}

/** The uploads a `files` input names, as the record lists them. */
const filesOf = (value: InputValue | undefined) => {
  const ids = Array.isArray(value) ? value.map(String) : [];
  return db.uploads
    .filter((u) => ids.includes(u.file_id))
    .map(({ file_id, name, mime, size }) => ({ file_id, name, mime, size }));
};

/**
 * Disputes: the due date and "due within 72 h" are computed on every answer; evidence is taken only before the due
 * date (101014 with the reason after it), each category's statement and files kept apart (a category not given is
 * emptied: a submission is the case's whole evidence); its files must be uploads (mocks/handlers/uploads.ts).
 */
const dispute: Fake<Stored['dispute']> = {
  // Evidence only before the due date (101014, as any transition the dispute does not allow).
  refuses: { submitEvidence: ['evidenceOverdue'] },
  seed: ({ merchant, order }) => seedDisputes(merchant, order),
  computed: (row) => {
    const d = asDispute(row);
    const due = dueAt(d);
    const left = due - now();
    return {
      evidence_due_at: new Date(due).toISOString(),
      due_soon: OPEN.includes(d.status) && left > 0 && left <= DUE_SOON_MS ? 1 : 0,
    };
  },
  actions: {
    submitEvidence: (row, { values }, by) => {
      const d = asDispute(row);
      if (now() > dueAt(d)) return refusal('evidenceOverdue');
      // File lists are written here: the operation log (and so `changes`) keeps plain values only.
      for (const c of EVIDENCE_CATEGORIES) d[`${c}_files`] = filesOf(values[`${c}_files`]);
      const texts = EVIDENCE_CATEGORIES.map((c) => [`${c}_text`, values[`${c}_text`] ?? null]);
      touchOrder(d, 9, 'evidence submitted');
      return {
        changes: {
          status: 9,
          ...Object.fromEntries(texts),
          submitted_by: by.admin.email,
          submitted_at: new Date(now()).toISOString(),
        },
      };
    },
    accept: (row, _input, by) => {
      const d = asDispute(row);
      touchOrder(d, 6, 'accepted');
      return { changes: { status: 6, closed_by: by.admin.email, closed_at: new Date(now()).toISOString() } };
    },
  },
};

export default dispute;
