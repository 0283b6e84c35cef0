import type { ResourceLabels } from '@/console/types';

/** Labels of the `product` resource, both languages: title, fields, actions, sections... */
export const product: ResourceLabels = {
  'zh-CN': {
    title: '商品信息',
    fields: {
      product_id: '商品编号',
      name: '商品名称',
      sku: 'SKU',
      price: '价格',
    },
    sections: {
      product: '商品',
      merchant: '商户',
    },
  },
  'en-US': {
    title: 'Products',
    fields: {
      product_id: 'Product ID',
      name: 'Name',
      sku: 'SKU',
      price: 'Price',
      updated_at: 'Updated',
    },
    sections: {
      product: 'Product',
      merchant: 'Merchant',
    },
  },
};
