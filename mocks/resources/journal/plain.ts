import type { FileLogRow, JobRunRow, MessageLogRow } from '../../seed/journal';
import type { Fake } from '../fake';
import { journalTables } from './journal';

/** The read-only logs: their seeded tables, nothing more (list, filters, sort, detail and export are generic). */
export const fileLog: Fake<FileLogRow> = { seed: (tables) => journalTables(tables).fileLog };
export const messageLog: Fake<MessageLogRow> = { seed: (tables) => journalTables(tables).messageLog };
export const jobRun: Fake<JobRunRow> = { seed: (tables) => journalTables(tables).jobRun };
