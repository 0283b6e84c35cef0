import { http } from 'msw';
import { NOTICE_PATHS } from '../../src/services/paths';
import type { Notice, NoticeList, NoticeType } from '../../src/services/types';
import { db, findAdmin } from '../db';
import { mayOpen } from '../notices';
import { guarded, readBody, text } from '../http';
import { tellOverdue } from '../work';

const NOTICE_TYPES: readonly NoticeType[] = ['notification', 'message', 'event'];

/**
 * One operator's notices, newest first (ties by id, so the order is stable), leaving out those about a record whose
 * page they may not open (any more).
 */
export function noticeList(adminId: string): NoticeList {
  const admin = findAdmin(adminId);
  const list: Notice[] = db.notices
    .filter((n) => n.admin_id === adminId && !!admin && mayOpen(admin, n.resource))
    .sort((a, b) => b.datetime.localeCompare(a.datetime) || a.id.localeCompare(b.id))
    .map(({ id, type, title, description, datetime, read, resource, target, kind, params }) => ({
      id,
      type,
      title,
      description,
      datetime,
      read,
      resource,
      target,
      ...(kind ? { kind, params } : {}),
    }));
  return { list, total: list.length, unread: list.filter((n) => !n.read).length };
}

export const noticeHandlers = [
  http.get(
    '*' + NOTICE_PATHS.list,
    guarded({}, ({ session }) => {
      // Items of the reader's that passed their target since the bell last asked.
      tellOverdue();
      return session.reply(noticeList(session.admin.id));
    }),
  ),

  http.post(
    '*' + NOTICE_PATHS.readPattern,
    guarded({}, ({ params, session }) => {
      const notice = db.notices.find((n) => n.id === params.id && n.admin_id === session.admin.id);
      if (!notice) return session.failWith('notFound');
      notice.read = true;
      return session.reply(noticeList(session.admin.id));
    }),
  ),

  http.post(
    '*' + NOTICE_PATHS.clear,
    guarded({}, async ({ request, session }) => {
      const type = text((await readBody(request)).type);
      if (!type || !NOTICE_TYPES.includes(type as NoticeType)) return session.invalid('type');
      db.notices = db.notices.filter((n) => n.admin_id !== session.admin.id || n.type !== type);
      return session.reply(noticeList(session.admin.id));
    }),
  ),
];
