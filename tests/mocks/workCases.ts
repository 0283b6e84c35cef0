/**
 * The contract cases of the work queues (tests/mocks/openapi.test.ts): each call's success and its refusals (no
 * page, unknown queue or resource, bad paging, an item held by another, an assignee who may not work it).
 */
import { db } from '../../mocks/db';
import { WORK_PATHS, type QueueItems } from '../../src/services/queues';
import { ADMIN, APPROVER, RISK, call, signIn, type Answer } from './helpers';

type Case = () => Promise<Answer[]>;

const FRAUD = 'fraudAlerts';
const oldest = async (token: string) =>
  ((await call('GET', WORK_PATHS.items(FRAUD), { token })).body.result as QueueItems).list[0].id;

export const WORK_CASES: Record<string, Case> = {
  workQueues: async () => [
    await call('GET', WORK_PATHS.queues, { token: await signIn(ADMIN) }),
    await call('GET', WORK_PATHS.queues, { token: await signIn(RISK) }),
  ],
  workQueueItems: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('GET', WORK_PATHS.items(FRAUD), { token, query: { current: '2', pageSize: '5' } }),
      await call('GET', WORK_PATHS.items('disputes'), { token }),
      await call('GET', WORK_PATHS.items(FRAUD), { token, query: { pageSize: '500' } }),
      await call('GET', WORK_PATHS.items('nothing'), { token }),
      await call('GET', WORK_PATHS.items(FRAUD), { token: await signIn(RISK) }),
    ];
  },
  workQueueNext: async () => {
    const token = await signIn(ADMIN);
    return [
      await call('POST', WORK_PATHS.next(FRAUD), { token }),
      await call('POST', WORK_PATHS.next('nothing'), { token }),
      await call('POST', WORK_PATHS.next(FRAUD), { token: await signIn(RISK) }),
    ];
  },
  workClaim: async () => {
    const admin = await signIn(ADMIN);
    const id = await oldest(admin);
    return [
      await call('POST', WORK_PATHS.act(FRAUD, 'claim'), { token: admin, body: { ids: [id, 'FA-missing'] } }),
      await call('POST', WORK_PATHS.act(FRAUD, 'claim'), { token: await signIn(APPROVER), body: { ids: [id] } }),
      await call('POST', WORK_PATHS.act(FRAUD, 'claim'), { token: admin, body: { ids: [] } }),
      await call('POST', WORK_PATHS.act(FRAUD, 'claim'), { token: await signIn(RISK), body: { ids: [id] } }),
      await call('POST', WORK_PATHS.act('nothing', 'claim'), { token: admin, body: { ids: [id] } }),
    ];
  },
  workTakeover: async () => {
    const admin = await signIn(ADMIN);
    const id = await oldest(admin);
    await call('POST', WORK_PATHS.act(FRAUD, 'claim'), { token: admin, body: { ids: [id] } });
    return [
      await call('POST', WORK_PATHS.act(FRAUD, 'takeover'), { token: await signIn(APPROVER), body: { ids: [id] } }),
      await call('POST', WORK_PATHS.act(FRAUD, 'takeover'), { token: admin, body: { ids: ['FA-missing'] } }),
    ];
  },
  workRelease: async () => {
    const admin = await signIn(ADMIN);
    const id = await oldest(admin);
    await call('POST', WORK_PATHS.act(FRAUD, 'claim'), { token: admin, body: { ids: [id] } });
    return [
      await call('POST', WORK_PATHS.act(FRAUD, 'release'), { token: admin, body: { ids: [id, 'FA-missing'] } }),
      await call('POST', WORK_PATHS.act(FRAUD, 'release'), { token: admin, body: { ids: [id] } }),
      await call('POST', WORK_PATHS.act(FRAUD, 'release'), { token: admin, body: { ids: 'x' } }),
    ];
  },
  workAssign: async () => {
    const admin = await signIn(ADMIN);
    const id = await oldest(admin);
    const risk = db.admin.find((a) => a.email === RISK.email)!.id;
    const approver = db.admin.find((a) => a.email === APPROVER.email)!.id;
    const path = WORK_PATHS.act(FRAUD, 'assign');
    return [
      await call('POST', path, { token: admin, body: { ids: [id], admin_id: approver } }),
      await call('POST', path, { token: admin, body: { ids: [id], admin_id: risk } }),
      await call('POST', path, { token: admin, body: { ids: [id] } }),
      await call('POST', WORK_PATHS.act('nothing', 'assign'), { token: admin, body: { ids: [id], admin_id: risk } }),
    ];
  },
  workClaims: async () => {
    const token = await signIn(ADMIN);
    await call('POST', WORK_PATHS.next(FRAUD), { token });
    return [
      await call('GET', WORK_PATHS.claims, { token, query: { resource: 'fraudAlert' } }),
      await call('GET', WORK_PATHS.claims, { token, query: { resource: 'order' } }),
      await call('GET', WORK_PATHS.claims, { token: await signIn(RISK), query: { resource: 'fraudAlert' } }),
    ];
  },
};
