/**
 * What reaches the platform from outside the console: a card network's dispute on an order, an alert from a fraud
 * screening service (Ethoca, Verifi, Visa RDR). Each is stored as the real server stores it, told on the order's
 * timeline, and raises its notice to the operators who may open it (DOMAIN.md "Notices"). The seed tells its latest
 * with the same events (mocks/seed/notices); at run time the test controls (`POST /__mock/inbound/dispute`,
 * `/__mock/inbound/fraud-alert`) bring one in, as a network would.
 */
import { ENUMS } from '../src/domain/enums';
import { EVIDENCE_CATEGORIES } from '../src/resources/order/dispute';
import type { Rows } from '../src/resources';
import { db, now, type Stored } from './db';
import { raise, type NoticeEvent } from './notices';
import { REASON_CODES } from './seed/orders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The time a merchant is given to answer a new dispute with evidence. */
export const DISPUTE_RESPONSE_DAYS = 10;

type Dispute = Stored['dispute'];
type Alert = Rows['fraudAlert'];

/** The notice a new dispute raises. */
export const disputeOpenedEvent = (d: Dispute): NoticeEvent => ({
  key: `dispute-${d.case_id}`,
  type: 'event',
  title: `Dispute opened: ${d.case_id}`,
  description: `${d.reason_code} on order ${d.order_no}, ${d.amount} ${d.currency} (${d.merchant_name})`,
  resource: 'dispute',
  target: d.case_id,
  kind: 'disputeOpened',
  params: { order: d.order_no, amount: `${d.amount} ${d.currency}`, merchant: d.merchant_name, code: d.reason_code },
  at: d.received_at,
});

/** The notice a new fraud alert raises. */
export const alertReceivedEvent = (a: Alert): NoticeEvent => ({
  key: `alert-${a.alert_id}`,
  type: 'event',
  title: `Fraud alert received: ${a.alert_id}`,
  description: `${a.source} ${a.type} alert on order ${a.order_no}, ${a.amount} ${a.currency}`,
  resource: 'fraudAlert',
  target: a.alert_id,
  kind: 'fraudAlertReceived',
  params: { order: a.order_no, amount: `${a.amount} ${a.currency}`, source: String(a.source) },
  at: a.received_at,
});

/** The next id after the table's highest: `DP700123` → `DP700124`. */
function nextId(ids: readonly string[], prefix: string, first: number): string {
  const top = ids.reduce((max, id) => Math.max(max, Number(id.slice(prefix.length)) || 0), first - 1);
  return `${prefix}${top + 1}`;
}

/** A case still running: received, evidence required, submitted, appealed. */
const RUNNING = [1, 2, 9, 10];
const values = (name: keyof typeof ENUMS) => ENUMS[name].map((x) => String(x.code));

/** Why an inbound item is not taken: the field at fault. */
export type Unfit = { field: string };

/**
 * A dispute on a paid order that has no case open: the order shows it (dispute status "received", an event), the case
 * waits for evidence until its due date, and everyone who may open disputes is told.
 */
export function openDispute(orderNo: unknown, reason: unknown = 'fraud'): Dispute | Unfit {
  const order = db.order.find((o) => o.order_no === orderNo);
  if (!order || order.pay_status !== 1 || RUNNING.includes(order.dispute_status)) return { field: 'order_no' };
  if (typeof reason !== 'string' || !values('disputeReason').includes(reason) || !REASON_CODES[reason])
    return { field: 'reason' };
  const at = now();
  const received_at = new Date(at).toISOString();
  const empty = Object.fromEntries(
    EVIDENCE_CATEGORIES.flatMap((c) => [
      [`${c}_text`, null],
      [`${c}_files`, []],
    ]),
  );
  const d = {
    case_id: nextId(
      db.dispute.map((x) => x.case_id),
      'DP',
      700001,
    ),
    order_no: order.order_no,
    cust_id: order.cust_id,
    merchant_name: order.merchant_name,
    reason,
    reason_code: REASON_CODES[reason][0],
    amount: order.amount,
    currency: order.currency,
    stage: 1,
    status: 10,
    // Counted from the start of the current UTC day, as every case's due date is (mocks/resources/dispute.ts dueAt).
    due_offset_h: Math.ceil((at - Math.floor(at / DAY) * DAY) / HOUR) + DISPUTE_RESPONSE_DAYS * 24,
    received_at,
    ...empty,
    submitted_by: null,
    submitted_at: null,
    closed_by: null,
    closed_at: null,
    handler: null,
  } as Dispute;
  db.dispute.push(d);
  order.dispute_status = 10;
  order.events.push({ at: received_at, type: 'disputed' });
  raise(disputeOpenedEvent(d));
  return d;
}

/** An alert on a paid card order, to handle; everyone who may open fraud alerts is told. */
export function receiveFraudAlert(
  orderNo: unknown,
  source: unknown = 'ethoca',
  type: unknown = 'fraud',
): Alert | Unfit {
  const order = db.order.find((o) => o.order_no === orderNo);
  if (!order || order.pay_status !== 1 || !order.card_bin) return { field: 'order_no' };
  if (typeof source !== 'string' || !values('alertSource').includes(source)) return { field: 'source' };
  if (typeof type !== 'string' || !values('fraudAlertType').includes(type)) return { field: 'type' };
  const a: Alert = {
    alert_id: nextId(
      db.fraudAlert.map((x) => x.alert_id),
      'FA',
      800001,
    ),
    source: source as Alert['source'],
    type: type as Alert['type'],
    order_no: order.order_no,
    cust_id: order.cust_id,
    merchant_name: order.merchant_name,
    amount: order.amount,
    currency: order.currency,
    card: order.card_last4 ? `${order.card_bin}******${order.card_last4}` : null,
    received_at: new Date(now()).toISOString(),
    status: 0,
    result: null,
    note: null,
    handled_by: null,
    handled_at: null,
  };
  db.fraudAlert.push(a);
  raise(alertReceivedEvent(a));
  return a;
}
