import { ExpandOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Divider, Drawer, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import { useApi } from '@/request/useApi';
import { getRow, type Row } from './api';
import { RecordActions, RecordFacts } from './RecordHeader';
import { recordPath } from './recordLink';
import { RecordView, RelatedList } from './RecordView';
import type { ResourceDef } from './types';

/**
 * A record over its list, for a quick look: its key facts and actions (the list is read again after one), the
 * declaration's sections fetched fresh from the server, its related lists, and a link to its full page.
 */
export default function DetailDrawer({
  def,
  id,
  onClose,
  onChanged,
}: {
  def: ResourceDef;
  id?: string;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const intl = useIntl();
  const { data, loading, error, refresh } = useApi(
    async (): Promise<Row | undefined> => (id ? (await getRow(def, id)).result : undefined),
    {
      refreshDeps: [def, id],
    },
  );
  const full = id && def.detail && !def.single ? recordPath(def.key, id, data ?? {}) : undefined;
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      width={720}
      title={id}
      destroyOnHidden
      extra={
        full ? (
          <Link to={full}>
            <ExpandOutlined /> {intl.formatMessage({ id: 'console.record.open' })}
          </Link>
        ) : null
      }
    >
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
          <RecordActions
            def={def}
            data={data}
            onDone={() => {
              refresh();
              onChanged?.();
            }}
          />
          <RecordFacts def={def} data={data} narrow />
          <Divider style={{ margin: '8px 0 16px' }} />
          <RecordView def={def} data={data} />
          {(def.detail?.related ?? []).map((related) => (
            <RelatedList key={related.resource} related={{ ...related, by: related.by ?? def.rowKey }} data={data} />
          ))}
        </>
      ) : null}
    </Drawer>
  );
}
