import { NOTICE_PATHS } from '../../src/services/paths';
import type { NoticeList } from '../../src/services/types';
import { ADMIN, RISK, call, pinClock, signIn } from './helpers';

const list = async (token: string) => (await call('GET', NOTICE_PATHS.list, { token })).body.result as NoticeList;

describe('notices', () => {
  let token: string;
  beforeEach(async () => {
    pinClock();
    token = await signIn(ADMIN);
  });

  it("lists the operator's own notices, newest first, with counts", async () => {
    const notices = await list(token);
    expect(notices.total).toBe(12);
    expect(notices.list).toHaveLength(12);
    expect(notices.unread).toBe(notices.list.filter((n) => !n.read).length);
    expect(notices.unread).toBeGreaterThan(0);
    expect(notices.unread).toBeLessThan(12);
    const times = notices.list.map((n) => n.datetime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(notices.list.map((n) => n.type))).toEqual(new Set(['notification', 'message', 'event']));
    expect(notices.list[0]).not.toHaveProperty('admin_id');

    const others = await list(await signIn(RISK));
    expect(others.list.map((n) => n.id)).not.toContain(notices.list[0].id);
  });

  it('marks one notice read and answers the new counts', async () => {
    const before = await list(token);
    const unread = before.list.find((n) => !n.read)!;
    const answer = await call('POST', NOTICE_PATHS.read(unread.id), { token, body: { requestId: 1 } });
    const after = answer.body.result as NoticeList;
    expect(after.unread).toBe(before.unread - 1);
    expect(after.total).toBe(before.total);
    expect(after.list.find((n) => n.id === unread.id)?.read).toBe(true);
    // Reading it again changes nothing.
    const again = await call('POST', NOTICE_PATHS.read(unread.id), { token });
    expect((again.body.result as NoticeList).unread).toBe(after.unread);
  });

  it("answers 100404 for an unknown id or another operator's notice", async () => {
    const unknown = await call('POST', NOTICE_PATHS.read('ntc-0000-00'), { token });
    expect(unknown.body).toMatchObject({ code: 100404, message: 'Not found' });
    const riskNotice = (await list(await signIn(RISK))).list[0];
    expect((await call('POST', NOTICE_PATHS.read(riskNotice.id), { token })).body.code).toBe(100404);
  });

  it('clears one type and keeps the rest', async () => {
    const before = await list(token);
    const events = before.list.filter((n) => n.type === 'event');
    const answer = await call('POST', NOTICE_PATHS.clear, { token, body: { type: 'event', requestId: 1 } });
    const after = answer.body.result as NoticeList;
    expect(after.total).toBe(before.total - events.length);
    expect(after.list.some((n) => n.type === 'event')).toBe(false);
    expect(after.unread).toBe(before.unread - events.filter((n) => !n.read).length);
    expect((await list(token)).total).toBe(after.total);
    // Another operator's events stay.
    expect((await list(await signIn(RISK))).list.some((n) => n.type === 'event')).toBe(true);
  });

  it('refuses an unknown type with 100400', async () => {
    for (const body of [{ type: 'alert' }, {}]) {
      const answer = await call('POST', NOTICE_PATHS.clear, { token, body });
      expect(answer.body).toMatchObject({ code: 100400, message: 'Invalid input: type' });
    }
  });

  it('needs a session', async () => {
    const answer = await call('GET', NOTICE_PATHS.list);
    expect(answer.status).toBe(401);
  });
});
