import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { dictionary as dictionaryLabels } from './dictionary.labels';

/** What the create and edit forms share: the kind, the value and what it is for. */
const ENTRY_FORM: Record<string, InputDef> = {
  kind: { type: 'enum', enum: 'configKind', required: true },
  value: { type: 'textarea', max: 500, required: true },
  description: { type: 'textarea', max: 200 },
};

/**
 * Config dictionary (`/txnManager/dicrionary`): named values the transaction system reads — a constant, a field
 * name, or a list (a comma list: `USD,EUR,GBP`, no empty nor repeated items, kept without spaces). A key is unique
 * and never changes (the server refuses a taken one); the show flag says whether merchants see the entry, switched
 * by show and hide.
 */
const dictionary = resource({
  key: 'dictionary',
  labels: dictionaryLabels,
  api: '/v1/admin/dictionary',
  rowKey: 'dict_id',
  fields: {
    dict_key: { type: 'text', filter: 'like', sortable: true, copyable: true },
    kind: { type: 'enum', enum: 'configKind', filter: 'in', width: 90 },
    value: { type: 'text', filter: 'like' },
    show_flag: { type: 'enum', enum: 'showFlag', filter: 'in', width: 90 },
    dict_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    description: { type: 'text', hideInTable: true, unset: true },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['dict_id', 'dict_key', 'kind', 'value', 'show_flag', 'updated_at'],
    hidden: ['dict_id'],
    defaultSort: { field: 'dict_key', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'entry', fields: ['dict_id', 'dict_key', 'kind', 'value', 'description'] },
      { key: 'state', fields: ['show_flag', 'updated_by', 'updated_at'] },
    ],
  },
  create: {
    form: {
      dict_key: { type: 'text', pattern: '^[a-z][a-z0-9_.]{1,63}$', required: true },
      ...ENTRY_FORM,
      show_flag: { type: 'enum', enum: 'showFlag', required: true },
    },
  },
  actions: [
    { key: 'edit', form: ENTRY_FORM },
    {
      key: 'show',
      when: { field: 'show_flag', in: [0] },
      to: { show_flag: 1 },
      confirm: true,
    },
    {
      key: 'hide',
      when: { field: 'show_flag', in: [1] },
      to: { show_flag: 0 },
      confirm: true,
      danger: true,
    },
  ],
  export: true,
});

export default dictionary;
