import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../mocks/errors';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { codeKey } from '@/request/display';

const CJK = /[\u4e00-\u9fff]/;

describe("the server messages the console says in the operator's language", () => {
  it.each(Object.entries(ERRORS))('%s: its code and message have a text in both languages', (_name, e) => {
    const key = codeKey(e.code, e.message);
    expect(key, `${e.code} ${e.message}`).toEqual({
      id: expect.stringMatching(`^request\\.code\\.${e.code}`),
      detail: '',
    });
    const id = key!.id as keyof typeof enUS;
    // The English is the fake backend's own words; the Chinese is Chinese.
    expect(enUS[id]).toBe(e.message);
    expect(zhCN[id as keyof typeof zhCN]).toMatch(CJK);
  });

  it("nginx's own refusals (deploy/nginx.conf: a refused /v1 path, too many sign-ins) have a text in both languages", () => {
    const conf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');
    const bodies = [...conf.matchAll(/return (\d{3}) '(\{.*\})';/g)].map(([, status, body]) => ({
      status: Number(status),
      body: JSON.parse(body) as { code: number; errorCode: string; errorMessage: string; message: string },
    }));
    expect(bodies.map((b) => b.status).sort()).toEqual([400, 429]);
    for (const { status, body } of bodies) {
      expect(body).toMatchObject({ code: status, errorCode: String(status), success: false });
      expect(body.message).toBe(body.errorMessage);
      const key = codeKey(body.code, body.errorMessage);
      expect(key, `${status} ${body.errorMessage}`).toEqual({ id: `request.code.${status}`, detail: '' });
      expect(enUS[key!.id as keyof typeof enUS]).toBe(body.errorMessage);
      expect(zhCN[key!.id as keyof typeof zhCN]).toMatch(CJK);
    }
  });

  it('a message shared by no code, or said under another code, is not taken for a known one', () => {
    expect(codeKey(101014, 'Wrong status')?.id).toBe('request.code.101014');
    expect(codeKey(101014, 'Nothing left to refund on this order')?.id).toBe('request.code.101014.nothingToRefund');
    expect(codeKey(101014, 'Not yours to decide')).toBeUndefined();
    expect(codeKey(100404, 'Wrong status')).toBeUndefined();
    expect(codeKey(undefined, 'Wrong status')).toBeUndefined();
    expect(codeKey(100409, 'Already on the list: value')).toEqual({ id: 'request.code.100409', detail: 'value' });
  });

  it("reads the numbers a message carries in its text's placeholders (a lock's minutes left)", () => {
    expect(codeKey(101038, 'Too many failed sign-in attempts for this account, try again in 14 min')).toEqual({
      id: 'request.code.101038',
      detail: '',
      values: { minutes: '14' },
    });
    expect(codeKey(101038, 'Too many failed sign-in attempts from this address, try again in 3 min')).toEqual({
      id: 'request.code.101038.address',
      detail: '',
      values: { minutes: '3' },
    });
    expect(codeKey(101038, 'Too many failed sign-in attempts for this account, try again in soon min')).toBeUndefined();
    expect(codeKey(101037, 'Too many failed sign-in attempts for this account, try again in 14 min')).toBeUndefined();
  });
});
