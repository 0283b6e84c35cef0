/** One code of an enumeration and its badge tone; the label is `enum.<key>.<code>` in the locales. */
export type Tone = 'default' | 'processing' | 'success' | 'warning' | 'error';

export interface EnumValue {
  code: number | string;
  tone: Tone;
}

/** Ordered codes with their tones (integer codes stay in order: object keys would be re-sorted). */
export const e = (...values: [number | string, Tone][]): readonly EnumValue[] =>
  values.map(([code, tone]) => ({ code, tone }));
