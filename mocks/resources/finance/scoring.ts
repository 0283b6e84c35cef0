import type { InputValue } from '../../../src/console/types';
import { duplicateOf, invalidField, type Refusal } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db, now } from '../../db';
import { seedScoreCriteria, seedScoreItems } from '../../seed/scoring';
import { complianceScore } from '../kyb';
import type { Fake } from '../fake';
import type { Rows } from '../../../src/resources';

const stamp = () => new Date(now()).toISOString();
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** A value already taken, naming the input that takes it (100409). */
const taken = duplicateOf;

/** The next id of a table whose ids are a prefix and three digits or more (SI007). */
function nextId(prefix: string, ids: readonly string[]): string {
  const most = ids.reduce((n, id) => Math.max(n, Number(id.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(most + 1).padStart(3, '0')}`;
}

function itemValues(
  values: Record<string, InputValue>,
  self?: Row,
): Omit<Rows['scoreItem'], 'id' | 'updated_at'> | Refusal {
  const name = String(values.name).trim();
  const rule = String(values.rule);
  const others = db.scoreItem.filter((i) => i !== self);
  if (others.some((i) => sameName(i.name, name))) return taken('name');
  // One item per check: a second one would count the same fact twice.
  if (others.some((i) => i.rule === rule)) return taken('rule');
  return { name, rule, weight: Number(values.weight), description: String(values.description ?? '').trim() };
}

/**
 * Scoring items: the table the KYB page scores from on every read (mocks/resources/kyb.ts), so a new weight is
 * what the next KYB answer shows. `share` is the item's part of the 100 points today.
 */
export const scoreItem: Fake<Rows['scoreItem']> = {
  // A name or a rule another item has.
  refuses: { create: ['duplicate'], edit: ['duplicate'] },
  seed: () => seedScoreItems(),
  computed: (row) => {
    const total = db.scoreItem.reduce((s, i) => s + Math.max(0, Number(i.weight) || 0), 0);
    const weight = Math.max(0, Number(row.weight) || 0);
    // Two decimals of a ratio of small whole numbers (display only; no money here).
    return { share: total > 0 ? (Math.round((weight * 10_000) / total) / 100).toFixed(2) : null };
  },
  create: (values) => {
    const checked = itemValues(values);
    if ('ok' in checked) return checked;
    return {
      row: {
        id: nextId(
          'SI',
          db.scoreItem.map((i) => i.id),
        ),
        ...checked,
        updated_at: stamp(),
      },
    };
  },
  actions: {
    edit: (row, { values }) => {
      const checked = itemValues(values, row);
      return 'ok' in checked ? checked : { changes: { ...checked, updated_at: stamp() } };
    },
  },
};

function bandValues(
  values: Record<string, InputValue>,
  self?: Row,
): Omit<Rows['scoreCriterion'], 'id' | 'updated_at'> | Refusal {
  const name = String(values.name).trim();
  const min = Number(values.min_score);
  const max = Number(values.max_score);
  // The form says it first (`atLeast`); checked again for a caller that skips the form.
  if (max < min) return invalidField('max_score');
  const others = db.scoreCriterion.filter((c) => c !== self);
  if (others.some((c) => sameName(c.name, name))) return taken('name');
  const overlap = others.find((c) => min <= Number(c.max_score) && Number(c.min_score) <= max);
  if (overlap) {
    const r = invalidField('min_score');
    return {
      ...r,
      message: `${r.message}: overlaps ${overlap.id} ${overlap.name} (${overlap.min_score}-${overlap.max_score})`,
    };
  }
  return { name, min_score: min, max_score: max, risk_level: Number(values.risk_level) };
}

/**
 * Scoring criteria: bands of the score and their risk level. No two bands overlap (a score has one level at most);
 * `case_count` is how many KYB cases the live scoring puts in the band.
 */
export const scoreCriterion: Fake<Rows['scoreCriterion']> = {
  // A name another band has.
  refuses: { create: ['duplicate'], edit: ['duplicate'] },
  seed: () => seedScoreCriteria(),
  computed: (row) => {
    const min = Number(row.min_score);
    const max = Number(row.max_score);
    const count = db.kyb.filter((k) => {
      const { score } = complianceScore(k, db.scoreItem, db.scoreCriterion);
      return score !== null && min <= score && score <= max;
    }).length;
    return { case_count: count };
  },
  create: (values) => {
    const checked = bandValues(values);
    if ('ok' in checked) return checked;
    return {
      row: {
        id: nextId(
          'SC',
          db.scoreCriterion.map((c) => c.id),
        ),
        ...checked,
        updated_at: stamp(),
      },
    };
  },
  actions: {
    edit: (row, { values }) => {
      const checked = bandValues(values, row);
      return 'ok' in checked ? checked : { changes: { ...checked, updated_at: stamp() } };
    },
  },
};

/** This file's two resources: the scoring items and criteria. */
export const fakes = { scoreItem, scoreCriterion };
