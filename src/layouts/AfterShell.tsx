import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children, from the render after the one that mounted it, rendered as a transition: when the console starts, the
 * layout's frame is committed and painted first, and the menu, the sider's foot and the page follow in a render that
 * React splits into short tasks (no long task that blocks input, Lighthouse's total blocking time). Once shown they
 * stay: later renders are ordinary.
 */
export default function AfterShell({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return <>{shown ? children : fallback}</>;
}
