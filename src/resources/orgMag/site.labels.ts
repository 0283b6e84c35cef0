import type { ResourceLabels } from '@/console/types';

/** Labels of the `site` resource, both languages: title, fields, actions, sections... */
export const site: ResourceLabels = {
  'zh-CN': {
    title: '商户网站',
    parentTitle: '商户网站 {id}',
    fields: {
      site_id: '网站编号',
      cust_id: '商户号',
      name: '网站名称',
      site_url: '网站地址',
      platform: '建站平台',
      status: '状态',
      created_at: '创建时间',
    },
    actions: {
      edit: '编辑',
      enable: '启用',
      disable: '停用',
    },
    sections: {
      site: '网站信息',
    },
  },
  'en-US': {
    title: 'Merchant sites',
    parentTitle: 'Sites of {id}',
    fields: {
      site_id: 'Site ID',
      cust_id: 'Merchant ID',
      name: 'Name',
      site_url: 'Site URL',
      platform: 'Site platform',
      status: 'Status',
      created_at: 'Created at',
    },
    actions: {
      edit: 'Edit',
      enable: 'Enable',
      disable: 'Disable',
    },
    sections: {
      site: 'Site',
    },
  },
};
