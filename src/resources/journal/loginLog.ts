import { resource } from '../../console/decl';
import { loginLog as loginLogLabels } from './loginLog.labels';

/**
 * Sign-in log (`/journal/loginListMsg`): every sign-in attempt of the console's operators, signed in or refused
 * with why (wrong password, unknown account, wrong authenticator code, no authenticator, disabled account, a lock
 * held), from which address and browser, and every lock that failures started. The login call itself writes it.
 * Read-only.
 */
const loginLog = resource({
  key: 'loginLog',
  labels: loginLogLabels,
  api: '/v1/admin/journal/logins',
  rowKey: 'login_id',
  fields: {
    at: { type: 'datetime', filter: 'range', sortable: true },
    email: { type: 'text', filter: 'like' },
    result: { type: 'enum', enum: 'loginResult', filter: 'in', width: 100 },
    reason: { type: 'enum', enum: 'loginReason', filter: 'in', unset: true, width: 160 },
    ip: { type: 'text', filter: 'eq', width: 130 },
    /** The account signed in or tried; null for an unknown address. */
    admin_id: { type: 'id', filter: 'eq', unset: true, width: 110 },
    user_agent: { type: 'text', width: 240 },
    login_id: { type: 'id', filter: 'eq', copyable: true, width: 110 },
  },
  list: {
    columns: ['login_id', 'at', 'email', 'result', 'reason', 'ip', 'user_agent'],
    defaultSort: { field: 'at', order: 'descend' },
  },
  detail: {
    sections: [
      { key: 'attempt', fields: ['login_id', 'at', 'email', 'admin_id', 'result', 'reason'] },
      { key: 'client', fields: ['ip', 'user_agent'] },
    ],
  },
  export: true,
});

export default loginLog;
