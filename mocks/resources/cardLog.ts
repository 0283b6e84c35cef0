import { seedCardLogs, type CardLogRow } from '../seed/riskPages';
import type { Fake } from './fake';

/** The card log: read-only BIN lookups, served as seeded (mocks/seed/riskPages.ts). */
const cardLog: Fake<CardLogRow> = { seed: ({ merchant, order }) => seedCardLogs(merchant, order) };

export default cardLog;
