import { request } from '@umijs/max';
import { render, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { bootUmi } from '../helpers/umi';
import { FeedbackBridge } from '@/components/Feedback';
import { transportFailure } from '@/request';
import { STORAGE_KEYS } from '@/request/storage';

let history: ReturnType<typeof bootUmi>;
beforeEach(() => {
  history = bootUmi('/risk/user?status=1');
  // What the console mounts with its layout (src/app.tsx): messages and notifications are shown through its holders,
  // in this document. antd's static fallback keeps one holder per worker, which a file run earlier in the same worker
  // (isolate: false) may have left in a document that is gone: every notice of this file then went there unseen.
  render(<FeedbackBridge />);
});

const ok = (result: unknown, init?: ResponseInit) => HttpResponse.json({ code: 0, message: 'ok', result }, init);
const fail = (body: Record<string, unknown>, init?: ResponseInit) => HttpResponse.json(body, init);
const swallow = (p: Promise<unknown>) => p.catch((e) => e);

describe('spec §7: what every request carries', () => {
  it('adds requestId to the params of a GET and to the body of a POST, and sends the saved token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'pt_saved');
    const seen: { url: URL; auth: string | null; body?: unknown }[] = [];
    server.use(
      http.get('*/v1/t/echo', ({ request: r }) => {
        seen.push({ url: new URL(r.url), auth: r.headers.get('authorization') });
        return ok(null);
      }),
      http.post('*/v1/t/echo', async ({ request: r }) => {
        seen.push({ url: new URL(r.url), auth: r.headers.get('authorization'), body: await r.json() });
        return ok(null);
      }),
    );
    const before = Date.now();
    await request('/v1/t/echo', { method: 'GET', params: { q: 'x' } });
    await request('/v1/t/echo', { method: 'POST', data: { amount: '10.00' } });
    const getId = Number(seen[0].url.searchParams.get('requestId'));
    expect(getId).toBeGreaterThanOrEqual(before);
    expect(seen[0].url.searchParams.get('q')).toBe('x');
    expect(seen[0].auth).toBe('pt_saved');
    expect(seen[1].body).toMatchObject({ amount: '10.00', requestId: expect.any(Number) });
    expect(seen[1].url.searchParams.get('requestId')).toBeNull();
    expect(seen[1].auth).toBe('pt_saved');
  });

  it('sends no authorization header when signed out', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('*/v1/t/anon', ({ request: r }) => {
        auth = r.headers.get('authorization');
        return ok(1);
      }),
    );
    await request('/v1/t/anon');
    expect(auth).toBeNull();
  });

  it('replaces the saved token with a response authorization header, and keeps it otherwise', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'pt_old');
    server.use(
      http.get('*/v1/t/rotate', () => ok(1, { headers: { authorization: 'pt_new' } })),
      http.get('*/v1/t/plain', () => ok(1)),
    );
    await request('/v1/t/plain');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('pt_old');
    await request('/v1/t/rotate');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('pt_new');
  });

  it('turns a Content-Disposition answer into a downloaded file with its name', async () => {
    const clicks: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    server.use(
      http.get(
        '*/v1/t/export',
        () =>
          new HttpResponse('id,name\n1,Northwind\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': "attachment; filename*=UTF-8''merchants%202026.csv",
            },
          }),
      ),
    );
    const file = await request<{ blob: Blob; fileName: string }>('/v1/t/export', { responseType: 'blob' });
    expect(file.fileName).toBe('merchants 2026.csv');
    expect(await file.blob.text()).toBe('id,name\n1,Northwind\n');
    expect(clicks).toEqual([{ download: 'merchants 2026.csv', href: expect.stringMatching(/^blob:/) }]);
    click.mockRestore();
  });

  it('resolves a success body (code 0) to the whole envelope', async () => {
    server.use(http.get('*/v1/t/ok', () => ok({ id: 7 })));
    await expect(request('/v1/t/ok')).resolves.toMatchObject({ code: 0, result: { id: 7 } });
  });
});

describe('spec §8: rejected answers and what the operator sees', () => {
  it('rejects a body whose code is not 0 and shows a notification with code and message', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 100005, message: 'Account disabled' })));
    const err = await swallow(request('/v1/t/e'));
    expect(err).toBeInstanceOf(Error);
    // The title says what happened in the operator's language and keeps the code for support.
    const title = await screen.findByText('操作失败（100005）');
    expect(title.closest('.ant-notification-notice')).toHaveTextContent('账号已停用');
    expect(screen.queryByText('Account disabled')).toBeNull();
  });

  it("says the known codes' server messages in the operator's language, shown as spec §8 decides", async () => {
    server.use(
      http.get('*/v1/t/code', () =>
        fail({ code: 100002, message: 'Incorrect authenticator code: totp_code', showType: 2 }),
      ),
      http.get('*/v1/t/failed', () =>
        fail({
          code: 101036,
          message: 'Approved, but the change could not be applied: Nothing left to refund on this order',
        }),
      ),
      http.get('*/v1/t/other', () => fail({ code: 101030, message: 'Not yours to decide' })),
    );
    await swallow(request('/v1/t/code'));
    // showType 2: an error message, not a notification; the input's name is left to the form.
    expect(await screen.findByText('身份验证器验证码不正确')).toBeInTheDocument();
    expect(screen.queryByText('100002')).toBeNull();
    await swallow(request('/v1/t/failed'));
    expect(await screen.findByText('操作失败（101036）')).toBeInTheDocument();
    // The reason is itself a known text (101014's): said in the operator's language too.
    expect(screen.getByText('已批准，但变更无法执行：该订单已无可退金额')).toBeInTheDocument();
    // A message the console does not know for its code is shown as it came.
    await swallow(request('/v1/t/other'));
    expect(await screen.findByText('Not yours to decide')).toBeInTheDocument();
  });

  it('rejects success: false even with code 0', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 0, success: false, errorMessage: 'Nope', showType: 2 })));
    await expect(request('/v1/t/e')).rejects.toThrow('Nope');
    expect(await screen.findByText('Nope')).toBeInTheDocument();
  });

  it('401 clears the session and goes to the login page with a redirect back', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'pt_old');
    localStorage.setItem(STORAGE_KEYS.permissions, '[]');
    server.use(http.get('*/v1/t/e', () => fail({ code: 401, message: 'Token expired' }, { status: 401 })));
    await swallow(request('/v1/t/e'));
    expect(history.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/risk/user?status=1');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.permissions)).toBeNull();
  });

  it('a body code 401 under HTTP 200 does the same', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 401, message: 'Token expired' })));
    await swallow(request('/v1/t/e'));
    expect(history.location.pathname).toBe('/user/login');
  });

  it('101011 shows a warning message', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 101011, message: 'Authenticator not bound' })));
    await swallow(request('/v1/t/e'));
    const text = await screen.findByText('尚未绑定身份验证器');
    expect(text.closest('.ant-message-warning')).not.toBeNull();
  });

  it('101025 shows a warning message', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 101025, message: '2 rows imported with warnings' })));
    await swallow(request('/v1/t/e'));
    expect((await screen.findByText('2 rows imported with warnings')).closest('.ant-message-warning')).not.toBeNull();
  });

  it('101014 shows an error message', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 101014, message: 'Wrong status' })));
    await swallow(request('/v1/t/e'));
    expect((await screen.findByText('当前状态不允许此操作')).closest('.ant-message-error')).not.toBeNull();
  });

  it('200007 is rejected but shows nothing', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 200007, message: 'Ignored' })));
    await expect(request('/v1/t/e')).rejects.toBeInstanceOf(Error);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Ignored')).toBeNull();
  });

  it.each([
    [0, null],
    [1, '.ant-message-warning'],
    [2, '.ant-message-error'],
    [3, '.ant-message-error'],
  ])('showType %s', async (showType, selector) => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 500001, errorMessage: `shown ${showType}`, showType })));
    await swallow(request('/v1/t/e'));
    if (selector) {
      expect((await screen.findByText(`shown ${showType}`)).closest(selector)).not.toBeNull();
    } else {
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByText(`shown ${showType}`)).toBeNull();
    }
  });

  it('showType 4 is a notification with errorCode as title and errorMessage as description', async () => {
    server.use(
      http.get('*/v1/t/e', () =>
        fail({ code: 500002, errorCode: 'CHANNEL_DOWN', errorMessage: 'Try later', showType: 4 }),
      ),
    );
    await swallow(request('/v1/t/e'));
    const title = await screen.findByText('CHANNEL_DOWN');
    expect(title.closest('.ant-notification-notice')).toHaveTextContent('Try later');
  });

  it('showType 9 goes to the error page with errorCode and errorMessage', async () => {
    server.use(
      http.get('*/v1/t/e', () => fail({ code: 500003, errorCode: 'E9', errorMessage: 'Maintenance', showType: 9 })),
    );
    await swallow(request('/v1/t/e'));
    expect(history.location.pathname).toBe('/exception');
    const q = new URLSearchParams(history.location.search);
    expect([q.get('errorCode'), q.get('errorMessage')]).toEqual(['E9', 'Maintenance']);
  });

  it('skipErrorHandler rethrows without showing anything', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 100002, message: 'Quiet please' })));
    const err = await swallow(request('/v1/t/e', { skipErrorHandler: true }));
    expect((err as { info?: { code?: number } }).info?.code).toBe(100002);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Quiet please')).toBeNull();
  });

  it("an answer with no structured info shows 'Request error, please retry.' (in the operator's language)", async () => {
    server.use(http.get('*/v1/t/e', () => new HttpResponse('<html>bad gateway</html>', { status: 200 })));
    await swallow(request('/v1/t/e'));
    expect(await screen.findByText('请求错误，请重试。')).toBeInTheDocument();
  });

  it('an HTTP error carrying an envelope is read like a business error', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 100500, message: 'Ledger busy' }, { status: 503 })));
    await swallow(request('/v1/t/e'));
    expect(await screen.findByText('Ledger busy')).toBeInTheDocument();
    expect(screen.getByText('操作失败（100500）')).toBeInTheDocument();
  });

  it("a network failure says so in the operator's language, not in axios's English", async () => {
    server.use(http.get('*/v1/t/e', () => HttpResponse.error()));
    await swallow(request('/v1/t/e'));
    expect(await screen.findByText('网络连接失败，请检查网络后重试。')).toBeInTheDocument();
  });

  it('an HTTP error page without an envelope names its status', async () => {
    server.use(http.get('*/v1/t/e', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })));
    await swallow(request('/v1/t/e'));
    expect(await screen.findByText('请求失败（HTTP 502），请重试。')).toBeInTheDocument();
  });

  it('an error answer to a download is read from the blob', async () => {
    server.use(http.get('*/v1/t/export', () => fail({ code: 101014, message: 'Export not allowed now' })));
    await swallow(request('/v1/t/export', { responseType: 'blob' }));
    expect(await screen.findByText('Export not allowed now')).toBeInTheDocument();
  });
});

describe('no display without a reason', () => {
  it('does not navigate on errors other than 401', async () => {
    server.use(http.get('*/v1/t/e', () => fail({ code: 100404, message: 'Not found' })));
    await swallow(request('/v1/t/e'));
    await waitFor(() => expect(screen.getByText('记录不存在')).toBeInTheDocument());
    expect(history.location.pathname).toBe('/risk/user');
  });
});

describe('failures without an envelope', () => {
  it('tells a time-out from a request the browser aborted (axios calls both ECONNABORTED)', () => {
    expect(transportFailure(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED'))).toEqual({
      kind: 'timeout',
    });
    expect(transportFailure(new AxiosError('timeout exceeded', 'ETIMEDOUT'))).toEqual({ kind: 'timeout' });
    expect(transportFailure(new AxiosError('Request aborted', 'ECONNABORTED'))).toBeUndefined();
    expect(transportFailure(new AxiosError('canceled', 'ERR_CANCELED'))).toBeUndefined();
    expect(transportFailure(new AxiosError('Network Error', 'ERR_NETWORK'))).toEqual({ kind: 'network' });
    // In the browser axios 0.27 passes the XHR itself (status 0) as the network error's response.
    const xhr = { status: 0 } as never;
    expect(transportFailure(new AxiosError('Network Error', 'ERR_NETWORK', undefined, xhr, xhr))).toEqual({
      kind: 'network',
    });
  });
});
