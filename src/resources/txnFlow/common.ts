import type { FieldDef } from '../../console/types';

/**
 * Fields every money flow has (DOMAIN.md, Transaction flows): the merchant, the amount in its currency (a decimal
 * string), the fee, the times. Each declaration adds its own id, from/to and status.
 */
export const merchantFields: Record<string, FieldDef> = {
  cust_id: { type: 'id', filter: 'eq', width: 100 },
  merchant_name: { type: 'text', filter: 'like' },
};

export const amountFields: Record<string, FieldDef> = {
  amount: { type: 'money', currencyField: 'currency', filter: 'range', sortable: true, width: 140 },
  currency: { type: 'currency', filter: 'eq', width: 80 },
  fee: { type: 'money', currencyField: 'currency', width: 110 },
};

export const timeFields: Record<string, FieldDef> = {
  created_at: { type: 'datetime', filter: 'range', sortable: true },
  completed_at: { type: 'datetime', hideInTable: true },
};

/** Newest first, as a ledger is read. */
export const NEWEST_FIRST = { field: 'created_at', order: 'descend' } as const;
