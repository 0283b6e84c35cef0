import { invalidField, type Operator } from '../crud/actions';
import { db, now } from '../db';
import { seedBuyerMails, mailSubject } from '../seed/riskPages';
import type { Fake } from './fake';
import type { Rows } from '../../src/resources';

/** The mail server's answer to one attempt: an address on a reserved `.invalid` domain (RFC 2606) never exists. */
export function deliver(recipient: string): { status: 1 | 2; error: string | null } {
  const domain = recipient.split('@').pop()?.toLowerCase() ?? '';
  return domain === 'invalid' || domain.endsWith('.invalid')
    ? { status: 2, error: '550 5.1.2 Recipient domain not found' }
    : { status: 1, error: null };
}

const nextId = () => `BM${Math.max(500000, ...db.buyerMail.map((m) => Number(m.mail_id.slice(2)) || 0)) + 1}`;

/**
 * A mail from a template, tried at once: sent, or failed with the server's answer. `orderNo` must name an order
 * (checked by the caller); the merchant comes from it.
 */
export function sendMail(template: string, recipient: string, orderNo: string | null, by: Operator): Rows['buyerMail'] {
  const order = orderNo ? db.order.find((o) => o.order_no === orderNo) : undefined;
  const at = new Date(now()).toISOString();
  const result = deliver(recipient);
  return {
    mail_id: nextId(),
    template,
    recipient,
    order_no: order?.order_no ?? null,
    cust_id: order?.cust_id ?? null,
    merchant_name: order?.merchant_name ?? null,
    subject: mailSubject(template, order?.order_no ?? null),
    status: result.status,
    attempts: 1,
    error: result.error,
    created_by: by.admin.email,
    created_at: at,
    sent_at: result.status === 1 ? at : null,
  };
}

/**
 * Buyer mails: sending one from a template names a known order (when it names one); a resend (failed mails only)
 * is one more attempt, to the address given (a corrected one), sent or failed again by the same rule.
 */
const buyerMail: Fake<Rows['buyerMail']> = {
  seed: ({ merchant, order }) => seedBuyerMails(merchant, order),
  create: (values, by) => {
    const orderNo = typeof values.order_no === 'string' ? values.order_no : null;
    if (orderNo && !db.order.some((o) => o.order_no === orderNo)) return invalidField('order_no');
    return { row: sendMail(String(values.template), String(values.recipient), orderNo, by) };
  },
  actions: {
    resend: (row, { values }) => {
      const recipient = String(values.recipient);
      const result = deliver(recipient);
      return {
        changes: {
          recipient,
          attempts: Number(row.attempts) + 1,
          status: result.status,
          error: result.error,
          sent_at: result.status === 1 ? new Date(now()).toISOString() : null,
        },
      };
    },
  },
};

export default buyerMail;
