import { peekEarly, startEarly, takeEarly } from '@/request/early';
import { fetchSummary } from '@/services/dashboard';
import { fetchQueues } from '@/services/work';

/** The addresses that land on Home (`/` redirects to it). */
const HOME_PATHS = ['/', '/Home'];

const SUMMARY = 'home.summary';
const QUEUES = 'home.queues';

/**
 * Home's first two questions (today's figures, the queues' counts), asked at start-up beside the current user's
 * request when the console opens on Home: the answers travel while the layout and Home load and render, and Home
 * draws them in its first render when they are in (src/request/early.ts).
 */
export function startHomeRequests(pathname: string): void {
  if (!HOME_PATHS.includes(pathname)) return;
  startEarly(SUMMARY, () => fetchSummary(true));
  startEarly(QUEUES, () => fetchQueues(true));
}

type Summary = Awaited<ReturnType<typeof fetchSummary>>;
type Queues = Awaited<ReturnType<typeof fetchQueues>>;

export const homeSummary = () => takeEarly<Summary>(SUMMARY, () => fetchSummary());
export const homeQueues = () => takeEarly<Queues>(QUEUES, () => fetchQueues());
/** The early answers if they are in already (Home's first render). */
export const earlySummary = () => peekEarly<Summary>(SUMMARY)?.result;
export const earlyQueues = () => peekEarly<Queues>(QUEUES)?.result;
