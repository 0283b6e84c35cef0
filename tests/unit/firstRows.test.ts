import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFirstRows, takeRows } from '@/console/firstRows';
import { resourceByKey } from '@/resources';
import { server } from '../../mocks/node';
import { signIn } from '../helpers/app';
import { bootUmi } from '../helpers/umi';

const def = resourceByKey('apiKey')!;
/** The list requests the fake backend receives. */
function listRequests() {
  const seen: string[] = [];
  const count = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === def.api) seen.push(url.search);
  };
  server.events.on('request:start', count);
  return { seen, stop: () => server.events.removeListener('request:start', count) };
}
let requests: ReturnType<typeof listRequests>;
beforeEach(async () => {
  bootUmi('/orgMag/apiMag');
  await signIn('admin@payops.test');
  requests = listRequests();
});
afterEach(() => requests.stop());

describe("a list's first rows, asked for as the page starts to render", () => {
  it("are the answer to ProTable's first request when the address holds no filter: one request", async () => {
    startFirstRows(def, '?open=K-1', undefined, 10);
    await vi.waitFor(() => expect(requests.seen).toHaveLength(1));
    // ProTable's query: empty filters, its submission mark, another order of keys.
    const sort = `${def.list.defaultSort!.field},${def.list.defaultSort!.order}`;
    const res = await takeRows(def, { name: undefined, _timestamp: 1764000000000, sort, current: 1, pageSize: 10 });
    expect(res.result.list.length).toBeGreaterThan(0);
    expect(requests.seen).toHaveLength(1);
    // Taken once: a reload asks again.
    await takeRows(def, { sort, current: 1, pageSize: 10 });
    expect(requests.seen).toHaveLength(2);
  });

  it('are not asked for ahead when the address holds a filter, nor taken by another query', async () => {
    startFirstRows(def, '?status=1', undefined, 10);
    startFirstRows(def, '', undefined, 10);
    await vi.waitFor(() => expect(requests.seen).toHaveLength(1));
    // The filtered address started nothing: the one request is the page's first (no filter).
    expect(requests.seen[0]).not.toContain('status');
    const sort = `${def.list.defaultSort!.field},${def.list.defaultSort!.order}`;
    await takeRows(def, { sort, current: 1, pageSize: 20 });
    expect(requests.seen).toHaveLength(2);
    expect(requests.seen[1]).toContain('pageSize=20');
    // The one started ahead is still there for its own query.
    await takeRows(def, { sort, current: 1, pageSize: 10 });
    expect(requests.seen).toHaveLength(2);
  });
});
