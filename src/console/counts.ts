/**
 * Figures from the server held to what they can be. A count is a whole number of at least what the answer itself
 * shows (a list's rows); a rate is a part of a whole. A figure out of bounds (a negative total, more unread notices than
 * notices, a success rate of 115 %) is not shown as it came: a table would hide rows past its total, the bell would
 * read −38,226,014.
 */

/** Is it a count: a whole number, not negative? */
export const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The server's count, unless it is not a count of at least `least` things: then `least`, what the answer shows. */
export const countWithin = (count: unknown, least: number): number =>
  isCount(count) && count >= least ? count : least;

/** Is `part` of `whole` a rate: both counts, the part no more than the whole? */
export const isPartOf = (part: unknown, whole: unknown): boolean => isCount(part) && isCount(whole) && part <= whole;
