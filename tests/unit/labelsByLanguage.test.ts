import { describe, expect, it, vi } from 'vitest';

/** labels.ts with a fresh locale registry of its own (the worker's other files may have loaded either language). */
async function fresh() {
  vi.resetModules();
  // As the set-up and Umi's entry do: the global module first.
  await import('@/global');
  (await import('../helpers/umi')).bootUmi();
  const locale = await import('@@/plugin-locale/localeExports');
  const labels = await import('@/locales/labels');
  return { ...labels, localeInfo: locale.localeInfo };
}

const TITLE = 'resources.order.title';

describe("the pages' labels load by language (src/locales/labels.ts)", () => {
  it('loads only the language shown; the other comes before a switch to it, and not on the login page', async () => {
    const { loadLabels, labelsForSwitch, localeInfo } = await fresh();
    // The login page's picker: no labels were asked for, a switch loads none.
    await labelsForSwitch('en-US');
    expect(localeInfo['en-US'].messages[TITLE]).toBeUndefined();
    // Signed in, in Chinese: the Chinese labels only.
    await loadLabels('zh-CN');
    expect(localeInfo['zh-CN'].messages[TITLE]).toBe('订单');
    expect(localeInfo['en-US'].messages[TITLE]).toBeUndefined();
    // Switching to English (or any other locale, which shows the English): the English first.
    await labelsForSwitch('en-US');
    expect(localeInfo['en-US'].messages[TITLE]).toBe('Orders');
    expect(localeInfo['zh-CN'].messages[TITLE]).toBe('订单');
  });

  it('a locale other than zh-CN shows the English labels', async () => {
    const { labelLang } = await fresh();
    expect(labelLang('zh-CN')).toBe('zh-CN');
    expect(['en-US', 'ar-EG', 'de-DE'].map(labelLang)).toEqual(['en-US', 'en-US', 'en-US']);
  });
});
