import { history } from '@umijs/max';
import type { MouseEvent, ReactNode } from 'react';
import { recordPath } from './recordLink';

/**
 * A link to a record's page: a real address (a modified or middle click opens it in a new tab), followed inside the
 * console on a plain click. Plain content for a resource without a record page.
 */
export default function RecordAnchor({
  resource,
  id,
  children,
  onOpen,
}: {
  resource: string;
  id: string;
  children: ReactNode;
  onOpen?: () => void;
}) {
  const path = recordPath(resource, id);
  if (!path) return <>{children}</>;
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onOpen?.();
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    history.push(path);
  };
  return (
    <a href={path} onClick={follow}>
      {children}
    </a>
  );
}
