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
export function useSubmitLock(
  /**
   * How long a success keeps ignoring: 0 where a new submission cannot be the second half of a double click (a file
   * chosen or dropped: a new file is a new import, and a second one chosen right after the first must not be dropped).
   */
  holdAfterSuccessMs: number = DOUBLE_CLICK_MS,
) {
  const held = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [busy, setBusy] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    (task: () => Promise<unknown>) => {
      if (held.current) return;
      held.current = true;
      setBusy(true);
      const release = () => {
        held.current = false;
      };
      task().then(
        () => {
          setBusy(false);
          if (holdAfterSuccessMs > 0) timer.current = setTimeout(release, holdAfterSuccessMs);
          else release();
        },
        // Shown by the request layer.
        () => {
          setBusy(false);
          release();
        },
      );
    },
    [holdAfterSuccessMs],
  );
  const isHeld = useCallback(() => held.current, []);
  return { busy, run, isHeld };
}
