import type { Row } from '../crud/query';
import { db, now, type Stored } from '../db';
import { writeOplog } from '../oplog';
import { seedBuyers } from '../seed/orderLogs';
import { listed, normalise } from './blacklist';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

const asBuyer = (row: Row) => row as unknown as Rows['buyer'];

/** enum blacklistDimension: 1 email. */
const EMAIL = 1;

/** The email as the blacklist keeps it (lower case, trimmed): shown value and what duplicates are found by. */
const kept = (email: string) => normalise(EMAIL, email)!;

/** The next entry id of the blacklist, numbered as its own create does. */
const nextEntryId = () => `BL${Math.max(900000, ...db.blacklist.map((e) => Number(e.entry_id.slice(2)) || 0)) + 1}`;

/**
 * Buyers: "blacklisted" is read on every answer from the blacklist (an unexpired email entry), so an entry removed
 * or expired there shows here at once. Adding a buyer (only one not listed: the declaration's `when`) writes an
 * email entry as the blacklist page would, source "buyer", never expiring, logged under the blacklist too.
 */
const buyer: Fake<Rows['buyer']> = {
  seed: ({ merchant, order }) => seedBuyers(merchant, order),
  computed: (row) => ({ blacklisted: listed(EMAIL, kept(asBuyer(row).email).fingerprint) ? 1 : 0 }),
  actions: {
    blacklist: (row, { reason }, by) => {
      const email = kept(asBuyer(row).email);
      const entry: Stored['blacklist'] = {
        entry_id: nextEntryId(),
        dimension: EMAIL,
        value: email.value,
        fingerprint: email.fingerprint,
        reason: reason ?? '',
        expires_at: null,
        source: 'buyer',
        created_by: by.admin.email,
        created_at: new Date(now()).toISOString(),
      };
      db.blacklist.push(entry);
      const { fingerprint: _hidden, ...shown } = entry;
      writeOplog({
        operator: by.admin,
        ip: by.ip,
        resource: 'blacklist',
        target: entry.entry_id,
        action: 'create',
        reason,
        before: {},
        after: shown,
      });
      return { extra: { entry_id: entry.entry_id } };
    },
  },
};

export default buyer;
