import { act, render, screen } from '@testing-library/react';
import { Profiler, useEffect, useState, type ReactNode } from 'react';
import { RawIntlProvider } from '@umijs/max';
import { getIntl } from '@@/plugin-locale/localeExports';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootUmi } from '../helpers/umi';
import { loadLabels } from '@/locales/labels';
import LabelledMenu, { areasOfItem, menuSignature } from '@/layouts/LabelledMenu';
import MenuLink, { MenuArea } from '@/layouts/MenuLink';

const menuData = [
  { key: '/Home', path: '/Home', name: 'home' },
  {
    key: '/order',
    path: '/order',
    name: 'order',
    children: [
      { key: '/order/orderMag', path: '/order/orderMag', name: 'orderMag' },
      { key: '/order/dispute', path: '/order/dispute', name: 'dispute' },
    ],
  },
  { key: '/risk', path: '/risk', name: 'risk', children: [{ key: '/risk/user', path: '/risk/user', name: 'user' }] },
];

describe('the lit menu item (src/layouts/menuLit.ts, LabelledMenu, MenuLink)', () => {
  beforeAll(async () => {
    bootUmi();
    // The menu waits for the pages' labels.
    await loadLabels();
  });
  it("knows an item's areas and what a menu holds, whichever copy of its data", () => {
    expect(areasOfItem(menuData, '/order/dispute')).toEqual(['/order']);
    expect(areasOfItem(menuData, '/Home')).toEqual([]);
    expect(areasOfItem(menuData, undefined)).toEqual([]);
    expect(menuSignature(structuredClone(menuData))).toBe(menuSignature(menuData));
    expect(menuSignature(menuData.slice(1))).not.toBe(menuSignature(menuData));
  });

  it('marks the current page link and its area, redraws only the links whose state changes, keeps the menu drawn', () => {
    const draws: Record<string, number> = {};
    let menuDraws = 0;
    // Each link's draws, its own included (a profiler is told of every commit that drew something inside it).
    const Counted = ({ id, children }: { id: string; children: ReactNode }) => (
      <Profiler id={id} onRender={() => (draws[id] = (draws[id] ?? 0) + 1)}>
        {children}
      </Profiler>
    );
    let openKeys: string[] | undefined;
    let toggle: (keys: string[]) => void = () => undefined;
    type Props = {
      menuData: typeof menuData;
      matchMenuKeys: string[];
      openKeys?: string[];
      handleOpenChange?: (keys: string[]) => void;
    };
    const Menu = (props: Props) => {
      menuDraws += 1;
      openKeys = props.openKeys;
      toggle = (keys) => props.handleOpenChange?.([...keys]);
      // ProLayout's menu, once mounted, sets its open areas to its `matchMenuKeys`.
      useEffect(() => props.handleOpenChange?.(props.matchMenuKeys), []); // eslint-disable-line react-hooks/exhaustive-deps
      return (
        <nav>
          <MenuArea areaKey="/order">
            <div data-testid="area-order">orders</div>
          </MenuArea>
          {['/Home', '/order/orderMag', '/order/dispute'].map((key) => (
            <Counted key={key} id={key}>
              <MenuLink to={key} menuKey={key}>
                <span>{key}</span>
              </MenuLink>
            </Counted>
          ))}
        </nav>
      );
    };
    let go: (selected: string, matched: string[]) => void = () => undefined;
    const Layout = () => {
      const [[selected, matched], set] = useState<[string, string[]]>([
        '/order/orderMag',
        ['/order', '/order/orderMag'],
      ]);
      go = (s, m) => set([s, m]);
      // ProLayout hands the menu a new element, with a new copy of its data, at every render.
      return (
        <LabelledMenu selected={selected}>
          <Menu menuData={structuredClone(menuData)} matchMenuKeys={matched} />
        </LabelledMenu>
      );
    };
    render(
      <RawIntlProvider value={getIntl('zh-CN')}>
        <Layout />
      </RawIntlProvider>,
    );
    const current = () => [...document.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href'));
    expect(current()).toEqual(['/order/orderMag']);
    expect(screen.getByTestId('area-order')).toHaveAttribute('data-lit');
    expect(menuDraws).toBe(1);
    expect(openKeys).toEqual(['/order']);

    // Within the area: the menu is not drawn again; the light moves.
    act(() => go('/order/dispute', ['/order', '/order/dispute']));
    expect(current()).toEqual(['/order/dispute']);
    expect(menuDraws).toBe(1);
    expect(screen.getByTestId('area-order')).toHaveAttribute('data-lit');
    // The link that went out and the one that came in, not the others.
    expect(draws).toEqual({ '/Home': 1, '/order/orderMag': 2, '/order/dispute': 2 });

    // The operator opens another area: both open, the menu drawn again for it.
    act(() => toggle(['/order', '/risk']));
    expect(openKeys).toEqual(['/order', '/risk']);
    expect(menuDraws).toBe(2);
    act(() => go('/order/orderMag', ['/order', '/order/orderMag']));
    expect(openKeys).toEqual(['/order', '/risk']);
    expect(menuDraws).toBe(2);

    // Out of the area, to a top item: the areas fold, the menu drawn again once.
    act(() => go('/Home', ['/Home']));
    expect(current()).toEqual(['/Home']);
    expect(screen.getByTestId('area-order')).not.toHaveAttribute('data-lit');
    expect(openKeys).toEqual([]);
    expect(menuDraws).toBe(3);
  });
});
