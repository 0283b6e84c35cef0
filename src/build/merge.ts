type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => Object.prototype.toString.call(value) === '[object Object]';

/**
 * Stands in for lodash/merge in Umi's antd plugin (swapped in by .umirc.ts): a deep merge of plain objects into the
 * target, where arrays and everything else replace what was there. The plugin uses it only in its runtime config
 * setter, which the console never calls; lodash/merge and its helpers were about 5 kB gzip of every page.
 */
export default function merge<T extends Plain>(target: T, ...sources: unknown[]): T {
  const into = target as Plain;
  for (const source of sources) {
    if (!isPlain(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      into[key] = isPlain(value) ? merge(isPlain(into[key]) ? (into[key] as Plain) : {}, value) : value;
    }
  }
  return target;
}
