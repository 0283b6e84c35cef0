import { http } from 'msw';
import { UPLOAD_PATH } from '../../src/services/paths';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../src/console/validate';
import { RESOURCES } from '../../src/resources';
import { db, now } from '../db';
import { guarded, holdsPermission } from '../http';

/** What the upload answers: the file's id and what the console lists. */
export interface UploadAnswer {
  file_id: string;
  name: string;
  mime: string;
  size: number;
}

/** A file's first bytes as its type really is (a renamed executable is not a PDF). */
function sniff(bytes: Uint8Array): string | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return undefined;
}

const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
};

/** The codes of the actions whose forms take files (a dispute's evidence): an upload is for one of them. */
export const UPLOAD_CODES: readonly string[] = [
  ...new Set(
    RESOURCES.flatMap((def) =>
      (def.actions ?? [])
        .filter((a) => Object.values(a.form ?? {}).some((input) => input.type === 'files'))
        .map((a) => a.permission),
    ),
  ),
];

/**
 * `POST /v1/admin/uploads` (multipart `file`): an operator holding the code of an action that takes files (403
 * otherwise); PDF, PNG or JPEG by content, not empty, at most 5 MB. The file is kept for the call that uses it (an
 * action's `files` input names it by id).
 */
export const uploadHandlers = [
  http.post(
    '*' + UPLOAD_PATH,
    guarded({}, async ({ request, session }) => {
      if (!UPLOAD_CODES.some((code) => holdsPermission(session.admin, code)))
        return session.failWith('permissionDenied');
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return session.invalid('file');
      }
      const file = form.get('file');
      if (!file || typeof file === 'string') return session.invalid('file');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mime = sniff(bytes);
      if (
        !bytes.length ||
        bytes.length > UPLOAD_MAX_BYTES ||
        !mime ||
        !(UPLOAD_TYPES as readonly string[]).includes(mime)
      )
        return session.invalid('file');
      const name = (file.name || 'file').replace(/[^\w.\- ]/g, '_').slice(0, 120);
      const row = {
        file_id: `F${String(db.uploads.length + 1).padStart(6, '0')}`,
        name,
        mime,
        size: bytes.length,
        data: toBase64(bytes),
        uploaded_by: session.admin.email,
        uploaded_at: new Date(now()).toISOString(),
      };
      db.uploads.push(row);
      const answer: UploadAnswer = { file_id: row.file_id, name, mime, size: row.size };
      return session.reply(answer);
    }),
  ),
];
