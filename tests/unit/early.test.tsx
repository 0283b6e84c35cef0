import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_MAX_AGE_MS, peekEarly, startEarly, takeEarly } from '@/request/early';
import { keepRoutes, landingRoutes, preloadLanding, preloadListRoutes } from '@/layouts/landing';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('requests started at start-up for the landing page', () => {
  it('are taken once by the page: the same answer, no second call; a later take asks anew', async () => {
    const early = vi.fn(async () => 'early answer');
    const own = vi.fn(async () => 'own answer');
    startEarly('k1', early);
    expect(early).toHaveBeenCalledTimes(1);
    // A second start under the same key while the first waits changes nothing.
    startEarly('k1', early);
    expect(early).toHaveBeenCalledTimes(1);
    await expect(takeEarly('k1', own)).resolves.toBe('early answer');
    expect(own).not.toHaveBeenCalled();
    await expect(takeEarly('k1', own)).resolves.toBe('own answer');
  });

  it('are peeked at once in (for the first render), not before', async () => {
    let answer: (v: string) => void = () => undefined;
    startEarly('k2', () => new Promise<string>((r) => (answer = r)));
    expect(peekEarly('k2')).toBeUndefined();
    answer('in');
    await settle();
    expect(peekEarly('k2')).toBe('in');
    await takeEarly('k2', async () => 'own');
    expect(peekEarly('k2')).toBeUndefined();
  });

  it("that failed are asked again by the page's own call (whose failure the request layer shows)", async () => {
    startEarly('k3', async () => {
      throw new Error('quiet failure');
    });
    await settle();
    expect(peekEarly('k3')).toBeUndefined();
    const own = vi.fn(async () => 'own answer');
    await expect(takeEarly('k3', own)).resolves.toBe('own answer');
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('that are older than the limit are not used', async () => {
    const at = 1_000_000;
    startEarly('k4', async () => 'stale', at);
    await settle();
    expect(peekEarly('k4', at + EARLY_MAX_AGE_MS + 1)).toBeUndefined();
    await expect(takeEarly('k4', async () => 'fresh', at + EARLY_MAX_AGE_MS + 1)).resolves.toBe('fresh');
  });

  it('wait no longer than their starter says, and one left stale gives way to a new start', async () => {
    const at = 2_000_000;
    const first = vi.fn(async () => 'at the press');
    startEarly('k5', first, at, 2_000);
    await settle();
    expect(peekEarly('k5', at + 2_000)).toBe('at the press');
    expect(peekEarly('k5', at + 2_001)).toBeUndefined();
    // Started again under the same key once stale: a new request, whose answer is the one taken.
    const second = vi.fn(async () => 'at the render');
    startEarly('k5', second, at + 5_000);
    expect(second).toHaveBeenCalledTimes(1);
    await expect(takeEarly('k5', async () => 'own', at + 5_001)).resolves.toBe('at the render');
    expect(first).toHaveBeenCalledTimes(1);
  });
});

describe("the landing page's code", () => {
  const routes = {
    '1': { path: '/user', id: '1' },
    '3': { path: '/', redirect: '/Home', parentId: 'layout' },
    '4': { path: '/Home', parentId: 'layout' },
    '5': { path: '/Home/overview', parentId: 'layout' },
    '9': { path: '/orgMag/regRev/:id', parentId: 'layout' },
    '99': { path: '/*' },
    layout: { path: '/' },
  };

  it('is the page the address matches and the layouts around it (not a redirect, not the catch-all)', () => {
    keepRoutes(routes, {});
    expect(landingRoutes('/Home').sort()).toEqual(['4', 'layout']);
    expect(landingRoutes('/orgMag/regRev/M1').sort()).toEqual(['9', 'layout']);
    expect(landingRoutes('/')).toEqual(['layout']);
    // As the router matches: trailing slashes and case aside, nothing else.
    expect(landingRoutes('/home/').sort()).toEqual(['4', 'layout']);
    expect(landingRoutes('/HOME//').sort()).toEqual(['4', 'layout']);
    expect(landingRoutes('/Home/overview').sort()).toEqual(['5', 'layout']);
    expect(landingRoutes('/Homes')).toEqual([]);
    expect(landingRoutes('/Home/overview/x')).toEqual([]);
    expect(landingRoutes('//')).toEqual(['layout']);
    expect(landingRoutes('/orgMag/regRev/M\u00e9/').sort()).toEqual(['9', 'layout']);
    expect(landingRoutes('/ORGMAG/regrev/M1/').sort()).toEqual(['9', 'layout']);
    expect(landingRoutes('/orgMag/regRevs/M1')).toEqual([]);
    expect(landingRoutes('/orgMag/regRev/')).toEqual([]);
  });

  it('is in before the first render that shows it: the lazy page renders at once, without its fallback', async () => {
    const Page = () => <p>the page</p>;
    const Landing = lazy(async () => ({ default: Page }));
    const Other = lazy(async () => ({ default: Page }));
    keepRoutes(routes, { '4': Landing, '5': Other });
    await preloadLanding('/Home');

    render(
      <Suspense fallback={<p>waiting</p>}>
        <Landing />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).toBeNull();

    // A page that was not preloaded still suspends at its first render (what the preload spares the landing page).
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Other />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});

describe("the list routes' pages", () => {
  it('are in once the list page is: a list route renders its page at once, other routes still load theirs', async () => {
    const List = () => <p>the list</p>;
    const [Orders, Shops, Payouts] = [1, 2, 3].map(() => lazy(async () => ({ default: List })));
    const Form = lazy(async () => ({ default: () => <p>a form</p> }));
    keepRoutes(
      {
        '10': { path: '/order/orderMag', resource: 'order' },
        '11': { path: '/orgMag/shop', resource: 'shop' },
        '12': { path: '/risk/alerts', resources: ['merchantRisk', 'riskAlert'] },
        '13': { path: '/settingMag/password' },
      },
      { '10': Orders, '11': Shops, '12': Payouts, '13': Form },
    );
    preloadListRoutes();
    await settle();

    for (const Page of [Orders, Shops, Payouts]) {
      const view = render(
        <Suspense fallback={<p>waiting</p>}>
          <Page />
        </Suspense>,
      );
      expect(screen.getByText('the list')).toBeInTheDocument();
      expect(screen.queryByText('waiting')).toBeNull();
      view.unmount();
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Form />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });
});
