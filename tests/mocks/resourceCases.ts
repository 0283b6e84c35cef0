/**
 * Calls for every operation the OpenAPI generator (mocks/openapi/generate.ts) documents for the resource
 * declarations, built from the declarations themselves: a new declaration gets its cases without a line here. Each
 * case gives the operation's success answer and its errors; the OpenAPI test checks every answer against the
 * document. What the generic builders cannot make goes in INPUT_SAMPLES (one form value), ROWS (which rows an
 * action may act on) or OVERRIDES (a whole case).
 */
import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { viewRow, type Behaviour } from '../../mocks/crud/actions';
import { resourceRoutes, type ResourceRoute } from '../../mocks/crud/handlers';
import type { Row } from '../../mocks/crud/query';
import { permissionUrls } from '../../mocks/crud/tables';
import { db, findAdminByEmail, now } from '../../mocks/db';
import { holdsPermission } from '../../mocks/http';
import { routeKind, type RouteKind } from '../../mocks/openapi/generate';
import { BEHAVIOURS } from '../../mocks/resources';
import type { ActionDef, FieldDef, InputDef, ResourceDef } from '../../src/console/types';
import { ENUMS } from '../../src/domain/enums';
import { minorUnits } from '../../src/console/money';
import { ISO_4217 } from '../../src/domain/iso';
import { RESOURCES, resourceByKey } from '../../src/resources';
import { freshCode } from '../helpers/totp';
import { EXPORT_JOB_CASES, startedExport } from './exportJobCases';
import { ADMIN, account, call, download, Multipart, signIn, type Answer, type Download } from './helpers';

export type Result = Answer | Download;
export type CaseBuilder = () => Promise<Result[]>;

/** A form value the generic sampler cannot make: by resource key, then input name; gets the row acted on. */
type Sample = (row: Row | undefined) => unknown;

const approvedIds = () => db.merchant.filter((m) => m.status === 1).map((m) => m.cust_id);
const freeMerchant = (rows: readonly { cust_id: string }[]) =>
  approvedIds().find((id) => !rows.some((r) => r.cust_id === id));

/** An enabled pair and a tier without a markup on it. */
function freeMargin(): [string, number] | undefined {
  for (const p of db.currencyPair.filter((x) => x.status === 1))
    for (const tier of [1, 2, 3, 4])
      if (!db.currencyMargin.some((m) => m.pair_id === p.pair_id && m.tier === tier)) return [p.pair_id, tier];
  return undefined;
}

/** Two enabled currency types no pair quotes yet, either way round. */
function freePair(): [string, string] | undefined {
  const codes = db.currencyType.filter((c) => c.status === 1).map((c) => c.code);
  const quoted = (a: string, b: string) =>
    db.currencyPair.some((p) => (p.base === a && p.quote === b) || (p.base === b && p.quote === a));
  for (const a of codes) for (const b of codes) if (a !== b && !quoted(a, b)) return [a, b];
  return undefined;
}

const freeCurrency = () => ISO_4217.find((c) => !db.currencyType.some((t) => t.code === c));

const INPUT_SAMPLES: Record<string, Record<string, Sample>> = {
  // A site names a known merchant (mocks/resources/site.ts).
  site: { cust_id: () => db.merchant[0].cust_id },
  // An API key is made only for a merchant in normal status (mocks/resources/apiKey.ts).
  apiKey: { cust_id: () => db.merchant.find((m) => m.status === 1)?.cust_id },
  // A Visa range (the sampled network) overlapping no seeded rule (mocks/resources/networkRule.ts).
  networkRule: { bin_from: () => '41111100', bin_to: () => '41111199' },
  // A mail about an order names a known one (mocks/resources/buyerMail.ts).
  buyerMail: { order_no: () => db.order[0].order_no },
  // An enabled shop not yet configured, a site id of its own (an edit keeps the row's), thresholds in order
  // (mocks/resources/forterChannel.ts).
  forterChannel: {
    shop_id: () =>
      db.shop.find((s) => s.status === 1 && !db.forterChannel.some((c) => c.shop_id === s.shop_id))?.shop_id,
    forter_site_id: (row) => (row ? row.forter_site_id : 'c0ntract7e57'),
    decline_from: () => 90,
  },
  // One item per rule (mocks/resources/finance/scoring.ts): an edit keeps its own; a new item takes the rule of one
  // removed first (the seeded items use every rule).
  scoreItem: { rule: (row) => (row ? row.rule : db.scoreItem.pop()?.rule) },
  // Bands never overlap (mocks/resources/finance/scoring.ts): an edit keeps the row's band; a new band takes 0-100
  // of a table emptied first (the seeded bands cover 0-100).
  scoreCriterion: {
    min_score: (row) => (row ? row.min_score : (db.scoreCriterion.splice(0), 0)),
    max_score: (row) => (row ? row.max_score : 100),
  },
  // A route in a currency the sampled channel (ADYEN_CARD_EU) carries, not yet routed
  // (mocks/resources/txnManager/businessChannel.ts).
  businessChannel: { currency: () => 'CHF' },
  // An approved merchant without a config yet, in a currency the sampled channel carries
  // (mocks/resources/txnManager/feeConf.ts).
  feeConf: { cust_id: () => freeMerchant(db.feeConf), currency: () => 'EUR' },
  walletFeeConf: { cust_id: () => freeMerchant(db.walletFeeConf), currency: () => 'EUR' },
  // One limit per merchant × currency (mocks/resources/txnManager/paymentLimit.ts).
  paymentLimit: { cust_id: () => freeMerchant(db.paymentLimit) },
  walletPaymentLimit: { cust_id: () => freeMerchant(db.walletPaymentLimit) },
  // A channel without windows; an edit keeps the row's day, hours and zone
  // (mocks/resources/txnManager/tradingWindow.ts).
  tradingWindow: {
    channel_code: () => 'IDEAL_NL',
    weekday: (row) => (row ? row.weekday : 1),
    open_time: (row) => (row ? row.open_time : '09:00'),
    close_time: (row) => (row ? row.close_time : '17:00'),
    time_zone: (row) => (row ? row.time_zone : 'Europe/Amsterdam'),
  },
  // Two different approved merchants not yet linked (mocks/resources/txnManager/transferLink.ts).
  transferLink: {
    from_cust_id: () => approvedIds()[0],
    to_cust_id: () =>
      approvedIds().find(
        (id) =>
          id !== approvedIds()[0] &&
          !db.transferLink.some((l) => l.from_cust_id === approvedIds()[0] && l.to_cust_id === id),
      ),
  },
  // A currency not listed yet, with its ISO 4217 minor units; an edit keeps the row's (mocks/resources/fx).
  currencyType: {
    code: () => freeCurrency(),
    minor_units: (row) => minorUnits(String(row?.code ?? freeCurrency())),
  },
  // Two different enabled currencies not yet quoted either way round (mocks/resources/fx/currencyPair.ts).
  currencyPair: { base: () => freePair()?.[0], quote: () => freePair()?.[1] },
  // An enabled pair and a tier it has no markup for yet (mocks/resources/fx/currencyMargin.ts).
  currencyMargin: { pair_id: () => freeMargin()?.[0], tier: () => freeMargin()?.[1] },
};

/** A merchant's channel configs in the order they are tried (mocks/resources/channelConfig.ts). */
const channelOrder = (row: Row) =>
  db.channelConfig
    .filter((c) => c.cust_id === row.cust_id)
    .sort((a, b) => a.priority - b.priority || (a.config_id < b.config_id ? -1 : 1))
    .map((c) => c.config_id);

/**
 * The rows an action may act on, where not every row will do: by operationId, else by resource key. The generic
 * builder takes the first of them the action applies to.
 */
const ROWS: Record<string, (row: Row) => boolean> = {
  // Not the signed-in operator: they may not disable themself, and a reset would end the test's own sign-in.
  admin: (row) => row.email !== ADMIN.email,
  raiseChannelConfig: (row) => channelOrder(row).indexOf(String(row.config_id)) > 0,
  lowerChannelConfig: (row) => {
    const order = channelOrder(row);
    return order.indexOf(String(row.config_id)) < order.length - 1;
  },
  // A paid order with something left to refund and its funds not frozen (mocks/resources/order.ts).
  refundOrder: (row) => row.pay_status === 1 && row.refund_status === 0 && row.freeze_status !== 0,
  freezeOrder: (row) => row.pay_status === 1,
  // Handling may refund: an alert on an order with nothing refunded yet (the seed also has alerts on refunded ones).
  handleFraudAlert: (row) =>
    db.order.some((o) => o.order_no === row.order_no && o.refund_status === 0 && o.freeze_status !== 0),
  // Evidence is taken only before the due date (mocks/resources/dispute.ts).
  submitEvidenceDispute: (row) => Number(row.due_offset_h) > 48,
  // Entry rules move one place: not the first up, not the last down (mocks/resources/riskRule.ts).
  raiseRiskRule: (row) => Number(row.priority) > 1,
  lowerRiskRule: (row) => db.riskRule.some((r) => r.priority > Number(row.priority)),
  // Risk channels move one place: not the first up, not the last down (mocks/resources/riskChannel.ts).
  raiseRiskChannel: (row) => Number(row.priority) > 1,
  lowerRiskChannel: (row) => db.riskChannel.some((r) => r.priority > Number(row.priority)),
};

/**
 * A pending request of dual control, made through the API by a demo account: a fee change (decided without a code)
 * or, with `money`, a refund from the USD threshold on (approved with the approver's authenticator code).
 */
async function pendingRequest(email: string, money = false): Promise<string> {
  const token = await signIn(account(email));
  let answer: Answer;
  if (money) {
    const o = db.order.find(
      (x) =>
        x.currency === 'USD' &&
        x.pay_status === 1 &&
        x.refund_status === 0 &&
        x.freeze_status === null &&
        Number(x.amount) >= 600,
    )!;
    answer = await call('POST', `/v1/admin/orders/${o.order_no}/refund`, {
      token,
      body: { refund_amount: '500.00', reason: REASON },
    });
  } else {
    const fee = db.feeConf.find(
      (f) => f.status === 1 && !db.approval.some((a) => a.status === 0 && a.target === f.fee_id),
    )!;
    const { fee_method, fixed_fee, min_fee, max_fee } = fee;
    const percent_fee = fee.percent_fee === '1.00' ? '1.10' : '1.00';
    answer = await call('POST', `/v1/admin/fee-configs/${fee.fee_id}/edit`, {
      token,
      body: { fee_method, percent_fee, fixed_fee, min_fee, max_fee },
    });
  }
  const made = (answer.body.result as { approval?: { approval_id: string } } | undefined)?.approval;
  if (!made) throw new Error(`no request made: ${JSON.stringify(answer.body)}`);
  return made.approval_id;
}

const APPROVER_EMAIL = 'approver@payops.test';

/** A decision on another's request by the admin (its maker's own attempt answers 101030). */
const decision =
  (action: string, money: boolean, body: () => Record<string, unknown>): CaseBuilder =>
  async () => {
    const theirs = await pendingRequest(APPROVER_EMAIL, money);
    const mine = await pendingRequest(ADMIN.email, money);
    const token = await signIn(ADMIN);
    const path = (id: string) => `/v1/admin/approvals/${id}/${action}`;
    return [
      await call('POST', path(theirs), { token, body: body() }),
      await call('POST', path(mine), { token, body: body() }),
      await call('POST', path(theirs), { token, body: body() }),
      await call('POST', path(MISSING), { token, body: body() }),
    ];
  };

/** Whole cases the generic builders cannot make, by operationId. */
const OVERRIDES: Record<string, CaseBuilder> = {
  // A background export's file (tests/mocks/exportJobCases.ts); the order export also starts one.
  downloadFileLog: EXPORT_JOB_CASES.downloadFileLog,
  exportOrder: async () => [
    ...(await genericCase('exportOrder', resourceByKey('order')!, BEHAVIOURS.order, { kind: 'export' })()),
    await startedExport(),
  ],
  // Requests are made by calls, not seeded: each case makes its own, by another operator where the admin decides.
  getApproval: async () => {
    const id = await pendingRequest(APPROVER_EMAIL);
    const token = await signIn(ADMIN);
    return [
      await call('GET', `/v1/admin/approvals/${id}`, { token }),
      await call('GET', `/v1/admin/approvals/${MISSING}`, { token }),
      await call('GET', `/v1/admin/approvals/${id}`),
    ];
  },
  getMyApproval: async () => {
    const id = await pendingRequest(ADMIN.email);
    const token = await signIn(ADMIN);
    return [
      await call('GET', `/v1/admin/my-approvals/${id}`, { token }),
      await call('GET', `/v1/admin/my-approvals/${MISSING}`, { token }),
    ];
  },
  approveApproval: decision('approve', false, () => ({})),
  approveMoneyApproval: decision('approveMoney', true, () => ({ totp_code: freshCode(ADMIN.email, ADMIN.secret!) })),
  rejectApproval: decision('reject', false, () => ({ reason: REASON })),
  withdrawMyApproval: async () => {
    const id = await pendingRequest(ADMIN.email);
    const token = await signIn(ADMIN);
    const path = (x: string) => `/v1/admin/my-approvals/${x}/withdraw`;
    return [
      await call('POST', path(id), { token, body: {} }),
      await call('POST', path(id), { token, body: {} }),
      await call('POST', path(MISSING), { token, body: {} }),
    ];
  },
};

/** An id no table holds. */
export const MISSING = 'contract-test-missing';
const REASON = 'Contract test';

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);
const clamp = (v: number, min?: number, max?: number) => Math.min(Math.max(v, min ?? -Infinity), max ?? Infinity);
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** A text the input accepts: the first candidate that fits its pattern and length. */
function fittingText(input: InputDef, candidates: string[], max: number): string {
  const pattern = input.pattern === undefined ? undefined : new RegExp(input.pattern);
  const fits = candidates.find((c) => c.length <= max && (!pattern || pattern.test(c)));
  return fits ?? candidates[0];
}

const TEXTS = ['Contract test', 'contract-test', '1234', 'ABCD', 'abcd', 'A1', 'a', '1', 'https://example.com'];

/** A value of a business parameter by the row's own type (src/console/validate.ts `typedValue`). */
function typedValue(row: Row = {}): string {
  const min = typeof row.min === 'number' ? row.min : undefined;
  const max = typeof row.max === 'number' ? row.max : undefined;
  switch (row.value_type) {
    case 'int':
      return String(Math.ceil(clamp(1, min, max)));
    case 'decimal':
      return String(clamp(1.5, min, max));
    case 'bool':
      return 'true';
    case 'url':
      return 'https://example.com/contract-test';
    case 'email':
      return 'contract.test@example.com';
    case 'currency':
      return 'USD';
    case 'enum':
      return String(row.options ?? '')
        .split(',')
        .map((o) => o.trim())[0];
    default:
      return 'Contract test'.slice(0, max ?? 500);
  }
}

/** One valid item of an input (src/console/validate.ts), or undefined when the sampler cannot make one. */
function sampleItem(input: InputDef, row: Row | undefined): unknown {
  switch (input.type) {
    case 'number': {
      const v = clamp(1, input.min, input.max);
      return input.integer ? Math.ceil(v) : v;
    }
    case 'money':
      // Bounded by the row (what is left to refund): the smallest amount of its currency.
      return input.maxField ? '1' : String(clamp(10, input.min, input.max));
    case 'card':
      return '4111 1111 1111 1111';
    case 'date':
      return new Date(now() + 30 * 86_400_000).toISOString().slice(0, 10);
    case 'variant': {
      // The deciding input is sampled as its enumeration's first code, whose variant this is.
      const variant = Object.values(input.variants ?? {})[0];
      return variant ? sampleItem(variant, row) : undefined;
    }
    case 'files': {
      const file_id = `F-CT-${db.uploads.length + 1}`;
      const types = input.accept ?? ['application/pdf'];
      db.uploads.push({
        file_id,
        name: 'contract-test.pdf',
        mime: types[0],
        size: 1024,
        data: '',
        uploaded_by: ADMIN.email,
        uploaded_at: new Date(now()).toISOString(),
      });
      return file_id;
    }
    case 'percent':
      return String(clamp(1.5, input.min ?? 0, input.max ?? 100));
    case 'enum':
      return input.enum ? ENUMS[input.enum][0]?.code : undefined;
    case 'url':
      return fittingText(input, ['https://example.com/contract-test', 'http://example.com/contract-test'], 2048);
    case 'email':
      return 'contract.test@example.com';
    case 'currency':
      return 'USD';
    case 'country':
      return 'US';
    case 'ip':
      return '203.0.113.10';
    case 'options': {
      const from = input.options && BEHAVIOURS[input.options.resource]?.rows()[0];
      return from ? from[input.options!.value] : undefined;
    }
    case 'permissions':
      return [...permissionUrls()][0];
    case 'typedValue':
      return typedValue(row);
    default:
      return fittingText(input, TEXTS, input.max ?? 2000);
  }
}

function sampleInput(resource: string, name: string, input: InputDef, row: Row | undefined): unknown {
  const custom = INPUT_SAMPLES[resource]?.[name];
  if (custom) return custom(row);
  const item = sampleItem(input, row);
  if (item === undefined) return undefined;
  return input.multiple || input.type === 'permissions' || input.type === 'files' ? [item] : item;
}

/** A valid body of a form (and the reason an action requires): every input the sampler can fill. */
function formBody(def: ResourceDef, spec: { form?: Record<string, InputDef>; reason?: boolean }, row?: Row) {
  const body: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(spec.form ?? {})) {
    const value = sampleInput(def.key, name, input, row);
    if (value !== undefined) body[name] = value;
  }
  if (spec.reason) body.reason = REASON;
  return body;
}

/** A refused body: the first input given an object (no input takes one), or else a reason that is not text. */
function refusedBody(body: Record<string, unknown>, form: Record<string, InputDef> = {}) {
  const [name] = Object.keys(form);
  return name ? { ...body, [name]: { refused: true } } : { ...body, reason: 42 };
}

/** A field's value in a row made up for an empty table. */
function sampleField(name: string, field: FieldDef, def: ResourceDef): unknown {
  if (field.multiple) return [sampleField(name, { ...field, multiple: false }, def)];
  switch (field.type) {
    case 'id':
      return name === def.rowKey ? `CT-${def.key}-1` : 'CT-1';
    case 'enum':
      return field.enum ? ENUMS[field.enum][0]?.code : null;
    case 'email':
      return 'contract.test@example.com';
    case 'url':
      return 'https://example.com';
    case 'money':
      return '10.00';
    case 'percent':
      return '1.50';
    case 'currency':
      return 'USD';
    case 'country':
      return 'US';
    case 'datetime':
      return new Date(now()).toISOString();
    case 'number':
      return 1;
    case 'tags':
    case 'documents':
    case 'permissions':
      return [];
    case 'json':
      return {};
    default:
      return 'Contract test';
  }
}

/** The table's first row; an empty table (a resource still being built) gets one made from the declaration. */
function anyRow(def: ResourceDef, behaviour: Behaviour): Row {
  const rows = behaviour.rows();
  if (!rows.length) {
    rows.push(Object.fromEntries(Object.entries(def.fields).map(([n, f]) => [n, sampleField(n, f, def)])));
  }
  return rows[0];
}

const same = (a: unknown, b: unknown) => hasValue(a) && String(a) === String(b);

/**
 * A row the action applies to (`when` holds, `to` not yet made) among the allowed ones. When none does, a copy of
 * the first allowed row under a new key, with the `when` field set: a fresh row (a new role no account holds) also
 * satisfies a condition on a computed field.
 */
function rowFor(def: ResourceDef, behaviour: Behaviour, action: ActionDef, allowed: (row: Row) => boolean): Row {
  const { when, to } = action;
  const applies = (row: Row) => {
    const seen = viewRow(behaviour, row);
    const ok = !when || when.in.some((v) => (v === null ? !hasValue(seen[when.field]) : same(seen[when.field], v)));
    const done = !!to && Object.entries(to).every(([f, v]) => same(seen[f], v));
    return ok && !done;
  };
  const rows = behaviour.rows();
  const found = rows.find((row) => allowed(row) && applies(row));
  if (found) return found;
  const model = rows.find(allowed) ?? anyRow(def, behaviour);
  const copy: Row = { ...structuredClone(model), [def.rowKey]: `${String(model[def.rowKey])}-ct` };
  if (when && Object.hasOwn(model, when.field)) copy[when.field] = when.in[0];
  rows.push(copy);
  return copy;
}

const idOf = (def: ResourceDef, row: Row) => encodeURIComponent(String(row[def.rowKey]));

/** A query the declared filters keep the row with: the first filter the row has a value for. */
function filterQuery(def: ResourceDef, row: Row): Record<string, string> {
  for (const name of def.list.filters) {
    const field = def.fields[name];
    const value = first(row[name]);
    if (!field || !hasValue(value) || typeof value === 'object') continue;
    switch (field.filter ?? 'eq') {
      case 'like':
        return { [name]: String(value).slice(0, 4) };
      case 'range':
        return { [`${name}_from`]: String(value), [`${name}_to`]: String(value) };
      default:
        return { [name]: String(value) };
    }
  }
  return {};
}

function sortQuery(def: ResourceDef): Record<string, string> {
  const sortable = Object.keys(def.fields).find((name) => def.fields[name].sortable);
  return sortable ? { sort: `${sortable},descend` } : {};
}

/** A signed-in demo account without the page, if one exists (the risk account holds only /Home and /risk pages). */
async function outsiderToken(def: ResourceDef): Promise<string | undefined> {
  const outsider = DEMO_ACCOUNTS.find((a) => {
    const admin = findAdminByEmail(a.email);
    return a.secret && admin && !holdsPermission(admin, def.page);
  });
  return outsider ? signIn(account(outsider.email)) : undefined;
}

async function denied(def: ResourceDef, send: (token?: string) => Promise<Result>): Promise<Result[]> {
  const token = await outsiderToken(def);
  return [...(token ? [await send(token)] : []), await send(undefined)];
}

/** The case of one generated operation. */
function genericCase(name: string, def: ResourceDef, behaviour: Behaviour, kind: RouteKind): CaseBuilder {
  const { api } = def;
  const allowed = ROWS[name] ?? ROWS[def.key] ?? (() => true);
  const post = async (path: string, body: unknown, token?: string) =>
    call('POST', path, { token: token ?? (await signIn(ADMIN)), body });

  switch (kind.kind) {
    case 'list':
      return async () => {
        const token = await signIn(ADMIN);
        const row = viewRow(behaviour, anyRow(def, behaviour));
        return [
          await call('GET', api, { token, query: { ...filterQuery(def, row), ...sortQuery(def), requestId: 1 } }),
          await call('GET', api, { token, query: { pageSize: 500 } }),
          ...(await denied(def, (t) => call('GET', api, { token: t }))),
        ];
      };
    case 'export':
      return async () => {
        const token = await signIn(ADMIN);
        const row = viewRow(behaviour, anyRow(def, behaviour));
        const path = `${api}/export`;
        return [
          await download(path, { token, query: { ...filterQuery(def, row), ...sortQuery(def) } }),
          await download(path, { token, query: { sort: `${MISSING},ascend` } }),
          ...(await denied(def, (t) => download(path, { token: t }))),
        ];
      };
    case 'detail':
      return async () => {
        const token = await signIn(ADMIN);
        const row = anyRow(def, behaviour);
        return [
          await call('GET', `${api}/${idOf(def, row)}`, { token }),
          await call('GET', `${api}/${MISSING}`, { token }),
          await call('GET', `${api}/${idOf(def, row)}`),
        ];
      };
    case 'document':
      return async () => {
        const token = await signIn(ADMIN);
        const docFields = Object.keys(def.fields).filter((name) => def.fields[name].type === 'documents');
        let found: string | undefined;
        for (const row of behaviour.rows()) {
          for (const name of docFields) {
            const docs = Array.isArray(row[name]) ? (row[name] as Row[]) : [];
            const doc = docs.find((d) => d?.id !== undefined && behaviour.document?.(row, String(d.id)));
            if (doc && !found) found = `${api}/${idOf(def, row)}/documents/${encodeURIComponent(String(doc.id))}`;
          }
        }
        const row = anyRow(def, behaviour);
        return [
          ...(found ? [await download(found, { token })] : []),
          await download(`${api}/${idOf(def, row)}/documents/${MISSING}`, { token }),
          ...(found ? [await download(found)] : []),
        ];
      };
    case 'download':
      return async () => {
        const token = await signIn(ADMIN);
        const { action } = kind;
        const row = rowFor(def, behaviour, action, allowed);
        const path = (id: string) => `${api}/${id}/${action.key}`;
        return [
          await download(path(idOf(def, row)), { token }),
          await download(path(MISSING), { token }),
          ...(await denied(def, (t) => download(path(idOf(def, anyRow(def, behaviour))), { token: t }))),
        ];
      };
    case 'create':
      return async () => {
        const form = def.create!.form;
        const body = formBody(def, { form });
        return [
          await post(api, refusedBody(body, form)),
          await post(api, body),
          ...(await denied(def, (t) => call('POST', api, { token: t, body }))),
        ];
      };
    case 'import':
      return async () => {
        const columns = def.import!.columns;
        const body = formBody(def, { form: def.create!.form }) as Record<string, unknown>;
        const cell = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
        const file = (lines: string[], name = 'import.csv') => new Multipart(name, lines.join('\n'));
        const header = columns.join(',');
        const good = columns.map((c) => cell(body[c])).join(',');
        const bad = columns.map(() => cell('not valid!')).join(',');
        const path = `${api}/import`;
        return [
          await post(path, file([header, good])),
          await post(path, file([header, bad])),
          await post(path, file([header])),
          await post(path, file([header, good], 'import.xlsx')),
          ...(await denied(def, (t) => call('POST', path, { token: t, body: file([header, good]) }))),
        ];
      };
    case 'action':
      return async () => {
        const { action } = kind;
        const row = rowFor(def, behaviour, action, allowed);
        const body = { ...formBody(def, action, row), requestId: 1 };
        const path = `${api}/${idOf(def, row)}/${action.key}`;
        return [
          await post(path, refusedBody(body)),
          await post(path, body),
          // The same call again: 101014 where the first one changed the state, else success again.
          await post(path, body),
          await post(`${api}/${MISSING}/${action.key}`, body),
        ];
      };
    case 'bulk':
      return async () => {
        const { action } = kind;
        const row = rowFor(def, behaviour, action, allowed);
        const body = formBody(def, action, row);
        const path = `${api}/bulk/${action.key}`;
        return [
          await post(path, { ...body, ids: [String(row[def.rowKey]), MISSING] }),
          await post(path, { ...body, ids: [] }),
        ];
      };
  }
}

export interface ResourceOperation {
  def: ResourceDef;
  behaviour: Behaviour;
  route: ResourceRoute;
  kind: RouteKind;
}

/** Every operation the generator documents for the declarations, by operationId. */
export function resourceOperations(): Record<string, ResourceOperation> {
  return Object.fromEntries(
    RESOURCES.flatMap((def) => {
      const behaviour = BEHAVIOURS[def.key];
      return resourceRoutes(def, behaviour).map((route) => [
        route.name,
        { def, behaviour, route, kind: routeKind(def, route) },
      ]);
    }),
  );
}

/** The case of every generated operation: OVERRIDES first, else the generic builder of its kind. */
export function resourceCases(): Record<string, CaseBuilder> {
  return Object.fromEntries(
    Object.entries(resourceOperations()).map(([name, { def, behaviour, kind }]) => [
      name,
      OVERRIDES[name] ?? genericCase(name, def, behaviour, kind),
    ]),
  );
}
