/** One code of an enumeration and its badge tone; the label is `enum.<key>.<code>` in the locales. */
export type Tone = 'default' | 'processing' | 'success' | 'warning' | 'error';

/** A code is a number or a text; an enumeration's codes are all of one kind (`C`), which its fields' rows hold. */
export interface EnumValue<C extends number | string = number | string> {
  code: C;
  tone: Tone;
}

/** Ordered codes with their tones (integer codes stay in order: object keys would be re-sorted). */
export const e = <C extends number | string>(...values: [C, Tone][]): readonly EnumValue<C>[] =>
  values.map(([code, tone]) => ({ code, tone }));
