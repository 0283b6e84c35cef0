import type { ActionType } from '@ant-design/pro-components';
import { Empty } from 'antd';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import LoadError from '@/components/LoadError';
import { useWatched, watched, type Watched } from './watched';

/**
 * The table's text for no rows: nothing until an answer said there are none, then antd's own (the one a table shows
 * without a locale).
 */
function NoDataYet({ answered }: { answered: Watched<boolean> }) {
  return useWatched(answered) ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : <span />;
}

/**
 * A ProTable whose request fails shows, in place of its rows, what failed and a Retry (issue 20): ProTable alone keeps
 * the last rows, or an empty table reading "No data", as if the list were empty. The search form, the toolbar and the
 * filters stay; Retry reloads with them. "No data" shows only after an answer said so. `onEnded` hears of each newest
 * request that ended, with rows or a failure.
 */
export function useTableFailure(
  title: string,
  actionRef: MutableRefObject<ActionType | undefined>,
  onEnded?: () => void,
) {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [retrying, setRetrying] = useState(false);
  const [answered] = useState(() => watched(false));
  const [locale] = useState(() => ({ emptyText: <NoDataYet answered={answered} /> }));
  const asking = useRef(0);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });
  /** Runs the table's request (inside its request function): remembers how the newest call ended. */
  const track = async <R,>(load: () => Promise<R>): Promise<R> => {
    const call = ++asking.current;
    answered.set(false);
    try {
      const res = await load();
      if (call === asking.current) {
        setFailure(undefined);
        answered.set(true);
        ended.current?.();
      }
      return res;
    } catch (e) {
      if (call === asking.current) {
        setFailure({ error: e });
        ended.current?.();
      }
      throw e;
    } finally {
      if (call === asking.current) setRetrying(false);
    }
  };
  const retry = () => {
    setRetrying(true);
    void actionRef.current?.reload();
  };
  return {
    track,
    /** The newest request failed: what was shown before (rows, totals) no longer holds. */
    failed: Boolean(failure),
    /** For ProTable's tableViewRender: the failure in place of the table, else the table. */
    view: (table: JSX.Element): JSX.Element =>
      !failure ? table : <LoadError title={title} error={failure.error} onRetry={retry} retrying={retrying} />,
    /** For ProTable's locale: no "No data" before an answer (the same object throughout). */
    locale,
  };
}
