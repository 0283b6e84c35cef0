import type { useIntl } from '@umijs/max';
import type { LabelTree, ResourceLabels } from './types';

/** A locale text when the locale has one (`id` is a message of the operator's language), else `raw` as it is. */
export const known = (intl: ReturnType<typeof useIntl>, id: string, raw: string): string =>
  Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : raw;

/**
 * What one record of `resource` is called in running text ("fee config", "API key"): as its page names one
 * (`record`), else its list's title, else its key.
 */
export const recordNoun = (intl: ReturnType<typeof useIntl>, resource: string): string =>
  known(intl, `resources.${resource}.record`, known(intl, `resources.${resource}.title`, resource));

/**
 * The same as a heading ("Fee config FC0001", a tab's title): its first letter capitalised. Not by the locale's
 * rules: the fallback locales (Turkish among them) show the English texts.
 */
export const recordKind = (intl: ReturnType<typeof useIntl>, resource: string): string => {
  const noun = recordNoun(intl, resource);
  return noun.charAt(0).toUpperCase() + noun.slice(1);
};

/**
 * The texts of an action's dialog: its title names the action and the record ("Refund order PO3001032"), and its
 * OK button says what it does: the action's label, "Save" for an edit (issue 23).
 */
export function actionDialogTexts(
  intl: ReturnType<typeof useIntl>,
  resource: string,
  action: string,
  label: string,
  id: string | undefined,
): { title: string; ok: string } {
  const title = id
    ? intl.formatMessage({ id: 'console.action.title' }, { action: label, kind: recordNoun(intl, resource), key: id })
    : label;
  return { title, ok: action === 'edit' ? intl.formatMessage({ id: 'console.save' }) : label };
}

/** The texts of a create dialog: it says what it makes ("New fee config"), and so does its OK button ("Create fee config"). */
export function createDialogTexts(intl: ReturnType<typeof useIntl>, resource: string): { title: string; ok: string } {
  const kind = recordNoun(intl, resource);
  return {
    title: intl.formatMessage({ id: 'console.create.title' }, { kind }),
    ok: intl.formatMessage({ id: 'console.create.ok' }, { kind }),
  };
}

/**
 * An action of a `resource` record (an operation-log entry's, a request's) by its label: as the resource's page names
 * it, else as the operation log names actions every resource has (`console.oplog.action.*`), else its key.
 */
export const actionLabel = (intl: ReturnType<typeof useIntl>, resource: string, action: string): string =>
  known(intl, `resources.${resource}.actions.${action}`, known(intl, `console.oplog.action.${action}`, action));

/** What labels name in a resource: its fields, the inputs of its forms and its actions. */
interface Labelled {
  labels: ResourceLabels;
  fields: Record<string, unknown>;
  actions?: { key: string; form?: Record<string, unknown> }[];
  create?: { form: Record<string, unknown> };
  import?: { columns: string[] };
}

/** `b` over `a`, group by group. */
export const mergeTree = (a: LabelTree, b: LabelTree): LabelTree =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => {
      const x = a[k];
      const y = b[k];
      return [k, typeof x === 'object' && typeof y === 'object' ? mergeTree(x, y) : (y ?? x)];
    }),
  );

/** `more` over `labels`, in both languages. */
export const mergeLabels = (labels: ResourceLabels, more: ResourceLabels): ResourceLabels => ({
  'zh-CN': mergeTree(labels['zh-CN'], more['zh-CN']),
  'en-US': mergeTree(labels['en-US'], more['en-US']),
});

/** The locale entries of a tree: `{ fields: { name } }` under `resources.shop.` → `resources.shop.fields.name`. */
export function flattenLabels(
  prefix: string,
  tree: LabelTree,
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[`${prefix}${k}`] = v;
    else flattenLabels(`${prefix}${k}.`, v, out);
  }
  return out;
}

/** The names a resource labels under `fields` (its fields, and the inputs of its forms) and under `actions`. */
function namesOf(decl: Labelled): { fields: Set<string>; actions: Set<string> } {
  const forms = [...(decl.actions ?? []).map((a) => a.form ?? {}), decl.create?.form ?? {}];
  return {
    fields: new Set([
      ...Object.keys(decl.fields),
      ...forms.flatMap((f) => Object.keys(f)),
      ...(decl.import?.columns ?? []),
    ]),
    actions: new Set((decl.actions ?? []).map((a) => a.key)),
  };
}

/** The `common` labels of the fields, inputs and actions a resource has, under its own (which win). */
export function withCommonLabels(decl: Labelled, common: ResourceLabels): ResourceLabels {
  const names = namesOf(decl);
  const pick = (tree: LabelTree, group: 'fields' | 'actions'): LabelTree =>
    Object.fromEntries(Object.entries((tree[group] ?? {}) as LabelTree).filter(([k]) => names[group].has(k)));
  const own = (lang: 'zh-CN' | 'en-US'): LabelTree =>
    mergeTree({ fields: pick(common[lang], 'fields'), actions: pick(common[lang], 'actions') }, decl.labels[lang]);
  return { 'zh-CN': own('zh-CN'), 'en-US': own('en-US') };
}
