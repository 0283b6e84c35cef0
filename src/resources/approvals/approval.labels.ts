import type { LabelTree, ResourceLabels } from '@/console/types';

// Amount, currency, status, reason and the reject action take the shared labels (src/locales/common.ts).

const FIELDS_ZH: LabelTree = {
  approval_id: '申请编号',
  kind: '类型',
  resource: '对象类型',
  target: '对象',
  action: '操作',
  changes: '变更内容',
  reason: '申请原因',
  maker: '申请人',
  maker_id: '申请人账号 ID',
  step_up: '需要验证码',
  awaiting: '待决状态',
  created_at: '申请时间',
  expires_at: '过期时间',
  decided_by: '审批人',
  decided_at: '审批时间',
  decision_reason: '审批意见',
  failure: '失败原因',
  totp_code: '身份验证器验证码',
  temp_password: '临时密码',
};

const FIELDS_EN: LabelTree = {
  approval_id: 'Request ID',
  kind: 'Kind',
  resource: 'Record type',
  target: 'Record',
  action: 'Action',
  changes: 'Change',
  maker: 'Requested by',
  maker_id: 'Requester account ID',
  step_up: 'Code required',
  awaiting: 'Awaiting decision',
  created_at: 'Requested at',
  expires_at: 'Expires at',
  decided_by: 'Decided by',
  decided_at: 'Decided at',
  decision_reason: 'Decision note',
  failure: 'Why it failed',
  totp_code: 'Authenticator code',
  temp_password: 'Temporary password',
};

const SECTIONS_ZH: LabelTree = { request: '申请', changes: '变更内容', state: '进度', decision: '审批结果' };
const SECTIONS_EN: LabelTree = { request: 'Request', changes: 'Change', state: 'Progress', decision: 'Decision' };

/** Labels of the `approval` resource (requests to decide), both languages. */
export const approval: ResourceLabels = {
  'zh-CN': {
    title: '审批申请',
    record: '审批申请',
    fields: FIELDS_ZH,
    sections: SECTIONS_ZH,
    actions: { approve: '批准', approveMoney: '批准' },
  },
  'en-US': {
    title: 'Approval requests',
    record: 'approval request',
    fields: FIELDS_EN,
    sections: SECTIONS_EN,
    actions: { approveMoney: 'Approve' },
  },
};

/** Labels of the `myApproval` resource (the operator's own requests), both languages. */
export const myApproval: ResourceLabels = {
  'zh-CN': { title: '我的申请', fields: FIELDS_ZH, sections: SECTIONS_ZH, actions: { withdraw: '撤回' } },
  'en-US': { title: 'My requests', fields: FIELDS_EN, sections: SECTIONS_EN, actions: { withdraw: 'Withdraw' } },
};
