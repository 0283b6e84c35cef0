import { useIntl } from '@umijs/max';
import { Drawer, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import { useApi } from '@/request/useApi';
import { getRow, type Row } from './api';
import { RecordView, RelatedList } from './RecordView';
import type { ResourceDef } from './types';

/** A record's detail: the declaration's sections, fetched fresh from the server, and its related lists. */
export default function DetailDrawer({ def, id, onClose }: { def: ResourceDef; id?: string; onClose: () => void }) {
  const intl = useIntl();
  const { data, loading, error, refresh } = useApi(
    async (): Promise<Row | undefined> => (id ? (await getRow(def, id)).result : undefined),
    {
      refreshDeps: [def, id],
    },
  );
  return (
    <Drawer open={!!id} onClose={onClose} width={720} title={id} destroyOnHidden>
      {loading && !data && !error ? <Skeleton active /> : null}
      {error ? (
        <LoadError
          title={intl.formatMessage({ id: 'console.detail.loadError' })}
          error={error}
          onRetry={refresh}
          retrying={loading}
        />
      ) : null}
      {data && !error ? (
        <>
          <RecordView def={def} data={data} />
          {(def.detail?.related ?? []).map((related) => (
            <RelatedList key={related.resource} related={{ ...related, by: related.by ?? def.rowKey }} data={data} />
          ))}
        </>
      ) : null}
    </Drawer>
  );
}
