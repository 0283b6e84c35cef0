import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useIntl, useLocation, useNavigate, useParams } from '@umijs/max';
import { Button, Card, Col, Row as Grid, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import { useApi } from '@/request/useApi';
import { getRow, type Row } from './api';
import { RecordActions, RecordFacts } from './RecordHeader';
import { recordKind } from './labels';
import { recordPath } from './recordLink';
import RecordTimeline from './RecordTimeline';
import { neighbours, readRecordNav } from './recordNav';
import { RecordView, RelatedList } from './RecordView';
import type { ResourceDef } from './types';
import RecordClaim from './work/RecordClaim';

/**
 * One record at its own address: a record page (`/order/orderMag/P1`, `id` given) or a page the route names one
 * record by (`/OrgMag/orderParamsMag/:cust_id`). Its header holds its key, key facts and actions (refreshed after
 * each); a record page also goes back to the list it was opened from, as filtered, and steps through its rows.
 */
export default function RecordPage({ def, id: shown }: { def: ResourceDef; id?: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = shown ?? params[def.parentParam ?? def.rowKey] ?? '';
  const { data, loading, error, refresh } = useApi(async (): Promise<Row> => (await getRow(def, id)).result, {
    refreshDeps: [def, id],
  });
  // An action changes the record and adds to its timeline: both are read again.
  const [version, setVersion] = useState(0);
  const afterAction = () => {
    refresh();
    setVersion((v) => v + 1);
  };
  // Read once: the list it was opened from stays its list while the operator steps through it.
  const [nav] = useState(() => (shown ? readRecordNav(def.key, id) : undefined));
  const { previous, next } = neighbours(nav, id);
  const step = (to: string | undefined, label: string, icon: React.ReactNode) => {
    const path = to && recordPath(def.key, to, data ?? {});
    return (
      <Button
        icon={icon}
        disabled={!path}
        title={to}
        // The next record takes this one's tab: stepping through a queue does not pile up tabs.
        onClick={() => path && navigate(path, { state: { replacesTab: location.pathname } })}
      >
        {label}
      </Button>
    );
  };
  const list = t(`resources.${def.key}.title`);
  // What one record is called, where its list is named otherwise (a merchant, in the registration review).
  const kind = recordKind(intl, def.key);
  return (
    <PageContainer
      title={
        shown ? (
          <Space size={8} wrap>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {kind}
            </Typography.Text>
            <span>{id}</span>
          </Space>
        ) : (
          t(`resources.${def.key}.parentTitle`, { id })
        )
      }
      breadcrumbRender={
        shown
          ? () => (
              <Link to={nav?.list ?? def.page}>
                <ArrowLeftOutlined /> {t('console.record.back', { list })}
              </Link>
            )
          : undefined
      }
      extra={
        <Space wrap>
          {shown && data ? <RecordClaim def={def} id={id} row={data} version={version} onDone={afterAction} /> : null}
          {data ? <RecordActions def={def} data={data} onDone={afterAction} /> : null}
          {nav ? (
            <Space.Compact>
              {step(previous, t('console.record.previous'), <LeftOutlined />)}
              {step(next, t('console.record.next'), <RightOutlined />)}
            </Space.Compact>
          ) : null}
        </Space>
      }
      content={shown && data && !error ? <RecordFacts def={def} data={data} /> : undefined}
    >
      <Grid gutter={[16, 16]}>
        <Col xs={24} xl={shown && data && !error ? 15 : 24}>
          <Card>
            {loading && !data && !error ? <Skeleton active /> : null}
            {error ? (
              <LoadError title={t('console.detail.loadError')} error={error} onRetry={refresh} retrying={loading} />
            ) : null}
            {data && !error ? <RecordView def={def} data={data} /> : null}
            {data && !error
              ? (def.detail?.related ?? []).map((related) => (
                  <RelatedList
                    key={related.resource}
                    related={{ ...related, by: related.by ?? def.rowKey }}
                    data={data}
                  />
                ))
              : null}
          </Card>
        </Col>
        {shown && data && !error ? (
          <Col xs={24} xl={9}>
            {/* Its history, notes and related events; read again after an action run from the header. */}
            <Card title={t('timeline.title')}>
              <RecordTimeline key={version} resource={def.key} id={id} />
            </Card>
          </Col>
        ) : null}
      </Grid>
    </PageContainer>
  );
}
