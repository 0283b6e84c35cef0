import { describe, expect, it } from 'vitest';
import { guardedPages } from '@/auth/pages';
import { checkState, clicked, indexNodes, permissionNodes, search, type GrantNode } from '@/console/grantTree';
import { PERMISSION_CODES } from '@/domain/permissionCodes';
import shellEn from '@/locales/en-US';
import labels from '@/locales/resources';
import shellZh from '@/locales/zh-CN';

/** Every node key of the tree, in order. */
const keys = (list: GrantNode[]): string[] => list.flatMap((n) => [n.key, ...keys(n.children)]);
const nodes = permissionNodes();
const index = indexNodes(nodes);
const SHOP = PERMISSION_CODES['/orgMag/shop'];
const ORG = 'area:/orgMag';

describe("the role editor's tree", () => {
  it('names every area, page and button in both languages (no raw code such as work:assign)', () => {
    const all = (list: GrantNode[]): GrantNode[] => list.flatMap((n) => [n, ...all(n.children)]);
    const zh: Record<string, string> = { ...shellZh, ...labels['zh-CN'] };
    const en: Record<string, string> = { ...shellEn, ...labels['en-US'] };
    const unnamed = all(nodes)
      .filter((n) => !(n.titleId in zh) || !(n.titleId in en))
      .map((n) => `${n.key} (${n.titleId})`);
    expect(unnamed).toEqual([]);
  });

  it('holds each page of the permission tree once, with its buttons, and no record page', () => {
    const all = keys(nodes);
    // In menu order, the hidden /OrgMag pages under their area: compared as sorted lists.
    expect(all.filter((k) => k.startsWith('/')).sort()).toEqual(
      guardedPages()
        .map((p) => p.path)
        .sort(),
    );
    expect(all.filter((k) => !k.startsWith('/') && !k.startsWith('area:')).sort()).toEqual(
      Object.values(PERMISSION_CODES).flat().sort(),
    );
  });

  it('a page ticked grants its read access only and unfolds; ticked again it takes its buttons away', () => {
    const ticked = clicked(index, ['/Home'], '/orgMag/shop');
    expect(ticked).toEqual({ value: ['/Home', '/orgMag/shop'], opened: '/orgMag/shop' });
    expect(clicked(index, ['/Home', '/orgMag/shop', SHOP[1], SHOP[0]], '/orgMag/shop').value).toEqual(['/Home']);
  });

  it('a button brings its page; unticked it leaves the page; the value keeps the tree order', () => {
    expect(clicked(index, ['/Home'], SHOP[1]).value).toEqual(['/Home', '/orgMag/shop', SHOP[1]]);
    expect(clicked(index, ['/orgMag/shop', SHOP[1]], SHOP[1]).value).toEqual(['/orgMag/shop']);
  });

  it('an area ticked grants its pages, not their buttons, unless they are all granted: then it takes everything', () => {
    const pages = index.byKey.get(ORG)!.grants.filter((g) => g.startsWith('/'));
    const ticked = clicked(index, ['/orgMag/shop'], ORG);
    expect(ticked).toEqual({ value: pages, opened: ORG });
    expect(clicked(index, [...ticked.value, SHOP[0], '/Home'], ORG).value).toEqual(['/Home']);
  });

  it('shows checked what holds everything under it, half checked what holds part of it', () => {
    const state = checkState(index, new Set(['/Home', '/orgMag/shop', SHOP[0]]));
    expect(state.checked).toEqual(expect.arrayContaining(['/Home', SHOP[0]]));
    expect(state.checked).not.toContain('/orgMag/shop');
    expect(state.halfChecked.sort()).toEqual(['/orgMag/shop', ORG].sort());
    const all = checkState(index, new Set(index.order));
    expect([all.checked.length, all.halfChecked.length]).toEqual([index.byKey.size, 0]);
  });

  it('a search keeps the matches, what is above them and what they hold, and unfolds down to them', () => {
    const labels: Record<string, string> = { '/orgMag/shop': 'Shops', [ORG]: 'Merchant review' };
    const found = search(nodes, (n) => labels[n.key] ?? n.key, ' shops ')!;
    expect(found.nodes.map((n) => n.key)).toEqual([ORG]);
    expect(found.nodes[0].children.map((n) => n.key)).toEqual(['/orgMag/shop']);
    expect(found.nodes[0].children[0].children.map((n) => n.key)).toEqual(SHOP);
    expect(found.open.sort()).toEqual(['/orgMag/shop', ORG].sort());
    expect(search(nodes, (n) => n.key, '  ')).toBeUndefined();
  });
});
