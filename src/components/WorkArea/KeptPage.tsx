/* eslint-disable react-hooks/refs */
import { RouteContext } from '@ant-design/pro-components';
import { useContext, useRef, type ContextType, type ReactNode } from 'react';
// The router umi renders with (umi aliases `react-router` to its own copy): its location context, to hold it still.
import { UNSAFE_LocationContext as LocationContext } from 'react-router';

type RouteContextValue = ContextType<typeof RouteContext>;
const pagesRoute = new WeakMap<RouteContextValue, RouteContextValue>();
/**
 * The layout's route context as the pages get it: without `setHasPageContainer`. A PageContainer counts itself into
 * the layout when it mounts, which rendered the whole layout again (menu, sider foot) after every page opened, for a
 * class that only sets the content's padding to 0, which the console's layout sets from the first paint (app.tsx).
 */
function forPages(route: RouteContextValue): RouteContextValue {
  let value = pagesRoute.get(route);
  if (!value) {
    value = { ...route, setHasPageContainer: undefined };
    pagesRoute.set(route, value);
  }
  return value;
}

/**
 * A kept page sees the router's location and the layout's route context as they were when it was last shown: a
 * navigation elsewhere does not render it again while hidden (its list reads the location, its PageContainer the
 * layout's context, which changes at every navigation; with 12 tabs open each menu click rendered 11 hidden pages).
 * Shown again, it sees the present ones.
 */
export default function KeptPage({ shown, children }: { shown: boolean; children: ReactNode }) {
  const location = useContext(LocationContext);
  const route = forPages(useContext(RouteContext));
  const kept = useRef({ location, route });
  if (shown) kept.current = { location, route };
  return (
    <LocationContext.Provider value={kept.current.location}>
      <RouteContext.Provider value={kept.current.route}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}
