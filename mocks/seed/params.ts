import type { Rows } from '../../src/resources';
import { targetParam, type QueueKey } from '../../src/services/queues';

type Spec = [
  key: string,
  type: string,
  value: string,
  description: string,
  bounds?: { min?: number; max?: number; options?: string },
];

const SPECS: readonly Spec[] = [
  [
    'order.expiry.minutes',
    'int',
    '30',
    'Minutes an unpaid order stays payable before it expires',
    { min: 5, max: 1440 },
  ],
  ['refund.max.days', 'int', '180', 'Days after capture within which a refund may be requested', { min: 1, max: 365 }],
  ['refund.partial.max.times', 'int', '5', 'Partial refunds allowed on one order', { min: 1, max: 20 }],
  [
    'risk.review.threshold',
    'decimal',
    '5000.00',
    'Order amount (USD) above which an order goes to manual risk review',
    { min: 0, max: 1000000 },
  ],
  ['risk.score.block', 'int', '85', 'Risk score at or above which a payment is declined', { min: 0, max: 100 }],
  [
    'chargeback.alert.ratio',
    'decimal',
    '0.90',
    'Monthly chargeback ratio (%) that raises a merchant risk alert',
    { min: 0, max: 5 },
  ],
  ['notify.retry.times', 'int', '8', 'Times an undelivered merchant notification is retried', { min: 0, max: 20 }],
  [
    'notify.retry.interval.seconds',
    'int',
    '60',
    'Seconds before the first notification retry (doubled each time)',
    { min: 10, max: 3600 },
  ],
  ['settlement.cutoff.currency', 'currency', 'USD', 'Currency the daily settlement cut-off totals are reported in'],
  ['settlement.cutoff.time', 'string', '16:00 UTC', 'Time of the daily settlement cut-off', { max: 20 }],
  [
    'fx.markup.max.percent',
    'decimal',
    '3.50',
    'Highest FX markup (%) a merchant contract may set',
    { min: 0, max: 10 },
  ],
  ['payout.manual.review', 'bool', 'true', 'Every payout above the limit is reviewed by hand before release'],
  [
    'payout.min.amount',
    'decimal',
    '100.00',
    'Smallest payout amount (USD) a merchant may request',
    { min: 0, max: 100000 },
  ],
  [
    '3ds.default.mode',
    'enum',
    'risk_based',
    'Default 3-D Secure mode for new merchants',
    { options: 'off,risk_based,always' },
  ],
  ['support.email', 'email', 'support@payops.test', 'Support address shown on payment pages and merchant emails'],
  ['merchant.portal.url', 'url', 'https://merchant.payops.test', 'Address of the merchant portal in emails and links'],
  [
    'kyb.doc.expiry.warn.days',
    'int',
    '30',
    'Days before a KYB document expires that the merchant is reminded',
    { min: 1, max: 180 },
  ],
  [
    'checkout.locale.default',
    'enum',
    'en-US',
    'Language of the hosted checkout when the buyer’s is not offered',
    { options: 'en-US,zh-CN,ja-JP,de-DE,fr-FR,es-ES' },
  ],
  [
    'maintenance.banner',
    'string',
    'Scheduled maintenance: Sunday 02:00-04:00 UTC',
    'Banner shown on the merchant portal',
    { max: 200 },
  ],
];

/** Refund thresholds (at or above: a second operator approves) and payout thresholds (above), per currency. */
const THRESHOLDS: readonly (readonly [currency: string, refund: string, payout: string])[] = [
  ['USD', '500.00', '5000.00'],
  ['EUR', '500.00', '4600.00'],
  ['GBP', '400.00', '3900.00'],
  ['CNY', '3500.00', '36000.00'],
  ['JPY', '75000', '750000'],
  ['HKD', '3900.00', '39000.00'],
  ['SGD', '650.00', '6700.00'],
  ['AUD', '750.00', '7500.00'],
  ['CAD', '650.00', '6800.00'],
  ['KWD', '150.000', '1500.000'],
  ['BRL', '2500.00', '25000.00'],
  ['KRW', '650000', '6500000'],
];

/** The kinds of change dual control covers (enum approvalKind), each on unless its parameter is turned off. */
const KINDS: readonly (readonly [kind: string, what: string])[] = [
  ['adjustment', 'Manual balance adjustments'],
  ['refund', 'Refunds (also a fraud alert handled with result 510) at or above the currency’s threshold'],
  ['payout', 'Payout approvals above the currency’s threshold'],
  ['settlement', 'Settlement of a batch'],
  ['fee', 'Fee configuration changes'],
  ['limit', 'Payment limit changes'],
  ['markup', 'FX markup changes'],
  ['routing', 'Channel routing changes'],
  ['riskRule', 'Risk entry rule changes'],
  ['blacklistRemoval', 'Removing a blacklist entry'],
  ['adminRoles', 'An admin account’s roles'],
  ['adminPassword', 'Resetting an admin account’s password'],
  ['adminAuthenticator', 'Resetting an admin account’s authenticator'],
  ['rolePermissions', 'A role’s permissions'],
  ['dualControl', 'These dual-control parameters'],
];

/**
 * Dual control's parameters (mocks/crud/control.ts `PARAMS`): which kinds wait for a second operator, the money
 * thresholds, and how long a request waits. Changing one of them is itself a request.
 */
const APPROVAL_SPECS: readonly Spec[] = [
  ...KINDS.map(([kind, what]): Spec => [
    `approval.kind.${kind}`,
    'bool',
    'true',
    `${what} need a second operator’s approval`,
  ]),
  ...THRESHOLDS.map(([currency, refund]): Spec => [
    `approval.refund.threshold.${currency}`,
    'amount',
    refund,
    `Refund amount (${currency}) from which a second operator approves`,
    { options: currency },
  ]),
  ...THRESHOLDS.map(([currency, , payout]): Spec => [
    `approval.payout.threshold.${currency}`,
    'amount',
    payout,
    `Payout amount (${currency}) above which a second operator approves`,
    { options: currency },
  ]),
  ['approval.expiry.hours', 'int', '24', 'Hours a request waits for approval before it expires', { min: 1, max: 168 }],
];

/** Each work queue's target (src/services/queues.ts): hours an item may wait; a queue with its own due date warns this long before it. */
const QUEUE_TARGETS: readonly (readonly [queue: QueueKey, hours: number, what: string])[] = [
  ['registrations', 24, 'Hours a registration may wait for review'],
  ['kyb', 48, 'Hours a KYB file may wait for review'],
  ['withdrawals', 48, 'Hours a withdrawal account may wait for review'],
  ['walletWithdrawals', 48, 'Hours a wallet withdrawal account may wait for review'],
  ['payouts', 24, 'Hours a payout may wait for review'],
  ['disputes', 72, 'Hours before its evidence due date a dispute is marked near its target'],
  ['fraudAlerts', 4, 'Hours a fraud alert may wait to be handled'],
  ['complaints', 72, 'Hours a buyer complaint may stay open'],
  ['approvals', 8, 'Hours a dual-control request may wait for a decision'],
];

const QUEUE_SPECS: readonly Spec[] = QUEUE_TARGETS.map(([queue, hours, what]) => [
  targetParam(queue),
  'int',
  String(hours),
  what,
  { min: 1, max: 720 },
]);

const EDITORS = ['admin@payops.test', 'li.wei@payops.test', 'compliance@payops.test'] as const;
const DAY = 86_400_000;
/** The seed's "today" (2026-03-10): parameters were last changed in the weeks before. */
const TODAY = Date.UTC(2026, 2, 10, 6, 0, 0);

/** The platform's parameters, the same at every reset. */
export function seedParams(): Rows['param'][] {
  return [...SPECS, ...APPROVAL_SPECS, ...QUEUE_SPECS].map(([key, type, value, description, bounds = {}], i) => ({
    param_key: key,
    description,
    value_type: type,
    value,
    min: bounds.min ?? null,
    max: bounds.max ?? null,
    options: bounds.options ?? null,
    updated_by: EDITORS[i % EDITORS.length],
    updated_at: new Date(TODAY - ((i * 7) % 60) * DAY - i * 3_600_000).toISOString(),
  }));
}
