import { payerDocumentSvg, seedAccountTables, type PayerDocument } from '../../seed/accounts';
import { shared, type Fake } from '../fake';
import type { Rows } from '../../../src/resources';

/** The payers, payees and withdrawal accounts of both lines: made together, from one random stream. */
export const accountParties = shared((tables) => seedAccountTables(tables.merchant, tables));

/**
 * POBO payers: approve and reject (with its reason) are the declaration's transitions from pending, stamped with
 * the reviewer by the engine. The documents are served as drawn SVG scans; the count is read on every answer.
 */
const poboPayer: Fake<Rows['poboPayer']> = {
  seed: (tables) => accountParties(tables).poboPayer,
  computed: (row) => ({ document_count: Array.isArray(row.documents) ? row.documents.length : 0 }),
  document: (row, id) => {
    const docs = Array.isArray(row.documents) ? (row.documents as PayerDocument[]) : [];
    const doc = docs.find((d) => d && d.id === id);
    if (!doc) return undefined;
    return { body: payerDocumentSvg(row as Rows['poboPayer'], doc), type: doc.mime, name: doc.name };
  },
};

export default poboPayer;
