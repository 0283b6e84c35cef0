/**
 * The resource declaration (ARCHITECTURE.md): pure data, no labels, no React. The generic pages render it; the fake
 * backend imports the same declaration to filter, sort, export, check permission codes and enforce transitions.
 * Labels come from the locales: resources.<key>.fields.<field>, resources.<key>.actions.<action>, enum.<enum>.<code>.
 */
import type { EnumKey } from '../domain/enums';

export type FieldType =
  | 'id'
  | 'text'
  | 'email'
  | 'url'
  | 'money'
  | 'currency'
  | 'country'
  | 'enum'
  | 'datetime'
  | 'number'
  | 'percent'
  | 'masked'
  | 'tags'
  | 'json';

/** How a field filters: exact, contains (case-insensitive), one of, or a from–to range. */
export type FilterOp = 'eq' | 'like' | 'in' | 'range';

export interface FieldDef {
  type: FieldType;
  /** For `enum` fields: which enumeration of src/domain/enums. */
  enum?: EnumKey;
  filter?: FilterOp;
  sortable?: boolean;
  /** Not a table column (still in the detail unless hideInDetail). */
  hideInTable?: boolean;
  hideInDetail?: boolean;
  /** For `money`: the field holding the ISO 4217 currency (amounts travel as decimal strings). */
  currencyField?: string;
  /** For `masked`: what to keep visible. */
  mask?: 'card' | 'last4';
  width?: number;
  copyable?: boolean;
}

/** A field of an action's form. */
export interface InputDef {
  type: 'text' | 'textarea' | 'number' | 'money' | 'enum' | 'url' | 'email' | 'currency';
  enum?: EnumKey;
  required?: boolean;
  max?: number;
  pattern?: string;
}

export type Scalar = string | number | boolean;

export interface ActionDef {
  key: string;
  /** The button permission code (src/domain/permissionCodes.ts). */
  permission: string;
  scope: 'row' | 'bulk';
  /** Allowed only when the row's field holds one of these values (the fake backend answers 101014 otherwise). */
  when?: { field: string; in: Scalar[] };
  /** The transition the action makes. */
  to?: Record<string, Scalar>;
  /** Ask before doing it (cannot be undone). */
  confirm?: boolean;
  /** A reason is required and recorded. */
  reason?: boolean;
  danger?: boolean;
  form?: Record<string, InputDef>;
}

export interface DetailSection {
  key: string;
  fields: string[];
}

export interface ResourceDef {
  /** Locale namespace and registry key. */
  key: string;
  /** The page's route path, which is also its permission URL. */
  page: string;
  /** Server path of the resource (list, detail, export, actions below it). */
  api: string;
  rowKey: string;
  fields: Record<string, FieldDef>;
  list: {
    columns: string[];
    filters: string[];
    /** Columns offered in the column settings but hidden until the operator shows them. */
    hidden?: string[];
    defaultSort?: { field: string; order: 'ascend' | 'descend' };
  };
  detail?: { sections: DetailSection[] };
  actions?: ActionDef[];
  /** Permission code of CSV export of the current filter; no export without it. */
  exportPermission?: string;
}
