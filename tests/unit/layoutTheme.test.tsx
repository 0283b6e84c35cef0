import { ProLayout, ProProvider, type ProLayoutProps } from '@ant-design/pro-components';
import { render } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { layout } from '@/app';
import { litColors } from '@/layouts/LabelledMenu';
import { bootUmi } from '../helpers/umi';

// Every antd component of every page reads antd's configuration (its theme among it). The pages kept open in the
// work area's hidden tabs are left alone on a navigation only if that configuration stays the same object: a new one
// rendered each of them again at every menu click (with 12 tabs open, about 10 ms per hidden page before the page
// asked for could start).
describe("the layout's settings", () => {
  it('give the pages the same antd configuration from one navigation to the next', () => {
    const settings = layout({
      initialState: { currentUser: { id: 'u1', name: 'Ops' } },
      setInitialState: () => undefined,
    } as unknown as Parameters<typeof layout>[0]);
    // The settings as ProLayout takes them, without the renderers that need the console's providers.
    const { menuContentRender: _m, menuFooterRender: _f, childrenRender: _c, ...rest } = settings;
    const proLayoutProps = rest as ProLayoutProps;
    const seen: unknown[] = [];
    function Page() {
      seen.push(useContext(ConfigProvider.ConfigContext).theme);
      return null;
    }
    const at = (pathname: string) => (
      <ProLayout {...proLayoutProps} location={{ pathname }} route={{ path: '/', routes: [] }}>
        <Page />
      </ProLayout>
    );
    const view = render(at('/orgMag/regRev'));
    view.rerender(at('/orgMag/shop'));
    view.rerender(at('/orgMag/kyb'));
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size, 'distinct antd themes seen by the page').toBe(1);
  });

  it("light the menu's current item in the colours ProLayout gives its sider's selected item", () => {
    bootUmi('/Home');
    const settings = layout({
      initialState: { currentUser: { id: 'u1', name: 'Ops' } },
      setInitialState: () => undefined,
    } as unknown as Parameters<typeof layout>[0]);
    const { menuContentRender: _m, menuFooterRender: _f, childrenRender: _c, ...rest } = settings;
    let sider: { colorTextMenuSelected?: string; colorBgMenuItemSelected?: string } | undefined;
    let lit: ReturnType<typeof litColors> | undefined;
    function Menu() {
      sider = useContext(ProProvider).token.layout?.sider;
      lit = litColors(theme.useToken().token);
      return null;
    }
    render(
      <ProLayout
        {...(rest as ProLayoutProps)}
        layout="side"
        location={{ pathname: '/Home' }}
        route={{ path: '/', routes: [{ path: '/Home', name: 'Home' }] }}
        menuContentRender={() => <Menu />}
      />,
    );
    expect(sider?.colorTextMenuSelected).toBe('rgba(0, 0, 0, 0.95)');
    expect(lit).toEqual({ color: sider?.colorTextMenuSelected, background: sider?.colorBgMenuItemSelected });
  });
});
