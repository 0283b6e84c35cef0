import { Link, useAccess } from '@umijs/max';
import type { ReactNode } from 'react';
import { recordPath, recordPermission } from './recordLink';

/**
 * A link to a record's page (`/order/orderMag/P1`), where the operator may open that page (its list's permission
 * URL): a real address, so a modified or middle click opens it in a new tab, followed inside the console on a plain
 * click. `children` (the record's key unless given) as plain content otherwise; "-" for no key. `row` fills a
 * parent's key (a site's merchant); `onOpen` is told of a click on the link.
 */
export default function RecordAnchor({
  resource,
  id,
  row,
  children,
  onOpen,
}: {
  resource: string;
  id: unknown;
  row?: Record<string, unknown>;
  children?: ReactNode;
  onOpen?: () => void;
}) {
  const { canViewPath } = useAccess();
  if (id === undefined || id === null || id === '') return <>-</>;
  const key = String(id);
  const content = children ?? key;
  const to = recordPath(resource, key, row);
  const permission = recordPermission(resource);
  if (!to || !permission || !canViewPath(permission)) return <>{content}</>;
  return (
    <Link to={to} onClick={onOpen}>
      {content}
    </Link>
  );
}
