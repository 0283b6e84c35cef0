import type { ResourceLabels } from '@/console/types';

/** Labels of the `fileLog` resource, both languages: title, fields, actions, sections... */
export const fileLog: ResourceLabels = {
  'zh-CN': {
    title: '文件日志',
    fields: {
      file_id: '文件编号',
      file_name: '文件名',
      kind: '类型',
      resource: '所属功能',
      operator: '操作人',
      size: '大小（字节）',
      rows: '行数',
      meta: '详情',
      at: '时间',
    },
    sections: {
      file: '文件',
      processing: '处理',
      meta: '详情',
    },
  },
  'en-US': {
    title: 'File log',
    fields: {
      file_id: 'File ID',
      file_name: 'File name',
      kind: 'Kind',
      resource: 'Feature',
      operator: 'Operator',
      size: 'Size (bytes)',
      rows: 'Rows',
      meta: 'Details',
      at: 'Time',
    },
    sections: {
      file: 'File',
      processing: 'Processing',
      meta: 'Details',
    },
  },
};
