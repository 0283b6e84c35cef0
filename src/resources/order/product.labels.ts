import type { ResourceLabels } from '@/console/types';

/** Labels of the `product` resource, both languages: title, fields, actions, sections... */
export const product: ResourceLabels = {
  'zh-CN': {
    title: '商品信息',
    fields: {
      product_id: '商品编号',
      cust_id: '商户号',
      merchant_name: '商户名称',
      shop_id: '店铺号',
      name: '商品名称',
      sku: 'SKU',
      price: '价格',
      currency: '币种',
      status: '状态',
      updated_at: '更新时间',
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
      cust_id: 'Merchant ID',
      merchant_name: 'Merchant',
      shop_id: 'Shop ID',
      name: 'Name',
      sku: 'SKU',
      price: 'Price',
      currency: 'Currency',
      status: 'Status',
      updated_at: 'Updated',
    },
    sections: {
      product: 'Product',
      merchant: 'Merchant',
    },
  },
};
