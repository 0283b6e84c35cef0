import { useEffect, useReducer } from 'react';

/**
 * A value a list page learns from its table's answers and only one small part of the page shows (the filter chips,
 * the empty table's text). Kept as the page's state, each change drew the whole page again, its table's search form
 * and toolbar included, while the first rows were waiting; kept here, only what shows it is drawn again.
 */
export interface Watched<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function watched<T>(initial: T, same: (a: T, b: T) => boolean = Object.is): Watched<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (same(value, next)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The value, drawn again when it changes. Component state on purpose, not useSyncExternalStore: a store's update is
 * drawn at once and alone, where this one is drawn with the table's own update of the same answer (its rows).
 */
export function useWatched<T>(source: Watched<T>): T {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const value = source.get();
  useEffect(() => {
    const unsubscribe = source.subscribe(redraw);
    // Changed between this render and the subscription: drawn again.
    if (!Object.is(source.get(), value)) redraw();
    return unsubscribe;
  }, [source, value]);
  return value;
}
