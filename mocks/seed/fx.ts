/** Seed of the currency and FX pages (owner: currency types, pairs, markups, holidays and the rate history). */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FxTables {}

export function seedFxTables(): FxTables {
  return {};
}
