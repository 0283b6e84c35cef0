import { importFiles, preloadContent, type StatsChunk } from '../../config/shellPreloadPlugin';

// webpack's stats of a build's chunks, as much as the plugin reads: which import() each chunk is loaded for.
const CHUNKS: StatsChunk[] = [
  {
    files: ['6830.a.async.js', '6830.a.chunk.css'],
    origins: [
      { moduleName: './src/layouts/lazyShell.tsx', request: './Shell' },
      { moduleName: './src/.umi-production/core/route.tsx', request: '@/pages/Work/index.tsx' },
    ],
  },
  { files: ['7387.b.async.js'], origins: [{ moduleName: './src/layouts/lazyShell.tsx', request: './Shell' }] },
  { files: ['6338.c.async.js'], origins: [{ moduleName: './src/locales/labels.ts', request: './bundles/zh-CN' }] },
  { files: ['1404.d.async.js'], origins: [{ moduleName: './src/locales/labels.ts', request: './bundles/en-US' }] },
  // Another module's import of a file of the same name is not the shell's.
  { files: ['99.e.async.js'], origins: [{ moduleName: './src/pages/Other.tsx', request: './Shell' }] },
  { files: ['umi.f.js'] },
];

describe("the signed-in start's chunks named in the document (config/shellPreloadPlugin.ts)", () => {
  it("finds the script files of the shell's import and of each language's labels", () => {
    expect(importFiles(CHUNKS, 'src/layouts/lazyShell.tsx', './Shell')).toEqual(['6830.a.async.js', '7387.b.async.js']);
    expect(importFiles(CHUNKS, 'src/locales/labels.ts', './bundles/en-US')).toEqual(['1404.d.async.js']);
    expect(importFiles(CHUNKS, 'src/locales/labels.ts', './bundles/de-DE')).toEqual([]);
  });

  it('names them under their keys, with the public path, for public/boot.js', () => {
    expect(preloadContent(CHUNKS, '/')).toBe(
      'shell:/6830.a.async.js,/7387.b.async.js;zh-CN:/6338.c.async.js;en-US:/1404.d.async.js',
    );
    expect(preloadContent([], '/')).toBe('');
  });
});
