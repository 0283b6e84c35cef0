import type { ActionType } from '@ant-design/pro-components';
import { useRef, useState, type MutableRefObject } from 'react';
import LoadError from '@/components/LoadError';

/**
 * A ProTable whose request fails shows, in place of its rows, what failed and a Retry (issue 20): ProTable alone keeps
 * the last rows, or an empty table reading "No data", as if the list were empty. The search form, the toolbar and the
 * filters stay; Retry reloads with them. "No data" shows only after an answer said so.
 */
export function useTableFailure(title: string, actionRef: MutableRefObject<ActionType | undefined>) {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [answered, setAnswered] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const asking = useRef(0);
  /** Runs the table's request (inside its request function): remembers how the newest call ended. */
  const track = async <R,>(load: () => Promise<R>): Promise<R> => {
    const call = ++asking.current;
    setAnswered(false);
    try {
      const res = await load();
      if (call === asking.current) {
        setFailure(undefined);
        setAnswered(true);
      }
      return res;
    } catch (e) {
      if (call === asking.current) setFailure({ error: e });
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
    /** The newest request has ended, with rows or a failure. */
    ended: answered || Boolean(failure),
    /** For ProTable's tableViewRender: the failure in place of the table, else the table. */
    view: (table: JSX.Element): JSX.Element =>
      !failure ? table : <LoadError title={title} error={failure.error} onRetry={retry} retrying={retrying} />,
    /** For ProTable's locale: no "No data" before an answer. */
    locale: answered || failure ? undefined : { emptyText: <span /> },
  };
}
