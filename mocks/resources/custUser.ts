import type { Behaviour, Effect } from '../crud/actions';
import { db } from '../db';
import { temporaryPassword } from './admin';
import { sha256Hex } from './apiKey';

/**
 * Merchant portal users: freeze and unfreeze are the generic transitions; a password reset keeps only the new
 * temporary password's hash (hidden, logged as `***`) and answers the password itself once.
 */
const custUser: Behaviour = {
  rows: () => db.custUser,
  hidden: ['password_hash'],
  actions: {
    resetPassword: (): Effect => {
      const password = temporaryPassword();
      return { changes: { password_hash: sha256Hex(password) }, extra: { temp_password: password } };
    },
  },
};

export default custUser;
