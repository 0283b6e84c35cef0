import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useRouteData } from '@umijs/max';
import { Tabs } from 'antd';
import RecordPage from '@/console/RecordPage';
import ResourcePage from '@/console/ResourcePage';
import { resourceByKey } from '@/resources';
import NotFound from '../Exception/404';

/**
 * Every resource route renders this page; the route table names the resource (`resource: 'merchant'`), or
 * several shown as tabs of one page (`resources: ['merchantRisk', 'riskAlert']`).
 */
export default function Resource() {
  const intl = useIntl();
  // The route this page was rendered for, not the one the address shows now: a page kept open in a hidden tab of the
  // work area stays the page it was.
  const { resource, resources } = useRouteData().route as { resource?: string; resources?: string[] };
  if (resources?.length) {
    const defs = resources.map(resourceByKey);
    if (defs.some((d) => !d)) return <NotFound />;
    return (
      <PageContainer>
        <Tabs
          destroyOnHidden
          items={defs.map((d) => ({
            key: d!.key,
            label: intl.formatMessage({ id: `resources.${d!.key}.title` }),
            children: <ResourcePage def={d!} embedded />,
          }))}
        />
      </PageContainer>
    );
  }
  const def = resource ? resourceByKey(resource) : undefined;
  if (!def) return <NotFound />;
  return def.single ? <RecordPage key={def.key} def={def} /> : <ResourcePage key={def.key} def={def} />;
}
