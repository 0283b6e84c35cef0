import { fireEvent, render, screen } from '@testing-library/react';
import { history } from '@umijs/max';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESS_MAX_AGE_MS, startFirstRows, startFirstRowsAtPress, takeRows } from '@/console/firstRows';
import MenuLink from '@/layouts/MenuLink';
import { REQUEST_DEFAULTS } from '@/request';
import { resourceByKey } from '@/resources';
import { server } from '../../mocks/node';
import { signIn } from '../helpers/app';
import { bootUmi } from '../helpers/umi';

const def = resourceByKey('apiKey')!;
/** The requests for the list at `api` that the fake backend receives. */
function listRequests(api = def.api) {
  const seen: string[] = [];
  const count = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === api) seen.push(url.search);
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

describe("a press on a list page's menu item", () => {
  const sort = `${def.list.defaultSort!.field},${def.list.defaultSort!.order}`;
  const pageSize = REQUEST_DEFAULTS.defaultPageSize;
  const item = () =>
    render(
      <MenuLink to="/orgMag/apiMag" menuKey="/orgMag/apiMag" resource="apiKey">
        API keys
      </MenuLink>,
    );
  afterEach(() => vi.useRealTimers());

  it('asks for the first rows before the click, and the page the click opens takes them: one request', async () => {
    history.push('/Home');
    item();
    fireEvent.mouseDown(screen.getByRole('link'), { button: 0 });
    await vi.waitFor(() => expect(requests.seen).toHaveLength(1));
    expect(requests.seen[0]).toContain(`pageSize=${pageSize}`);
    // The page, drawn by the click, starts the same query (nothing new) and ProTable's first request takes it.
    startFirstRows(def, '', undefined, pageSize);
    const res = await takeRows(def, { sort, current: 1, pageSize });
    expect(res.result.list.length).toBeGreaterThan(0);
    expect(requests.seen).toHaveLength(1);
  });

  it('asks for nothing with a modifier key or another button, on the page itself, or for a list under a record', async () => {
    history.push('/Home');
    item();
    const link = screen.getByRole('link');
    fireEvent.mouseDown(link, { button: 0, ctrlKey: true });
    fireEvent.mouseDown(link, { button: 1 });
    history.push('/orgMag/apiMag');
    fireEvent.mouseDown(link, { button: 0 });
    // A list under a record (a merchant's sites): its rows are the record's, which the menu does not know.
    const nested = listRequests(resourceByKey('site')!.api);
    startFirstRowsAtPress('site');
    await new Promise((r) => setTimeout(r, 50));
    nested.stop();
    expect(requests.seen).toEqual([]);
    expect(nested.seen).toEqual([]);
  });

  it('left untaken longer than a press waits, are not used: the page asks anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    startFirstRowsAtPress('apiKey');
    await vi.waitFor(() => expect(requests.seen).toHaveLength(1));
    vi.setSystemTime(new Date(Date.now() + PRESS_MAX_AGE_MS + 1));
    // The page's own start makes a new request (the press's is stale), which its first request takes.
    startFirstRows(def, '', undefined, pageSize);
    await vi.waitFor(() => expect(requests.seen).toHaveLength(2));
    await takeRows(def, { sort, current: 1, pageSize });
    expect(requests.seen).toHaveLength(2);
  });
});
