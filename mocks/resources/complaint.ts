import { invalidField, type Operator } from '../crud/actions';
import type { Row } from '../crud/query';
import { db, findAdminByEmail, now, type Stored } from '../db';
import { seedComplaints, type ComplaintReply } from '../seed/riskPages';
import { sendMail } from './buyerMail';
import type { Fake } from './fake';

const asComplaint = (row: Row) => row as unknown as Stored['complaint'];
const stamp = () => ({ updated_at: new Date(now()).toISOString() });

/**
 * Buyer complaints. Assign (open or in progress) names an enabled admin account and makes it in progress. A reply
 * is added to the thread and mailed to the buyer (a `complaint_reply` mail in the buyer mails); replying to an open
 * complaint takes it (in progress, assigned to the replier when no one is). Resolve keeps the resolution note.
 * The `when` of each action refuses a resolved complaint (101014).
 */
const complaint: Fake<Stored['complaint']> = {
  seed: ({ merchant, order }) => seedComplaints(merchant, order),
  actions: {
    assign: (_row, { values }) => {
      const admin = findAdminByEmail(String(values.assignee));
      if (!admin || admin.status !== 'enabled') return invalidField('assignee');
      return { changes: { assignee: admin.email, status: 1, ...stamp() } };
    },
    reply: (row, { values }, by: Operator) => {
      const c = asComplaint(row);
      const at = new Date(now()).toISOString();
      const text = String(values.message);
      const reply: ComplaintReply = {
        at,
        type: 'complaint_reply',
        detail: `${by.admin.email}: ${text}`,
        by: by.admin.email,
      };
      // The thread is a list of objects, which the generic change log does not keep: it grows here, and the log
      // records the count and time.
      c.replies = [...c.replies, reply];
      db.buyerMail.push(sendMail('complaint_reply', c.buyer_email, c.order_no, by));
      return {
        changes: {
          reply_count: c.replies.length,
          last_reply_at: at,
          status: 1,
          assignee: c.assignee ?? by.admin.email,
          updated_at: at,
        },
      };
    },
    resolve: (_row, { values }) => {
      const at = new Date(now()).toISOString();
      return { changes: { resolution: String(values.resolution), resolved_at: at, updated_at: at } };
    },
  },
};

export default complaint;
