import { resource } from '../../console/decl';
import { fileLog as fileLogLabels } from './fileLog.labels';

/**
 * File log (`/journal/fileMag`): every file that went through the console, imported, exported or uploaded, with who,
 * its size and rows and how its processing ended. Read-only.
 */
const fileLog = resource({
  key: 'fileLog',
  labels: fileLogLabels,
  api: '/v1/admin/journal/files',
  rowKey: 'file_id',
  fields: {
    at: { type: 'datetime', filter: 'range', sortable: true },
    kind: { type: 'enum', enum: 'fileKind', filter: 'in', width: 100 },
    status: { type: 'enum', enum: 'fileStatus', filter: 'in', width: 100 },
    file_name: { type: 'text', filter: 'like' },
    operator: { type: 'email', filter: 'like' },
    size: { type: 'number', sortable: true, width: 110 },
    /** Data rows of a CSV; null for an uploaded document, or a file that failed. */
    rows: { type: 'number', unset: true, sortable: true, width: 90 },
    resource: { type: 'text', filter: 'eq', width: 130 },
    error: { type: 'text', unset: true, hideInTable: true },
    meta: { type: 'json', hideInTable: true },
    file_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
  },
  list: {
    columns: ['file_id', 'status', 'file_name', 'kind', 'resource', 'operator', 'size', 'rows', 'at'],
    hidden: ['size', 'rows'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'file', fields: ['file_id', 'file_name', 'kind', 'resource', 'size', 'rows'] },
      { key: 'processing', fields: ['operator', 'status', 'error', 'at'] },
      { key: 'meta', fields: ['meta'] },
    ],
  },
  export: true,
});

export default fileLog;
