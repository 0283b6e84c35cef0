/**
 * Requests a page will make, started before its code has loaded (at start-up, beside the current user's request), so
 * that the answers travel while the layout and the page load and render instead of after. An early request is made
 * quietly (its failure is not shown) and the page takes it once: if it failed, or if it is older than
 * EARLY_MAX_AGE_MS, the page makes its own request, whose failure the request layer shows as usual.
 */
export const EARLY_MAX_AGE_MS = 10_000;

interface Early {
  at: number;
  /** How long it may wait to be taken (EARLY_MAX_AGE_MS unless its starter says less). */
  maxAge: number;
  answer: Promise<unknown>;
  /** Set once the answer is in. */
  value?: { data: unknown };
}

const started = new Map<string, Early>();

const fresh = (early: Early | undefined, now: number) => !!early && now - early.at <= early.maxAge;

/**
 * Starts `call` now under `key`, unless a request under that key is already waiting to be taken (and fresh). `maxAge`:
 * how long the answer may wait for its page (ms).
 */
export function startEarly<T>(
  key: string,
  call: () => Promise<T>,
  now: number = Date.now(),
  maxAge: number = EARLY_MAX_AGE_MS,
): void {
  if (fresh(started.get(key), now)) return;
  const early: Early = { at: now, maxAge, answer: call() };
  early.answer.then(
    (data) => {
      early.value = { data };
    },
    // Not an unhandled rejection: the page asks again when it takes this one.
    () => undefined,
  );
  started.set(key, early);
}

/** The early answer under `key` if it is in (and fresh), to draw from in a page's first render; it is still taken. */
export function peekEarly<T>(key: string, now: number = Date.now()): T | undefined {
  const early = started.get(key);
  return fresh(early, now) ? (early?.value?.data as T | undefined) : undefined;
}

/** The request started early under `key` (once; made again by `call` if it failed), or `call` made now. */
export function takeEarly<T>(key: string, call: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  if (!early || !fresh(early, now)) return call();
  return (early.answer as Promise<T>).catch(() => call());
}
