import type { Behaviour } from '../../crud/actions';
import { db } from '../../db';
import { payerDocumentSvg, type PayerDocument, type PoboPayerRow } from '../../seed/accounts';

/**
 * POBO payers: approve and reject (with its reason) are the declaration's transitions from pending, stamped with
 * the reviewer by the engine. The documents are served as drawn SVG scans; the count is read on every answer.
 */
const poboPayer: Behaviour = {
  rows: () => db.poboPayer,
  computed: (row) => ({ document_count: Array.isArray(row.documents) ? row.documents.length : 0 }),
  document: (row, id) => {
    const docs = Array.isArray(row.documents) ? (row.documents as PayerDocument[]) : [];
    const doc = docs.find((d) => d && d.id === id);
    if (!doc) return undefined;
    return { body: payerDocumentSvg(row as PoboPayerRow, doc), type: doc.mime, name: doc.name };
  },
};

export default poboPayer;
