import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { IApi } from '@umijs/max';
import { build, type Plugin } from 'esbuild';
import { STYLES_META } from '../src/layouts/staticStyles';
import { moduleTest, SOURCE_PATCHES } from './sourcePatches';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { replaceExact } = require('./replaceLoader.cjs') as {
  replaceExact: (source: string, replacements: { search: string; replace: string }[], file: string) => string;
};

/**
 * Run in a process of its own (argv: jsdom's module, the output file): a browser's document (jsdom) for React DOM
 * and antd, whose CSS-in-JS then inserts the styles as in a browser and in the same order. Its globals are set before
 * the bundle loads (its modules look for a document then), and leave with the process, as do React's timers.
 */
const RUNNER = `const fs = require('node:fs');
const { JSDOM } = require(process.argv[2]);
const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
window.matchMedia = (media) => ({ matches: false, media, addListener() {}, removeListener() {},
  addEventListener() {}, removeEventListener() {} });
for (const name of Object.getOwnPropertyNames(window)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: window[name] });
}
for (const name of ['window', 'document', 'navigator', 'location', 'getComputedStyle']) globalThis[name] = window[name];
fs.writeFileSync(process.argv[3], require('./styles.cjs').generate());
process.exit(0);
`;

/** The library modules the production build changes (config/sourcePatches.ts), changed the same way here. */
const sourcePatches: Plugin = {
  name: 'source-patches',
  setup(b) {
    for (const patch of SOURCE_PATCHES) {
      b.onLoad({ filter: moduleTest(patch.file) }, async (args) => ({
        contents: replaceExact(await fs.promises.readFile(args.path, 'utf8'), patch.replacements, args.path),
        loader: 'js',
      }));
    }
  },
};

/**
 * The text of the stylesheet of antd's styles under the console's theme (config/staticStyles.tsx renders the
 * components in Node, in jsdom, bundled with esbuild from the same ES modules and source patches as the browser's
 * bundle).
 */
export async function generateStaticStyles(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payops-styles-'));
  const outfile = path.join(dir, 'styles.cjs');
  try {
    await build({
      entryPoints: [path.join(__dirname, 'staticStyles.tsx')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      // The browser's modules (antd's `es`), not Node's CommonJS copies: the same code the build ships.
      mainFields: ['module', 'main'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [sourcePatches],
      logLevel: 'warning',
    });
    const out = path.join(dir, 'styles.css');
    fs.writeFileSync(path.join(dir, 'run.cjs'), RUNNER);
    await promisify(execFile)(process.execPath, [path.join(dir, 'run.cjs'), require.resolve('jsdom'), out], {
      cwd: dir,
      maxBuffer: 1 << 24,
    });
    return fs.readFileSync(out, 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `/antd.<first 8 hex of its sha256>.css`: cached for a year by deploy/nginx.conf, as the bundles are. */
export function stylesheetName(css: string): string {
  return `antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

/**
 * The production build writes antd's styles for the console's theme to a stylesheet beside the bundles and names it
 * in the document; a start with a saved session loads it before the first render, and antd's CSS-in-JS then skips
 * generating those styles (about a tenth of a cold start's work before Home's figures: issue 25). The login page
 * does not load it. Generated while webpack builds; `max dev` and the unit tests do without.
 */
export default (api: IApi) => {
  if (api.env !== 'production') return;
  let styles: Promise<{ css: string; name: string }> | undefined;
  api.onBeforeCompiler(() => {
    styles = generateStaticStyles().then((css) => ({ css, name: stylesheetName(css) }));
    // Awaited below; a failure fails the build there.
    styles.catch(() => undefined);
  });
  api.addHTMLMetas(async () => {
    if (!styles) return [];
    const { name } = await styles;
    return [{ name: STYLES_META, content: `${api.config.publicPath ?? '/'}${name}` }];
  });
  api.onBuildHtmlComplete(async () => {
    if (!styles) return;
    const { css, name } = await styles;
    fs.writeFileSync(path.join(api.paths.absOutputPath, name), css);
  });
};
