import type { NoticeSeed } from './index';

/** Omar Haddad (risk): alerts, disputes, blacklist and complaints. */
export const RISK_NOTICES: NoticeSeed[] = [
  [
    'event',
    'Dispute CB-2026-0142 due in 48 h',
    'Order PO-88213409, reason code 10.4 (card-absent fraud), first chargeback.',
    '2026-03-10T08:05:00.000Z',
    false,
  ],
  [
    'notification',
    'Low authorization rate on Aurora Apparel',
    'Authorization rate fell to 61 % in the last hour (7-day average 88 %).',
    '2026-03-10T07:55:00.000Z',
    false,
  ],
  [
    'event',
    'Fraud alert FA-7781 awaiting a result',
    'Ethoca alert for order PO-88190077; choose a result code before refunding.',
    '2026-03-10T07:10:00.000Z',
    false,
  ],
  [
    'message',
    'Chen Jing assigned you buyer complaint BC-2026-0311',
    'Buyer reports an unrecognised charge of EUR 49.00 from Quasar Digital.',
    '2026-03-10T06:44:00.000Z',
    false,
  ],
  [
    'event',
    'Explosive growth on Quasar Digital',
    'Volume up 640 % day over day; review the reserve settings.',
    '2026-03-09T22:18:00.000Z',
    false,
  ],
  [
    'notification',
    'Blacklist import finished: 48 accepted, 2 rejected',
    'Rows 17 and 33: the card number is not a valid PAN.',
    '2026-03-09T16:02:00.000Z',
    true,
  ],
  [
    'notification',
    'Entry rule "High-risk BIN, first order" hit 37 times today',
    'Action: review. 29 orders released, 8 rejected.',
    '2026-03-09T15:30:00.000Z',
    true,
  ],
  [
    'message',
    'Reply from buyer j.meyer@example.com',
    'The parcel never arrived; the buyer asks for a refund instead of a chargeback.',
    '2026-03-09T12:09:00.000Z',
    true,
  ],
  [
    'event',
    'Blacklist entry BL-5521 expires tomorrow',
    'Dimension card number, added by Omar Haddad on 10 Feb.',
    '2026-03-09T09:00:00.000Z',
    true,
  ],
  [
    'notification',
    'Forter switched shop.kestrel.io to monitor mode',
    'Decisions are logged but no longer block orders for this site.',
    '2026-03-08T18:35:00.000Z',
    true,
  ],
  [
    'message',
    'Network team: new BIN rules for Brazil',
    'Elo and Hipercard ranges added; please review before Friday.',
    '2026-03-08T11:50:00.000Z',
    true,
  ],
  [
    'event',
    'Buyer complaint BC-2026-0298 open for 5 days',
    'Assigned to you; the buyer has written twice since.',
    '2026-03-07T10:05:00.000Z',
    true,
  ],
];
