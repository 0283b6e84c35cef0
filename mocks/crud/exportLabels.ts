import type { ExportLang } from './csv';

let loaded: Promise<Record<ExportLang, Record<string, string>>> | undefined;
let ready: Record<ExportLang, Record<string, string>> | undefined;

/**
 * The console's own locale texts (the shell's `enum.…` and `console.export.…`) under the pages' labels (`resources.…`, the
 * money areas' `enum.…`): the same bundle the console shows, so an export reads as its page. Loaded on the first
 * export, as the console loads the pages' labels after sign-in, to keep them out of the fake backend's first chunk.
 */
export function exportLabels(lang: ExportLang): Promise<Record<string, string>> {
  loaded ??= Promise.all([
    import('../../src/locales/zh-CN'),
    import('../../src/locales/en-US'),
    import('../../src/locales/resources'),
  ]).then(([zh, en, pages]) => ({
    'zh-CN': { ...zh.default, ...pages.default['zh-CN'] },
    'en-US': { ...en.default, ...pages.default['en-US'] },
  }));
  return loaded.then((all) => (ready = all)[lang]);
}

/** The labels once a first export has loaded them (a job writes its lines after its start loaded them), else undefined. */
export const loadedExportLabels = (lang: ExportLang): Record<string, string> | undefined => ready?.[lang];
