import { render, screen } from '@testing-library/react';
import { RawIntlProvider } from '@umijs/max';
import { AccessContext } from '@@/plugin-access/context';
import { getIntl } from '@@/plugin-locale/localeExports';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootUmi } from '../helpers/umi';
import LayoutException from '@/layouts/LayoutException';

/** The layout's exception pages as the build has them (.umirc.ts replaces Umi's generated plugin-layout/Exception). */
describe("the layout's choice between its page and an exception page (src/layouts/LayoutException.tsx)", () => {
  beforeAll(() => {
    bootUmi();
  });
  const route = (path: string, unaccessible?: boolean) => ({ path, absPath: path, id: path, unaccessible });
  const shown = (props: Parameters<typeof LayoutException>[0]) =>
    render(
      <RawIntlProvider value={getIntl()}>
        {/* An operator who may open Home (the exception pages' way back). */}
        <AccessContext.Provider value={{ canViewPath: (path: string) => path === '/Home' } as never}>
          <LayoutException {...props} />
        </AccessContext.Provider>
      </RawIntlProvider>,
    );

  it('shows the page of a route the operator may open', () => {
    shown({ route: route('/Home'), children: <p>首页</p> });
    expect(screen.getByText('首页')).toBeInTheDocument();
  });

  it("shows the console's 403 page for a route they may not open, the layout's own when it has one", async () => {
    const view = shown({ route: route('/orgMag', true), children: <p>商户</p> });
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.getByText(getIntl().formatMessage({ id: 'exception.403' }))).toBeInTheDocument();
    expect(screen.queryByText('商户')).toBeNull();
    view.unmount();
    shown({ route: route('/orgMag', true), unAccessible: <p>自定义</p>, children: <p>商户</p> });
    expect(screen.getByText('自定义')).toBeInTheDocument();
  });

  it("shows the console's 404 page where no route matched", async () => {
    shown({ children: <p>首页</p> });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByText(getIntl().formatMessage({ id: 'exception.404' }))).toBeInTheDocument();
    expect(screen.queryByText('首页')).toBeNull();
  });
});
