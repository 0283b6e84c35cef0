import { resource } from '../../console/decl';
import { forProduct, type Product } from '../product';
import { bill as billLabels, billWallet as billWalletLabels } from './bill.labels';

/**
 * Bills (`/txnFlow/bill`) and the wallet's flows (`/wallet/bill`): each product line's ledger, one entry per
 * movement of a merchant's available balance in one currency, by bill type 1-16, with the running balance after
 * it. Newest first. One declaration made by the product (src/resources/product.ts), never a copy.
 */
export const billDef = <P extends Product>(product: P) =>
  forProduct(
    product,
    resource({
      key: 'bill',
      labels: billLabels,
      api: '/v1/admin/bills',
      rowKey: 'bill_id',
      fields: {
        cust_id: { type: 'id', filter: 'eq', width: 100 },
        merchant_name: { type: 'text', filter: 'like' },
        currency: { type: 'currency', filter: 'eq', width: 80 },
        bill_type: { type: 'enum', enum: 'billType', filter: 'in', width: 130 },
        direction: { type: 'enum', enum: 'direction', filter: 'eq', width: 90 },
        amount: { type: 'money', currencyField: 'currency', filter: 'range', sortable: true },
        ref_no: { type: 'text', filter: 'eq', copyable: true, width: 160, unset: true },
        balance_after: { type: 'money', currencyField: 'currency' },
        bill_id: { type: 'id', filter: 'eq', copyable: true, width: 170 },
        remark: { type: 'text', hideInTable: true, unset: true },
        created_by: { type: 'email', hideInTable: true, unset: true },
        created_at: { type: 'datetime', filter: 'range', sortable: true },
      },
      list: {
        columns: [
          'bill_id',
          'amount',
          'balance_after',
          'merchant_name',
          'currency',
          'bill_type',
          'direction',
          'ref_no',
          'created_at',
        ],
        hidden: ['currency', 'ref_no'],
        defaultSort: { field: 'created_at', order: 'descend' },
      },
      detail: {
        sections: [
          { key: 'entry', fields: ['bill_id', 'cust_id', 'merchant_name', 'bill_type', 'ref_no', 'remark'] },
          { key: 'amounts', fields: ['currency', 'direction', 'amount', 'balance_after'] },
          { key: 'times', fields: ['created_at', 'created_by'] },
        ],
      },
      export: true,
    }),
    billWalletLabels,
  );

export const bill = billDef('txn');
export const walletBill = billDef('wallet');

export default bill;
