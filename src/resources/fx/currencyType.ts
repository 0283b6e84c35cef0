import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { currencyType as currencyTypeLabels } from './currencyType.labels';
import { enableDisable } from '../enableDisable';

/** What the create and edit forms share: everything but the code, which never changes. */
const TYPE_FORM: Record<string, InputDef> = {
  name: { type: 'text', max: 60, required: true },
  minor_units: { type: 'number', integer: true, min: 0, max: 4, required: true },
  show_flag: { type: 'enum', enum: 'showFlag', required: true },
};

/**
 * Currency types (`/txnManager/currencyType`): the ISO 4217 currencies the platform deals in, with their minor
 * units (which must be the ISO ones: JPY 0, USD 2, KWD 3; checked by the server), whether merchants see them, and
 * enabled or not. The code is unique and never changes; a new currency starts enabled.
 */
const currencyType = resource({
  key: 'currencyType',
  labels: currencyTypeLabels,
  api: '/v1/admin/currency-types',
  rowKey: 'code',
  fields: {
    code: { type: 'currency', filter: 'like', sortable: true, width: 100 },
    name: { type: 'text', filter: 'like', sortable: true },
    minor_units: { type: 'number', integer: true, min: 0, max: 4, filter: 'eq', sortable: true, width: 100 },
    show_flag: { type: 'enum', enum: 'showFlag', filter: 'in', width: 110 },
    status: { type: 'enum', enum: 'enabled12', filter: 'in', width: 90 },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', filter: 'range', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: ['code', 'name', 'minor_units', 'show_flag', 'status', 'updated_at'],
    defaultSort: { field: 'code', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'currency', fields: ['code', 'name', 'minor_units', 'show_flag'] },
      { key: 'state', fields: ['status', 'updated_by', 'updated_at', 'created_at'] },
    ],
  },
  create: {
    form: { code: { type: 'currency', required: true }, ...TYPE_FORM },
  },
  actions: [{ key: 'edit', form: TYPE_FORM }, ...enableDisable()],
  export: true,
});

export default currencyType;
