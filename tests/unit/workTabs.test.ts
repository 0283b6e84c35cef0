import { describe, expect, it } from 'vitest';
import { idleState, IDLE_LIMIT_MS, IDLE_WARNING_MS } from '@/auth/idle';
import { pageOf } from '@/auth/pages';
import {
  closeTabs,
  keepUrl,
  lastUsed,
  MAX_TABS,
  openTab,
  othersOf,
  pinTab,
  readTabs,
  replacedTab,
  replaceTab,
  rightOf,
  tabToClose,
  unpinnedOf,
  type WorkTab,
} from '@/components/WorkArea/tabs';
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
    // Only an open tab is replaced.
    expect(replacedTab(list, '/order/orderMag/P2', { replacesTab: '/order/orderMag/P1' })).toBe('/order/orderMag/P1');
    expect(replacedTab(list, '/c', { replacesTab: '/gone' })).toBeUndefined();
    expect(replacedTab(list, '/c', null)).toBeUndefined();
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

  it('past the limit names the least recently used unpinned tab to close, and closes none itself', () => {
    let list: WorkTab[] = [];
    for (let i = 0; i < MAX_TABS; i += 1) list = openTab(list, `/p${i}`, `/p${i}`);
    expect(tabToClose(list.slice(1), '/new')).toBeUndefined();
    list = openTab(list, '/p0', '/p0');
    expect(tabToClose(list, '/p3')).toBeUndefined();
    expect(tabToClose(list, '/new')?.key).toBe('/p1');
    expect(tabToClose(pinTab(list, '/p1', true), '/new')?.key).toBe('/p2');
    // Opening regardless keeps every tab: the work area asks before it opens one past the limit.
    expect(openTab(list, '/new', '/new')).toHaveLength(MAX_TABS + 1);
    expect(lastUsed(list)?.key).toBe('/p0');
    let pinned = list;
    for (const t of list) pinned = pinTab(pinned, t.key, true);
    expect(tabToClose(pinned, '/new')).toBeNull();
  });

  it('keeps pinned tabs first, in the order pinned; unpinning puts a tab first of the others', () => {
    const list = tabs('/a', '/b', '/c', '/d');
    const pinned = pinTab(pinTab(list, '/c', true), '/a', true);
    expect(pinned.map((t) => [t.key, !!t.pinned])).toEqual([
      ['/c', true],
      ['/a', true],
      ['/b', false],
      ['/d', false],
    ]);
    expect(pinTab(pinned, '/c', false).map((t) => t.key)).toEqual(['/a', '/c', '/b', '/d']);
    expect(pinTab(pinned, '/c', true)).toBe(pinned);
    // A new tab opens after them, and a record stepping to the next keeps its tab's pin and place.
    expect(openTab(pinned, '/e', '/e').map((t) => t.key)).toEqual(['/c', '/a', '/b', '/d', '/e']);
    expect(replaceTab(pinned, '/a', '/a2', '/a2')[1]).toMatchObject({ key: '/a2', pinned: true });
  });

  it('close others, to the right and all leave the pinned tabs open', () => {
    const list = pinTab(tabs('/a', '/b', '/c', '/d'), '/c', true);
    expect(list.map((t) => t.key)).toEqual(['/c', '/a', '/b', '/d']);
    expect(othersOf(list, '/b')).toEqual(['/a', '/d']);
    expect(othersOf(list, '/c')).toEqual(['/a', '/b', '/d']);
    expect(rightOf(list, '/a')).toEqual(['/b', '/d']);
    expect(rightOf(list, '/d')).toEqual([]);
    expect(unpinnedOf(list)).toEqual(['/a', '/b', '/d']);
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

  it('restores only well-formed same-site tabs, pinned ones first', () => {
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
    store.set(
      'k',
      JSON.stringify([
        { key: '/a', url: '/a', used: 1 },
        { key: '/b', url: '/b', used: 2, pinned: true },
        { key: '/c', url: '/c', used: 3, pinned: 'yes' },
      ]),
    );
    expect(readTabs(storage, 'k')).toEqual([
      { key: '/b', url: '/b', used: 2, pinned: true },
      { key: '/a', url: '/a', used: 1 },
    ]);
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
