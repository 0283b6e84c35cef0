import { useIntl } from '@umijs/max';
import { Descriptions, Drawer, Result, Skeleton } from 'antd';
import { useApi } from '@/request/useApi';
import { getRow, type Row } from './api';
import { fieldLabel, renderField } from './columns';
import type { ResourceDef } from './types';

/** A record's detail: the declaration's sections, fetched fresh from the server. */
export default function DetailDrawer({ def, id, onClose }: { def: ResourceDef; id?: string; onClose: () => void }) {
  const intl = useIntl();
  const { data, loading, error } = useApi(
    async (): Promise<Row | undefined> => (id ? (await getRow(def, id)).result : undefined),
    {
      refreshDeps: [def, id],
    },
  );
  const sections = def.detail?.sections ?? [{ key: 'all', fields: Object.keys(def.fields) }];
  return (
    <Drawer open={!!id} onClose={onClose} width={640} title={id} destroyOnHidden>
      {loading && !data ? <Skeleton active /> : null}
      {error ? <Result status="error" subTitle={intl.formatMessage({ id: 'console.detail.loadError' })} /> : null}
      {data
        ? sections.map((section) => (
            <Descriptions
              key={section.key}
              title={intl.formatMessage({ id: `resources.${def.key}.sections.${section.key}` })}
              column={1}
              size="small"
              bordered
              style={{ marginBottom: 24 }}
              items={section.fields
                .filter((f) => !def.fields[f]?.hideInDetail)
                .map((f) => ({
                  key: f,
                  label: fieldLabel(intl, def, f),
                  children: renderField(def.fields[f], data[f], data),
                }))}
            />
          ))
        : null}
    </Drawer>
  );
}
