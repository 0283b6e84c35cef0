import { useAccess, useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { queueOfResource, type Claim, type QueueDef } from '@/services/queues';
import { useWatched, watched, type Watched } from '../watched';
import { useHolders } from './useHolders';

type Holders = ReadonlyMap<string, Claim>;
const NO_HOLDERS: Holders = new Map();

/** Where a list's holders are kept: the store its tags watch, and the feed's way to read them again. */
interface HoldersStore {
  holders: Watched<Holders>;
  /** The feed's `refresh`, once it has one. */
  refresh: Watched<() => void>;
}

/** Asks for the holders (again every 30 s, src/console/work/useHolders.ts) and keeps each answer in the store. */
const HoldersFeed = memo(function HoldersFeed({ resource, store }: { resource: string; store: HoldersStore }) {
  const { holders, refresh } = useHolders(resource);
  useEffect(() => {
    store.holders.set(holders);
  }, [store, holders]);
  useEffect(() => {
    store.refresh.set(refresh);
  }, [store, refresh]);
  return null;
});

/**
 * Who holds which item of a list of a queue's resource, for its key cells (src/console/listColumns.tsx). The holders
 * are read by a feed element the list page renders, and kept in a store that only the holder tags watch: held in
 * the page's state, each read (its start, its answer, every 30 s while the list is open, in a hidden tab too) drew
 * the whole page again, its table's columns and search form made anew, between a menu click and the first rows of
 * a queue's list. Nothing for a resource that is no queue's or whose queue the operator may not work.
 */
export function useListHolders(resource: string): {
  queue?: QueueDef;
  holders: Watched<Holders>;
  /** Reads them again (after the operator's own change). */
  refresh: () => void;
  /** Renders nothing: where the list page puts it, the holders are read. */
  feed: ReactNode;
} {
  const { canViewPath } = useAccess();
  const queue = queueOfResource(resource);
  const ready = !!queue && canViewPath(queue.page);
  const [store] = useState<HoldersStore>(() => ({
    holders: watched(NO_HOLDERS),
    refresh: watched<() => void>(() => undefined),
  }));
  const refresh = useCallback(() => store.refresh.get()(), [store]);
  return {
    queue: ready ? queue : undefined,
    holders: store.holders,
    refresh,
    feed: ready ? <HoldersFeed resource={resource} store={store} /> : null,
  };
}

/** "Held by …" beside an item's key, while someone holds it (the operator themself: "you"). */
export function HolderTag({ holders, id, me }: { holders: Watched<Holders>; id: string; me?: string }) {
  const intl = useIntl();
  const claim = useWatched(holders).get(id);
  if (!claim) return null;
  const holder = claim.holder_id === me ? intl.formatMessage({ id: 'work.holder.you' }) : claim.holder_email;
  return (
    <Tag color={claim.holder_id === me ? 'blue' : 'orange'} data-holder={claim.holder_email}>
      {intl.formatMessage({ id: 'work.holder.label' }, { holder })}
    </Tag>
  );
}
