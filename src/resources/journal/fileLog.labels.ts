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
      operator_id: '操作人编号',
      downloadable: '可下载',
      size: '大小（字节）',
      rows: '行数',
      meta: '详情',
      at: '时间',
    },
    actions: { download: '下载' },
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
      operator_id: 'Operator ID',
      downloadable: 'Downloadable',
      size: 'Size (bytes)',
      rows: 'Rows',
      meta: 'Details',
      at: 'Time',
    },
    actions: { download: 'Download' },
    sections: {
      file: 'File',
      processing: 'Processing',
      meta: 'Details',
    },
  },
};
