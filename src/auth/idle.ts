/** An operator who does nothing for this long is signed out (payment data on an unattended screen). */
export const IDLE_LIMIT_MS = 30 * 60_000;
/** The warning shows this long before, with a way to stay signed in. */
export const IDLE_WARNING_MS = 60_000;
/** Activity is recorded at most this often (moving the mouse fires many events). */
export const ACTIVITY_THROTTLE_MS = 5_000;

/** What the idle check decides at `now`, given the last activity seen in any tab of this browser. */
export function idleState(
  lastActivity: number,
  now: number,
): { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' } {
  const idle = now - lastActivity;
  if (idle >= IDLE_LIMIT_MS) return { kind: 'expired' };
  if (idle >= IDLE_LIMIT_MS - IDLE_WARNING_MS) {
    return { kind: 'warning', secondsLeft: Math.ceil((IDLE_LIMIT_MS - idle) / 1000) };
  }
  return { kind: 'active' };
}
