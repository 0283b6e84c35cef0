import { useRouteProps } from '@umijs/max';
import ResourcePage from '@/console/ResourcePage';
import { resourceByKey } from '@/resources';
import NotFound from '../Exception/404';

/** Every resource route renders this page; the route table names the resource (`resource: 'merchant'`). */
export default function Resource() {
  const { resource } = useRouteProps() as { resource?: string };
  const def = resource ? resourceByKey(resource) : undefined;
  return def ? <ResourcePage key={def.key} def={def} /> : <NotFound />;
}
