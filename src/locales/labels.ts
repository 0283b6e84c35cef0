import { event, getLocale, LANG_CHANGE_EVENT, localeInfo, setIntl } from '@@/plugin-locale/localeExports';

/** The languages the pages' labels are written in. */
export type LabelLang = 'zh-CN' | 'en-US';

/** The labels of the resource pages and the hand-written pages (src/locales/bundle.ts), by language. */
export type Labels = Record<LabelLang, Record<string, string>>;

/** The labels' language of a locale: zh-CN its own, every other locale the English (src/locales/fallback.ts). */
export const labelLang = (locale: string): LabelLang => (locale === 'zh-CN' ? 'zh-CN' : 'en-US');

/** Each language's labels, a chunk of its own (the build ships them as data: config/labelsLoader.cjs). */
const BUNDLES: Record<LabelLang, () => Promise<{ default: Record<string, string> }>> = {
  'zh-CN': () => import('./bundles/zh-CN'),
  'en-US': () => import('./bundles/en-US'),
};

const loading: Partial<Record<LabelLang, Promise<void>>> = {};
const loaded = new Set<LabelLang>();

/** Whether the page labels of the current language are in (then every menu label is). */
export const labelsLoaded = (): boolean => loaded.has(labelLang(getLocale()));

/**
 * Adds the page labels to every registered locale: zh-CN gets its own, every other one the English (as
 * src/locales/fallback.ts registers them). One merged English table is shared by the fifty fallback locales. A
 * language not given is left as it is.
 */
export function mergeLabels(labels: Partial<Labels>): void {
  let english: Record<string, string> | undefined;
  for (const [name, info] of Object.entries(localeInfo)) {
    if (name === 'zh-CN') {
      if (labels['zh-CN']) info.messages = { ...info.messages, ...labels['zh-CN'] };
    } else if (labels['en-US']) {
      info.messages = english ??= { ...localeInfo['en-US'].messages, ...labels['en-US'] };
    }
  }
}

/** mergeLabels, then, for the language shown, the locale provider renders again with them (as Umi's addLocale does). */
function registerLabels(lang: LabelLang, labels: Record<string, string>): void {
  mergeLabels({ [lang]: labels });
  const locale = getLocale();
  if (labelLang(locale) !== lang) return;
  setIntl(locale);
  event.emit(LANG_CHANGE_EVENT, locale);
}

/**
 * Loads the page labels of `locale`'s language (the current one by default) once, with the console's texts that
 * only the signed-in console shows (src/locales/signedIn). They are most of the console's text and no page before
 * sign-in uses them, so they come with the signed-in shell (src/layouts/lazyShell.tsx), not in the entry script; and
 * only the language shown: the other comes when the operator picks it (src/components/LangPicker.tsx).
 */
export function loadLabels(locale: string = getLocale()): Promise<void> {
  const lang = labelLang(locale);
  loading[lang] ??= BUNDLES[lang]().then((m) => {
    loaded.add(lang);
    registerLabels(lang, m.default);
  });
  return loading[lang];
}

/**
 * Before a change of language: the new language's labels, if the signed-in console has asked for labels at all (the
 * login page's picker loads none).
 */
export function labelsForSwitch(locale: string): Promise<void> {
  return Object.keys(loading).length ? loadLabels(locale) : Promise.resolve();
}
