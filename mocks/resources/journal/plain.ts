import type { Behaviour } from '../../crud/actions';
import type { Row } from '../../crud/query';
import { db } from '../../db';

/** The read-only logs: their seeded tables, nothing more (list, filters, sort, detail and export are generic). */
export const fileLog: Behaviour = { rows: () => db.fileLog as unknown as Row[] };
export const messageLog: Behaviour = { rows: () => db.messageLog as unknown as Row[] };
export const jobRun: Behaviour = { rows: () => db.jobRun as unknown as Row[] };
