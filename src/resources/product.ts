import type { ResourceDecl } from '../console/types';

/**
 * The product lines the money pages serve (DOMAIN.md, "the wallet product"): the transaction accounts (`txn`, pages
 * under /txnAccount, /txnFlow, /txnManager) and the wallet (`wallet`, pages under /wallet). A page that both
 * lines have is one declaration made by a function of the product, never a copy.
 */
export type Product = 'txn' | 'wallet';

/** `balance` → `walletBalance`: the wallet's declaration key, locale namespace and permission-code prefix. */
export const productKey = (product: Product, key: string): string =>
  product === 'wallet' ? `wallet${key.charAt(0).toUpperCase()}${key.slice(1)}` : key;

/** `/v1/admin/balances` → `/v1/admin/wallet/balances`: the wallet's server path. */
export const productApi = (product: Product, api: string): string =>
  product === 'wallet' ? api.replace(/^\/v1\/admin\//, '/v1/admin/wallet/') : api;

/**
 * Renames what a declaration names by its key for the product: the key, the permission codes (`balance:adjust` →
 * `walletBalance:adjust`), option lookups and related lists pointing at other product declarations (`related`).
 * The page is the route's that names the renamed key.
 */
export function forProduct(product: Product, def: ResourceDecl, productKeys: readonly string[] = []): ResourceDecl {
  if (product === 'txn') return def;
  // Stated codes only: a default code (`<key>:<action>`) follows the renamed key by itself.
  const code = (c?: string) => c?.replace(/^([A-Za-z]+):/, (_, k: string) => `${productKey(product, k)}:`);
  const ref = (key: string) => (productKeys.includes(key) ? productKey(product, key) : key);
  return {
    ...def,
    key: productKey(product, def.key),
    api: productApi(product, def.api),
    create: def.create && { ...def.create, permission: code(def.create.permission) },
    actions: def.actions?.map((a) => ({ ...a, permission: code(a.permission) })),
    import: def.import && { ...def.import, permission: code(def.import.permission) },
    detail: def.detail && {
      ...def.detail,
      related: def.detail.related?.map((r) => ({ ...r, resource: ref(r.resource) })),
    },
  };
}
