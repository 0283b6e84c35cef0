import { localeInfo } from '@@/plugin-locale/localeExports';
import enUS from 'antd/es/locale/en_US';
import messages from './en-US';

/**
 * The language picker offers about fifty locales (spec §2). Only zh-CN and en-US are translated; every other one
 * is registered with the English texts, so choosing it falls back to English (not to the default zh-CN, which Umi
 * would otherwise do), and with antd's English locale until its own (and dayjs's) is loaded on demand
 * (src/locales/componentLocales.ts). Right-to-left for he, ar, fa and ku comes from Umi's getDirection.
 */
// prettier-ignore
export const PICKER_LOCALES = [
  'ar-EG', 'az-AZ', 'bg-BG', 'bn-BD', 'ca-ES', 'cs-CZ', 'da-DK', 'de-DE', 'el-GR', 'en-GB', 'es-ES', 'et-EE',
  'fa-IR', 'fi-FI', 'fr-BE', 'fr-FR', 'ga-IE', 'he-IL', 'hi-IN', 'hr-HR', 'hu-HU', 'id-ID', 'it-IT', 'is-IS',
  'ja-JP', 'ku-IQ', 'kn-IN', 'ko-KR', 'lv-LV', 'mk-MK', 'mn-MN', 'ms-MY', 'nb-NO', 'ne-NP', 'nl-BE', 'nl-NL',
  'pl-PL', 'pt-BR', 'pt-PT', 'ro-RO', 'ru-RU', 'sk-SK', 'sr-RS', 'sl-SI', 'sv-SE', 'ta-IN', 'th-TH', 'tr-TR',
  'uk-UA', 'vi-VN', 'zh-TW',
];

/**
 * Written straight into Umi's locale table (what addLocale does, without its event): this runs from global.tsx,
 * before Umi's plugin manager exists, so that the saved locale is known when the first render reads it.
 */
export function registerFallbackLocales(): void {
  for (const locale of PICKER_LOCALES) {
    localeInfo[locale] ??= { messages, locale, momentLocale: 'en', antd: enUS };
  }
}

export const RTL_PREFIXES = ['he', 'ar', 'fa', 'ku'];
