import { mergeLabels } from '../console/labels';
import type { ResourceDecl } from '../console/decl';
import type { ResourceLabels } from '../console/types';

/**
 * The product lines the money pages serve (DOMAIN.md, "the wallet product"): the transaction accounts (`txn`, pages
 * under /txnAccount, /txnFlow, /txnManager) and the wallet (`wallet`, pages under /wallet). A page that both
 * lines have is one declaration made by a function of the product, never a copy.
 */
export type Product = 'txn' | 'wallet';

/** `balance` → `walletBalance`: the wallet's declaration key, locale namespace and permission-code prefix. */
export const productKey = <P extends Product, K extends string>(product: P, key: K): ProductKey<P, K> =>
  (product === 'wallet' ? `wallet${key.charAt(0).toUpperCase()}${key.slice(1)}` : key) as ProductKey<P, K>;

/** The key `productKey` gives, as a type: `walletBalance` for the wallet's balance. */
export type ProductKey<P extends Product, K extends string> = P extends 'wallet' ? `wallet${Capitalize<K>}` : K;

/** `/v1/admin/balances` → `/v1/admin/wallet/balances`: the wallet's server path. */
export const productApi = (product: Product, api: string): string =>
  product === 'wallet' ? api.replace(/^\/v1\/admin\//, '/v1/admin/wallet/') : api;

/**
 * The wallet's twin of a declaration: its key, server path and stated permission codes renamed (`balance:adjust` →
 * `walletBalance:adjust`), its labels with what the wallet says otherwise (`wallet`: its title). The page is the
 * route's that names the renamed key.
 */
export function forProduct<P extends Product, D extends ResourceDecl>(
  product: P,
  def: D,
  wallet: ResourceLabels,
): Omit<D, 'key'> & { key: ProductKey<P, D['key']> } {
  if (product === 'txn') return def as Omit<D, 'key'> & { key: ProductKey<P, D['key']> };
  // Stated codes only: a default code (`<key>:<action>`) follows the renamed key by itself.
  const code = (c?: string) => c?.replace(/^([A-Za-z]+):/, (_, k: string) => `${productKey(product, k)}:`);
  return {
    ...def,
    key: productKey(product, def.key),
    labels: mergeLabels(def.labels, wallet),
    api: productApi(product, def.api),
    create: def.create && { ...def.create, permission: code(def.create.permission) },
    actions: def.actions?.map((a) => ({ ...a, permission: code(a.permission) })),
    import: def.import && { ...def.import, permission: code(def.import.permission) },
  };
}
