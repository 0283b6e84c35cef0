import type { Row } from '../crud/query';
import { db } from '../db';
import { seedKyb, documentSvg, type KybDocument } from '../seed/kyb';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

export interface ComplianceScore {
  /** round(100 × Σ weight of the passed items / Σ every weight); null without items (nothing to score by). */
  score: number | null;
  /** enum riskLevel of the band holding the score; null when no band does. */
  risk_level: number | null;
  /** The items the case passed, as `Name (+weight)`. */
  passed_items: string[];
}

const weightOf = (item: Rows['scoreItem']) => {
  const w = Number(item.weight);
  return Number.isFinite(w) && w > 0 ? w : 0;
};

/**
 * A KYB case's compliance score from the scoring items (the rules it passed, `row.checks`) and the risk level of
 * the scoring criteria's band it falls in (bands are inclusive; where bands overlap the one starting highest wins).
 */
export function complianceScore(
  row: Row,
  items: readonly Rows['scoreItem'][],
  criteria: readonly Rows['scoreCriterion'][],
): ComplianceScore {
  const checks = new Set(Array.isArray(row.checks) ? row.checks.map(String) : []);
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  const passed = items.filter((item) => checks.has(item.rule));
  const passed_items = passed.map((item) => `${item.name} (+${weightOf(item)})`);
  if (total <= 0) return { score: null, risk_level: null, passed_items };
  const score = Math.round((100 * passed.reduce((sum, item) => sum + weightOf(item), 0)) / total);
  const band = criteria
    .filter((c) => Number(c.min_score) <= score && score <= Number(c.max_score))
    .sort((a, b) => Number(b.min_score) - Number(a.min_score))[0];
  return { score, risk_level: band ? Number(band.risk_level) : null, passed_items };
}

/**
 * KYB review: approve, reject and request information are the generic transitions of the declaration (the engine
 * stamps reviewer, time and reason, and keeps the request's `message`); the score is read from the live scoring
 * tables on every answer, and so is the merchant's registration review (approving needs one not failed); documents are
 * served as drawn SVG scans.
 */
const kyb: Fake<Rows['kyb']> = {
  seed: ({ merchant }) => seedKyb(merchant),
  computed: (row) => ({
    ...complianceScore(row, db.scoreItem, db.scoreCriterion),
    merchant_status: db.merchant.find((m) => m.cust_id === row.cust_id)?.status ?? null,
  }),
  document: (row, id) => {
    const docs = Array.isArray(row.documents) ? (row.documents as KybDocument[]) : [];
    const doc = docs.find((d) => d && d.id === id);
    if (!doc) return undefined;
    return { body: documentSvg(row as Rows['kyb'], doc), type: 'image/svg+xml', name: doc.name };
  },
};

export default kyb;
