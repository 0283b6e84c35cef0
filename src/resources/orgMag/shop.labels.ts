import type { ResourceLabels } from '@/console/types';

/** Labels of the `shop` resource, both languages: title, fields, actions, sections... */
export const shop: ResourceLabels = {
  'zh-CN': {
    title: '店铺',
    fields: {
      shop_id: '店铺号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      site_url: '网站地址',
      platform: '建站平台',
      category: '类别',
      status: '状态',
      created_at: '创建时间',
    },
    actions: {
      edit: '编辑',
      enable: '启用',
      disable: '停用',
    },
    sections: {
      shop: '店铺',
    },
  },
  'en-US': {
    title: 'Shops',
    fields: {
      shop_id: 'Shop ID',
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      site_url: 'Site URL',
      platform: 'Site platform',
      category: 'Category',
      status: 'Status',
      created_at: 'Created at',
    },
    actions: {
      edit: 'Edit',
      enable: 'Enable',
      disable: 'Disable',
    },
    sections: {
      shop: 'Shop',
    },
  },
};
