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
 * follow the language even where the console's own texts fall back to English. Each pair is a chunk of its own,
 * loaded when it is chosen: the fifty of them would weigh on the login page. zh-CN and en-US come with Umi's entry.
 */
// prettier-ignore
const LOADERS: Record<string, () => Promise<Loaded>> = {
  'ar-EG': () => both(import('antd/es/locale/ar_EG'), import('dayjs/locale/ar')),
  'az-AZ': () => both(import('antd/es/locale/az_AZ'), import('dayjs/locale/az')),
  'bg-BG': () => both(import('antd/es/locale/bg_BG'), import('dayjs/locale/bg')),
  'bn-BD': () => both(import('antd/es/locale/bn_BD'), import('dayjs/locale/bn-bd')),
  'ca-ES': () => both(import('antd/es/locale/ca_ES'), import('dayjs/locale/ca')),
  'cs-CZ': () => both(import('antd/es/locale/cs_CZ'), import('dayjs/locale/cs')),
  'da-DK': () => both(import('antd/es/locale/da_DK'), import('dayjs/locale/da')),
  'de-DE': () => both(import('antd/es/locale/de_DE'), import('dayjs/locale/de')),
  'el-GR': () => both(import('antd/es/locale/el_GR'), import('dayjs/locale/el')),
  'en-GB': () => both(import('antd/es/locale/en_GB'), import('dayjs/locale/en-gb')),
  'es-ES': () => both(import('antd/es/locale/es_ES'), import('dayjs/locale/es')),
  'et-EE': () => both(import('antd/es/locale/et_EE'), import('dayjs/locale/et')),
  'fa-IR': () => both(import('antd/es/locale/fa_IR'), import('dayjs/locale/fa')),
  'fi-FI': () => both(import('antd/es/locale/fi_FI'), import('dayjs/locale/fi')),
  'fr-BE': () => both(import('antd/es/locale/fr_BE'), import('dayjs/locale/fr')),
  'fr-FR': () => both(import('antd/es/locale/fr_FR'), import('dayjs/locale/fr')),
  'ga-IE': () => both(import('antd/es/locale/ga_IE'), import('dayjs/locale/ga')),
  'he-IL': () => both(import('antd/es/locale/he_IL'), import('dayjs/locale/he')),
  'hi-IN': () => both(import('antd/es/locale/hi_IN'), import('dayjs/locale/hi')),
  'hr-HR': () => both(import('antd/es/locale/hr_HR'), import('dayjs/locale/hr')),
  'hu-HU': () => both(import('antd/es/locale/hu_HU'), import('dayjs/locale/hu')),
  'id-ID': () => both(import('antd/es/locale/id_ID'), import('dayjs/locale/id')),
  'it-IT': () => both(import('antd/es/locale/it_IT'), import('dayjs/locale/it')),
  'is-IS': () => both(import('antd/es/locale/is_IS'), import('dayjs/locale/is')),
  'ja-JP': () => both(import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')),
  'ku-IQ': () => both(import('antd/es/locale/ku_IQ'), import('dayjs/locale/ku')),
  'kn-IN': () => both(import('antd/es/locale/kn_IN'), import('dayjs/locale/kn')),
  'ko-KR': () => both(import('antd/es/locale/ko_KR'), import('dayjs/locale/ko')),
  'lv-LV': () => both(import('antd/es/locale/lv_LV'), import('dayjs/locale/lv')),
  'mk-MK': () => both(import('antd/es/locale/mk_MK'), import('dayjs/locale/mk')),
  'mn-MN': () => both(import('antd/es/locale/mn_MN'), import('dayjs/locale/mn')),
  'ms-MY': () => both(import('antd/es/locale/ms_MY'), import('dayjs/locale/ms-my')),
  'nb-NO': () => both(import('antd/es/locale/nb_NO'), import('dayjs/locale/nb')),
  'ne-NP': () => both(import('antd/es/locale/ne_NP'), import('dayjs/locale/ne')),
  'nl-BE': () => both(import('antd/es/locale/nl_BE'), import('dayjs/locale/nl-be')),
  'nl-NL': () => both(import('antd/es/locale/nl_NL'), import('dayjs/locale/nl')),
  'pl-PL': () => both(import('antd/es/locale/pl_PL'), import('dayjs/locale/pl')),
  'pt-BR': () => both(import('antd/es/locale/pt_BR'), import('dayjs/locale/pt-br')),
  'pt-PT': () => both(import('antd/es/locale/pt_PT'), import('dayjs/locale/pt')),
  'ro-RO': () => both(import('antd/es/locale/ro_RO'), import('dayjs/locale/ro')),
  'ru-RU': () => both(import('antd/es/locale/ru_RU'), import('dayjs/locale/ru')),
  'sk-SK': () => both(import('antd/es/locale/sk_SK'), import('dayjs/locale/sk')),
  'sr-RS': () => both(import('antd/es/locale/sr_RS'), import('dayjs/locale/sr')),
  'sl-SI': () => both(import('antd/es/locale/sl_SI'), import('dayjs/locale/sl')),
  'sv-SE': () => both(import('antd/es/locale/sv_SE'), import('dayjs/locale/sv')),
  'ta-IN': () => both(import('antd/es/locale/ta_IN'), import('dayjs/locale/ta')),
  'th-TH': () => both(import('antd/es/locale/th_TH'), import('dayjs/locale/th')),
  'tr-TR': () => both(import('antd/es/locale/tr_TR'), import('dayjs/locale/tr')),
  'uk-UA': () => both(import('antd/es/locale/uk_UA'), import('dayjs/locale/uk')),
  'vi-VN': () => both(import('antd/es/locale/vi_VN'), import('dayjs/locale/vi')),
  'zh-TW': () => both(import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')),
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
