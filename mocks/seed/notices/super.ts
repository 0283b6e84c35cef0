import type { NoticeSeed } from './index';

/** Chen Jing (super): the whole back office lands here. */
export const SUPER_NOTICES: NoticeSeed[] = [
  [
    'event',
    'Dispute CB-2026-0142 due in 48 h',
    'Evidence for order PO-88213409 (USD 1,240.00) is due 12 Mar 09:00 UTC.',
    '2026-03-10T08:05:00.000Z',
    false,
  ],
  [
    'notification',
    'KYB documents uploaded by Northwind Trading',
    'Certificate of incorporation, UBO register and proof of address are ready for review.',
    '2026-03-10T07:42:00.000Z',
    false,
  ],
  [
    'event',
    'Withdrawal WD-30917 awaiting approval',
    'GBP 58,000.00 to Barclays ****4471, requested by Harbor & Pine Ltd.',
    '2026-03-10T06:58:00.000Z',
    false,
  ],
  [
    'message',
    'Omar Haddad mentioned you on blacklist entry BL-5521',
    'Can you confirm card 411111******1111 should stay blocked until April?',
    '2026-03-10T06:31:00.000Z',
    false,
  ],
  [
    'notification',
    'New merchant registration: Lumen Goods Ltd',
    'Entity GEP, category goods, Shopify store. Pending review in the registration list.',
    '2026-03-09T17:20:00.000Z',
    false,
  ],
  [
    'message',
    'Finance asked for the February reserve release report',
    'Aisha Karimi: please export reserve released (bill type 11) for February by Thursday.',
    '2026-03-09T15:12:00.000Z',
    true,
  ],
  [
    'notification',
    'Settlement batch ST-20260309-EU completed',
    'EUR 1,284,503.17 net paid to 214 merchants; 2 payouts returned by the bank.',
    '2026-03-09T11:00:00.000Z',
    true,
  ],
  [
    'event',
    'Fraud alert FA-7781 not handled',
    'Received from Ethoca 6 h ago for order PO-88190077 (EUR 89.90).',
    '2026-03-09T09:47:00.000Z',
    true,
  ],
  [
    'message',
    'Reply from Northwind Trading',
    'We re-uploaded the proof of address with the full page visible.',
    '2026-03-08T14:26:00.000Z',
    true,
  ],
  [
    'notification',
    'FX rates for USD/JPY refreshed',
    'Tier markups applied; next refresh at 12:00 UTC.',
    '2026-03-08T08:00:00.000Z',
    true,
  ],
  [
    'message',
    'Priya Nair updated the scoring criteria',
    'Score band 60-74 now maps to risk level medium.',
    '2026-03-07T16:40:00.000Z',
    true,
  ],
  [
    'notification',
    'Scheduled maintenance of channel VISA-EU',
    'Sunday 15 Mar 02:00-03:00 UTC; traffic fails over to VISA-EU-2.',
    '2026-03-06T10:15:00.000Z',
    true,
  ],
];
