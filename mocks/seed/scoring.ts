import type { Row } from '../crud/query';

/** STUB: being built. */
export type ScoreItemRow = Row;

export function seedScoreItems(): ScoreItemRow[] {
  return [];
}

/** STUB: being built. */
export type ScoreCriterionRow = Row;

export function seedScoreCriteria(): ScoreCriterionRow[] {
  return [];
}
