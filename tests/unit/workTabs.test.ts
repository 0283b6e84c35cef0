import { describe, expect, it } from 'vitest';
import { idleState, IDLE_LIMIT_MS, IDLE_WARNING_MS } from '@/auth/idle';
import { pageOf } from '@/auth/pages';
import { closeTabs, keepUrl, MAX_TABS, openTab, readTabs, replaceTab, type WorkTab } from '@/components/WorkArea/tabs';
import { hasFilters, removeView, saveView, toggleDefault, viewQuery } from '@/console/views';
import { watermarkImage } from '@/components/Watermark';

const tabs = (...keys: string[]): WorkTab[] => keys.map((key, i) => ({ key, url: key, used: i + 1 }));

describe('work area tabs', () => {
  it('a record stepping to the next takes its tab in place; one not open is opened as usual', () => {
    let list = openTab([], '/a', '/a');
    list = openTab(list, '/order/orderMag/P1', '/order/orderMag/P1');
    list = openTab(list, '/b', '/b');
    const stepped = replaceTab(list, '/order/orderMag/P1', '/order/orderMag/P2', '/order/orderMag/P2');
    expect(stepped.map((t) => t.key)).toEqual(['/a', '/order/orderMag/P2', '/b']);
    expect(stepped.find((t) => t.key === '/order/orderMag/P2')!.used).toBeGreaterThan(
      Math.max(...list.map((t) => t.used)),
    );
    expect(replaceTab(list, '/gone', '/c', '/c').map((t) => t.key)).toEqual(['/a', '/order/orderMag/P1', '/b', '/c']);
    // Stepping back onto a record still open elsewhere leaves one tab of it.
    const back = replaceTab(stepped, '/order/orderMag/P2', '/a', '/a');
    expect(back.map((t) => t.key)).toEqual(['/a', '/b']);
  });

  it('adds a tab once and keeps its latest URL', () => {
    let list = openTab([], '/a', '/a');
    list = openTab(list, '/b', '/b?x=1');
    list = openTab(list, '/a', '/a?y=2');
    expect(list.map((t) => [t.key, t.url])).toEqual([
      ['/a', '/a?y=2'],
      ['/b', '/b?x=1'],
    ]);
    expect(keepUrl(list, '/b', '/b?x=2').find((t) => t.key === '/b')?.url).toBe('/b?x=2');
  });

  it('closes the least recently used tab past the limit, never the one opened', () => {
    let list: WorkTab[] = [];
    for (let i = 0; i < MAX_TABS; i += 1) list = openTab(list, `/p${i}`, `/p${i}`);
    list = openTab(list, '/p0', '/p0');
    list = openTab(list, '/new', '/new');
    expect(list).toHaveLength(MAX_TABS);
    expect(list.map((t) => t.key)).not.toContain('/p1');
    expect(list.map((t) => t.key)).toContain('/p0');
    expect(list.map((t) => t.key)).toContain('/new');
  });

  it('goes to the right neighbour, else the left, when the shown tab closes', () => {
    expect(closeTabs(tabs('/a', '/b', '/c'), ['/b'], '/b').goTo).toBe('/c');
    expect(closeTabs(tabs('/a', '/b', '/c'), ['/c'], '/c').goTo).toBe('/b');
    expect(closeTabs(tabs('/a', '/b', '/c'), ['/a', '/c'], '/c')).toEqual({
      tabs: tabs('/a', '/b', '/c').slice(1, 2),
      goTo: '/b',
    });
    expect(closeTabs(tabs('/a'), ['/a'], '/a').goTo).toBeUndefined();
    expect(closeTabs(tabs('/a', '/b'), ['/a'], '/b')).toEqual({ tabs: [{ key: '/b', url: '/b', used: 2 }] });
  });

  it('restores only well-formed same-site tabs', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null } as Storage;
    store.set(
      'k',
      JSON.stringify([
        { key: '/order/orderMag', url: '/order/orderMag?status=1', used: 1 },
        { key: '//evil.example', url: '//evil.example', used: 2 },
        { key: '/risk/user', url: 'https://evil.example/risk/user', used: 3 },
        { key: '/risk/user', url: '/risk/username', used: 4 },
        { nonsense: true },
      ]),
    );
    expect(readTabs(storage, 'k')).toEqual([{ key: '/order/orderMag', url: '/order/orderMag?status=1', used: 1 }]);
    store.set('k', '{not json');
    expect(readTabs(storage, 'k')).toEqual([]);
  });

  it('knows the page of a location and its menu label', () => {
    expect(pageOf('/OrgMag/siteMag/C100001')).toMatchObject({
      path: '/OrgMag/siteMag/:cust_id',
      menuKey: 'menu.orgMag.siteMag',
    });
    expect(pageOf('/journal/schedulerMag/details/a/b')?.menuKey).toBe('menu.journal.schedulerDetails');
    expect(pageOf('/Home')?.menuKey).toBe('menu.home');
    expect(pageOf('/orgMag')).toBeUndefined();
  });
});

describe('saved views', () => {
  it('keeps the filters, sort and page size of a query, not the page or the opened record', () => {
    expect(viewQuery('?status=0&current=3&open=C1&name=acme&pageSize=20&email=')).toBe(
      'name=acme&pageSize=20&status=0',
    );
    expect(hasFilters('?current=2&pageSize=20')).toBe(false);
    expect(hasFilters('?status=0')).toBe(true);
  });

  it('replaces a view of the same name, and keeps one default', () => {
    let store = saveView({ views: [] }, { name: 'A', query: 'status=0' }, true);
    store = saveView(store, { name: 'B', query: 'status=1' }, false);
    store = saveView(store, { name: ' A ', query: 'status=3' }, false);
    expect(store).toEqual({
      views: [
        { name: 'A', query: 'status=3' },
        { name: 'B', query: 'status=1' },
      ],
      defaultView: 'A',
    });
    expect(toggleDefault(store, 'B').defaultView).toBe('B');
    expect(toggleDefault(store, 'A').defaultView).toBeUndefined();
    expect(removeView(store, 'A')).toEqual({ views: [{ name: 'B', query: 'status=1' }], defaultView: undefined });
  });
});

describe('idle time-out', () => {
  it('is active, then warns in the last minute with the seconds left, then expires', () => {
    const t0 = 1_000_000;
    expect(idleState(t0, t0 + IDLE_LIMIT_MS - IDLE_WARNING_MS - 1)).toEqual({ kind: 'active' });
    expect(idleState(t0, t0 + IDLE_LIMIT_MS - IDLE_WARNING_MS)).toEqual({ kind: 'warning', secondsLeft: 60 });
    expect(idleState(t0, t0 + IDLE_LIMIT_MS - 1500)).toEqual({ kind: 'warning', secondsLeft: 2 });
    expect(idleState(t0, t0 + IDLE_LIMIT_MS)).toEqual({ kind: 'expired' });
  });
});

describe('watermark', () => {
  it('draws the lines as escaped SVG text', () => {
    const image = decodeURIComponent(watermarkImage(['a&b<script>@x.test']));
    expect(image).toContain('a&amp;b&lt;script&gt;@x.test');
    expect(image).not.toContain('<script>');
  });
});
