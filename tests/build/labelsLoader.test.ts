import path from 'node:path';
import { createRequire } from 'node:module';
import labels from '../../src/locales/resources';

const loader = createRequire(import.meta.url)('../../config/labelsLoader.cjs') as {
  evaluate: (entry: string) => Promise<{ value: unknown; inputs: string[] }>;
  moduleSource: (value: unknown) => string;
};
const root = path.resolve(__dirname, '../..');

/** What a module with this source exports as default (the build's text: one `export default` expression). */
const exported = (source: string): unknown =>
  new Function(
    `return ${source
      .replace(/^export default /, '')
      .trim()
      .replace(/;$/, '')}`,
  )();

describe("the pages' labels computed at build time (config/labelsLoader.cjs)", () => {
  it.each(['zh-CN', 'en-US'] as const)(
    '%s: the labels the console computes from the declarations, shipped as data',
    async (lang) => {
      const { value, inputs } = await loader.evaluate(path.join(root, `src/locales/bundles/${lang}.ts`));
      expect(value).toEqual(labels[lang]);
      // The module the build ships holds the same value, and is data only: no import of the declarations.
      const source = loader.moduleSource(value);
      expect(/^export default JSON\.parse\("(?:[^"\\]|\\.)*"\);\n$/.test(source)).toBe(true);
      expect(exported(source)).toEqual(labels[lang]);
      // A page's title and a menu label, so that the comparisons above compare something of the language.
      const texts = value as Record<string, string>;
      expect(Object.keys(texts).length).toBeGreaterThan(1000);
      expect(texts['resources.order.title']).toBe(lang === 'zh-CN' ? '订单' : 'Orders');
      // Every file it read is a dependency of the result (a watching build makes it again when a label changes).
      expect(inputs).toContain(path.join(root, 'src/resources/order/order.ts'));
      expect(inputs).toContain(path.join(root, `src/locales/signedIn/${lang}.ts`));
    },
    60_000,
  );
});
