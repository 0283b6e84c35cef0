import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after a success the same button ignores clicks: the second half of a double click comes within it. */
export const DOUBLE_CLICK_MS = 500;

/**
 * One submission at a time for a form or an action. `run(task)` does nothing while an earlier task is going (being
 * confirmed, or in flight) and for DOUBLE_CLICK_MS after one succeeded; `busy` drives the button's spinner.
 *
 * A state alone would not do: a form validates asynchronously, so two quick clicks on OK both reach onFinish
 * before `busy` has rendered; and an answer faster than the double click (a fast network) would free the lock
 * before the dialog has closed, so the second click would send again. A failure frees it at once: the form kept
 * what was typed, and the operator may correct it and send again.
 */
export function useSubmitLock() {
  const held = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [busy, setBusy] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback((task: () => Promise<unknown>) => {
    if (held.current) return;
    held.current = true;
    setBusy(true);
    const release = () => {
      held.current = false;
    };
    task().then(
      () => {
        setBusy(false);
        timer.current = setTimeout(release, DOUBLE_CLICK_MS);
      },
      // Shown by the request layer.
      () => {
        setBusy(false);
        release();
      },
    );
  }, []);
  const isHeld = useCallback(() => held.current, []);
  return { busy, run, isHeld };
}
