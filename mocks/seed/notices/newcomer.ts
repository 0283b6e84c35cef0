import type { NoticeSeed } from './index';

/** Sofia Rossi: created a few days ago, authenticator not bound yet. */
export const NEWCOMER_NOTICES: NoticeSeed[] = [
  [
    'event',
    'Finish setting up your account',
    'Bind an authenticator app to complete your first sign-in.',
    '2026-03-06T16:00:00.000Z',
    false,
  ],
  [
    'notification',
    'Welcome to PayOps Console',
    'Your administrator account was created by Chen Jing with the role super.',
    '2026-03-06T16:00:00.000Z',
    false,
  ],
  [
    'message',
    'Chen Jing: welcome aboard',
    'Start with the registration list; ask me for the KYB checklist.',
    '2026-03-06T16:05:00.000Z',
    false,
  ],
  [
    'event',
    'Training: dispute handling',
    'Thursday 12 Mar 14:00 UTC, 45 minutes, with the risk team.',
    '2026-03-06T16:10:00.000Z',
    false,
  ],
  [
    'message',
    'Priya Nair shared the KYB review checklist',
    'Directors, UBOs over 25 %, licence and proof of address dated within 3 months.',
    '2026-03-06T16:20:00.000Z',
    false,
  ],
  [
    'notification',
    'Release 2026.3 is live',
    'New: CSV export on every list, dispute countdowns, FX rate chart.',
    '2026-03-05T09:00:00.000Z',
    true,
  ],
  [
    'notification',
    'Password policy',
    'Passwords expire every 90 days; authenticator codes are required at each sign-in.',
    '2026-03-05T08:30:00.000Z',
    true,
  ],
  [
    'event',
    'Read the refund policy',
    'Partial refunds up to the refundable amount; a reason is required.',
    '2026-03-04T12:00:00.000Z',
    true,
  ],
  [
    'message',
    'Aisha Karimi: finance hand-over notes',
    'Settlement batches run at 11:00 UTC; failed payouts go back to pending.',
    '2026-03-04T10:45:00.000Z',
    true,
  ],
  [
    'notification',
    'Channel MASTERCARD-APAC added',
    'Currencies SGD, HKD, AUD; available for merchant routing.',
    '2026-03-03T07:30:00.000Z',
    true,
  ],
  [
    'notification',
    'Currency holiday: JPY on 20 Mar',
    'FX trades in JPY settle on the next business day.',
    '2026-03-02T09:00:00.000Z',
    true,
  ],
  [
    'message',
    'Omar Haddad: risk rules overview',
    'Entry rules run in priority order; the first reject wins.',
    '2026-03-02T08:15:00.000Z',
    true,
  ],
];
