import type { Fake } from '../fake';
import { journalTables } from './journal';
import type { Rows } from '../../../src/resources';
import { db } from '../../db';
import { refusal } from '../../crud/actions';
import { csvHeaders } from '../../crud/csv';
import { findExportJob, ownExportJob, settleExportJobs } from '../../crud/exportJobs';

/**
 * The file log: its seed, and the files of background exports (mocks/crud/exportJobs.ts), brought up to the clock
 * before it is read and downloaded from their row by their maker.
 */
export const fileLog: Fake<Rows['fileLog']> = {
  // A file whose content is not kept (a failed export, an upload).
  refuses: { download: ['wrongStatus'] },
  seed: (tables) => journalTables(tables).fileLog,
  rows: () => {
    settleExportJobs();
    return db.fileLog;
  },
  computed: (row) => ({ downloadable: findExportJob(String(row.file_id))?.content === undefined ? 0 : 1 }),
  downloads: {
    download: (row, admin) => {
      const own = ownExportJob(String(row.file_id), admin);
      if (!own.ok) return own;
      const { content, file_name } = own.job;
      if (content === undefined) return refusal('wrongStatus');
      return { body: content, type: csvHeaders(file_name)['content-type'], name: file_name };
    },
  },
};

/** The read-only logs that are only their seed (list, filters, sort, detail and export are generic). */
export const messageLog: Fake<Rows['messageLog']> = { seed: (tables) => journalTables(tables).messageLog };
export const jobRun: Fake<Rows['jobRun']> = { seed: (tables) => journalTables(tables).jobRun };

/** The journal's logs. */
export const fakes = { fileLog, messageLog, jobRun };
