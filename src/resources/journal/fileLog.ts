import type { ResourceDef } from '../../console/types';

/**
 * File log (`/journal/fileMag`): every file that went through the console, imported, exported or uploaded, with who,
 * its size and rows and how its processing ended. Read-only.
 */
const fileLog: ResourceDef = {
  key: 'fileLog',
  page: '/journal/fileMag',
  api: '/v1/admin/journal/files',
  rowKey: 'file_id',
  fields: {
    file_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    file_name: { type: 'text', filter: 'like' },
    kind: { type: 'enum', enum: 'fileKind', filter: 'in', width: 100 },
    resource: { type: 'text', filter: 'eq', width: 130 },
    operator: { type: 'email', filter: 'like' },
    size: { type: 'number', sortable: true, width: 110 },
    rows: { type: 'number', sortable: true, width: 90 },
    status: { type: 'enum', enum: 'fileStatus', filter: 'in', width: 100 },
    error: { type: 'text', hideInTable: true },
    meta: { type: 'json', hideInTable: true },
    at: { type: 'datetime', filter: 'range', sortable: true },
  },
  list: {
    columns: ['file_id', 'file_name', 'kind', 'resource', 'operator', 'size', 'rows', 'status', 'at'],
    filters: ['at', 'kind', 'status', 'file_name', 'operator', 'resource', 'file_id'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'file', fields: ['file_id', 'file_name', 'kind', 'resource', 'size', 'rows'] },
      { key: 'processing', fields: ['operator', 'status', 'error', 'at'] },
      { key: 'meta', fields: ['meta'] },
    ],
  },
  exportPermission: 'fileLog:export',
};

export default fileLog;
