import { resource } from '../../console/decl';
import { product as productLabels } from './product.labels';

/** Products (`/order/product`): the merchants' catalogues as synced from their shops. Read-only: filters and export. */
const product = resource({
  key: 'product',
  labels: productLabels,
  api: '/v1/admin/products',
  rowKey: 'product_id',
  fields: {
    name: { type: 'text', filter: 'like', width: 220 },
    sku: { type: 'text', filter: 'eq', width: 150 },
    product_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    status: { type: 'enum', enum: 'productStatus', filter: 'in', width: 100 },
    cust_id: { type: 'id', filter: 'eq', width: 100 },
    merchant_name: { type: 'text', filter: 'like' },
    price: { type: 'money', currencyField: 'currency', sortable: true },
    shop_id: { type: 'id', filter: 'eq', width: 100, unset: true },
    currency: { type: 'currency', filter: 'eq', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['product_id', 'name', 'price', 'status', 'sku', 'merchant_name', 'shop_id', 'updated_at'],
    hidden: ['shop_id'],
    defaultSort: { field: 'updated_at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'product', fields: ['product_id', 'name', 'sku', 'price', 'status', 'updated_at'] },
      { key: 'merchant', fields: ['cust_id', 'merchant_name', 'shop_id'] },
    ],
  },
  export: true,
});

export default product;
