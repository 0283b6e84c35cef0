import type { Rows } from '../../src/resources';
import type { LoggedValue, OplogRow } from '../oplog';
import { seedCustUsers } from './custUsers';
import { MERCHANT_SEED_DATE } from './merchants';
import { mulberry32, pick, pickFitting, type Rand, weighted } from './random';
import { notBefore } from './timeline';
import type { Stored } from '../db';

/**
 * The journal's tables (`/journal`): the file, message, webhook-push, queue-message and sign-in logs, the scheduled
 * jobs with their runs, and the operation log's history from before the seed's clock (what the console wrote before
 * this database was made; the live `db.oplog` continues it). Each a pure function of the merchants, so every reset
 * gives the same rows; times run up to the seed's clock (MERCHANT_SEED_DATE).
 */

export const JOURNAL_SEED_DATE = MERCHANT_SEED_DATE;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const hex = (rand: Rand, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join('');
const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
/** A moment within the last `days` days before the seed's clock, to the second. */
const within = (rand: Rand, days: number) =>
  Math.floor((JOURNAL_SEED_DATE - 1 - rand() * days * DAY) / SECOND) * SECOND;
const toSecond = (ms: number) => Math.floor(ms / SECOND) * SECOND;
/** Whether a merchant had registered by `t`: a log line names only a merchant that was there. */
const registeredBy = (t: number) => (m: Rows['merchant']) => Date.parse(m.registered_at) <= t;
/** Sorted oldest first and numbered in that order with `prefix` as `key` (ids follow time). */
function numbered<T>(rows: readonly { at: string }[], prefix: string, key: string): T[] {
  return [...rows]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((row, i) => ({ [key]: `${prefix}${String(i + 1).padStart(6, '0')}`, ...row }) as T);
}

/** The console's operators (mocks/seed/index.ts seeds them with these ids). */
export const JOURNAL_ADMINS = [
  { id: 'adm-1001', email: 'admin@payops.test' },
  { id: 'adm-1002', email: 'risk@payops.test' },
  { id: 'adm-1003', email: 'new@payops.test' },
] as const;
const OPERATORS = JOURNAL_ADMINS.slice(0, 2);
const OFFICE_IPS = ['203.0.113.24', '198.51.100.77', '203.0.113.51'];

// --- Files -------------------------------------------------------------------------------------------------------

const EXPORTED = ['merchant', 'order', 'refund', 'settlement', 'bill', 'fxRate', 'admin', 'push', 'custUser'];
const IMPORTED = ['blacklist', 'currencyHoliday', 'virtualAccount', 'paymentLimit'];
const UPLOADED: readonly (readonly [string, string, string])[] = [
  ['dispute', 'evidence', 'application/pdf'],
  ['kyb', 'business_license', 'application/pdf'],
  ['kyb', 'director_id', 'image/jpeg'],
  ['complaint', 'screenshot', 'image/png'],
];
const FILE_ERRORS = ['Missing required column: value', 'File larger than 1 MB', 'Not a CSV file'];

function seedFileLogs(): Rows['fileLog'][] {
  const rand = mulberry32(0x10_0001);
  // A few from the last minutes, some still being processed; the rest over ninety days.
  const rows = Array.from({ length: 180 }, (_, i) => {
    const t = within(rand, i < 4 ? 1 / 144 : 90);
    const kind = weighted(rand, [
      ['export', 60],
      ['import', 20],
      ['upload', 20],
    ] as const);
    const { email: operator, id: operator_id } = pick(rand, OPERATORS);
    const stamp = iso(t).slice(0, 19).replace(/[-:T]/g, '');
    const status = t > JOURNAL_SEED_DATE - 10 * MINUTE && rand() < 0.5 ? 0 : rand() < 0.08 ? 2 : 1;
    const error = status === 2 ? pick(rand, FILE_ERRORS) : null;
    if (kind === 'upload') {
      const [resource, doc, mime] = pick(rand, UPLOADED);
      const ext = mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : 'jpg';
      const size = between(rand, 40_000, 900_000);
      return {
        file_name: `${doc}_${hex(rand, 6)}.${ext}`,
        kind,
        resource,
        operator,
        operator_id,
        size,
        rows: null,
        status: status === 0 ? 1 : status,
        error,
        meta: { mime, document: doc, sha256: hex(rand, 64) },
        at: iso(t),
      };
    }
    const resource = kind === 'export' ? pick(rand, EXPORTED) : pick(rand, IMPORTED);
    const count = kind === 'export' ? between(rand, 1, 5000) : between(rand, 1, 400);
    const rejected = kind === 'import' && status === 1 ? Math.floor(rand() * 3) : 0;
    return {
      file_name: `${resource}-${stamp}.csv`,
      kind,
      resource,
      operator,
      operator_id,
      size: count * between(rand, 60, 220),
      rows: status === 2 ? null : count,
      status,
      error,
      meta:
        kind === 'export'
          ? { filters: pick(rand, [{}, { status: '1' }, { created_at_from: iso(t - 30 * DAY) }]), rows: count }
          : { accepted: status === 1 ? count - rejected : 0, rejected, encoding: 'utf-8' },
      at: iso(t),
    };
  });
  return numbered<Rows['fileLog']>(rows, 'F', 'file_id');
}

// --- Messages -----------------------------------------------------------------------------------------------------

const TEMPLATES: Record<string, readonly (readonly [template: string, subject: string])[]> = {
  mail: [
    ['kyb_approved', 'Your business verification is approved'],
    ['kyb_rejected', 'Your business verification needs attention'],
    ['settlement_statement', 'Your settlement statement is ready'],
    ['password_reset', 'Your temporary password'],
    ['mail_code', 'Your verification code'],
    ['dispute_opened', 'A dispute was opened on your payment'],
  ],
  sms: [
    ['login_code', 'Sign-in code'],
    ['payout_paid', 'Payout paid'],
  ],
  inApp: [
    ['risk_alert', 'Risk alert raised'],
    ['notice', 'Scheduled maintenance'],
  ],
};
const MAIL_ERRORS = ['550 5.1.1 Mailbox unavailable', '421 4.7.0 Try again later', 'Invalid recipient address'];
const SMS_ERRORS = ['Carrier rejected: unreachable number', 'Rate limited by carrier'];

function seedMessageLogs(merchants: readonly Rows['merchant'][]): Rows['messageLog'][] {
  const rand = mulberry32(0x10_0002);
  const rows = Array.from({ length: 240 }, () => {
    const t = within(rand, 60);
    const channel = weighted(rand, [
      ['mail', 60],
      ['sms', 20],
      ['inApp', 20],
    ] as const);
    const m = pickFitting(rand, merchants, registeredBy(t));
    const [template, subject] = pick(rand, TEMPLATES[channel]);
    const status = rand() < 0.1 ? 2 : 1;
    const recipient =
      channel === 'mail'
        ? m.email
        : channel === 'sms'
          ? `+${between(rand, 1, 99)} ${between(rand, 100, 999)} ${between(rand, 1000, 9999)} ${between(rand, 100, 999)}`
          : pick(rand, JOURNAL_ADMINS).email;
    return {
      channel,
      recipient,
      template,
      subject,
      status,
      error: status === 2 ? pick(rand, channel === 'sms' ? SMS_ERRORS : MAIL_ERRORS) : null,
      payload: { cust_id: m.cust_id, merchant: m.name, locale: pick(rand, ['en-US', 'zh-CN']), template },
      at: iso(t),
    };
  });
  return numbered<Rows['messageLog']>(rows, 'MSG', 'message_id');
}

// --- Webhook pushes ----------------------------------------------------------------------------------------------

const EVENTS = [
  ['payment.succeeded', 40],
  ['payment.failed', 12],
  ['refund.succeeded', 14],
  ['refund.failed', 4],
  ['dispute.opened', 6],
  ['payout.paid', 14],
  ['settlement.completed', 10],
] as const;
const FAILURE_CODES = [500, 502, 503, 404, null] as const;

function seedPushLogs(merchants: readonly Rows['merchant'][]): Rows['pushLog'][] {
  const rand = mulberry32(0x10_0003);
  const live = merchants.filter((m) => m.status === 1 || m.status === 3);
  const rows = Array.from({ length: 260 }, () => {
    const t = within(rand, 45);
    const m = pickFitting(rand, live, registeredBy(t));
    const event = weighted(rand, EVENTS);
    const failed = rand() < 0.15;
    const attempts = failed
      ? between(rand, 3, 6)
      : weighted(rand, [
          [1, 85],
          [2, 10],
          [3, 5],
        ] as const);
    const httpStatus = failed ? pick(rand, FAILURE_CODES) : 200;
    const host =
      m.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'merchant';
    return {
      cust_id: m.cust_id,
      merchant_name: m.name,
      url: `https://${host}.example.com/webhooks/payops`,
      event,
      http_status: httpStatus,
      attempts,
      status: failed ? 2 : 1,
      request: {
        id: `evt_${hex(rand, 16)}`,
        type: event,
        created: iso(t),
        data: { cust_id: m.cust_id, order_no: `ORD${between(rand, 10_000_000, 99_999_999)}` },
      },
      response: httpStatus === null ? null : failed ? 'Service Unavailable' : { received: true },
      last_attempt_at: iso(t + (attempts - 1) * 5 * MINUTE),
      at: iso(t),
    };
  });
  return numbered<Rows['pushLog']>(rows, 'WP', 'push_id');
}

// --- Queue messages ----------------------------------------------------------------------------------------------

const TOPICS: readonly (readonly [topic: string, tags: readonly string[], producer: string, group: string])[] = [
  ['payops-order', ['PAID', 'REFUNDED', 'CANCELLED'], 'order-service', 'GID_ORDER_SYNC'],
  ['payops-settlement', ['CREATED', 'PAID'], 'finance-service', 'GID_SETTLEMENT'],
  ['payops-risk', ['ALERT', 'HIT'], 'risk-engine', 'GID_RISK_NOTIFY'],
  ['payops-webhook', ['DISPATCH'], 'notify-service', 'GID_WEBHOOK'],
  ['payops-ledger', ['POST'], 'ledger-service', 'GID_LEDGER'],
];
const MQ_ERRORS = ['Consumer threw: timeout calling ledger-service', 'Deserialization failed: missing field amount'];

function seedMqLogs(merchants: readonly Rows['merchant'][]): Rows['mqLog'][] {
  const rand = mulberry32(0x10_0004);
  // A dozen from the last hour, some not consumed yet; the rest over thirty days.
  const rows = Array.from({ length: 220 }, (_, i) => {
    const t = within(rand, i < 12 ? 1 / 24 : 30);
    const [topic, tags, producer, group] = pick(rand, TOPICS);
    const tag = pick(rand, tags);
    const m = pickFitting(rand, merchants, registeredBy(t));
    const recent = t > JOURNAL_SEED_DATE - HOUR;
    const status = recent && rand() < 0.6 ? 0 : rand() < 0.12 ? 2 : 1;
    const retries =
      status === 2
        ? 16
        : status === 1
          ? weighted(rand, [
              [0, 90],
              [1, 7],
              [2, 3],
            ] as const)
          : 0;
    return {
      topic,
      tag,
      key: `${m.cust_id}-${hex(rand, 8)}`,
      producer,
      consumer_group: group,
      status,
      retries,
      error: status === 2 ? pick(rand, MQ_ERRORS) : null,
      body: { cust_id: m.cust_id, event: tag, amount: `${between(rand, 1, 99999)}.${between(rand, 10, 99)}` },
      consumed_at: status === 1 ? iso(t + between(rand, 1, 3000)) : null,
      at: iso(t),
    };
  });
  return numbered<Rows['mqLog']>(rows, 'MQ', 'msg_id');
}

// prettier-ignore
const JOBS: readonly (readonly [cls: string, method: string, cron: string, period: number, offset: number, desc: string, failsEvery: number])[] = [
  ['SettlementJob', 'dailySettle', '0 0 2 * * ?', DAY, 2 * HOUR, 'Settles the previous day of every merchant', 0],
  ['FxRateJob', 'pullRates', '0 0/15 * * * ?', 15 * MINUTE, 0, 'Pulls FX rates from the rate providers', 9],
  ['WebhookRetryJob', 'retryFailed', '0 0/5 * * * ?', 5 * MINUTE, 0, 'Resends failed webhook pushes with back-off', 0],
  ['OrderTimeoutJob', 'closeExpired', '0 0/10 * * * ?', 10 * MINUTE, 0, 'Closes orders not paid in time', 0],
  ['ReconciliationJob', 'reconcileChannels', '0 30 3 * * ?', DAY, 3.5 * HOUR, 'Matches channel reports with orders', 4],
  ['RiskScoreJob', 'rescoreMerchants', '0 0 * * * ?', HOUR, 0, 'Recomputes merchant risk scores', 0],
  ['StatementJob', 'monthlyStatements', '0 0 6 1 * ?', 30 * DAY, 6 * HOUR, 'Mails monthly statements', 0],
  ['DisputeDeadlineJob', 'remindDue', '0 0 8 * * ?', DAY, 8 * HOUR, 'Reminds of dispute evidence due dates', 0],
  ['LedgerArchiveJob', 'archiveBills', '0 0 4 ? * SUN', 7 * DAY, 4 * HOUR, 'Archives bills older than a year', 0],
  ['SessionCleanupJob', 'purgeExpired', '0 0/30 * * * ?', 30 * MINUTE, 0, 'Purges expired sessions and mail codes', 0],
];
const PAUSED = new Set(['LedgerArchiveJob', 'StatementJob']);
const JOB_ERRORS = ['Connection refused: rates.provider.example:443', 'Lock wait timeout exceeded'];

/** The start of the latest period of a schedule at or before `t`. */
export const lastSlot = (period: number, offset: number, t: number) =>
  Math.floor((t - offset) / period) * period + offset;

/** How long one run takes: a few seconds, the daily ones longer. */
const durationOf = (rand: Rand, period: number) =>
  period >= DAY ? between(rand, 20_000, 240_000) : between(rand, 150, 9_000);

function seedJobs(): { job: Stored['job'][]; jobRun: Rows['jobRun'][] } {
  const rand = mulberry32(0x10_0005);
  const runs: Omit<Rows['jobRun'], 'run_id'>[] = [];
  const jobs = JOBS.map(([cls, method, cron, period, offset, description, failsEvery]): Stored['job'] => {
    const paused = PAUSED.has(cls);
    // Paused some days ago; nothing ran since.
    const until = paused ? JOURNAL_SEED_DATE - between(rand, 3, 9) * DAY : JOURNAL_SEED_DATE;
    const count = Math.min(30, Math.max(3, Math.floor((20 * DAY) / period)));
    let slot = lastSlot(period, offset, until - 1);
    const own: Omit<Rows['jobRun'], 'run_id'>[] = [];
    for (let i = 0; i < count; i++, slot -= period) {
      const manual = rand() < 0.08;
      const started = manual ? slot + between(rand, 1, Math.max(2, Math.floor(period / SECOND) - 600)) * SECOND : slot;
      const duration = durationOf(rand, period);
      const failed = failsEvery > 0 && rand() < 1 / failsEvery;
      own.push({
        class_name: cls,
        method,
        started_at: iso(started),
        finished_at: iso(started + duration),
        duration_ms: duration,
        result: failed ? 2 : 1,
        trigger: manual ? 'manual' : 'cron',
        operator: manual ? pick(rand, OPERATORS).email : null,
        error: failed ? pick(rand, JOB_ERRORS) : null,
      });
    }
    runs.push(...own);
    const latest = own.reduce((a, b) => (a.started_at > b.started_at ? a : b));
    return {
      job_id: `${cls}.${method}`,
      class_name: cls,
      method,
      cron,
      description,
      status: paused ? 2 : 1,
      status_reason: paused ? 'Paused during the ledger migration' : null,
      last_run_at: latest.started_at,
      last_result: latest.result,
      period_ms: period,
      offset_ms: offset,
      fails_every: failsEvery,
    };
  });
  const jobRuns = [...runs]
    .sort((a, b) => a.started_at.localeCompare(b.started_at) || a.class_name.localeCompare(b.class_name))
    .map((r, i) => ({ run_id: `RUN${String(i + 1).padStart(6, '0')}`, ...r }));
  return { job: jobs, jobRun: jobRuns };
}

// --- Sign-in attempts --------------------------------------------------------------------------------------------

const AGENTS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];
const STRANGERS = ['ops@payops.test', 'root@payops.test', 'admin@pay0ps.test'];

function seedLoginLogs(): Rows['loginLog'][] {
  const rand = mulberry32(0x10_0006);
  // Kept small: the first sign-in puts the whole table in the browser's saved snapshot.
  const rows = Array.from({ length: 150 }, () => {
    const t = within(rand, 60);
    const reason = weighted(rand, [
      [null, 78],
      ['wrong_password', 8],
      ['wrong_code', 7],
      ['unknown_account', 3],
      ['disabled', 1],
      ['no_authenticator', 2],
      ['wrong_user_type', 1],
    ] as const);
    const who = reason === 'no_authenticator' ? JOURNAL_ADMINS[2] : pick(rand, OPERATORS);
    const stranger = reason === 'unknown_account';
    return {
      email: stranger ? pick(rand, STRANGERS) : who.email,
      admin_id: stranger ? null : who.id,
      result: reason === null ? 1 : 2,
      reason,
      ip: stranger ? `192.0.2.${between(rand, 2, 250)}` : pick(rand, OFFICE_IPS),
      user_agent: pick(rand, AGENTS),
      at: iso(t),
    };
  });
  return numbered<Rows['loginLog']>(rows, 'L', 'login_id');
}

// --- Operation log history ---------------------------------------------------------------------------------------

type Change = Pick<OplogRow, 'resource' | 'target_id' | 'action' | 'before' | 'after'> & { reason?: string };

const ROLE_IDS = ['role-super', 'role-risk'];

/** One past change made through the console: a resource's action with the fields it changed. */
function pastChange(rand: Rand, merchants: readonly Rows['merchant'][], users: readonly { user_id: string }[]): Change {
  const m = pick(rand, merchants);
  const kind = weighted(rand, [
    ['merchant', 26],
    ['paymentChannel', 8],
    ['param', 8],
    ['blacklist', 10],
    ['admin', 16],
    ['custUser', 16],
    ['role', 6],
    ['push', 10],
  ] as const);
  const s = (v: LoggedValue): Record<string, LoggedValue> => ({ status: v });
  switch (kind) {
    case 'merchant': {
      const action = pick(rand, ['approve', 'reject', 'freeze', 'unfreeze'] as const);
      const [from, to] = { approve: [0, 1], reject: [0, 2], freeze: [1, 3], unfreeze: [3, 1] }[action];
      const reason =
        action === 'approve' ? undefined : pick(rand, ['Documents incomplete', 'Chargeback ratio above 1%']);
      return {
        resource: 'merchant',
        target_id: m.cust_id,
        action,
        ...(reason ? { reason } : {}),
        before: { ...s(from), review_reason: null },
        after: { ...s(to), review_reason: reason ?? null },
      };
    }
    case 'paymentChannel': {
      const enable = rand() < 0.5;
      const code = pick(rand, ['ADYEN_EU', 'STRIPE_US', 'CHECKOUT_UK', 'PAYPAL_GLOBAL']);
      return {
        resource: 'paymentChannel',
        target_id: code,
        action: enable ? 'enable' : 'disable',
        ...(enable ? {} : { reason: 'Acquirer maintenance window' }),
        before: { ...s(enable ? 2 : 1), status_reason: enable ? 'Acquirer maintenance window' : null },
        after: { ...s(enable ? 1 : 2), status_reason: enable ? null : 'Acquirer maintenance window' },
      };
    }
    case 'param': {
      const [key, a, b] = pick(rand, [
        ['order.timeout.minutes', 30, 45],
        ['refund.max.days', 180, 120],
        ['risk.review.threshold', 70, 65],
      ] as const);
      return {
        resource: 'param',
        target_id: key,
        action: 'edit',
        before: { value: String(a) },
        after: { value: String(b) },
      };
    }
    case 'blacklist': {
      const value = `${between(rand, 400000, 499999)}******${between(rand, 1000, 9999)}`;
      return {
        resource: 'blacklist',
        target_id: `BL${between(rand, 10000, 99999)}`,
        action: 'create',
        before: {},
        after: { dimension: 'card', value, reason: 'Confirmed fraud' },
      };
    }
    case 'admin': {
      const target = pick(rand, JOURNAL_ADMINS);
      const action = weighted(rand, [
        ['edit', 30],
        ['disable', 15],
        ['enable', 15],
        ['resetPassword', 20],
        ['resetAuthenticator', 15],
        ['create', 5],
      ] as const);
      const change: Record<string, [Record<string, LoggedValue>, Record<string, LoggedValue>]> = {
        edit: [{ role_ids: ['role-risk'] }, { role_ids: ['role-risk', 'role-super'] }],
        disable: [s('enabled'), s('disabled')],
        enable: [s('disabled'), s('enabled')],
        resetPassword: [{ password: '***' }, { password: '***' }],
        resetAuthenticator: [{ google_secret: '***' }, { google_secret: '***' }],
        create: [{}, { email: target.email, user_type: '01', role_ids: ['role-super'], status: 'enabled' }],
      };
      const [before, after] = change[action];
      return {
        resource: 'admin',
        target_id: target.id,
        action,
        ...(action === 'disable' ? { reason: 'Left the team' } : {}),
        before,
        after,
      };
    }
    case 'custUser': {
      const user = pick(rand, users);
      const action = pick(rand, ['freeze', 'unfreeze', 'resetPassword'] as const);
      const [before, after] =
        action === 'resetPassword'
          ? [{ password_hash: '***' }, { password_hash: '***' }]
          : action === 'freeze'
            ? [s(1), s(2)]
            : [s(2), s(1)];
      return {
        resource: 'custUser',
        target_id: user.user_id,
        action,
        ...(action === 'freeze' ? { reason: 'Suspicious sign-ins' } : {}),
        before,
        after,
      };
    }
    case 'role': {
      const edit = rand() < 0.7;
      const target = edit ? pick(rand, ROLE_IDS) : `role-${hex(rand, 6)}`;
      return edit
        ? {
            resource: 'role',
            target_id: target,
            action: 'edit',
            before: { description: 'Risk operations' },
            after: { description: 'Risk operations: the dashboard and the risk pages only' },
          }
        : {
            resource: 'role',
            target_id: target,
            action: pick(rand, ['create', 'delete'] as const),
            before: {},
            after: { name: 'auditor', description: 'Read-only audit access' },
          };
    }
    case 'push': {
      return {
        resource: 'push',
        target_id: `P${between(rand, 100000, 199999)}`,
        action: 'retry',
        before: { status: 2, attempts: 3, response_code: 503 },
        after: { status: 1, attempts: 4, response_code: 200 },
      };
    }
  }
}

function seedOplogHistory(merchants: readonly Rows['merchant'][]): OplogRow[] {
  const rand = mulberry32(0x10_0007);
  const users = seedCustUsers(merchants);
  const registered = new Map(merchants.map((m) => [m.cust_id, Date.parse(m.registered_at)]));
  const created = new Map(users.map((u) => [u.user_id, Date.parse(u.created_at)]));
  const rows = Array.from({ length: 260 }, () => {
    const op = pick(rand, OPERATORS);
    const change = pastChange(rand, merchants, users);
    // A deleted role's "after" is nothing; its "before" what it was.
    const fixed =
      change.action === 'delete'
        ? { ...change, before: change.after, after: {} as Record<string, LoggedValue> }
        : change;
    // Not before what it changed was there: a merchant's registration, a merchant user's creation.
    const since =
      change.resource === 'merchant'
        ? registered.get(change.target_id)
        : change.resource === 'custUser'
          ? created.get(change.target_id)
          : undefined;
    const at = within(rand, 90);
    return {
      operator_id: op.id,
      operator_email: op.email,
      at: iso(
        since === undefined
          ? at
          : toSecond(notBefore(at, since, JOURNAL_SEED_DATE - 90 * DAY, JOURNAL_SEED_DATE - MINUTE)),
      ),
      ...fixed,
      ip: pick(rand, OFFICE_IPS),
    };
  });
  // Ids of their own (`oph-`), so they never meet those the live log numbers (`op-`).
  return numbered<OplogRow>(rows, 'oph-', 'id');
}

/** The journal's tables: logs and the scheduler's jobs and runs. */
export interface JournalTables {
  fileLog: Rows['fileLog'][];
  messageLog: Rows['messageLog'][];
  pushLog: Rows['pushLog'][];
  mqLog: Rows['mqLog'][];
  job: Stored['job'][];
  jobRun: Rows['jobRun'][];
  loginLog: Rows['loginLog'][];
  /** The operation log before the seed's clock; `db.oplog` holds what this database has done since. */
  operationLog: OplogRow[];
}

export function seedJournalTables(merchants: readonly Rows['merchant'][]): JournalTables {
  return {
    fileLog: seedFileLogs(),
    messageLog: seedMessageLogs(merchants),
    pushLog: seedPushLogs(merchants),
    mqLog: seedMqLogs(merchants),
    ...seedJobs(),
    loginLog: seedLoginLogs(),
    operationLog: seedOplogHistory(merchants),
  };
}

declare module '../db' {
  /** What these tables keep besides their declarations' fields (hashes, secrets, internals). */
  interface Stored {
    // --- Scheduled jobs and their runs -------------------------------------------------------------------------------
    /**
     * The schedule behind `cron` and how often a run fails: the scheduler's internals, kept by the server to run the
     * job and never answered (the module hides them), so not declared.
     */
    job: Rows['job'] & {
      /** Every `period_ms`, `offset_ms` into each period (UTC): what `cron` says. */
      period_ms: number;
      offset_ms: number;
      /** Runs of this job that fail: one in this many (0: never). */
      fails_every: number;
    };
  }
}
