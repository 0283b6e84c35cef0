import path from 'node:path';
import { createRequire } from 'node:module';
import labels from '../../src/locales/resources';

const loader = createRequire(import.meta.url)('../../config/labelsLoader.cjs') as {
  evaluate: (entry: string) => Promise<{ value: unknown; inputs: string[] }>;
  moduleSource: (value: unknown) => string;
};
const root = path.resolve(__dirname, '../..');
const entry = path.join(root, 'src/locales/resources.ts');

/** What a module with this source exports as default (the build's text: one `export default` expression). */
const exported = (source: string): unknown =>
  new Function(
    `return ${source
      .replace(/^export default /, '')
      .trim()
      .replace(/;$/, '')}`,
  )();

describe("the pages' labels computed at build time (config/labelsLoader.cjs)", () => {
  it('are the labels the console computes from the declarations, in both languages', async () => {
    const { value, inputs } = await loader.evaluate(entry);
    expect(value).toEqual(labels);
    // The module the build ships holds the same value, and is data only: no import of the declarations.
    const source = loader.moduleSource(value);
    expect(/^export default JSON\.parse\("(?:[^"\\]|\\.)*"\);\n$/.test(source)).toBe(true);
    expect(exported(source)).toEqual(labels);
    // A menu label and a resource's field, in each language, so that the comparison above compares something.
    const zh = (value as Record<string, Record<string, string>>)['zh-CN'];
    const en = (value as Record<string, Record<string, string>>)['en-US'];
    expect(Object.keys(zh).length).toBeGreaterThan(1000);
    expect(zh['resources.order.title']).toBe(labels['zh-CN']['resources.order.title']);
    expect(en['resources.order.title']).not.toBe(zh['resources.order.title']);
    // Every file it read is a dependency of the result (a watching build makes it again when a label changes).
    expect(inputs).toContain(path.join(root, 'src/resources/order/order.ts'));
    expect(inputs).toContain(path.join(root, 'src/locales/signedIn/en-US.ts'));
  }, 60_000);
});
