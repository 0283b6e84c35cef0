/**
 * The fake modules, found by file rather than listed: every `*.ts` below mocks/resources but this file and the
 * index. The fake backend runs under three module loaders, and each finds files its own way: vite (vitest) by
 * `import.meta.glob`, webpack (the demo in the browser, `npm start`) by `require.context`, node (tsx: the HTTP server
 * of the end-to-end runs, the scripts) from the file system. Each branch is the whole of one loader's way; the other
 * two are dead code to it. Both patterns are literals: the bundlers read them when they build.
 */
type Exports = Record<string, unknown>;

declare global {
  /** What vite gives `import.meta` (its client types are not the project's: umi's are). */
  interface ImportMeta {
    readonly env?: object;
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}
declare const __webpack_require__: unknown;
declare const require: {
  context(dir: string, deep: boolean, filter: RegExp): { keys(): string[]; (id: string): Exports };
};

/** A module file's path below this folder (`./orgMag/x.ts` style): not a declaration file, the index or this file. */
const isModule = (path: string) => /\.ts$/.test(path) && !/(\.d|\/index|\/discover)\.ts$/.test(path);

/** Every module file's exports, by its path below mocks/resources, sorted by path. */
export function moduleFiles(): [path: string, exports: Exports][] {
  let found: [string, () => Exports][];
  if (import.meta.env) {
    // vite: the glob is resolved when the file is transformed.
    const modules = import.meta.glob<Exports>(['./**/*.ts', '!./**/index.ts', '!./discover.ts'], { eager: true });
    found = Object.entries(modules).map(([path, exports]) => [path, () => exports]);
  } else if (typeof __webpack_require__ === 'function') {
    const context = require.context('./', true, /^\.\/(?!discover\.ts$)(?!(?:.*\/)?index\.ts$).*\.ts$/);
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
