import type { ResourceLabels } from '@/console/types';

/** Labels of the `site` resource, both languages: title, fields, actions, sections... */
export const site: ResourceLabels = {
  'zh-CN': {
    title: '商户网站',
    record: '网站',
    parentTitle: '商户网站 {id}',
    fields: {
      site_id: '网站编号',
      name: '网站名称',
      site_url: '网站地址',
    },
    sections: {
      site: '网站信息',
    },
  },
  'en-US': {
    title: 'Merchant sites',
    record: 'site',
    parentTitle: 'Sites of {id}',
    fields: {
      site_id: 'Site ID',
      name: 'Name',
      site_url: 'Site URL',
    },
    sections: {
      site: 'Site',
    },
  },
};
