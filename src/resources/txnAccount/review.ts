import type { ActionDecl, FieldDef } from '../../console/types';

/** The review fields the engine stamps on approve and reject (reviewer, time, the latest reason). */
export const REVIEW_FIELDS = {
  review_status: { type: 'enum', enum: 'reviewStatus', filter: 'in', width: 110 },
  // None before the first review; no reason for an approval.
  reviewer: { type: 'text', filter: 'like', hideInTable: true, unset: true },
  reviewed_at: { type: 'datetime', filter: 'range', sortable: true, hideInTable: true, unset: true },
  review_reason: { type: 'text', hideInTable: true, unset: true },
} as const satisfies Record<string, FieldDef>;

/** Approve (0 → 1) and reject with a reason (0 → 2), only while pending review; codes `<key>:approve|reject`. */
export const REVIEW_ACTIONS: ActionDecl[] = [
  {
    key: 'approve',
    when: { field: 'review_status', in: [0] },
    to: { review_status: 1 },
    confirm: true,
  },
  {
    key: 'reject',
    when: { field: 'review_status', in: [0] },
    to: { review_status: 2 },
    reason: true,
    danger: true,
  },
];
