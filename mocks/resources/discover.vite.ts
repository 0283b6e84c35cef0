/**
 * ./discover.ts as vite finds the modules (vitest.config.mts puts this file in its place): every `*.ts` below
 * mocks/resources but the finders and the index, by `import.meta.glob`, resolved when vite transforms this file.
 */
type Exports = Record<string, unknown>;

declare global {
  /** What vite gives `import.meta` (its client types are not the project's: umi's are). */
  interface ImportMeta {
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}

/** Every module file's exports, by its path below mocks/resources, sorted by path. */
export function moduleFiles(): [path: string, exports: Exports][] {
  const modules = import.meta.glob<Exports>(
    ['./**/*.ts', '!./**/index.ts', '!./discover.ts', '!./discover.vite.ts', '!./**/*.d.ts'],
    { eager: true },
  );
  return Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
}
