/**
 * The fake modules, found by file rather than listed: every `*.ts` below mocks/resources but the finders and the
 * index. The fake backend runs under three module loaders, and each finds files its own way: webpack (the demo in the
 * browser, `npm start`) by `require.context`, node (tsx: the HTTP server of the end-to-end runs, the scripts) from the
 * file system, here; vite (vitest) by `import.meta.glob`, in ./discover.vite.ts, which vitest.config.mts puts in this
 * file's place (`import.meta` here would make other TypeScript loaders, Playwright's, take the file for an ES module).
 * The pattern is a literal: webpack reads it when it builds.
 */
type Exports = Record<string, unknown>;

declare const __webpack_require__: unknown;
declare const require: {
  context(dir: string, deep: boolean, filter: RegExp): { keys(): string[]; (id: string): Exports };
};

/** A module file's path below this folder (`./orgMag/x.ts` style): not a declaration file, the index or a finder. */
export const isModule = (path: string) => /\.ts$/.test(path) && !/(\.d|\/index|\/discover(\.vite)?)\.ts$/.test(path);

/** Every module file's exports, by its path below mocks/resources, sorted by path. */
export function moduleFiles(): [path: string, exports: Exports][] {
  let found: [string, () => Exports][];
  if (typeof __webpack_require__ === 'function') {
    const context = require.context('./', true, /^\.\/(?!discover(\.vite)?\.ts$)(?!(?:.*\/)?index\.ts$).*\.ts$/);
    found = context.keys().map((path) => [path, () => context(path)]);
  } else {
    const fs = process.getBuiltinModule('node:fs');
    const path = process.getBuiltinModule('node:path');
    const load = process.getBuiltinModule('node:module').createRequire(__filename);
    found = (fs.readdirSync(path.dirname(__filename), { recursive: true }) as string[])
      .map((file) => `./${file.split(path.sep).join('/')}`)
      .map((file) => [file, () => load(file) as Exports]);
  }
  return found
    .filter(([path]) => isModule(path))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, load]) => [path, load()]);
}
