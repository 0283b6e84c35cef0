import { useAccess } from '@umijs/max';
import { useMemo } from 'react';
import { useApi } from '@/request/useApi';
import { queueOfResource, type Claim, type QueueDef } from '@/services/queues';
import { fetchClaims } from '@/services/work';

/** How often a list or record reads its holders again while open: a colleague's claim shows within this. */
const POLL_MS = 30_000;

/**
 * Who holds which item of a queue's resource (src/services/queues.ts), for its lists and record pages: by key, with a
 * `refresh` to call after the operator's own change. Nothing for a resource that is no queue's or whose queue the
 * operator may not work.
 */
export function useHolders(resource: string): {
  queue?: QueueDef;
  holders: ReadonlyMap<string, Claim>;
  /** The holders have been read once: before that, "nobody holds it" is not known. */
  loaded: boolean;
  refresh: () => void;
} {
  const { canViewPath } = useAccess();
  const queue = queueOfResource(resource);
  const ready = !!queue && canViewPath(queue.page);
  const claims = useApi(async () => (await fetchClaims(resource)).result.list, {
    ready,
    refreshDeps: [resource],
    pollingInterval: ready ? POLL_MS : undefined,
  });
  // One map per answer: the list's columns are made again only when it changes.
  const holders = useMemo(
    () => new Map((ready ? (claims.data ?? []) : []).map((c) => [c.target, c])),
    [ready, claims.data],
  );
  return { queue: ready ? queue : undefined, holders, loaded: claims.data !== undefined, refresh: claims.refresh };
}

/** Is the record, as answered, in its queue now: every field of the queue's filter holds one of its values. */
export const inQueue = (queue: QueueDef, row: Record<string, unknown>, me?: string): boolean =>
  Object.entries(queue.query).every(([field, values]) => values.split(',').includes(String(row[field]))) &&
  !(queue.notBy && me && String(row[queue.notBy]) === me);
