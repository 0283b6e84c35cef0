// @vitest-environment jsdom
// (DOMParser checks that the served SVG scans are well-formed XML.)
import { complianceScore } from '../../mocks/resources/kyb';
import { db } from '../../mocks/db';
import { SCORE_RULES, seedScoreCriteria, seedScoreItems } from '../../mocks/seed/scoring';
import { xmlText } from '../../mocks/seed/kyb';
import { ADMIN, RISK, T0, call, download, pinClock, signIn } from './helpers';
import { resourceByKey } from '../../src/resources';
import type { Rows } from '../../src/resources';

const kyb = resourceByKey('kyb')!;

const API = kyb.api;
const AT = new Date(T0).toISOString();
const withStatus = (status: number, n = 0) => db.kyb.filter((r) => r.status === status)[n];
/** A file in that state whose merchant's registration did not fail (approving one that did is refused). */
const approvable = (status: number) =>
  db.kyb.find((r) => r.status === status && db.merchant.find((m) => m.cust_id === r.cust_id)?.status !== 2)!;
const row = (id: string) => db.kyb.find((r) => r.kyb_id === id)!;
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('complianceScore', () => {
  const items = seedScoreItems();
  const criteria = seedScoreCriteria();
  const facts = (...checks: string[]) => ({ checks });

  it('is 100 × the passed weights over all weights, rounded, with the band’s risk level', () => {
    expect(complianceScore(facts(...SCORE_RULES), items, criteria)).toMatchObject({ score: 100, risk_level: 1 });
    // 25 + 20 + 15 + 15 = 75 → medium; 25 + 10 = 35 → high; nothing → 0, high.
    const four = facts('licence_valid', 'ubo_identified', 'address_verified', 'country_low_risk');
    expect(complianceScore(four, items, criteria)).toEqual({
      score: 75,
      risk_level: 2,
      passed_items: [
        'Business licence valid (+25)',
        'UBOs identified (+20)',
        'Address verified (+15)',
        'Low-risk country (+15)',
      ],
    });
    expect(complianceScore(facts('licence_valid', 'industry_low_risk'), items, criteria)).toMatchObject({
      score: 35,
      risk_level: 3,
    });
    expect(complianceScore({}, items, criteria)).toEqual({ score: 0, risk_level: 3, passed_items: [] });
    // Unknown rules count for nothing; weights of 1, 1, 1 give 67 for two of three.
    const thirds = items.slice(0, 3).map((i) => ({ ...i, weight: 1 }));
    expect(complianceScore(facts('licence_valid', 'ubo_identified', 'nope'), thirds, criteria).score).toBe(67);
  });

  it('bands are inclusive; no band or no items give no level or no score', () => {
    const at80 = facts('licence_valid', 'ubo_identified', 'address_verified', 'site_live', 'industry_low_risk');
    expect(complianceScore(at80, items, criteria)).toMatchObject({ score: 85, risk_level: 1 });
    const at50 = facts('licence_valid', 'ubo_identified', 'industry_low_risk');
    expect(complianceScore(at50, items, criteria)).toMatchObject({ score: 55, risk_level: 2 });
    const gap = criteria.filter((c) => c.risk_level !== 2);
    expect(complianceScore(at50, items, gap)).toMatchObject({ score: 55, risk_level: null });
    expect(complianceScore(at50, [], criteria)).toEqual({ score: null, risk_level: null, passed_items: [] });
  });
});

describe('xmlText', () => {
  it('escapes markup and drops the characters XML forbids', () => {
    expect(xmlText(`A&B <x> "q" 'a'`)).toBe('A&amp;B &lt;x&gt; &quot;q&quot; &apos;a&apos;');
    expect(xmlText('a\u0000b\u0007\ttab \u{1F600} 深圳')).toBe('ab\ttab \u{1F600} 深圳');
    expect(xmlText(null)).toBe('');
  });
});

describe('KYB seed', () => {
  it('one case per merchant for most merchants, every state present, documents of every kind', () => {
    const custIds = db.kyb.map((r) => r.cust_id);
    expect(new Set(custIds).size).toBe(custIds.length);
    expect(db.kyb.length).toBeGreaterThan(db.merchant.length / 2);
    for (const r of db.kyb) expect(db.merchant.find((m) => m.cust_id === r.cust_id)?.name).toBe(r.merchant_name);
    expect(new Set(db.kyb.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3]));
    const kinds = new Set(db.kyb.flatMap((r) => r.documents.map((d) => d.kind)));
    expect(kinds).toEqual(new Set(['licence', 'id', 'address']));
    expect(db.kyb.filter((r) => r.status === 3).every((r) => r.message)).toBe(true);
    expect(db.kyb.filter((r) => r.status === 2).every((r) => r.review_reason)).toBe(true);
  });
});

describe('KYB fake backend', () => {
  let token: string;
  const act = (id: string, action: string, body: Record<string, unknown> = {}) =>
    call('POST', `${API}/${id}/${action}`, { token, body });
  const get = async (id: string) =>
    (await call('GET', `${API}/${id}`, { token })).body.result as Rows['kyb'] & {
      score: number;
      risk_level: number;
    };

  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it('answers the score of the live scoring items: a changed weight changes it', async () => {
    const target = db.kyb.find((r) => r.status === 0 && !r.checks.includes('site_live') && r.checks.length >= 3)!;
    const before = await get(target.kyb_id);
    const expected = complianceScore(target, db.scoreItem, db.scoreCriterion);
    expect(before).toMatchObject({ score: expected.score, risk_level: expected.risk_level });

    // The failed check now weighs 100 more: the total doubles, the score halves.
    const site = db.scoreItem.find((i) => i.rule === 'site_live')!;
    site.weight += db.scoreItem.reduce((s, i) => s + i.weight, 0);
    const after = await get(target.kyb_id);
    expect(after.score).toBe(Math.round(before.score / 2));
    expect(after.score).toBeLessThan(before.score);

    // Filtering sees the computed level too.
    const high = await call('GET', API, { token, query: { risk_level: 3, pageSize: 100 } });
    const list = (high.body.result as { list: { risk_level: number }[] }).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.risk_level === 3)).toBe(true);
  });

  it('approves 0 → 1 and 3 → 1, stamps the review and logs it', async () => {
    const pending = approvable(0);
    const answer = await act(pending.kyb_id, 'approve');
    expect(answer.body.result).toMatchObject({ status: 1, reviewer: ADMIN.email, reviewed_at: AT });
    expect(answer.body.result).toHaveProperty('score');
    expect(db.oplog).toEqual([
      expect.objectContaining({
        resource: 'kyb',
        target_id: pending.kyb_id,
        action: 'approve',
        before: { status: 0, reviewer: null, reviewed_at: null },
        after: { status: 1, reviewer: ADMIN.email, reviewed_at: AT },
      }),
    ]);
    const asked = approvable(3);
    expect((await act(asked.kyb_id, 'approve')).body.result).toMatchObject({ status: 1 });
  });

  it('rejects from 0 or 3 only with a reason, and records it', async () => {
    const target = withStatus(3);
    const untouched = structuredClone(target);
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      expect((await act(target.kyb_id, 'reject', body)).body).toMatchObject({
        code: 100400,
        message: 'Invalid input: reason',
      });
    }
    expect(row(target.kyb_id)).toEqual(untouched);
    const answer = await act(target.kyb_id, 'reject', { reason: ' UBO register missing ' });
    expect(answer.body.result).toMatchObject({ status: 2, review_reason: 'UBO register missing' });
    expect(db.oplog.map((e) => [e.action, e.reason, e.before.status, e.after.status])).toEqual([
      ['reject', 'UBO register missing', 3, 2],
    ]);
  });

  it('requests information 0 → 3 only with a message, kept on the case', async () => {
    const target = withStatus(0);
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(1001) }, { message: ['a'] }]) {
      expect((await act(target.kyb_id, 'requestInfo', body)).body).toMatchObject({
        code: 100400,
        message: 'Invalid input: message',
      });
    }
    expect(row(target.kyb_id).status).toBe(0);
    const message = 'Please upload the shareholder register.';
    const answer = await act(target.kyb_id, 'requestInfo', { message });
    expect(answer.body.result).toMatchObject({ status: 3, message, reviewer: ADMIN.email });
    expect(db.oplog[0]).toMatchObject({ action: 'requestInfo', after: { status: 3, message } });
    // Asked already: asking again is a wrong status, as is asking about a decided case.
    expect((await act(target.kyb_id, 'requestInfo', { message })).body.code).toBe(101014);
  });

  it('refuses transitions from decided cases with 101014 and changes nothing', async () => {
    for (const status of [1, 2]) {
      const target = withStatus(status);
      const untouched = structuredClone(target);
      expect((await act(target.kyb_id, 'approve')).body).toMatchObject({ code: 101014, message: 'Wrong status' });
      expect((await act(target.kyb_id, 'reject', { reason: 'late' })).body.code).toBe(101014);
      expect((await act(target.kyb_id, 'requestInfo', { message: 'late' })).body.code).toBe(101014);
      expect(row(target.kyb_id)).toEqual(untouched);
    }
    expect(db.oplog).toHaveLength(0);
    expect((await act('KYB999999', 'approve')).body.code).toBe(100404);
  });

  it('serves a document as an SVG scan with its text escaped; 100404 for an unknown one', async () => {
    const target = withStatus(0);
    target.legal_name = 'Smith & <Sons> "Trading" Ltd';
    const licence = target.documents.find((d) => d.kind === 'licence')!;
    const file = await download(`${API}/${target.kyb_id}/documents/${licence.id}`, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(file.text).toContain('Smith &amp; &lt;Sons&gt; &quot;Trading&quot; Ltd');
    expect(file.text).toContain(target.registration_no);
    expect(file.text).not.toContain('<Sons>');
    const parsed = new DOMParser().parseFromString(file.text, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect([...parsed.getElementsByTagName('text')].map((t) => t.textContent)).toContain(target.legal_name);

    // Every seeded document is served, well-formed, at its listed size.
    const other = db.kyb.find((r) => r !== target && /[&']/.test(r.legal_name + r.directors.join()))!;
    for (const doc of other.documents) {
      const served = await download(`${API}/${other.kyb_id}/documents/${doc.id}`, { token });
      expect(served.bytes.length, doc.id).toBe(doc.size);
      expect(
        new DOMParser().parseFromString(served.text, 'image/svg+xml').getElementsByTagName('parsererror'),
      ).toHaveLength(0);
    }

    const unknown = await call('GET', `${API}/${target.kyb_id}/documents/${withStatus(1).documents[0].id}`, { token });
    expect(unknown.body).toMatchObject({ code: 100404 });
    expect((await call('GET', `${API}/KYB999999/documents/x`, { token })).body.code).toBe(100404);
  });

  it('exports a CSV of the filtered cases only', async () => {
    const pending = db.kyb.filter((r) => r.status === 0 || r.status === 3);
    const csv = await download(`${API}/export`, { token, query: { status: '0,3', sort: 'submitted_at,ascend' } });
    expect(csv.headers.get('content-disposition')).toMatch(/filename="kyb-20260310-090015\.csv"/);
    const out = lines(csv.text);
    expect(out[0]).toBe(
      'KYB 编号,公司法定名称,审核状态,审核状态代码,商户号,商户名称,注册号,注册国家/地区,合规评分,风险等级,风险等级代码,提交时间',
    );
    expect(out.slice(1).map((l) => l.split(',')[0])).toEqual(
      [...pending].sort((a, b) => a.submitted_at.localeCompare(b.submitted_at)).map((r) => r.kyb_id),
    );
  });

  it('refuses the risk account everywhere', async () => {
    token = await signIn(RISK);
    const target = withStatus(0);
    expect((await call('GET', API, { token })).body.code).toBe(403);
    expect((await act(target.kyb_id, 'approve')).body.code).toBe(403);
    expect(
      (await call('GET', `${API}/${target.kyb_id}/documents/${target.documents[0].id}`, { token })).body.code,
    ).toBe(403);
    expect(row(target.kyb_id).status).toBe(0);
  });
});
