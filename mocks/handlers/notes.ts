/**
 * Notes on any record and its timeline (mocks/timeline.ts). A note names the operators it mentions two ways, both
 * taken: `mentions`, admin ids the console's picker sends, and `@<email>` of an admin account in the text. Each
 * mentioned operator who may open the record's page gets a notice linking to it. Only who may open the record's page
 * reads or writes its notes; only its author changes a note, within 15 minutes of writing it (101037 after).
 */
import { http } from 'msw';
import { recordPermission } from '../../src/console/recordLink';
import type { ResourceDef } from '../../src/console/types';
import { resourceByKey } from '../../src/resources';
import { NOTE_EDIT_MS, NOTE_MAX, RECORD_PATHS } from '../../src/services/paths';
import { db, findAdmin, findAdminByEmail, now, type NoteRow, type Stored } from '../db';
import { clientIp, guarded, holdsPermission, readBody, type Session } from '../http';
import { raise } from '../notices';
import { writeOplog } from '../oplog';
import type { Row } from '../crud/query';
import { BEHAVIOURS } from '../resources';
import { NOTE_ACTIONS, noteView, timelineOf } from '../timeline';

/** The record a call names, or the answer refusing it: 403 without its page, 100404 when it is not there. */
function recordOf(
  session: Session,
  resource: string,
  id: string,
): { def: ResourceDef; row: Row } | { refused: Response } {
  const def = resourceByKey(resource);
  const behaviour = BEHAVIOURS[resource];
  const page = recordPermission(resource);
  if (!def || !behaviour || !page) return { refused: session.failWith('notFound') };
  if (!holdsPermission(session.admin, page)) return { refused: session.failWith('permissionDenied') };
  const row = behaviour
    .rows()
    .find((r) => String(r[def.rowKey]) === id && (!behaviour.visible || behaviour.visible(r, session.admin)));
  return row ? { def, row } : { refused: session.failWith('notFound') };
}

const MENTIONED = /@([^\s@]+@[^\s@]+\.[A-Za-z]{2,})/g;

/** The note's text and who it mentions, from a body; the name of the refused input otherwise. */
function readNote(
  body: Record<string, unknown>,
  author: Stored['admin'],
): { text: string; mentions: string[] } | string {
  const text = typeof body.text === 'string' ? body.text.trim() : '';
  if (!text || text.length > NOTE_MAX) return 'text';
  const picked = body.mentions ?? [];
  if (!Array.isArray(picked) || !picked.every((id) => typeof id === 'string' && findAdmin(id))) return 'mentions';
  const named = [...text.matchAll(MENTIONED)].flatMap((m) => findAdminByEmail(m[1])?.id ?? []);
  const mentions = [...new Set([...(picked as string[]), ...named])].filter((id) => id !== author.id);
  return { text, mentions };
}

/** Tells each mentioned operator who may open the record; one notice per note and operator, edits included. */
function tellMentioned(note: NoteRow, author: Stored['admin']) {
  raise(
    {
      key: note.id,
      type: 'message',
      title: `${author.name} mentioned you on ${note.resource} ${note.target}`,
      description: note.text.length > 140 ? `${note.text.slice(0, 139)}…` : note.text,
      resource: note.resource,
      target: note.target,
      kind: 'mentioned',
      params: { author: author.name, text: note.text.length > 140 ? `${note.text.slice(0, 139)}…` : note.text },
    },
    db.admin.filter((a) => note.mentions.includes(a.id)),
  );
}

const logged = (n: NoteRow) => ({ note_id: n.id, text: n.text, mentions: n.mentions });

/** A note its caller may change now: theirs, on a page they hold, written less than 15 minutes ago. */
function changeable(session: Session, noteId: string): { note: NoteRow } | { refused: Response } {
  const note = db.notes.find((n) => n.id === noteId);
  if (!note) return { refused: session.failWith('notFound') };
  const page = recordPermission(note.resource);
  if (!page || !holdsPermission(session.admin, page) || note.author_id !== session.admin.id)
    return { refused: session.failWith('permissionDenied') };
  if (now() - Date.parse(note.at) > NOTE_EDIT_MS) return { refused: session.failWith('noteLocked') };
  return { note };
}

export const noteHandlers = [
  http.get(
    '*' + RECORD_PATHS.timelinePattern,
    guarded({}, ({ params, session }) => {
      const record = recordOf(session, String(params.resource), String(params.id));
      if ('refused' in record) return record.refused;
      return session.reply({ list: timelineOf(record.def, record.row, session.admin) });
    }),
  ),

  http.post(
    '*' + RECORD_PATHS.notesPattern,
    guarded({}, async ({ params, request, session }) => {
      const record = recordOf(session, String(params.resource), String(params.id));
      if ('refused' in record) return record.refused;
      const input = readNote(await readBody(request), session.admin);
      if (typeof input === 'string') return session.invalid(input);
      // Numbered by the log's count of added notes: an id is never given again after a deletion.
      const made = db.oplog.filter((e) => e.action === NOTE_ACTIONS.add).length + 1;
      const note: NoteRow = {
        id: `NOTE-${String(made).padStart(6, '0')}`,
        resource: record.def.key,
        target: String(record.row[record.def.rowKey]),
        author_id: session.admin.id,
        author_email: session.admin.email,
        at: new Date(now()).toISOString(),
        ...input,
        edited_at: null,
      };
      db.notes.push(note);
      const where = { operator: session.admin, ip: clientIp(request), resource: note.resource, target: note.target };
      writeOplog({ ...where, action: NOTE_ACTIONS.add, before: {}, after: logged(note) });
      tellMentioned(note, session.admin);
      return session.reply(noteView(note, session.admin));
    }),
  ),

  http.put(
    '*' + RECORD_PATHS.notePattern,
    guarded({}, async ({ params, request, session }) => {
      const found = changeable(session, String(params.noteId));
      if ('refused' in found) return found.refused;
      const input = readNote(await readBody(request), session.admin);
      if (typeof input === 'string') return session.invalid(input);
      const { note } = found;
      const before = logged(note);
      Object.assign(note, input, { edited_at: new Date(now()).toISOString() });
      const where = { operator: session.admin, ip: clientIp(request), resource: note.resource, target: note.target };
      writeOplog({ ...where, action: NOTE_ACTIONS.edit, before, after: logged(note) });
      tellMentioned(note, session.admin);
      return session.reply(noteView(note, session.admin));
    }),
  ),

  http.delete(
    '*' + RECORD_PATHS.notePattern,
    guarded({}, ({ params, request, session }) => {
      const found = changeable(session, String(params.noteId));
      if ('refused' in found) return found.refused;
      const { note } = found;
      db.notes = db.notes.filter((n) => n !== note);
      const where = { operator: session.admin, ip: clientIp(request), resource: note.resource, target: note.target };
      writeOplog({ ...where, action: NOTE_ACTIONS.delete, before: logged(note), after: {} });
      return session.reply({ id: note.id });
    }),
  ),

  // The mention picker's operators: every enabled account, whoever asks (a name is no secret among operators).
  http.get(
    '*' + RECORD_PATHS.operators,
    guarded({}, ({ session }) =>
      session.reply(
        db.admin
          .filter((a) => a.status === 'enabled')
          .map(({ id, name, email }) => ({ id, name, email }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    ),
  ),
];
