import type { ResourceLabels } from '@/console/types';

/** Labels of the `shop` resource, both languages: title, fields, actions, sections... */
export const shop: ResourceLabels = {
  'zh-CN': {
    title: '店铺',
    record: '店铺',
    fields: {
      site_url: '网站地址',
      category: '类别',
    },
    sections: {
      shop: '店铺',
    },
  },
  'en-US': {
    title: 'Shops',
    record: 'shop',
    fields: {
      site_url: 'Site URL',
      category: 'Category',
    },
    sections: {
      shop: 'Shop',
    },
  },
};
