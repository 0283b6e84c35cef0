import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children, from the render after the one that mounted it, rendered as a transition: when the console starts, the
 * layout's frame is committed and painted first, and the menu and the page follow in a render that React splits into
 * short tasks (no long task that blocks input, Lighthouse's total blocking time). `later`: one render later still,
 * after the page (the sider's foot: the page's figures are what the operator came for). Once shown they stay: later
 * renders are ordinary.
 */
export default function AfterShell({
  children,
  fallback = null,
  later = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  later?: boolean;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  if (!shown) return <>{fallback}</>;
  return later ? <AfterShell fallback={fallback}>{children}</AfterShell> : <>{children}</>;
}
