import type { ResourceLabels } from '@/console/types';

/** Labels of the `dispute` resource, both languages: title, fields, actions, sections... */
export const dispute: ResourceLabels = {
  'zh-CN': {
    title: '争议',
    fields: {
      case_id: '案件号',
      reason: '争议原因',
      reason_code: '原因代码',
      amount: '争议金额',
      stage: '阶段',
      evidence_due_at: '举证截止',
      due_soon: '72 小时内到期',
      received_at: '收到时间',
      evidence_text: '举证说明',
      evidence_files: '证据文件',
      submitted_by: '提交人',
      submitted_at: '提交时间',
      closed_by: '处理人',
      closed_at: '处理时间',
    },
    actions: {
      submitEvidence: '提交证据',
      accept: '接受争议',
    },
    sections: {
      case: '案件',
      progress: '进度',
      evidence: '证据',
    },
  },
  'en-US': {
    title: 'Disputes',
    fields: {
      case_id: 'Case ID',
      reason_code: 'Reason code',
      stage: 'Stage',
      evidence_due_at: 'Evidence due',
      due_soon: 'Due within 72 h',
      received_at: 'Received',
      evidence_text: 'Evidence statement',
      evidence_files: 'Evidence files',
      submitted_by: 'Submitted by',
      submitted_at: 'Submitted at',
      closed_by: 'Closed by',
      closed_at: 'Closed at',
    },
    actions: {
      submitEvidence: 'Submit evidence',
      accept: 'Accept',
    },
    sections: {
      case: 'Case',
      progress: 'Progress',
      evidence: 'Evidence',
    },
  },
};
