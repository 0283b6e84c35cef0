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
  | 'json'
  /** A list of `{ id, kind, name, mime, size }` documents, previewed through `{api}/{rowId}/documents/{id}`. */
  | 'documents'
  /** Page URLs and button codes a role grants, shown as the read-only permission tree. */
  | 'permissions'
  /** A list of `{ at, type, detail? }` events, oldest first, shown as a timeline (`enum` labels the types). */
  | 'timeline'
  /** A date and time by which something is due, with a live countdown (overdue once past). */
  | 'deadline'
  /** Uploaded files `{ file_id, name, mime, size }`, listed with their size. */
  | 'files'
  /**
   * What a change did: a list of `{ field, before, after }` (absent when the field had or got no value), shown as a
   * table with the changed values highlighted; field names are labelled by the resource named in the row's
   * `resource` field, when it has one.
   */
  | 'diff';

/** How a field filters: exact, contains (case-insensitive), one of, or a from–to range. */
export type FilterOp = 'eq' | 'like' | 'in' | 'range';

export interface FieldDef {
  type: FieldType;
  /** For `enum` fields: which enumeration of src/domain/enums. */
  enum?: EnumKey;
  /** The value is a list (of enumeration codes for `enum`): each shown with its label; an `in` filter matches any. */
  multiple?: boolean;
  /** The filter picks from another resource's rows (an admin's roles), as InputDef.options. */
  options?: { resource: string; value: string; label: string };
  filter?: FilterOp;
  sortable?: boolean;
  /** Not a table column (still in the detail unless hideInDetail). */
  hideInTable?: boolean;
  hideInDetail?: boolean;
  /** For `money`: the field holding the ISO 4217 currency (amounts travel as decimal strings). */
  currencyField?: string;
  /** For `masked`: what to keep visible. */
  mask?: 'card' | 'last4';
  /**
   * The table column's least width in pixels (it grows to its values); for a value of no set length (`text`,
   * `email`, `tags`, `url`, `diff`, `json`) its most, the value cut beyond it and whole on hover.
   */
  width?: number;
  copyable?: boolean;
  /**
   * The field may hold no value at all (null): an enumeration without a code (funds never frozen), a reviewer before
   * any review. Without it a row always has the field (an enumeration's code, a text that may be empty).
   */
  unset?: boolean;
  /** Worked out by the server on every answer (a total, a count), never stored: the row type leaves it out. */
  computed?: boolean;
  /**
   * For `number`: a whole number (a count, a priority, an HTTP status). For `number` and `percent`: the least and
   * the greatest value a row holds (a count from 0, a share from 0 to 100). The contract states them
   * (mocks/openapi.json) and the fake backend's answers keep them (tests/mocks/openapi.test.ts).
   */
  integer?: boolean;
  min?: number;
  max?: number;
  /**
   * The value is the key of a record of the resource named in the row's field `resourceField` (a request's target):
   * shown with that resource's name, as a link to that record's page where the operator may open it.
   */
  refersTo?: { resourceField: string };
  /**
   * The value is the key of a record of this resource (`to_cust_id` → `merchant`), shown as a link to its record page
   * where the operator may open it. A field named as a resource's key (`order_no`, `cust_id`) refers to it unless
   * stated (src/resources/index.ts `withReferences`).
   */
  ref?: string;
  /**
   * A `text` holding a key the console names: a resource's key (`merchant`, shown by its title, filtered by a choice
   * of them) or an action's key of the resource named in the row's field `of` (`reject`, shown by its label).
   */
  names?: { kind: 'resource' } | { kind: 'action'; of: string };
  /**
   * For `deadline`: the countdown runs only while the row meets this condition (a dispute open for evidence); else
   * the due date shows without a timer, beside the value of the condition's field (evidence submitted, closed).
   */
  live?: Condition;
}

import type { InputDef } from './inputDef';
export type { InputDef, InputValue, Scalar } from './inputDef';

import type { ActionDef, Condition } from './actionDef';
export type { ActionDef, Condition } from './actionDef';

/** The toolbar's New button: `POST {api}` with the form's values; the answer is the new row. */
export interface CreateDef {
  permission: string;
  form: Record<string, InputDef>;
  /** As ActionDef.reveal. */
  reveal?: string[];
}

/** A link from a row to another page (`/OrgMag/siteMag/:cust_id`, params filled from the row's fields). */
export interface LinkDef {
  key: string;
  to: string;
}

/** A list of another resource's rows in the detail: those whose `field` equals this row's `by` (its key). */
export interface RelatedDef {
  resource: string;
  field: string;
  by?: string;
}

export interface DetailSection {
  key: string;
  fields: string[];
  /** Shown only when one of its fields has a value (a category of evidence that was given). */
  hideEmpty?: boolean;
}

/** Labels of one language, nested (title, fields.<field>, actions.<action>, sections.<section>, links.<link>...). */
export interface LabelTree {
  [key: string]: string | LabelTree;
}

/** A resource's labels in both languages: they become `resources.<key>.<path>` in the locales. */
export type ResourceLabels = Record<'zh-CN' | 'en-US', LabelTree>;

export interface ResourceDef {
  /** Locale namespace and registry key. */
  key: string;
  /** Its labels (a sibling `<name>.labels.ts` of the declaration): the locale bundle is made from them. */
  labels: ResourceLabels;
  /** The page's route path, which is also its permission URL: the route naming the resource (config/routes.ts). */
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
  /**
   * The record: its sections, related lists and, in its header, `header` fields (default: the list's first default
   * columns but the key).
   */
  detail?: { sections: DetailSection[]; related?: RelatedDef[]; header?: string[] };
  actions?: ActionDef[];
  create?: CreateDef;
  links?: LinkDef[];
  /**
   * The page belongs to one parent record named by this route parameter (`/OrgMag/siteMag/:cust_id` →
   * `cust_id`): the list is filtered by it, and a created row gets it.
   */
  parentParam?: string;
  /**
   * As `parentParam`, for a parent named by several route parameters (`schedulerMag/details/:class_name/:method`):
   * the list is filtered by each; the title gets them as values and `id` as them joined by a dot.
   */
  parentParams?: string[];
  /** The route parameter names one record (`parentParam` is its key): a record page instead of a list. */
  single?: boolean;
  /** Permission code of CSV export of the current filter; no export without it. */
  exportPermission?: string;
  /**
   * What every action writes on the row it changes besides its own change, by field: who acted, when, and the
   * reason given (empty when none): the latest review of a row that is reviewed.
   */
  stamp?: { by?: string; at?: string; reason?: string };
  /**
   * CSV import (`POST {api}/import`, multipart `file`): each row is checked as the create form (its columns are
   * the form's inputs) and answered accepted or rejected with the reason; with any rejected row the answer is code
   * 101025 (a warning) carrying the same per-row result.
   */
  import?: { permission: string; columns: string[] };
  /**
   * Besides the table, a month calendar of the rows (currency holidays): each row shown on the day of its `date`
   * field (a `YYYY-MM-DD` text) by its `title` field.
   */
  calendar?: { date: string; title: string };
}

/** One line of an import's answer: accepted (with the new row's key) or rejected with the reason. */
export interface ImportLine {
  /** The file's line number (the header is line 1). */
  line: number;
  values: Record<string, string>;
  ok: boolean;
  id?: string;
  /** The body code a rejected line was refused with, to say its message in the operator's language. */
  code?: number;
  message?: string;
  /** The input a rejected line failed on, so the console can say why in the operator's language. */
  field?: string;
}

export interface ImportResult {
  total: number;
  accepted: number;
  rejected: number;
  rows: ImportLine[];
}

export type { ActionDecl, ResourceDecl } from './decl';
