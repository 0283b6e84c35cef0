/**
 * The contract cases of notes and timelines (tests/mocks/openapi.test.ts): each call's success and its refusals
 * (no page, unknown record, invalid text, another's note, too late).
 */
import { advanceClock, db } from '../../mocks/db';
import { RECORD_PATHS } from '../../src/services/paths';
import { ADMIN, APPROVER, RISK, call, signIn, type Answer } from './helpers';

type Case = () => Promise<Answer[]>;

const order = () => db.order[0].order_no;

/** A note of the admin's on the first order, with the admin's token. */
async function written() {
  const token = await signIn(ADMIN);
  const note = await call('POST', RECORD_PATHS.notes('order', order()), { token, body: { text: 'Checked' } });
  return { token, id: (note.body.result as { id: string }).id };
}

export const NOTE_CASES: Record<string, Case> = {
  recordTimeline: async () => {
    const { token } = await written();
    return [
      await call('GET', RECORD_PATHS.timeline('order', order()), { token }),
      await call('GET', RECORD_PATHS.timeline('order', 'missing'), { token }),
      await call('GET', RECORD_PATHS.timeline('order', order()), { token: await signIn(RISK) }),
    ];
  },
  addNote: async () => {
    const token = await signIn(ADMIN);
    const approver = db.admin.find((a) => a.email === APPROVER.email)!.id;
    const path = RECORD_PATHS.notes('order', order());
    return [
      await call('POST', path, { token, body: { text: 'Call the buyer', mentions: [approver] } }),
      await call('POST', path, { token, body: { text: '' } }),
      await call('POST', RECORD_PATHS.notes('nothing', 'x'), { token, body: { text: 'x' } }),
      await call('POST', path, { token: await signIn(RISK), body: { text: 'x' } }),
    ];
  },
  editNote: async () => {
    const { token, id } = await written();
    const answers = [
      await call('PUT', RECORD_PATHS.note(id), { token, body: { text: 'Checked twice' } }),
      await call('PUT', RECORD_PATHS.note(id), { token, body: { text: ' ' } }),
      await call('PUT', RECORD_PATHS.note(id), { token: await signIn(APPROVER), body: { text: 'x' } }),
    ];
    advanceClock(16 * 60_000);
    return [...answers, await call('PUT', RECORD_PATHS.note(id), { token, body: { text: 'late' } })];
  },
  deleteNote: async () => {
    const { token, id } = await written();
    const kept = await written();
    const answers = [
      await call('DELETE', RECORD_PATHS.note(id), { token }),
      await call('DELETE', RECORD_PATHS.note('NOTE-999999'), { token }),
      await call('DELETE', RECORD_PATHS.note(kept.id), { token: await signIn(APPROVER) }),
    ];
    advanceClock(16 * 60_000);
    return [...answers, await call('DELETE', RECORD_PATHS.note(kept.id), { token })];
  },
  listOperators: async () => [await call('GET', RECORD_PATHS.operators, { token: await signIn(ADMIN) })],
};
