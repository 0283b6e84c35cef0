import { request } from '@umijs/max';
import {
  WORK_PATHS,
  type Claim,
  type QueueItem,
  type QueueItems,
  type QueueSummary,
  type WorkAction,
  type WorkResult,
} from './queues';

/** `quiet`: a failure is not shown (a request made ahead of time, asked again by the page if it fails). */
export function fetchQueues(quiet = false) {
  return request<{ result: { items: QueueSummary[] } }>(WORK_PATHS.queues, { method: 'GET', skipErrorHandler: quiet });
}

export function fetchQueueItems(queue: string, params: { current: number; pageSize: number }) {
  return request<{ result: QueueItems }>(WORK_PATHS.items(queue), { method: 'GET', params });
}

/** Claim, release, take over or assign (`adminId`) items; each answered on its own. */
export function workOn(queue: string, action: WorkAction, ids: string[], adminId?: string) {
  return request<{ result: WorkResult[] }>(WORK_PATHS.act(queue, action), {
    method: 'POST',
    data: { ids, ...(adminId ? { admin_id: adminId } : {}) },
  });
}

export function claimNext(queue: string) {
  return request<{ result: { item: QueueItem | null } }>(WORK_PATHS.next(queue), { method: 'POST' });
}

/** Who holds which item of a resource: a list's or record's extra, so a failure is not shown (it shows no holder). */
export function fetchClaims(resource: string) {
  return request<{ result: { list: Claim[] } }>(WORK_PATHS.claims, {
    method: 'GET',
    params: { resource },
    skipErrorHandler: true,
  });
}
