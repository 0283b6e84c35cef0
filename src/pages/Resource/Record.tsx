import { useParams, useRouteData } from '@umijs/max';
import RecordPage from '@/console/RecordPage';
import { resourceByKey } from '@/resources';
import NotFound from '../Exception/404';

/**
 * A record's own page (`/order/orderMag/P1`, `/orgMag/risk/riskAlert/7`): the declaration the route names, or the
 * one of its page named by `:resource`; 404 for a declaration without a detail.
 */
export default function Record() {
  const { route } = useRouteData() as { route: { resource?: string; resources?: string[] } };
  const params = useParams();
  const key = route.resource ?? (route.resources?.includes(params.resource ?? '') ? params.resource : undefined);
  const def = key ? resourceByKey(key) : undefined;
  if (!def?.detail || def.single || !params.id) return <NotFound />;
  return <RecordPage key={`${def.key}/${params.id}`} def={def} id={params.id} />;
}
