import type { Effect } from '../crud/actions';
import { temporaryPassword } from './admin';
import { sha256Hex } from './apiKey';
import { seedCustUsers } from '../seed/custUsers';
import type { Fake } from './fake';
import type { Stored } from '../db';

/**
 * Merchant portal users: freeze and unfreeze are the generic transitions; a password reset keeps only the new
 * temporary password's hash (hidden, logged as `***`) and answers the password itself once.
 */
const custUser: Fake<Stored['custUser']> = {
  seed: ({ merchant }) => seedCustUsers(merchant),
  hidden: ['password_hash'],
  actions: {
    resetPassword: (): Effect => {
      const password = temporaryPassword();
      return { changes: { password_hash: sha256Hex(password) }, extra: { temp_password: password } };
    },
  },
};

export default custUser;
