import type { ActionDef, ResourceDecl, ResourceDef } from './types';

/**
 * A declaration as the generic layer reads it (ResourceDecl says what defaults): its page from `pageOf` (the route
 * that names it) unless it states one, every permission code `<key>:<what>` unless stated, the filters from the fields
 * that carry one, in field order, unless listed, and each `bulk` action twice, per row and on the selected rows.
 */
export function resolveResource(decl: ResourceDecl, pageOf: (key: string) => string | undefined): ResourceDef {
  const { key, page: declared, list, actions, create, import: csvImport, export: exported, ...rest } = decl;
  const page = declared ?? pageOf(key);
  if (!page) throw new Error(`resource "${key}": no route names it (config/routes.ts) and it declares no page`);
  const code = (what: string, stated?: string) => stated ?? `${key}:${what}`;
  return {
    ...rest,
    key,
    page,
    list: {
      ...list,
      filters: list.filters ?? Object.keys(decl.fields).filter((f) => decl.fields[f].filter),
    },
    actions: actions?.flatMap(({ bulk, permission, scope, ...a }) => {
      const one: ActionDef = { ...a, permission: code(a.key, permission), scope: scope ?? 'row' };
      return bulk ? [one, { ...one, scope: 'bulk' }] : [one];
    }),
    create: create && { ...create, permission: code('create', create.permission) },
    import: csvImport && { ...csvImport, permission: code('import', csvImport.permission) },
    exportPermission: exported ? code('export') : undefined,
  };
}
