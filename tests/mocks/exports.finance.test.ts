import Papa from 'papaparse';
import { db } from '../../mocks/db';
import { resourceByKey } from '../../src/resources';
import { ADMIN, download, pinClock, signIn } from './helpers';

const order = resourceByKey('order')!;
const blacklist = resourceByKey('blacklist')!;

/** The file as a finance sheet reads it: the byte-order mark checked and dropped, rows by header. */
function sheet(text: string, bytes: Uint8Array) {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

describe('exports finance can use (issue 20)', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('orders: labelled headers and statuses with their codes, the currency beside the amount, exact minor units, ISO times with the zone', async () => {
    const [yen, dinar] = [db.order[0], db.order[1]];
    Object.assign(yen, { currency: 'JPY', amount: '298410', pay_status: 1, created_at: '2026-03-01T02:03:04.567Z' });
    Object.assign(dinar, { currency: 'KWD', amount: '12.5', pay_status: 4 });
    const query = { order_no: yen.order_no, lang: 'zh-CN', tz: 'Asia/Shanghai' };
    const zh = await download(`${order.api}/export`, { token, query });
    const { header, rows } = sheet(zh.text, zh.bytes);
    expect(header.slice(0, 5)).toEqual(['订单号', '商户订单号', '商户名称', '订单金额', '币种']);
    expect(header).toEqual(expect.arrayContaining(['支付状态', '支付状态代码']));
    expect(header.indexOf('支付状态代码')).toBe(header.indexOf('支付状态') + 1);
    expect(rows[0]).toMatchObject({ 订单金额: '298410', 币种: 'JPY', 支付状态: '成功', 支付状态代码: '1' });
    expect(rows[0]['创建时间']).toBe('2026-03-01T10:03:04+08:00');

    const en = await download(`${order.api}/export`, { token, query: { order_no: dinar.order_no, lang: 'en-US' } });
    const english = sheet(en.text, en.bytes);
    expect(english.header.slice(3, 5)).toEqual(['Amount', 'Currency']);
    // KWD has three decimals: 12.5 is written 12.500, never a float; UTC times end in Z.
    expect(english.rows[0]).toMatchObject({ Amount: '12.500', Currency: 'KWD', 'Payment code': '4' });
    expect(english.rows[0].Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('blacklist: the dimension as its label with its code beside it, in both languages', async () => {
    const emails = db.blacklist.filter((e) => e.dimension === 1);
    const zh = await download(`${blacklist.api}/export`, { token, query: { dimension: '1' } });
    const chinese = sheet(zh.text, zh.bytes);
    expect(chinese.header.slice(0, 3)).toEqual(['编号', '维度', '维度代码']);
    expect(chinese.rows).toHaveLength(emails.length);
    for (const r of chinese.rows) expect(r).toMatchObject({ 维度: '邮箱', 维度代码: '1' });

    const en = await download(`${blacklist.api}/export`, { token, query: { dimension: '1', lang: 'en-US' } });
    const english = sheet(en.text, en.bytes);
    expect(english.header.slice(1, 3)).toEqual(['Dimension', 'Dimension code']);
    for (const r of english.rows) expect(r).toMatchObject({ Dimension: 'Email', 'Dimension code': '1' });
  });

  it('refuses a language or zone it cannot write', async () => {
    expect((await download(`${order.api}/export`, { token, query: { lang: 'fr-FR' } })).text).toContain('lang');
    expect((await download(`${order.api}/export`, { token, query: { tz: 'Mars/Base' } })).text).toContain('tz');
  });
});
