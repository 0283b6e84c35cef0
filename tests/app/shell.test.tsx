import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST, renderApp, signIn } from '../helpers/app';
import { layout, type InitialState } from '@/app';
import { STORAGE_KEYS } from '@/request/storage';

describe('security layout and routes (spec §2)', () => {
  it('sends a signed-out visitor to the login page with a redirect back', async () => {
    const app = renderApp('/Home?tab=2');
    expect(await screen.findByRole('button', { name: /登\s*录/ })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/user/login');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/Home?tab=2');
  });

  it('redirects / to /Home and shows the operator, their user type and last login', async () => {
    await signIn('admin@payops.test');
    const app = renderApp('/');
    expect(await screen.findByText('欢迎，Chen Jing')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/Home');
    expect(screen.getByText('admin@payops.test')).toBeInTheDocument();
    expect(screen.getByText('管理员')).toBeInTheDocument();
    expect(screen.getByText('上次登录')).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByText('首页')).toBeInTheDocument();
  });

  it('renders 403 with the spec text for a page missing from the permission tree', async () => {
    await signIn('admin@payops.test', { tree: [{ url: '/somewhere/else' }] });
    renderApp('/Home');
    expect(await screen.findByText('抱歉，你无权访问该页面。')).toBeInTheDocument();
    expect(screen.queryByText(/欢迎/)).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /首页/ })).toBeNull();
  });

  it('renders 403 for a page below a permitted one: a tree with only Home does not open the platform overview', async () => {
    await signIn('admin@payops.test', { tree: [{ url: '/Home' }] });
    renderApp('/Home/overview');
    expect(await screen.findByText('抱歉，你无权访问该页面。')).toBeInTheDocument();
    const menu = await screen.findByRole('menu', {}, FIRST);
    expect(await within(menu).findByText('首页')).toBeInTheDocument();
    expect(within(menu).queryByText('平台概览')).toBeNull();
  });

  it('stays on the page when the bell’s background call is refused (a 401 or a redirect in its answer); the bell says it failed', async () => {
    await signIn('admin@payops.test');
    const { server } = await import('../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    let answer: Record<string, unknown> = { code: 401, message: 'Token expired', success: false };
    server.use(http.get('*/v1/admin/notices', () => HttpResponse.json(answer)));
    const user = userEvent.setup();
    renderApp('/order/orderMag');
    expect(await screen.findByRole('button', { name: /通知/ }, FIRST)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), FIRST);
    expect(window.location.pathname).toBe('/order/orderMag');
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: /通知/ }));
    expect(await screen.findByText('通知加载失败。')).toBeInTheDocument();
    // A redirect (showType 9) in a background answer does not take the operator away either.
    answer = { code: 999, message: 'x', success: false, showType: 9, errorCode: 'E1', errorMessage: 'Gone' };
    cleanup();
    renderApp('/order/orderMag');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), FIRST);
    expect(window.location.pathname).toBe('/order/orderMag');
  }, 90_000);

  it('shows the bell’s counts within what it lists: a negative total or unread from the server is not shown', async () => {
    await signIn('admin@payops.test');
    const { server } = await import('../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/v1/admin/notices', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          success: true,
          result: {
            list: [
              {
                id: 'n1',
                type: 'event',
                title: 'Dispute opened: DP1',
                datetime: '2026-11-01T00:00:00Z',
                read: false,
                resource: 'dispute',
                target: 'DP1',
              },
            ],
            total: -38226014,
            unread: -38226014,
          },
        }),
      ),
    );
    renderApp('/Home');
    const bell = await screen.findByRole('button', { name: /通知 \(1\)/ }, FIRST);
    expect(bell.textContent).not.toContain('-');
  }, 90_000);

  it('an empty list of notices says so in text as readable as the rest (not the faint grey of a placeholder)', async () => {
    await signIn('admin@payops.test');
    const { server } = await import('../../mocks/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/v1/admin/notices', () =>
        HttpResponse.json({ code: 0, message: 'ok', success: true, result: { list: [], total: 0, unread: 0 } }),
      ),
    );
    renderApp('/Home');
    const bell = await screen.findByRole('button', { name: '通知 (0)' }, FIRST);
    await userEvent.setup().click(bell);
    const said = await screen.findAllByText('暂无内容');
    // antd draws a list's plain empty text in its disabled grey (about 2:1 on white), as the FX rates' table did.
    for (const el of said) expect(el.closest('.ant-typography-secondary')).not.toBeNull();
  }, 90_000);

  it('renders 404 for an unknown path', async () => {
    await signIn('admin@payops.test');
    renderApp('/no/such/page');
    expect(await screen.findByText('抱歉，你访问的页面不存在。')).toBeInTheDocument();
  });

  it('shows errorCode and errorMessage of /exception as text, never as HTML', async () => {
    await signIn('admin@payops.test');
    renderApp('/exception?errorCode=E9001&errorMessage=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(await screen.findByText('E9001')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('goes to login when the saved token is no longer valid', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'pt_forged');
    localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify([{ url: '/Home' }]));
    const app = renderApp('/Home');
    await waitFor(() => expect(app.location().pathname).toBe('/user/login'));
    expect(screen.queryByText(/欢迎/)).toBeNull();
  });
});

describe('side menu', () => {
  it('highlights one item, the longest route the location is at or under: the platform overview, not Home too', async () => {
    await signIn('admin@payops.test');
    const app = renderApp('/Home/overview');
    const menu = await screen.findByRole('menu', {}, FIRST);
    // The lit item is the current page's link (its look: tests/e2e/shell.spec.ts).
    const highlighted = () => [...menu.querySelectorAll('a[aria-current="page"]')].map((e) => e.textContent);
    await waitFor(() => expect(highlighted()).toEqual(['平台概览']));
    act(() => app.history().push('/Home'));
    await waitFor(() => expect(highlighted()).toEqual(['首页']));
  });

  it('folded, its foot is icon buttons, each named: search, notices, language, the operator', async () => {
    localStorage.setItem(STORAGE_KEYS.collapsed, '1');
    await signIn('admin@payops.test');
    renderApp('/Home');
    const foot = await screen.findByTestId('sider-footer', {}, FIRST);
    await waitFor(() => expect(within(foot).getByRole('button', { name: '搜索' })).toBeInTheDocument());
    expect(within(foot).getByRole('button', { name: /通知 \(\d+\)/ })).toBeInTheDocument();
    expect(within(foot).getByRole('button', { name: '语言' })).toBeInTheDocument();
    expect(within(foot).getByRole('button', { name: 'Chen Jing' })).toBeInTheDocument();
    // Nothing but the icons: the name and the shortcut are in tooltips.
    expect(foot.textContent).not.toMatch(/Chen Jing|Ctrl K/);
  });

  it('gets the same menu settings at every render of the layout, so its menu data is not made again at each click', () => {
    // Umi's layout asks for the settings at every render; ProLayout makes its menu data again for a new `menu`.
    const settings = () =>
      layout({
        initialState: { permissions: [], collapsed: false } as InitialState,
        loading: false,
        setInitialState: () => undefined,
      } as unknown as Parameters<typeof layout>[0]);
    const [a, b] = [settings(), settings()];
    for (const key of ['menu', 'menuContentRender', 'menuFooterRender', 'contentStyle', 'childrenRender'] as const)
      expect(b[key], key).toBe(a[key]);
  });
});

describe('header', () => {
  it('logs out: token, permissions and user info are gone and the login page has a redirect back', async () => {
    await signIn('admin@payops.test');
    const app = renderApp('/Home');
    const user = userEvent.setup();
    await user.hover(await screen.findByText('Chen Jing'));
    expect(await screen.findByText('admin@payops.test · 管理员')).toBeInTheDocument();
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(app.location().pathname).toBe('/user/login'));
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/Home');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.permissions)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('switches to English and to Arabic (right to left), and keeps the choice', async () => {
    await signIn('admin@payops.test');
    renderApp('/Home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '语言' }));
    await user.click(await screen.findByText('English (United States)'));
    expect(await screen.findByText('Welcome, Chen Jing')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en-US');
    expect(document.documentElement.dir).toBe('ltr');

    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByText('العربية (مصر)'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar-EG');
    expect(screen.getByText('Welcome, Chen Jing')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('ar-EG');
  });

  it('notice bell: unread count, mark read, clear by type', async () => {
    await signIn('admin@payops.test');
    renderApp('/Home');
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: /通知 \((\d+)\)/ });
    await waitFor(() => expect(bell).not.toHaveAccessibleName('通知 (0)'));
    const unreadBefore = Number(/\((\d+)\)/.exec(bell.textContent as string)?.[1]);
    expect(unreadBefore).toBeGreaterThan(0);
    await user.click(bell);
    const summary = await screen.findByText(/未读 \d+ \/ 共 \d+/);
    const total = Number(/共 (\d+)/.exec(summary.textContent as string)?.[1]);

    const unreadItem = document.querySelector('[data-read="false"]') as HTMLElement;
    await user.click(unreadItem);
    await waitFor(() => expect(bell).toHaveAccessibleName(`通知 (${unreadBefore - 1})`));
    expect(screen.getByText(`未读 ${unreadBefore - 1} / 共 ${total}`)).toBeInTheDocument();

    // The bell's open tab (the work area's page tab is a tab panel too).
    const noticePanel = () =>
      summary.closest('.ant-popover')?.querySelector('[role="tabpanel"]:not([aria-hidden="true"])') as HTMLElement;
    const panel = noticePanel();
    const inTab = within(panel).getAllByRole('listitem').length;
    await user.click(within(panel).getByRole('button', { name: /清空/ }));
    await waitFor(() => expect(within(noticePanel()).getByText('暂无内容')).toBeInTheDocument());
    expect(screen.getByText(new RegExp(`共 ${total - inTab}$`))).toBeInTheDocument();
  });
});
