import { resource } from '../../console/decl';
import { fileLog as fileLogLabels } from './fileLog.labels';

/**
 * File log (`/journal/fileMag`): every file that went through the console, imported, exported or uploaded, with who,
 * its size and rows and how its processing ended. Read-only; an export written in the background (more than 10,000
 * rows, mocks/crud/exportJobs.ts) is downloaded from its row by the operator who made it.
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
    /** The operator's account id: whose file it is (only its maker downloads a background export). */
    operator_id: { type: 'id', hideInTable: true },
    size: { type: 'number', integer: true, min: 0, sortable: true, width: 110 },
    /** Data rows of a CSV; null for an uploaded document, or a file that failed. */
    rows: { type: 'number', integer: true, min: 0, unset: true, sortable: true, width: 90 },
    resource: { type: 'text', filter: 'eq', width: 130 },
    error: { type: 'text', unset: true, hideInTable: true },
    meta: { type: 'json', hideInTable: true },
    file_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
    /** 1 while the server keeps the file for download (a background export once written), else 0. */
    downloadable: { type: 'enum', enum: 'yesNo', computed: true, hideInTable: true },
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
  actions: [
    {
      key: 'download',
      scope: 'row',
      download: true,
      when: { field: 'downloadable', in: [1] },
      maker: { field: 'operator_id', is: 'self' },
    },
  ],
  export: true,
});

export default fileLog;
