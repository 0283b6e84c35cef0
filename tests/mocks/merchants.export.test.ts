import { csvCell, EXPORT_LIMIT, toCsv } from '../../mocks/crud/csv';
import { db } from '../../mocks/db';
import { ADMIN, call, download, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';
import type { Rows } from '../../src/resources';

const merchant = resourceByKey('merchant')!;

const EXPORT = `${merchant.api}/export`;
/** In zh-CN (the default): each column's label, an enumeration's code beside its label. */
const HEADER =
  '商户号,商户名称,邮箱,签约主体,签约主体代码,状态,状态代码,商户类别,商户类别代码,国家/地区,建站平台,建站平台代码,注册时间';

/** The CSV's lines, byte-order mark and final line end removed. */
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('merchant export', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('answers a UTF-8 CSV with a byte-order mark, the column header and a dated file name', async () => {
    const csv = await download(EXPORT, { token, query: { status: 2 } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // T0 is 2026-03-10 09:00:15 UTC.
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="merchant-20260310-090015.csv"; filename*=UTF-8''merchant-20260310-090015.csv`,
    );
    expect(csv.headers.get('access-control-expose-headers')).toBe('authorization, content-disposition');
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text.endsWith('\r\n')).toBe(true);
    expect(lines(csv.text)[0]).toBe(HEADER);
  });

  it('writes only the filtered rows, all pages, in the requested order', async () => {
    const failed = db.merchant.filter((m) => m.status === 2);
    const csv = await download(EXPORT, { token, query: { status: 2, sort: 'registered_at,ascend', pageSize: 10 } });
    const ids = lines(csv.text)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(failed.length).toBeGreaterThan(10);
    expect(ids).toEqual(failed.map((m) => m.cust_id));

    const all = await download(EXPORT, { token });
    expect(lines(all.text)).toHaveLength(301);
  });

  it('keeps Chinese names readable', async () => {
    const chinese = db.merchant.find((m) => m.name.endsWith('有限公司'))!;
    const csv = await download(EXPORT, { token, query: { cust_id: chinese.cust_id } });
    expect(lines(csv.text)[1]).toContain(chinese.name);
  });

  it('neutralises formula injection and quotes per RFC 4180', async () => {
    const planted: Rows['merchant'] = {
      ...db.merchant[0],
      cust_id: 'C999001',
      name: '=HYPERLINK("http://x","y")',
      email: '@SUM(1+1)@evil.test',
      country: '+CN',
      platform: '-2+3',
    };
    db.merchant.push(planted);
    const csv = await download(EXPORT, { token, query: { cust_id: 'C999001' } });
    const [, line] = lines(csv.text);
    expect(line.startsWith(`C999001,"'=HYPERLINK(""http://x"",""y"")",'@SUM(1+1)@evil.test,`)).toBe(true);
    expect(line).toContain(",'+CN,'-2+3,");
  });

  it('refuses a bad filter or sort with the JSON envelope', async () => {
    const bad = await call('GET', EXPORT, { token, query: { sort: 'email,ascend' } });
    expect(bad.body).toMatchObject({ code: 100400, message: 'Invalid input: sort' });
  });

  it('needs the export code besides the page', async () => {
    const role = db.role.find((r) => r.name === 'super')!;
    role.codes = role.codes.filter((c) => c !== 'merchant:export');
    expect((await call('GET', EXPORT, { token })).body).toMatchObject({ code: 403, message: 'Permission denied' });
  });

  it('carries a rotated token on the download', async () => {
    db.tokens.find((t) => t.token === token)!.issued_at -= 16 * 60 * 1000;
    const csv = await download(EXPORT, { token });
    expect(csv.status).toBe(200);
    expect(csv.token).toMatch(/^pt_[0-9a-f]{32}$/);
  });
});

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['-12.50', '-12.50'],
    [42, '42'],
    [null, ''],
  ] as const)('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it(`writes every row it is given, past ${EXPORT_LIMIT} too: nothing is cut silently`, () => {
    const rows = Array.from({ length: EXPORT_LIMIT + 5 }, (_, i) => ({ cust_id: `C${i}` }));
    expect(lines(toCsv(merchant, rows, { labels: {}, tz: 'UTC' }))).toHaveLength(EXPORT_LIMIT + 6);
  });
});
