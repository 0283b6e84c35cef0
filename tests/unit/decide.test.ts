import { describe, expect, it } from 'vitest';
import { decideDisplay } from '@/request/decide';

const FALLBACK = 'Request error, please retry.';
const d = (info: Parameters<typeof decideDisplay>[0]) => decideDisplay(info, FALLBACK);

describe('spec §8: body codes', () => {
  it('401 sends the operator to login, by body code or by HTTP status', () => {
    expect(d({ code: 401, message: 'Token expired' })).toEqual({ kind: 'login' });
    expect(d({ status: 401 })).toEqual({ kind: 'login' });
    expect(d({ code: 401, showType: 2 })).toEqual({ kind: 'login' });
  });
  it('200007 is silently ignored, whatever its showType', () => {
    expect(d({ code: 200007, message: 'x' })).toEqual({ kind: 'silent' });
    expect(d({ code: 200007, message: 'x', showType: 4 })).toEqual({ kind: 'silent' });
  });
  it('101011 (no authenticator) and 101025 (card import warning) show a warning with the message', () => {
    expect(d({ code: 101011, message: 'Authenticator not bound' })).toEqual({
      kind: 'warning',
      text: 'Authenticator not bound',
    });
    expect(d({ code: 101025, message: '3 rows have warnings' })).toEqual({
      kind: 'warning',
      text: '3 rows have warnings',
    });
  });
  it('101014 (wrong status) shows an error message', () => {
    expect(d({ code: 101014, message: 'Wrong status' })).toEqual({ kind: 'error', text: 'Wrong status' });
  });
  it('any other code shows a notification with code and message', () => {
    expect(d({ code: 100002, message: 'Incorrect authenticator code' })).toEqual({
      kind: 'notification',
      title: '100002',
      description: 'Incorrect authenticator code',
    });
  });
});

describe('the title of a notification', () => {
  const titled = (code: string) => `操作失败（${code}）`;
  it('a body code is worded, the code kept for support', () =>
    expect(decideDisplay({ code: 100409, message: '已存在' }, FALLBACK, titled)).toEqual({
      kind: 'notification',
      title: '操作失败（100409）',
      description: '已存在',
    }));
  it("showType 4 keeps the spec's letter: errorCode itself", () =>
    expect(decideDisplay({ code: 1, errorCode: 'E1', errorMessage: 'x', showType: 4 }, FALLBACK, titled)).toEqual({
      kind: 'notification',
      title: 'E1',
      description: 'x',
    }));
});

describe('spec §8: showType', () => {
  const base = { code: 500123, errorCode: 'E500123', errorMessage: 'Channel unavailable' };
  it('0 is silent', () => expect(d({ ...base, showType: 0 })).toEqual({ kind: 'silent' }));
  it('1 is a warning message', () =>
    expect(d({ ...base, showType: 1 })).toEqual({ kind: 'warning', text: 'Channel unavailable' }));
  it('2 is an error message', () =>
    expect(d({ ...base, showType: 2 })).toEqual({ kind: 'error', text: 'Channel unavailable' }));
  it('4 is a notification: errorCode as title, errorMessage as description', () =>
    expect(d({ ...base, showType: 4 })).toEqual({
      kind: 'notification',
      title: 'E500123',
      description: 'Channel unavailable',
    }));
  it('9 redirects to the error page with errorCode and errorMessage', () =>
    expect(d({ ...base, showType: 9 })).toEqual({
      kind: 'redirect',
      errorCode: 'E500123',
      errorMessage: 'Channel unavailable',
    }));
  it('any other value is an error message', () => {
    expect(d({ ...base, showType: 3 })).toEqual({ kind: 'error', text: 'Channel unavailable' });
    expect(d({ ...base, showType: 42 })).toEqual({ kind: 'error', text: 'Channel unavailable' });
  });
});

describe('spec §8: no structured info', () => {
  it('shows the error message', () =>
    expect(d({ message: 'Network Error' })).toEqual({ kind: 'error', text: 'Network Error' }));
  it("falls back to 'Request error, please retry.'", () => {
    expect(d({})).toEqual({ kind: 'error', text: FALLBACK });
    expect(d({ status: 502 })).toEqual({ kind: 'error', text: FALLBACK });
    expect(d({ code: 100001, message: '   ' })).toEqual({
      kind: 'notification',
      title: '100001',
      description: FALLBACK,
    });
  });
});
