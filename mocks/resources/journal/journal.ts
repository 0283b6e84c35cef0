import { seedJournalTables } from '../../seed/journal';
import { shared } from '../fake';

/** The journal's seeded tables (mocks/seed/journal.ts), made together: each has its own random stream. */
export const journalTables = shared(({ merchant }) => seedJournalTables(merchant));
