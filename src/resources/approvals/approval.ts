import { resource } from '../../console/decl';
import type { FieldDef } from '../../console/types';
import { approval as approvalLabels, myApproval as myApprovalLabels } from './approval.labels';

/**
 * A request of dual control (DOMAIN.md "Dual control"): a controlled action (its declaration's `control`) made by one
 * operator, waiting for a second. It names the record (`resource` and `target`), the action, the money it moves or the
 * fields it changes (before → after), the maker and the reason; it is pending for `approval.expiry.hours` (24), then
 * approved (and applied, checked again), rejected with a reason, expired, withdrawn by its maker, or failed when the
 * change no longer held at approval. Approving a money movement (`step_up` 1) asks for the approver's authenticator
 * code.
 */
const FIELDS = {
  approval_id: { type: 'id', filter: 'eq', copyable: true, width: 120 },
  kind: { type: 'enum', enum: 'approvalKind', filter: 'in', width: 130 },
  resource: { type: 'text', filter: 'eq', hideInTable: true },
  // A link to the record (its list filtered to it), named by its resource.
  target: { type: 'id', filter: 'eq', width: 190, refersTo: { resourceField: 'resource' } },
  action: { type: 'text', hideInTable: true },
  amount: { type: 'money', currencyField: 'currency', unset: true },
  currency: { type: 'currency', filter: 'eq', hideInTable: true, unset: true },
  changes: { type: 'diff', hideInTable: true },
  reason: { type: 'text', width: 200, unset: true },
  maker: { type: 'email', filter: 'like', width: 180 },
  maker_id: { type: 'id', hideInTable: true, hideInDetail: true },
  created_at: { type: 'datetime', filter: 'range', sortable: true },
  expires_at: { type: 'datetime', sortable: true },
  status: { type: 'enum', enum: 'approvalStatus', filter: 'in', width: 100 },
  step_up: { type: 'number', integer: true, min: 0, max: 1, hideInTable: true, hideInDetail: true },
  // 1 pending, 2 pending and moving money (approved with the authenticator code), 0 decided: what the actions need.
  awaiting: { type: 'number', integer: true, min: 0, max: 2, hideInTable: true, hideInDetail: true, computed: true },
  decided_by: { type: 'email', filter: 'like', hideInTable: true, unset: true },
  decided_at: { type: 'datetime', hideInTable: true, unset: true },
  decision_reason: { type: 'text', hideInTable: true, unset: true },
  failure: { type: 'text', hideInTable: true, unset: true },
} as const satisfies Record<string, FieldDef>;

const LIST: { columns: string[]; hidden: string[]; defaultSort: { field: string; order: 'ascend' | 'descend' } } = {
  // Status beside the id: a decided request must not read as pending when the table is narrow.
  columns: ['approval_id', 'status', 'kind', 'target', 'amount', 'reason', 'maker', 'created_at', 'expires_at'],
  hidden: ['reason', 'created_at'],
  // Oldest first: the request closest to expiring is on top.
  defaultSort: { field: 'created_at', order: 'ascend' },
};

const DETAIL = {
  sections: [
    { key: 'request', fields: ['approval_id', 'kind', 'resource', 'target', 'action', 'amount', 'reason'] },
    { key: 'changes', fields: ['changes'] },
    { key: 'state', fields: ['status', 'maker', 'created_at', 'expires_at', 'decided_by', 'decided_at'] },
    { key: 'decision', fields: ['decision_reason', 'failure'] },
  ],
};

/** The approvals page's first tab: the requests the operator may decide (those of kinds whose action they hold). */
export const approval = resource({
  key: 'approval',
  labels: approvalLabels,
  api: '/v1/admin/approvals',
  rowKey: 'approval_id',
  fields: FIELDS,
  list: LIST,
  detail: DETAIL,
  actions: [
    {
      key: 'approve',
      when: { field: 'awaiting', in: [1] },
      maker: { field: 'maker_id', is: 'others' },
      confirm: true,
      summary: ['approval_id', 'kind', 'target', 'maker'],
      reveal: ['temp_password'],
    },
    {
      // A money movement: the approver's authenticator code, checked by the server (step-up).
      key: 'approveMoney',
      permission: 'approval:approve',
      when: { field: 'awaiting', in: [2] },
      maker: { field: 'maker_id', is: 'others' },
      confirm: true,
      summary: ['approval_id', 'kind', 'amount', 'target', 'maker'],
      form: { totp_code: { type: 'text', required: true, pattern: '^\\d{6}$' } },
    },
    {
      key: 'reject',
      when: { field: 'awaiting', in: [1, 2] },
      maker: { field: 'maker_id', is: 'others' },
      reason: true,
      danger: true,
    },
  ],
});

/** The approvals page's second tab: the operator's own requests, which they may withdraw while pending. */
export const myApproval = resource({
  key: 'myApproval',
  labels: myApprovalLabels,
  api: '/v1/admin/my-approvals',
  rowKey: 'approval_id',
  fields: FIELDS,
  list: { ...LIST, defaultSort: { field: 'created_at', order: 'descend' } },
  detail: DETAIL,
  actions: [
    {
      key: 'withdraw',
      when: { field: 'status', in: [0] },
      maker: { field: 'maker_id', is: 'self' },
      confirm: true,
    },
  ],
});
