/**
 * Faults on demand, for end-to-end tests (issue 9): the fake backend told to answer HTTP 500, to hang or to drop the
 * connection for the requests whose path contains a given text. Test-only: registered through the control handlers
 * (`/__mock/fault`, `/__mock/fault/clear`), and its handler is never part of the browser worker's list.
 */
import { http } from 'msw';
import { fail } from './http';

export const FAULT_KINDS = ['status500', 'hang', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  /** A substring of the request's path. */
  match: string;
  /** Upper-case HTTP method; any method when absent. */
  method?: string;
  kind: FaultKind;
  /** How many more matching requests misbehave (Infinity: until cleared). */
  left: number;
}

/** A hanging request is let go after this long at the latest, so that a test that forgets to clear leaks nothing. */
export const HANG_MAX_MS = 120_000;

const CONTROL_PREFIX = '/__mock/';

let faults: Fault[] = [];
/** Hanging requests, each with the function that lets it go. */
const hanging = new Set<() => void>();

export type FaultInput = { match?: unknown; method?: unknown; kind?: unknown; times?: unknown };

/** Reads a fault from a control request's body; a string naming the bad field when it is not one. */
export function parseFault(body: FaultInput): Fault | string {
  const { match, method, kind, times } = body;
  if (typeof match !== 'string' || !match) return 'match';
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) return 'method';
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) return 'kind';
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) return 'times';
  return {
    match,
    ...(typeof method === 'string' ? { method: method.toUpperCase() } : {}),
    kind: kind as FaultKind,
    left: typeof times === 'number' ? times : Number.POSITIVE_INFINITY,
  };
}

export function addFault(fault: Fault): void {
  faults.push(fault);
}

/** Forgets every fault and lets every hanging request go (it is then dropped: its caller gave up long ago). */
export function clearFaults(): void {
  faults = [];
  for (const release of [...hanging]) release();
}

/** How many requests are being held (a test checks that none is kept once its caller has gone). */
export const hangingCount = (): number => hanging.size;

/** The first fault that applies to this request, counted as used. */
function take(request: Request): Fault | undefined {
  const { pathname } = new URL(request.url);
  // The switch itself never misbehaves, or a fault on "/" could not be cleared.
  if (pathname.startsWith(CONTROL_PREFIX)) return undefined;
  const fault = faults.find(
    (f) => f.left > 0 && pathname.includes(f.match) && (!f.method || f.method === request.method),
  );
  if (!fault) return undefined;
  fault.left -= 1;
  if (fault.left <= 0) faults = faults.filter((f) => f !== fault);
  return fault;
}

/** Holds the request until the faults are cleared, its caller goes away, or HANG_MAX_MS has passed. */
function hang(request: Request): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', release);
      hanging.delete(release);
      resolve();
    };
    const timer = setTimeout(release, HANG_MAX_MS);
    request.signal.addEventListener('abort', release);
    hanging.add(release);
  });
}

/**
 * Goes first in the handler list: a request a fault applies to misbehaves; any other falls through to the fake
 * backend. A dropped request answers `Response.error()`, which the standalone server turns into a destroyed socket.
 */
export const faultHandler = http.all('*', async ({ request }) => {
  const fault = take(request);
  if (!fault) return undefined;
  if (fault.kind === 'status500') return fail(500, 'Internal server error (injected fault)', { status: 500 });
  if (fault.kind === 'hang') await hang(request);
  return Response.error();
});
