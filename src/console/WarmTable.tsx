import { PageContainer, ProTable, RouteContext, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, Segmented, Tabs, Tag, Tooltip } from 'antd';
import { memo, useMemo } from 'react';
import { ENUMS, type EnumKey } from '@/domain/enums';
import { resourceByKey } from '@/resources';
import type { Row } from './api';
import { buildColumns } from './columns';
import CopyButton from './CopyButton';
import type { ResourceDef } from './types';

/** The list drawn to warm up: the orders, whose columns and filters use most of what lists use. */
export const WARM_RESOURCE = 'order';
const ROWS = 3;

/** Made-up rows of a declaration, a value of each field's type (never shown: the table is in a hidden element). */
export function sampleRows(def: ResourceDef, count = ROWS): Row[] {
  return Array.from({ length: count }, (_, i) => {
    const row: Row = {};
    for (const [name, f] of Object.entries(def.fields)) {
      const values = f.type === 'enum' && f.enum ? ENUMS[f.enum as EnumKey] : undefined;
      if (values) row[name] = values[i % values.length]?.code;
      else if (f.type === 'money') row[name] = '1.00';
      else if (f.type === 'currency') row[name] = 'USD';
      else if (f.type === 'country') row[name] = 'US';
      else if (f.type === 'datetime') row[name] = '2026-01-01T00:00:00Z';
      else if (f.type === 'number' || f.type === 'percent') row[name] = '1';
      else if (f.type === 'id' || f.type === 'text' || f.type === 'email') row[name] = `W${i}`;
    }
    row[def.rowKey] = `W${i}`;
    return row;
  });
}

/** No layout behind the warm-up's page frame: a PageContainer counts itself into the layout's context otherwise. */
const NO_LAYOUT = {};

/**
 * A list page as the console draws one: in a tab of the work area, its page frame (PageContainer), the saved views'
 * tabs, a segmented switch and a tooltip, and its table (the declaration's cells, the key's link, copy button and
 * holder tag, row buttons, the filter form, toolbar, selection and pagination), with made-up rows and no request. The
 * shell draws it once, hidden, while it is idle, and keeps it (src/layouts/WarmUp.tsx). It takes no props and reads
 * no address: it is not drawn again at a navigation.
 */
function WarmTable() {
  const intl = useIntl();
  const def = resourceByKey(WARM_RESOURCE)!;
  const rows = useMemo(() => sampleRows(def), [def]);
  const columns = useMemo(() => {
    const cols = buildColumns(def, intl);
    const key = cols.find((c) => c.dataIndex === def.rowKey);
    if (key)
      key.render = (_, row) => (
        <span>
          <a href="#warm">{String(row[def.rowKey])}</a>
          <CopyButton text={String(row[def.rowKey])} />
          <Tag>{String(row[def.rowKey])}</Tag>
        </span>
      );
    const actions: ProColumns<Row> = {
      key: 'actions',
      fixed: 'right',
      width: 60,
      render: () => (
        <span>
          <Button type="link" size="small">
            W
          </Button>
          <Button type="link" size="small" danger>
            W
          </Button>
        </span>
      ),
    };
    return [...cols, actions];
  }, [def, intl]);
  const table = (
    <ProTable<Row>
      rowKey={def.rowKey}
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      search={{ labelWidth: 'auto' }}
      form={{ syncToUrl: false }}
      pagination={{ defaultPageSize: 10, pageSizeOptions: ['10', '20'], showSizeChanger: true, total: 100 }}
      rowSelection={{}}
      tableAlertRender={false}
    />
  );
  const page = (
    <PageContainer title="W">
      <Tabs size="small" items={[{ key: 'w', label: 'W' }]} />
      <Segmented options={['W', 'X']} />
      <Tooltip title="W" open={false}>
        <Button size="small">W</Button>
      </Tooltip>
      {table}
    </PageContainer>
  );
  return (
    <RouteContext.Provider value={NO_LAYOUT}>
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        items={[
          { key: 'w', label: 'W', children: page },
          { key: 'x', label: 'X' },
        ]}
      />
    </RouteContext.Provider>
  );
}

export default memo(WarmTable);
