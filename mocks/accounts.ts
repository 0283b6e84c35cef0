/** The demo accounts of the fake backend: a demo login panel and the tests sign in with these. */
export interface DemoAccount {
  email: string;
  password: string;
  /** Base32 authenticator secret; undefined while the account has not bound an authenticator. */
  secret?: string;
  name: string;
  role: 'super' | 'risk';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@payops.test', password: 'PayOps#2026', secret: 'JBSWY3DPEHPK3PXP', name: 'Chen Jing', role: 'super' },
  { email: 'risk@payops.test', password: 'PayOps#2026', secret: 'KRSXG5CTMVRXEZLU', name: 'Omar Haddad', role: 'risk' },
  { email: 'new@payops.test', password: 'PayOps#2026', name: 'Sofia Rossi', role: 'super' },
  // The second pair of eyes: approves what the others request (dual control).
  {
    email: 'approver@payops.test',
    password: 'PayOps#2026',
    secret: 'GEZDGNBVGY3TQOJQ',
    name: 'Lukas Meyer',
    role: 'super',
  },
];

/** Demo mode sends no mail: every mail code is this one. */
export const DEMO_MAIL_CODE = '123456';
