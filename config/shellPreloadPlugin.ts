import type { IApi } from '@umijs/max';

/** The document's meta that names the signed-in shell's chunks (public/boot.js reads it). */
export const PRELOAD_META = 'payops-preload';

/** What the meta names: each import of the signed-in start whose chunks the document may ask for at once. */
export const PRELOADED = [
  { key: 'shell', module: 'src/layouts/lazyShell.tsx', request: './Shell' },
  { key: 'zh-CN', module: 'src/locales/labels.ts', request: './bundles/zh-CN' },
  { key: 'en-US', module: 'src/locales/labels.ts', request: './bundles/en-US' },
] as const;

/** The part of webpack's stats of a chunk read here. */
export interface StatsChunk {
  files?: string[];
  origins?: { moduleName?: string; request?: string }[];
}

/** The script files of the chunks that `request`'s import() in `module` (a path from the project's root) loads. */
export function importFiles(chunks: StatsChunk[], module: string, request: string): string[] {
  const files = chunks
    .filter((chunk) =>
      (chunk.origins ?? []).some(
        (origin) => origin.request === request && (origin.moduleName ?? '').replace(/\\/g, '/').endsWith(module),
      ),
    )
    .flatMap((chunk) => (chunk.files ?? []).filter((file) => file.endsWith('.js')));
  return [...new Set(files)].sort();
}

/** The meta's content: `key:/file.js,/file.js;key:...` for each import that has chunks. */
export function preloadContent(chunks: StatsChunk[], publicPath: string): string {
  return PRELOADED.map(({ key, module, request }) => {
    const files = importFiles(chunks, module, request);
    return files.length ? `${key}:${files.map((file) => `${publicPath}${file}`).join(',')}` : '';
  })
    .filter(Boolean)
    .join(';');
}

/**
 * The signed-in shell's chunks and the pages' labels, named in the document (issue 25). Umi's preload script asks
 * for the landing route's chunks with the document, but the shell's and the labels' are asked for by the entry
 * script once it has run (src/layouts/lazyShell.tsx): a second wave of requests, about 200 ms later on a cold
 * start, on the way to Home's first figures. With a saved session, public/boot.js preloads them (the labels of the
 * operator's language) beside the entry. The login page, without a session, asks for none. Production build only.
 */
export default (api: IApi) => {
  if (api.env !== 'production') return;
  let content = '';
  api.onBuildComplete(({ err, stats }) => {
    if (err || !stats || stats.hasErrors()) return;
    const { chunks = [] } = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
    content = preloadContent(chunks as StatsChunk[], api.config.publicPath ?? '/');
    const missing = PRELOADED.filter(({ key }) => !content.split(';').some((part) => part.startsWith(`${key}:`)));
    // A moved import would silently lose the preload: the build says so instead.
    if (missing.length) throw new Error(`shellPreloadPlugin: no chunks for ${missing.map((m) => m.key).join(', ')}`);
  });
  api.addHTMLMetas(() => (content ? [{ name: PRELOAD_META, content }] : []));
};
