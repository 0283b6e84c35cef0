import { getToken } from '@/request/storage';

/**
 * What shows while the current user is asked for (getInitialState). With a saved session: nothing of React's own, so
 * the document's skeleton of the shell (config/skeleton.ts) stays until the shell replaces it. Without one: an empty
 * page, which hides that skeleton (the login page comes next, not the shell).
 */
export default function BootLoading() {
  return getToken() ? null : <div />;
}
