import { resource } from '../../console/decl';
import { underControl } from '../control';
import { param as paramLabels } from './param.labels';

/**
 * Business parameters (`/settingMag/params`): key/value settings of the platform. Each value is checked by its
 * parameter's own type, bounds and options, in the form before sending and by the server again.
 */
const param = resource({
  key: 'param',
  labels: paramLabels,
  api: '/v1/admin/params',
  rowKey: 'param_key',
  fields: {
    param_key: { type: 'id', filter: 'like', sortable: true, copyable: true },
    description: { type: 'text', filter: 'like' },
    value_type: { type: 'enum', enum: 'paramType', filter: 'in', width: 90 },
    value: { type: 'text', width: 220 },
    min: { type: 'number', width: 90, unset: true },
    max: { type: 'number', width: 90, unset: true },
    options: { type: 'text', unset: true },
    updated_by: { type: 'email', filter: 'like' },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['param_key', 'description', 'value_type', 'value', 'min', 'max', 'options', 'updated_by', 'updated_at'],
    hidden: ['min', 'max', 'options'],
    defaultSort: { field: 'param_key', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'param', fields: ['param_key', 'description', 'value_type', 'value'] },
      { key: 'rules', fields: ['min', 'max', 'options'] },
      { key: 'change', fields: ['updated_by', 'updated_at'] },
    ],
  },
  // Dual control's own parameters (`approval.*`) change only on a second operator's approval (the fake module says which).
  actions: underControl('dualControl', [{ key: 'edit', form: { value: { type: 'typedValue', required: true } } }]),
  export: true,
});

export default param;
