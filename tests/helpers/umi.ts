import { createHistory } from '@@/core/history';
import { createPluginManager } from '@@/core/plugin';

/** Umi's runtime (app.tsx's request config, locale) and a memory history, for tests that render no app. */
export function bootUmi(path = '/Home') {
  createPluginManager();
  const history = createHistory({ type: 'memory', basename: '/' });
  history.push(path);
  return history;
}
