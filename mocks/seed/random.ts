/** Seeded randomness for the fake database: every reset gives the same rows. */
/** mulberry32: a small seeded PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

export function weighted<T>(rand: Rand, entries: readonly (readonly [T, number])[]): T {
  let r = rand() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/**
 * A pick among the items `fits` accepts, by the same single draw as `pick`: the item `pick` would give where it fits,
 * else the one at the same share of the fitting ones. Rows whose first pick fitted, and the stream, are unchanged.
 */
export function pickFitting<T>(rand: Rand, list: readonly T[], fits: (item: T) => boolean): T {
  const u = rand();
  const drawn = list[Math.floor(u * list.length)];
  if (fits(drawn)) return drawn;
  const fitting = list.filter(fits);
  if (!fitting.length) throw new Error('seed: nothing fits the pick');
  return fitting[Math.floor(u * fitting.length)];
}
