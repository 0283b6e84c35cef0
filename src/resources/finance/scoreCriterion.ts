import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { scoreCriterion as scoreCriterionLabels } from './scoreCriterion.labels';

/** What the create and edit forms share: a band of the 0-100 score, max ≥ min, and the risk level it gives. */
const BAND_FORM: Record<string, InputDef> = {
  name: { type: 'text', max: 60, required: true },
  min_score: { type: 'number', integer: true, min: 0, max: 100, required: true },
  max_score: { type: 'number', integer: true, min: 0, max: 100, required: true, atLeast: 'min_score' },
  risk_level: { type: 'enum', enum: 'riskLevel', required: true },
};

/**
 * Scoring criteria (`/compliance/scoringCriteria`, DOMAIN.md Compliance): bands of the compliance score (inclusive)
 * and the risk level each gives a KYB case. Bands never overlap (the server refuses one that would), so a score has
 * at most one level; `case_count` is how many KYB cases fall in the band today.
 */
const scoreCriterion = resource({
  key: 'scoreCriterion',
  labels: scoreCriterionLabels,
  api: '/v1/admin/score-criteria',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 100 },
    name: { type: 'text', filter: 'like', sortable: true },
    min_score: { type: 'number', integer: true, min: 0, max: 100, sortable: true, width: 100 },
    max_score: { type: 'number', integer: true, min: 0, max: 100, sortable: true, width: 100 },
    risk_level: { type: 'enum', enum: 'riskLevel', filter: 'in', width: 100 },
    case_count: { type: 'number', integer: true, min: 0, computed: true, width: 110 },
    updated_at: { type: 'datetime', sortable: true },
  },
  list: {
    columns: ['id', 'name', 'min_score', 'max_score', 'risk_level', 'case_count', 'updated_at'],
    defaultSort: { field: 'min_score', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'band', fields: ['id', 'name', 'min_score', 'max_score', 'risk_level', 'case_count', 'updated_at'] },
    ],
  },
  create: { form: BAND_FORM },
  actions: [
    { key: 'edit', form: BAND_FORM },
    { key: 'delete', remove: true, danger: true },
  ],
  export: true,
});

export default scoreCriterion;
