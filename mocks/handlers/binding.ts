import { http } from 'msw';
import { AUTH_PATHS } from '../../src/services/paths';
import type { GoogleSecret, MailCode } from '../../src/services/types';
import { DEMO_MAIL_CODE } from '../accounts';
import { db, now } from '../db';
import { clientIp, guarded, readBody, text } from '../http';
import { BINDING_TTL_MS, randomHex, revokeSession } from '../tokens';
import { newSecret, otpauthUri, spendTotp } from '../totp';
import { passwordStep, signIn } from './signIn';

const MAIL_CODE_TTL_MS = 10 * 60 * 1000;

const sameMail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const bindingHandlers = [
  http.get(
    '*' + AUTH_PATHS.googleSecret,
    guarded({ scope: ['session', 'binding'] }, ({ session }) => {
      const secret = newSecret();
      db.pendingSecrets = db.pendingSecrets.filter((p) => p.admin_id !== session.admin.id);
      db.pendingSecrets.push({ admin_id: session.admin.id, secret, expires_at: now() + BINDING_TTL_MS });
      const result: GoogleSecret = { qrCode: otpauthUri(session.admin.email, secret), secret };
      return session.reply(result);
    }),
  ),

  http.post(
    '*' + AUTH_PATHS.mailCode,
    guarded({ scope: 'binding' }, async ({ request, session }) => {
      const mail = text((await readBody(request)).mail);
      if (!mail) return session.invalid('mail');
      if (!sameMail(mail, session.admin.email)) return session.failWith('permissionDenied');
      const row = {
        token: `mc_${randomHex(16)}`,
        admin_id: session.admin.id,
        mail: session.admin.email,
        code: DEMO_MAIL_CODE,
        expires_at: now() + MAIL_CODE_TTL_MS,
        used: false,
      };
      db.mailCodes = db.mailCodes.filter((m) => m.expires_at > now() && !m.used);
      db.mailCodes.push(row);
      const result: MailCode = { mailCodeToken: row.token };
      return session.reply(result);
    }),
  ),

  http.post(
    '*' + AUTH_PATHS.bind,
    guarded({ scope: 'binding' }, async ({ request, session }) => {
      const { admin } = session;
      const query = new URL(request.url).searchParams;
      const body = await readBody(request);
      const email = text(body.email);
      if (!email) return session.invalid('email');
      if (typeof body.password !== 'string' || !body.password) return session.invalid('password');
      const mailCodeToken = text(query.get('mailCodeToken'));
      if (!mailCodeToken) return session.invalid('mailCodeToken');
      const bindingKey = text(query.get('bindingKey'))?.replace(/\s+/g, '').toUpperCase();
      if (!bindingKey) return session.invalid('bindingKey');
      const bindingCode = text(query.get('bindingCode'));
      if (!bindingCode) return session.invalid('bindingCode');

      if (!sameMail(email, admin.email)) return session.failWith('permissionDenied');
      if (body.password !== admin.password) return session.failWith('badCredentials');
      const mailCode = db.mailCodes.find((m) => m.token === mailCodeToken && m.admin_id === admin.id);
      const emailCode = text(request.headers.get('email-code'));
      if (!mailCode || mailCode.used || mailCode.expires_at <= now() || mailCode.code !== emailCode) {
        return session.failWith('badMailCode');
      }
      const pending = db.pendingSecrets.find((p) => p.admin_id === admin.id && p.expires_at > now());
      if (!pending || pending.secret !== bindingKey) return session.failWith('secretMismatch');
      // The code that binds also signs in: good once, like a login's.
      const checked = spendTotp(admin, pending.secret, bindingCode);
      if (checked !== 'ok')
        return session.failWith(checked === 'used' ? 'usedAuthenticatorCode' : 'badAuthenticatorCode');

      admin.google_secret = pending.secret;
      db.pendingSecrets = db.pendingSecrets.filter((p) => p !== pending);
      mailCode.used = true;
      revokeSession(session.token);
      // A temporary password is changed before the session starts.
      return admin.password_temporary ? passwordStep(admin) : signIn(admin, clientIp(request));
    }),
  ),
];
