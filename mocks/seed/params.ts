import type { Row } from '../crud/query';

/** STUB: being built. */
export type ParamRow = Row;

export function seedParams(): ParamRow[] {
  return [];
}
