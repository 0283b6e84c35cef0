import { resource } from '../../console/decl';
import type { InputDef } from '../../console/types';
import { currencyHoliday as currencyHolidayLabels } from './currencyHoliday.labels';

const DAY: Record<string, InputDef> = {
  date: { type: 'date', required: true },
  name: { type: 'text', max: 80, required: true },
};

/**
 * Currency holidays (`/txnManager/currencyHoliday`): days a currency does not settle, shown as a table or as a
 * month calendar. A currency type and a date (YYYY-MM-DD) make one holiday (unique); add, edit, delete.
 */
const currencyHoliday = resource({
  key: 'currencyHoliday',
  labels: currencyHolidayLabels,
  api: '/v1/admin/currency-holidays',
  rowKey: 'holiday_id',
  fields: {
    holiday_id: { type: 'id', filter: 'eq', sortable: true, width: 110 },
    currency: { type: 'currency', filter: 'eq', sortable: true, width: 90 },
    date: { type: 'text', filter: 'like', sortable: true, width: 120 },
    name: { type: 'text', filter: 'like', sortable: true },
    title: { type: 'text', computed: true, hideInTable: true, hideInDetail: true },
    updated_by: { type: 'text', hideInTable: true },
    updated_at: { type: 'datetime', sortable: true },
    created_at: { type: 'datetime', hideInTable: true },
  },
  list: {
    columns: ['holiday_id', 'currency', 'date', 'name', 'updated_at'],
    filters: ['currency', 'date', 'name'],
    defaultSort: { field: 'date', order: 'ascend' },
  },
  detail: {
    sections: [
      { key: 'holiday', fields: ['holiday_id', 'currency', 'date', 'name'] },
      { key: 'state', fields: ['updated_by', 'updated_at', 'created_at'] },
    ],
  },
  calendar: { date: 'date', title: 'title' },
  create: {
    form: {
      currency: {
        type: 'options',
        options: { resource: 'currencyType', value: 'code', label: 'code' },
        required: true,
      },
      ...DAY,
    },
  },
  actions: [
    { key: 'edit', form: DAY },
    { key: 'remove', remove: true, confirm: true, danger: true },
  ],
  export: true,
});

export default currencyHoliday;
