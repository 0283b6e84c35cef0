import { http } from 'msw';
import { advanceClock, now, resetDb, warmDb } from '../db';
import { addFault, clearFaults, parseFault } from '../faults';
import { HOSTILE_STRINGS, makeHostile } from '../hostile';
import { openDispute, receiveFraudAlert } from '../inbound';
import { invalid, ok, readBody } from '../http';
import { expireSessionTokens } from '../tokens';

/** Test-only controls: in the node server and the standalone server, never in the browser worker. */
export const CONTROL_PATHS = {
  reset: '/__mock/reset',
  expireTokens: '/__mock/expire-tokens',
  clock: '/__mock/clock',
  fault: '/__mock/fault',
  faultClear: '/__mock/fault/clear',
  hostile: '/__mock/hostile',
  inboundDispute: '/__mock/inbound/dispute',
  inboundFraudAlert: '/__mock/inbound/fraud-alert',
} as const;

export const controlHandlers = [
  http.post('*' + CONTROL_PATHS.reset, () => {
    resetDb();
    warmDb();
    // Every e2e test starts with a reset: no fault of an earlier test may leak into it.
    clearFaults();
    return ok(null);
  }),

  http.post('*' + CONTROL_PATHS.expireTokens, () => ok({ expired: expireSessionTokens() })),

  http.post('*' + CONTROL_PATHS.clock, async ({ request }) => {
    const { advanceMs } = await readBody(request);
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs)) return invalid('advanceMs');
    advanceClock(advanceMs);
    return ok({ now: new Date(now()).toISOString() });
  }),

  http.post('*' + CONTROL_PATHS.fault, async ({ request }) => {
    const fault = parseFault(await readBody(request));
    if (typeof fault === 'string') return invalid(fault);
    addFault(fault);
    // JSON has no Infinity: "until cleared" is a null count.
    return ok({ ...fault, left: Number.isFinite(fault.left) ? fault.left : null });
  }),

  http.post('*' + CONTROL_PATHS.faultClear, () => {
    clearFaults();
    return ok(null);
  }),

  // The database's free text made hostile (mocks/hostile.ts); a reset undoes it.
  http.post('*' + CONTROL_PATHS.hostile, () => ok({ ...makeHostile(), strings: HOSTILE_STRINGS })),

  // What a card network or a fraud screening service sends (mocks/inbound.ts): stored, and its notice raised.
  http.post('*' + CONTROL_PATHS.inboundDispute, async ({ request }) => {
    const { order_no, reason } = await readBody(request);
    const made = openDispute(order_no, reason ?? undefined);
    return 'field' in made ? invalid(made.field) : ok({ case_id: made.case_id });
  }),

  http.post('*' + CONTROL_PATHS.inboundFraudAlert, async ({ request }) => {
    const { order_no, source, type } = await readBody(request);
    const made = receiveFraudAlert(order_no, source ?? undefined, type ?? undefined);
    return 'field' in made ? invalid(made.field) : ok({ alert_id: made.alert_id });
  }),
];
