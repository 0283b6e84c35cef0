import type { Fake } from '../fake';
import { journalTables } from './journal';
import type { Rows } from '../../../src/resources';

/** The read-only logs: their seeded tables, nothing more (list, filters, sort, detail and export are generic). */
export const fileLog: Fake<Rows['fileLog']> = { seed: (tables) => journalTables(tables).fileLog };
export const messageLog: Fake<Rows['messageLog']> = { seed: (tables) => journalTables(tables).messageLog };
export const jobRun: Fake<Rows['jobRun']> = { seed: (tables) => journalTables(tables).jobRun };

/** The journal's logs that are only their seed. */
export const fakes = { fileLog, messageLog, jobRun };
