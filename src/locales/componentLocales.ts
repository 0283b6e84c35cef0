import { getPluginManager } from '@@/core/plugin';
import { getLocale, localeInfo } from '@@/plugin-locale/localeExports';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

type Loaded = [{ default: Locale }, { default: { name: string } }];
const both = (antd: Promise<{ default: Locale }>, day: Promise<{ default: { name: string } }>): Promise<Loaded> =>
  Promise.all([antd, day]);

/**
 * antd's and dayjs's own locale for each picker locale (src/locales/fallback.ts), so that the components' texts
 * (pagination, date pickers, empty states, confirmations) and the calendars (month names, first day of the week)
 * follow the language even where the console's own texts fall back to English. Each pair is one chunk (the same
 * chunk name), loaded when it is chosen, and this table is a chunk of its own too: the fifty of them would weigh on
 * the login page. zh-CN and en-US come with Umi's entry.
 */
// prettier-ignore
const LOADERS: Record<string, () => Promise<Loaded>> = {
  'ar-EG': () => both(import(/* webpackChunkName: "l-ar-EG" */ 'antd/es/locale/ar_EG'), import(/* webpackChunkName: "l-ar-EG" */ 'dayjs/locale/ar')),
  'az-AZ': () => both(import(/* webpackChunkName: "l-az-AZ" */ 'antd/es/locale/az_AZ'), import(/* webpackChunkName: "l-az-AZ" */ 'dayjs/locale/az')),
  'bg-BG': () => both(import(/* webpackChunkName: "l-bg-BG" */ 'antd/es/locale/bg_BG'), import(/* webpackChunkName: "l-bg-BG" */ 'dayjs/locale/bg')),
  'bn-BD': () => both(import(/* webpackChunkName: "l-bn-BD" */ 'antd/es/locale/bn_BD'), import(/* webpackChunkName: "l-bn-BD" */ 'dayjs/locale/bn-bd')),
  'ca-ES': () => both(import(/* webpackChunkName: "l-ca-ES" */ 'antd/es/locale/ca_ES'), import(/* webpackChunkName: "l-ca-ES" */ 'dayjs/locale/ca')),
  'cs-CZ': () => both(import(/* webpackChunkName: "l-cs-CZ" */ 'antd/es/locale/cs_CZ'), import(/* webpackChunkName: "l-cs-CZ" */ 'dayjs/locale/cs')),
  'da-DK': () => both(import(/* webpackChunkName: "l-da-DK" */ 'antd/es/locale/da_DK'), import(/* webpackChunkName: "l-da-DK" */ 'dayjs/locale/da')),
  'de-DE': () => both(import(/* webpackChunkName: "l-de-DE" */ 'antd/es/locale/de_DE'), import(/* webpackChunkName: "l-de-DE" */ 'dayjs/locale/de')),
  'el-GR': () => both(import(/* webpackChunkName: "l-el-GR" */ 'antd/es/locale/el_GR'), import(/* webpackChunkName: "l-el-GR" */ 'dayjs/locale/el')),
  'en-GB': () => both(import(/* webpackChunkName: "l-en-GB" */ 'antd/es/locale/en_GB'), import(/* webpackChunkName: "l-en-GB" */ 'dayjs/locale/en-gb')),
  'es-ES': () => both(import(/* webpackChunkName: "l-es-ES" */ 'antd/es/locale/es_ES'), import(/* webpackChunkName: "l-es-ES" */ 'dayjs/locale/es')),
  'et-EE': () => both(import(/* webpackChunkName: "l-et-EE" */ 'antd/es/locale/et_EE'), import(/* webpackChunkName: "l-et-EE" */ 'dayjs/locale/et')),
  'fa-IR': () => both(import(/* webpackChunkName: "l-fa-IR" */ 'antd/es/locale/fa_IR'), import(/* webpackChunkName: "l-fa-IR" */ 'dayjs/locale/fa')),
  'fi-FI': () => both(import(/* webpackChunkName: "l-fi-FI" */ 'antd/es/locale/fi_FI'), import(/* webpackChunkName: "l-fi-FI" */ 'dayjs/locale/fi')),
  'fr-BE': () => both(import(/* webpackChunkName: "l-fr-BE" */ 'antd/es/locale/fr_BE'), import(/* webpackChunkName: "l-fr-BE" */ 'dayjs/locale/fr')),
  'fr-FR': () => both(import(/* webpackChunkName: "l-fr-FR" */ 'antd/es/locale/fr_FR'), import(/* webpackChunkName: "l-fr-FR" */ 'dayjs/locale/fr')),
  'ga-IE': () => both(import(/* webpackChunkName: "l-ga-IE" */ 'antd/es/locale/ga_IE'), import(/* webpackChunkName: "l-ga-IE" */ 'dayjs/locale/ga')),
  'he-IL': () => both(import(/* webpackChunkName: "l-he-IL" */ 'antd/es/locale/he_IL'), import(/* webpackChunkName: "l-he-IL" */ 'dayjs/locale/he')),
  'hi-IN': () => both(import(/* webpackChunkName: "l-hi-IN" */ 'antd/es/locale/hi_IN'), import(/* webpackChunkName: "l-hi-IN" */ 'dayjs/locale/hi')),
  'hr-HR': () => both(import(/* webpackChunkName: "l-hr-HR" */ 'antd/es/locale/hr_HR'), import(/* webpackChunkName: "l-hr-HR" */ 'dayjs/locale/hr')),
  'hu-HU': () => both(import(/* webpackChunkName: "l-hu-HU" */ 'antd/es/locale/hu_HU'), import(/* webpackChunkName: "l-hu-HU" */ 'dayjs/locale/hu')),
  'id-ID': () => both(import(/* webpackChunkName: "l-id-ID" */ 'antd/es/locale/id_ID'), import(/* webpackChunkName: "l-id-ID" */ 'dayjs/locale/id')),
  'it-IT': () => both(import(/* webpackChunkName: "l-it-IT" */ 'antd/es/locale/it_IT'), import(/* webpackChunkName: "l-it-IT" */ 'dayjs/locale/it')),
  'is-IS': () => both(import(/* webpackChunkName: "l-is-IS" */ 'antd/es/locale/is_IS'), import(/* webpackChunkName: "l-is-IS" */ 'dayjs/locale/is')),
  'ja-JP': () => both(import(/* webpackChunkName: "l-ja-JP" */ 'antd/es/locale/ja_JP'), import(/* webpackChunkName: "l-ja-JP" */ 'dayjs/locale/ja')),
  'ku-IQ': () => both(import(/* webpackChunkName: "l-ku-IQ" */ 'antd/es/locale/ku_IQ'), import(/* webpackChunkName: "l-ku-IQ" */ 'dayjs/locale/ku')),
  'kn-IN': () => both(import(/* webpackChunkName: "l-kn-IN" */ 'antd/es/locale/kn_IN'), import(/* webpackChunkName: "l-kn-IN" */ 'dayjs/locale/kn')),
  'ko-KR': () => both(import(/* webpackChunkName: "l-ko-KR" */ 'antd/es/locale/ko_KR'), import(/* webpackChunkName: "l-ko-KR" */ 'dayjs/locale/ko')),
  'lv-LV': () => both(import(/* webpackChunkName: "l-lv-LV" */ 'antd/es/locale/lv_LV'), import(/* webpackChunkName: "l-lv-LV" */ 'dayjs/locale/lv')),
  'mk-MK': () => both(import(/* webpackChunkName: "l-mk-MK" */ 'antd/es/locale/mk_MK'), import(/* webpackChunkName: "l-mk-MK" */ 'dayjs/locale/mk')),
  'mn-MN': () => both(import(/* webpackChunkName: "l-mn-MN" */ 'antd/es/locale/mn_MN'), import(/* webpackChunkName: "l-mn-MN" */ 'dayjs/locale/mn')),
  'ms-MY': () => both(import(/* webpackChunkName: "l-ms-MY" */ 'antd/es/locale/ms_MY'), import(/* webpackChunkName: "l-ms-MY" */ 'dayjs/locale/ms-my')),
  'nb-NO': () => both(import(/* webpackChunkName: "l-nb-NO" */ 'antd/es/locale/nb_NO'), import(/* webpackChunkName: "l-nb-NO" */ 'dayjs/locale/nb')),
  'ne-NP': () => both(import(/* webpackChunkName: "l-ne-NP" */ 'antd/es/locale/ne_NP'), import(/* webpackChunkName: "l-ne-NP" */ 'dayjs/locale/ne')),
  'nl-BE': () => both(import(/* webpackChunkName: "l-nl-BE" */ 'antd/es/locale/nl_BE'), import(/* webpackChunkName: "l-nl-BE" */ 'dayjs/locale/nl-be')),
  'nl-NL': () => both(import(/* webpackChunkName: "l-nl-NL" */ 'antd/es/locale/nl_NL'), import(/* webpackChunkName: "l-nl-NL" */ 'dayjs/locale/nl')),
  'pl-PL': () => both(import(/* webpackChunkName: "l-pl-PL" */ 'antd/es/locale/pl_PL'), import(/* webpackChunkName: "l-pl-PL" */ 'dayjs/locale/pl')),
  'pt-BR': () => both(import(/* webpackChunkName: "l-pt-BR" */ 'antd/es/locale/pt_BR'), import(/* webpackChunkName: "l-pt-BR" */ 'dayjs/locale/pt-br')),
  'pt-PT': () => both(import(/* webpackChunkName: "l-pt-PT" */ 'antd/es/locale/pt_PT'), import(/* webpackChunkName: "l-pt-PT" */ 'dayjs/locale/pt')),
  'ro-RO': () => both(import(/* webpackChunkName: "l-ro-RO" */ 'antd/es/locale/ro_RO'), import(/* webpackChunkName: "l-ro-RO" */ 'dayjs/locale/ro')),
  'ru-RU': () => both(import(/* webpackChunkName: "l-ru-RU" */ 'antd/es/locale/ru_RU'), import(/* webpackChunkName: "l-ru-RU" */ 'dayjs/locale/ru')),
  'sk-SK': () => both(import(/* webpackChunkName: "l-sk-SK" */ 'antd/es/locale/sk_SK'), import(/* webpackChunkName: "l-sk-SK" */ 'dayjs/locale/sk')),
  'sr-RS': () => both(import(/* webpackChunkName: "l-sr-RS" */ 'antd/es/locale/sr_RS'), import(/* webpackChunkName: "l-sr-RS" */ 'dayjs/locale/sr')),
  'sl-SI': () => both(import(/* webpackChunkName: "l-sl-SI" */ 'antd/es/locale/sl_SI'), import(/* webpackChunkName: "l-sl-SI" */ 'dayjs/locale/sl')),
  'sv-SE': () => both(import(/* webpackChunkName: "l-sv-SE" */ 'antd/es/locale/sv_SE'), import(/* webpackChunkName: "l-sv-SE" */ 'dayjs/locale/sv')),
  'ta-IN': () => both(import(/* webpackChunkName: "l-ta-IN" */ 'antd/es/locale/ta_IN'), import(/* webpackChunkName: "l-ta-IN" */ 'dayjs/locale/ta')),
  'th-TH': () => both(import(/* webpackChunkName: "l-th-TH" */ 'antd/es/locale/th_TH'), import(/* webpackChunkName: "l-th-TH" */ 'dayjs/locale/th')),
  'tr-TR': () => both(import(/* webpackChunkName: "l-tr-TR" */ 'antd/es/locale/tr_TR'), import(/* webpackChunkName: "l-tr-TR" */ 'dayjs/locale/tr')),
  'uk-UA': () => both(import(/* webpackChunkName: "l-uk-UA" */ 'antd/es/locale/uk_UA'), import(/* webpackChunkName: "l-uk-UA" */ 'dayjs/locale/uk')),
  'vi-VN': () => both(import(/* webpackChunkName: "l-vi-VN" */ 'antd/es/locale/vi_VN'), import(/* webpackChunkName: "l-vi-VN" */ 'dayjs/locale/vi')),
  'zh-TW': () => both(import(/* webpackChunkName: "l-zh-TW" */ 'antd/es/locale/zh_TW'), import(/* webpackChunkName: "l-zh-TW" */ 'dayjs/locale/zh-tw')),
};

/** Whether a locale has antd's and dayjs's own texts to load (the fallback locales), for tests. */
export const hasComponentLocale = (locale: string): boolean => Object.hasOwn(LOADERS, locale);

const loading = new Map<string, Promise<void>>();

/** The locale shown; none before Umi's runtime is up (a unit test), when the locale's choice is not ours to make. */
function current(): string | undefined {
  return getPluginManager() ? getLocale() : undefined;
}

/**
 * Puts antd's and dayjs's locale of `locale` into Umi's locale table, where its provider reads them (localeInfo's
 * `antd` and `momentLocale`, the latter given to dayjs: .umirc.ts maps moment to dayjs). Called before switching to
 * it and at start-up for a saved one; when it is the current locale, dayjs is switched at once (Umi set it before
 * the locale was there). A chunk that fails to load leaves antd's English: the console still works.
 */
export function loadComponentLocale(locale: string): Promise<void> {
  const load = LOADERS[locale];
  if (!load) return Promise.resolve();
  const started = loading.get(locale);
  if (started) return started;
  const done = load().then(
    ([antd, day]) => {
      Object.assign(localeInfo[locale] ?? {}, { antd: antd.default, momentLocale: day.default.name });
      if (current() === locale) dayjs.locale(day.default.name);
    },
    () => {
      // Asked again next time.
      loading.delete(locale);
    },
  );
  loading.set(locale, done);
  return done;
}
