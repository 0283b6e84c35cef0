/**
 * What a resource module writes (ARCHITECTURE.md): its declaration, stating only what is not a default, and the row
 * type that follows from its fields. `resolveResource` (./resolve.ts) makes the ResourceDef the generic layer reads.
 */
import type { ENUMS } from '../domain/enums';
import type { ActionDef, CreateDef, FieldDef, FieldType, ResourceDef } from './types';

/**
 * An action as a declaration writes it: the permission defaults to `<key>:<action>` (state it only for an exception,
 * with the reason), the scope to `row`, and `bulk` offers the same action on the selected rows too.
 */
export interface ActionDecl extends Omit<ActionDef, 'permission' | 'scope'> {
  permission?: string;
  scope?: ActionDef['scope'];
  bulk?: boolean;
}

/**
 * A resource as its module declares it: what is not a default. `resolveResource` (src/console/resolve.ts) makes the
 * ResourceDef the generic layer reads: the page from the route naming the resource, each code `<key>:<action>`
 * (`<key>:create|export|import`) unless stated, the filters from the fields carrying one (in field order) unless
 * listed, each `bulk` action also as a bulk action.
 */
export interface ResourceDecl extends Omit<
  ResourceDef,
  'page' | 'list' | 'actions' | 'create' | 'import' | 'exportPermission'
> {
  /** Only for a declaration no route names (a page's related list, a hand-written page's data): its page. */
  page?: string;
  list: Omit<ResourceDef['list'], 'filters'> & { filters?: string[] };
  actions?: ActionDecl[];
  create?: Omit<CreateDef, 'permission'> & { permission?: string };
  import?: { permission?: string; columns: string[] };
  /** CSV export of the current filter, behind `<key>:export`. */
  export?: boolean;
}

/**
 * A declaration as written, keeping its key and fields exactly (`const shop = resource({ key: 'shop', … })`), so
 * that its row type is `RowOf<typeof shop>`: checked as a ResourceDecl, changed in nothing.
 */
export const resource = <const K extends string, const F extends Record<string, FieldDef>>(
  decl: ResourceDecl & { key: K; fields: F },
): ResourceDecl & { key: K; fields: F } => decl;

/** A document of a row (`documents`): previewed or downloaded through `{api}/{rowId}/documents/{id}`. */
export interface DocumentRef {
  id: string;
  kind: string;
  name: string;
  mime: string;
  size: number;
}

/** An event of a `timeline` field. */
export interface TimelineEvent {
  at: string;
  type: string | number;
  detail?: string;
}

/** A file uploaded through the request layer, as a `files` field lists it. */
export interface FileRef {
  file_id: string;
  name: string;
  mime: string;
  size: number;
}

/** One changed field of a `diff`: absent before or after when it had or got no value. */
export interface DiffEntry {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** What a field of each type holds (money and percentages as decimal strings, never floats). */
interface Values {
  id: string;
  text: string;
  email: string;
  url: string;
  money: string;
  currency: string;
  country: string;
  enum: number | string;
  datetime: string;
  number: number;
  percent: string;
  masked: string;
  tags: string[];
  json: unknown;
  documents: DocumentRef[];
  permissions: string[];
  timeline: TimelineEvent[];
  deadline: string;
  files: FileRef[];
  diff: DiffEntry[];
}

/** The code of an enumeration: a number or a text, as its codes are (src/domain/enums.ts). */
type CodeOf<E> = E extends keyof typeof ENUMS
  ? (typeof ENUMS)[E][number]['code'] extends number
    ? number
    : string
  : never;

type One<F> = F extends { type: 'enum'; enum: infer E }
  ? CodeOf<E>
  : F extends { type: infer T extends FieldType }
    ? Values[T]
    : never;

/** What a field holds: a list with `multiple`, and null allowed with `unset`. */
export type ValueOf<F> =
  (F extends { multiple: true } ? One<F>[] : One<F>) | (F extends { unset: true } ? null : never);

type Fields = { fields: Record<string, FieldDef> };

/**
 * A declared field's name, or never for the index signature `ResourceDecl`'s `fields: Record<string, FieldDef>` adds
 * to a declaration's fields: a row has the declared fields only (else any name would be a field, and `Omit` of a row
 * would keep nothing but that signature).
 */
type Named<K> = string extends K ? never : K;

/** A row of a resource as the server keeps it: every declared field but the computed ones, typed by its declaration. */
export type RowOf<D extends Fields> = {
  -readonly [K in keyof D['fields'] as D['fields'][K] extends { computed: true } ? never : Named<K>]: ValueOf<
    D['fields'][K]
  >;
};

/** A row as the server answers it: with the computed fields. */
export type AnswerOf<D extends Fields> = {
  -readonly [K in keyof D['fields'] as Named<K>]: ValueOf<D['fields'][K]>;
};
