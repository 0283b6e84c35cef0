import type { LabelTree, ResourceLabels } from './types';

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
