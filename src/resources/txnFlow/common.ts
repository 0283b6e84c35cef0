import type { FieldDef } from '../../console/types';

/**
 * Fields every money flow has (DOMAIN.md, Transaction flows): the merchant, the amount in its currency (a decimal
 * string), the fee, the times. Each declaration adds its own id, from/to and status.
 */
export const merchantFields = {
  cust_id: { type: 'id', filter: 'eq', width: 100 },
  merchant_name: { type: 'text', filter: 'like' },
} as const satisfies Record<string, FieldDef>;

export const amountFields = {
  amount: { type: 'money', currencyField: 'currency', filter: 'range', sortable: true },
  currency: { type: 'currency', filter: 'eq', width: 80 },
  fee: { type: 'money', currencyField: 'currency' },
} as const satisfies Record<string, FieldDef>;

export const timeFields = {
  created_at: { type: 'datetime', filter: 'range', sortable: true },
  // None while the flow is still processing.
  completed_at: { type: 'datetime', hideInTable: true, unset: true },
} as const satisfies Record<string, FieldDef>;

/** Newest first, as a ledger is read. */
export const NEWEST_FIRST = { field: 'created_at', order: 'descend' } as const;
