import { describe, expect, it } from 'vitest';
import { openedAreas, selectedMenuKey } from '@/layouts/LabelledMenu';

const menuData = [
  { key: '/Home', path: '/Home' },
  {
    key: '/order',
    path: '/order',
    children: [
      { key: '/order/orderMag', path: '/order/orderMag' },
      { key: '/order/dispute', path: '/order/dispute' },
    ],
  },
  { key: '/risk', path: '/risk', children: [{ key: '/risk/user', path: '/risk/user' }] },
];

describe("the side menu's open areas (src/layouts/LabelledMenu.tsx)", () => {
  it('are the areas of the page, the same for every page of one area', () => {
    const orders = openedAreas(['/order', '/order/orderMag'], menuData);
    const disputes = openedAreas(['/order', '/order/dispute'], menuData);
    expect(orders).toEqual(['/order']);
    // ProLayout's menu sets its open keys again when their joined text changes: not within an area.
    expect(disputes.join('-')).toBe(orders.join('-'));
    expect(openedAreas(['/risk', '/risk/user'], menuData)).toEqual(['/risk']);
    expect(openedAreas(['/Home'], menuData)).toEqual([]);
  });

  it("keeps ProLayout's keys when it has no menu data, and highlights the page's item", () => {
    expect(openedAreas(['/order', '/order/orderMag'], undefined)).toEqual(['/order', '/order/orderMag']);
    expect(openedAreas(undefined, menuData)).toEqual([]);
    expect(selectedMenuKey('/order/dispute/12', menuData)).toBe('/order/dispute');
  });
});
