import type { ResourceLabels } from '@/console/types';

/** Labels of the `kyb` resource, both languages: title, fields, actions, sections... */
export const kyb: ResourceLabels = {
  'zh-CN': {
    title: 'KYB 审核',
    record: 'KYB 资料',
    fields: {
      merchant_status: '注册审核状态',
      kyb_id: 'KYB 编号',
      legal_name: '公司法定名称',
      registration_no: '注册号',
      country: '注册国家/地区',
      address: '注册地址',
      directors: '董事',
      ubos: '最终受益人（持股比例）',
      documents: '证明文件',
      submitted_at: '提交时间',
      status: '审核状态',
      score: '合规评分',
      passed_items: '已通过评分项',
      checks: '已通过检查',
      message: '补充资料说明',
    },
    actions: {
      requestInfo: '要求补充资料',
    },
    sections: {
      company: '公司信息',
      people: '董事与受益人',
      documents: '证明文件',
      review: '审核与评分',
    },
  },
  'en-US': {
    title: 'KYB review',
    record: 'KYB file',
    fields: {
      merchant_status: 'Registration status',
      kyb_id: 'KYB ID',
      legal_name: 'Legal name',
      registration_no: 'Registration no.',
      address: 'Registered address',
      directors: 'Directors',
      ubos: 'Beneficial owners (share)',
      documents: 'Documents',
      submitted_at: 'Submitted',
      score: 'Score',
      passed_items: 'Items passed',
      checks: 'Checks passed',
      reviewed_at: 'Reviewed',
      message: 'Information requested',
    },
    actions: {
      requestInfo: 'Request information',
    },
    sections: {
      company: 'Company',
      people: 'Directors and owners',
      documents: 'Documents',
      review: 'Review and score',
    },
  },
};
