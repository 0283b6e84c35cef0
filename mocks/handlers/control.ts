import { http } from 'msw';
import { advanceClock, now, resetDb } from '../db';
import { invalid, ok, readBody } from '../http';
import { expireSessionTokens } from '../tokens';

/** Test-only controls: in the node server and the standalone server, never in the browser worker. */
export const CONTROL_PATHS = {
  reset: '/__mock/reset',
  expireTokens: '/__mock/expire-tokens',
  clock: '/__mock/clock',
} as const;

export const controlHandlers = [
  http.post('*' + CONTROL_PATHS.reset, () => {
    resetDb();
    return ok(null);
  }),

  http.post('*' + CONTROL_PATHS.expireTokens, () => ok({ expired: expireSessionTokens() })),

  http.post('*' + CONTROL_PATHS.clock, async ({ request }) => {
    const { advanceMs } = await readBody(request);
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs)) return invalid('advanceMs');
    advanceClock(advanceMs);
    return ok({ now: new Date(now()).toISOString() });
  }),
];
