import type { ReactNode } from 'react';
import type { IRoute } from '@umijs/max';
import { LazyForbidden, LazyNotFound } from '@/pages/Exception/lazy';

/**
 * Stands in for Umi's generated plugin-layout/Exception.tsx in the build (.umirc.ts, chainWebpack): the layout's
 * choice between its page and a 403 or 404 page, made the same way, with the console's own pages as the default.
 * Umi's imported antd's Result (about 10 kB gzip of illustrations) into the layout's chunk, so that every start of
 * the signed-in console loaded it before Home's figures; here the exception pages load when one is shown.
 */
export default function LayoutException(props: {
  children: ReactNode;
  route?: IRoute;
  notFound?: ReactNode;
  noAccessible?: ReactNode;
  unAccessible?: ReactNode;
  noFound?: ReactNode;
}) {
  if (!props.route) return props.noFound ?? props.notFound ?? <LazyNotFound />;
  if (props.route.unaccessible) return props.unAccessible ?? props.noAccessible ?? <LazyForbidden />;
  return props.children;
}
