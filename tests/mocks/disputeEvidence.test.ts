import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { ADMIN, T0, call, Multipart, pinClock, signIn } from './helpers';

const DISPUTES = '/v1/admin/disputes';
const HOUR = 3_600_000;
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);
const CATEGORIES = ['receipt', 'shipping', 'communication', 'refund_policy', 'other'];

const upload = async (token: string, name: string) =>
  (
    (await call('POST', '/v1/admin/uploads', { token, body: new Multipart(name, PDF, 'application/pdf') })).body
      .result as { file_id: string }
  ).file_id;

/** An open case (evidence required or received) due between these many hours from now. */
const open = (minHours: number, maxHours: number, skip = 0) =>
  db.dispute.filter((d) => {
    const due = Math.floor(T0 / 86_400_000) * 86_400_000 + d.due_offset_h * HOUR;
    return [1, 10].includes(d.status) && due - T0 > minHours * HOUR && due - T0 < maxHours * HOUR;
  })[skip];

const submit = (token: string, caseId: string, body: Record<string, unknown>) =>
  call('POST', `${DISPUTES}/${caseId}/submitEvidence`, { token, body });

describe('disputes: evidence by category', () => {
  beforeEach(pinClock);

  it('stores each category its own files and text, and records who handled the case', async () => {
    const token = await signIn(ADMIN);
    const d = open(2, 500);
    const receipt = await upload(token, 'receipt.pdf');
    const tracking = await upload(token, 'tracking.pdf');
    const answer = await submit(token, d.case_id, {
      receipt_files: [receipt],
      shipping_text: 'Delivered on 3 March, signed by the buyer.',
      shipping_files: [tracking],
    });
    expect(answer.body.code).toBe(0);
    expect(answer.body.result).toMatchObject({
      status: 9,
      receipt_files: [{ file_id: receipt, name: 'receipt.pdf', mime: 'application/pdf' }],
      shipping_text: 'Delivered on 3 March, signed by the buyer.',
      shipping_files: [{ file_id: tracking, name: 'tracking.pdf' }],
      communication_files: [],
      submitted_by: ADMIN.email,
      handler: ADMIN.email,
    });
    const stored = db.dispute.find((x) => x.case_id === d.case_id)!;
    expect(stored.receipt_text).toBeNull();
    expect(stored.refund_policy_files).toEqual([]);
    expect(stored.shipping_files.map((f) => f.name)).toEqual(['tracking.pdf']);

    // The list answers the handler too (a hidden column), the detail the same.
    const list = (await call('GET', DISPUTES, { token, query: { case_id: d.case_id } })).body.result as {
      list: Record<string, unknown>[];
    };
    expect(list.list[0]).toMatchObject({ case_id: d.case_id, handler: ADMIN.email });
  });

  it('refuses a submission without any file or text (100400), and changes nothing', async () => {
    const token = await signIn(ADMIN);
    const d = open(2, 500);
    const empty = Object.fromEntries(
      CATEGORIES.flatMap((c) => [
        [`${c}_text`, '   '],
        [`${c}_files`, []],
      ]),
    );
    for (const body of [{}, empty]) {
      const answer = await submit(token, d.case_id, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(100400);
    }
    expect(db.dispute.find((x) => x.case_id === d.case_id)).toMatchObject({ status: d.status, handler: null });
  });

  it('checks each category as its form does: known uploads only, at most 5 files each', async () => {
    const token = await signIn(ADMIN);
    const d = open(2, 500);
    expect((await submit(token, d.case_id, { other_files: ['F999999'] })).body.code).toBe(100400);
    const six = [];
    for (let i = 0; i < 6; i++) six.push(await upload(token, `page-${i}.pdf`));
    const tooMany = await submit(token, d.case_id, { communication_files: six });
    expect(tooMany.body).toMatchObject({ code: 100400, message: 'Invalid input: communication_files' });
    const ok = await submit(token, d.case_id, { communication_files: six.slice(0, 5), refund_policy_files: [six[5]] });
    expect(ok.body.result).toMatchObject({ status: 9 });
  });

  it('refuses evidence after the due date (101014 with the reason)', async () => {
    const token = await signIn(ADMIN);
    const late = open(2, 1000);
    late.due_offset_h = Math.floor((T0 % 86_400_000) / HOUR) - 1;
    const refused = await submit(token, late.case_id, { other_text: 'Too late' });
    expect(refused.body).toMatchObject({ code: 101014, message: 'The evidence due date has passed' });
    expect(late).toMatchObject({ other_text: null, handler: null });
    expect(late.status).not.toBe(9);
  });

  it('accepting records the handler; the seed names the handler of the cases already handled', async () => {
    const token = await signIn(ADMIN);
    const d = open(2, 500);
    const accepted = await call('POST', `${DISPUTES}/${d.case_id}/accept`, { token, body: {} });
    expect(accepted.body.result).toMatchObject({ status: 6, closed_by: ADMIN.email, handler: ADMIN.email });
    for (const x of db.dispute) {
      if ([1, 10].includes(x.status)) expect(x.handler, x.case_id).toBeNull();
      else if (x.submitted_by || x.closed_by) expect(x.handler, x.case_id).toBe(x.closed_by ?? x.submitted_by);
    }
  });
});
