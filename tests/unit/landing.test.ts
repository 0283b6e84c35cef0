/**
 * The lazy pages started once the list page's code is in (src/layouts/landing.ts): a route's own and the routes'
 * around it, so that the first page opened in an area of the menu does not suspend on its area's component.
 */
import { describe, expect, it, vi } from 'vitest';
import { keepRoutes, preloadListRoutes } from '@/layouts/landing';

/** A React.lazy component as the landing code sees it: `_init` starts its import. */
const lazyPage = () => ({ _payload: {}, _init: vi.fn() });

describe('preloadListRoutes', () => {
  it("starts every list route's page and the page of each route around it, and nothing else", () => {
    const components = {
      layout: lazyPage(),
      orders: lazyPage(),
      orderList: lazyPage(),
      refund: lazyPage(),
      home: lazyPage(),
      login: lazyPage(),
    };
    keepRoutes(
      {
        layout: { path: '/' },
        orders: { path: '/order', parentId: 'layout' },
        orderList: { path: '/order/orderMag', parentId: 'orders', resource: 'order' },
        refund: { path: '/order/orderMag/refund/:id', parentId: 'orders', resource: 'refund' },
        home: { path: '/Home', parentId: 'layout' },
        login: { path: '/user/login' },
      },
      components,
    );
    preloadListRoutes();
    for (const id of ['layout', 'orders', 'orderList', 'refund'] as const)
      expect(components[id]._init, id).toHaveBeenCalledTimes(1);
    expect(components.home._init).not.toHaveBeenCalled();
    expect(components.login._init).not.toHaveBeenCalled();
  });
});
