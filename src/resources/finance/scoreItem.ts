import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { scoreItem as scoreItemLabels } from './scoreItem.labels';

/** What the create and edit forms share. */
const ITEM_FORM: Record<string, InputDef> = {
  name: { type: 'text', max: 60, required: true },
  rule: { type: 'enum', enum: 'scoreRule', required: true },
  weight: { type: 'number', integer: true, min: 0, max: 100, required: true },
  description: { type: 'textarea', max: 500 },
};

/**
 * Scoring items (`/compliance/socreItem`, DOMAIN.md Compliance): each scores one check a KYB case records; a case
 * passing it earns its weight, and the KYB page's score is 100 × the passed weight over all the weight (`share` is
 * what the item is worth out of 100 today). One item per rule and per name (the server refuses a second one).
 */
const scoreItem = resource({
  key: 'scoreItem',
  labels: scoreItemLabels,
  api: '/v1/admin/score-items',
  rowKey: 'id',
  fields: {
    id: { type: 'id', filter: 'eq', copyable: true, sortable: true, width: 100 },
    name: { type: 'text', filter: 'like', sortable: true },
    rule: { type: 'enum', enum: 'scoreRule', filter: 'in', width: 160 },
    weight: { type: 'number', integer: true, min: 0, max: 100, filter: 'range', sortable: true, width: 90 },
    // None while no item weighs anything.
    share: { type: 'percent', min: 0, max: 100, computed: true, width: 110, unset: true },
    description: { type: 'text' },
    updated_at: { type: 'datetime', sortable: true },
  },
  list: {
    columns: ['id', 'name', 'rule', 'weight', 'share', 'description', 'updated_at'],
    hidden: ['updated_at'],
    defaultSort: { field: 'id', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'item', fields: ['id', 'name', 'rule', 'description'] },
      { key: 'weight', fields: ['weight', 'share', 'updated_at'] },
    ],
  },
  create: { form: ITEM_FORM },
  actions: [
    { key: 'edit', form: ITEM_FORM },
    { key: 'delete', remove: true, danger: true },
  ],
  export: true,
});

export default scoreItem;
