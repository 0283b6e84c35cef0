import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel, useParams } from '@umijs/max';
import { Card, Skeleton, Space } from 'antd';
import LoadError from '@/components/LoadError';
import { useApi } from '@/request/useApi';
import ActionButton, { applies, useCan } from './ActionButton';
import { getRow, runAction, type Row } from './api';
import { RecordView, RelatedList } from './RecordView';
import type { ResourceDef } from './types';

/**
 * One record named by the route (`/OrgMag/orderParamsMag/:cust_id`): its sections and its row actions, refreshed
 * after each action.
 */
export default function RecordPage({ def, id: shown }: { def: ResourceDef; id?: string }) {
  const intl = useIntl();
  const canRun = useCan();
  const me = useModel('@@initialState').initialState?.currentUser?.id;
  const params = useParams();
  const id = shown ?? params[def.parentParam ?? def.rowKey] ?? '';
  const { data, loading, error, refresh } = useApi(async (): Promise<Row> => (await getRow(def, id)).result, {
    refreshDeps: [def, id],
  });
  const actions = (def.actions ?? []).filter((a) => a.scope === 'row' && canRun(a));
  return (
    <PageContainer
      title={intl.formatMessage({ id: `resources.${def.key}.parentTitle` }, { id })}
      extra={
        data ? (
          <Space>
            {actions
              .filter((a) => applies(a, data, me))
              .map((a) => (
                <ActionButton
                  key={a.key}
                  def={def}
                  action={a}
                  row={data}
                  run={(body) => runAction(def, id, a.key, body)}
                  onDone={refresh}
                />
              ))}
          </Space>
        ) : null
      }
    >
      <Card>
        {loading && !data && !error ? <Skeleton active /> : null}
        {error ? (
          <LoadError
            title={intl.formatMessage({ id: 'console.detail.loadError' })}
            error={error}
            onRetry={refresh}
            retrying={loading}
          />
        ) : null}
        {data && !error ? <RecordView def={def} data={data} /> : null}
        {data && !error
          ? (def.detail?.related ?? []).map((related) => (
              <RelatedList key={related.resource} related={{ ...related, by: related.by ?? def.rowKey }} data={data} />
            ))
          : null}
      </Card>
    </PageContainer>
  );
}
