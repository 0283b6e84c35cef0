import { event, getLocale, LANG_CHANGE_EVENT, localeInfo, setIntl } from '@@/plugin-locale/localeExports';

/** The labels of the resource pages and the hand-written pages (src/locales/resources), both languages. */
export type Labels = Record<'zh-CN' | 'en-US', Record<string, string>>;

let loading: Promise<void> | undefined;
let loaded = false;

/** Whether the page labels are in (then every menu label is). */
export const labelsLoaded = (): boolean => loaded;

/**
 * Adds the page labels to every registered locale: zh-CN gets its own, every other one the English (as
 * src/locales/fallback.ts registers them). One merged English table is shared by the fifty fallback locales.
 */
export function mergeLabels(labels: Labels): void {
  let english: Record<string, string> | undefined;
  for (const [name, info] of Object.entries(localeInfo)) {
    if (name === 'zh-CN') info.messages = { ...info.messages, ...labels['zh-CN'] };
    else info.messages = english ??= { ...localeInfo['en-US'].messages, ...labels['en-US'] };
  }
}

/** mergeLabels, then the locale provider renders again with them (as Umi's addLocale does). */
function registerLabels(labels: Labels): void {
  mergeLabels(labels);
  const locale = getLocale();
  setIntl(locale);
  event.emit(LANG_CHANGE_EVENT, locale);
}

/**
 * Loads the page labels once, with the console's texts that only the signed-in console shows (src/locales/signedIn).
 * They are most of the console's text and no page before sign-in uses them, so they come with the signed-in shell
 * (src/layouts/lazyShell.tsx), not in the entry script.
 */
export function loadLabels(): Promise<void> {
  loading ??= import('./resources').then((m) => {
    registerLabels(m.default);
    loaded = true;
  });
  return loading;
}
