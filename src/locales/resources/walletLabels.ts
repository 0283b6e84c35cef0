import { productKey } from '../../resources/product';

type Labels = Record<'zh-CN' | 'en-US', Record<string, string>>;

/**
 * The wallet's labels of a declaration made for both product lines (src/resources/product.ts): the transaction
 * line's labels under the wallet key, with the wallet's own titles.
 */
export function walletLabels(key: string, labels: Labels, title: Record<'zh-CN' | 'en-US', string>): Labels {
  const wallet = productKey('wallet', key);
  const rename = (lang: 'zh-CN' | 'en-US') => ({
    ...Object.fromEntries(
      Object.entries(labels[lang])
        .filter(([k]) => k.startsWith(`resources.${key}.`))
        .map(([k, v]) => [k.replace(`resources.${key}.`, `resources.${wallet}.`), v]),
    ),
    [`resources.${wallet}.title`]: title[lang],
  });
  return { 'zh-CN': rename('zh-CN'), 'en-US': rename('en-US') };
}
