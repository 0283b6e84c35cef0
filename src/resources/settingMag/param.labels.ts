import type { ResourceLabels } from '@/console/types';

/** Labels of the `param` resource, both languages: title, fields, actions, sections... */
export const param: ResourceLabels = {
  'zh-CN': {
    title: '业务参数',
    record: '业务参数',
    fields: {
      param_key: '参数键',
      description: '参数说明',
      value_type: '值类型',
      value: '参数值',
      min: '最小值',
      max: '最大值',
      options: '可选值',
      updated_by: '最后修改人',
      updated_at: '最后修改时间',
    },
    actions: {
      edit: '修改',
    },
    sections: {
      param: '参数',
      rules: '取值规则',
      change: '修改记录',
    },
  },
  'en-US': {
    title: 'Business parameters',
    record: 'business parameter',
    fields: {
      param_key: 'Key',
      value_type: 'Type',
      value: 'Value',
      min: 'Minimum',
      max: 'Maximum',
      options: 'Options',
    },
    sections: {
      param: 'Parameter',
      rules: 'Allowed values',
      change: 'Last change',
    },
  },
};
