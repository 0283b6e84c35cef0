import { seedCardLogs } from '../seed/riskPages';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** The card log: read-only BIN lookups, served as seeded (mocks/seed/riskPages.ts). */
const cardLog: Fake<Rows['cardLog']> = { seed: ({ merchant, order }) => seedCardLogs(merchant, order) };

export default cardLog;
