import { createHistory } from '@@/core/history';
import { createPluginManager } from '@@/core/plugin';
import { getLocale, setIntl } from '@@/plugin-locale/localeExports';

/**
 * Umi's runtime (app.tsx's request config, locale) and a memory history, for tests that render no app. The locale
 * is read from storage as at a page's start (set `umi_locale` before calling this).
 */
export function bootUmi(path = '/Home') {
  createPluginManager();
  setIntl(getLocale());
  const history = createHistory({ type: 'memory', basename: '/' });
  history.push(path);
  return history;
}
