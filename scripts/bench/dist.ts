import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from '../stack';

const dist = path.join(root, 'dist');

export interface FileSize {
  /** The URL path, e.g. /umi.1234abcd.js. */
  file: string;
  raw: number;
  /** gzip at level 6, as deploy/nginx.conf compresses (gzip_comp_level 6). */
  gzip: number;
}

const cache = new Map<string, FileSize | null>();

/** The dist/ file a URL of the served build stands for, with its sizes (null: not a file of dist/). */
export function distFile(url: string): FileSize | null {
  const { pathname } = new URL(url, 'http://x');
  if (cache.has(pathname)) return cache.get(pathname) ?? null;
  const file = path.join(dist, decodeURIComponent(pathname));
  let size: FileSize | null = null;
  if (file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
    const body = fs.readFileSync(file);
    size = { file: pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length };
  }
  cache.set(pathname, size);
  return size;
}

/**
 * The chunks that hold the console's charts (src/components/charts): webpack names shared chunks by number, so they
 * are found by what is in them, the class every chart's box has (CHART_CLASS in src/components/charts/ChartShell.tsx).
 */
export const CHART_MARKERS = ['payops-chart'];

export function chartChunks(): string[] {
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const text = fs.readFileSync(path.join(dist, f), 'utf8');
      return CHART_MARKERS.some((m) => text.includes(m));
    })
    .map((f) => `/${f}`);
}

/** Every JS and CSS file of dist/ with its sizes, biggest first. */
export function distAssets(): FileSize[] {
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => distFile(`/${f}`))
    .filter((x): x is FileSize => !!x)
    .sort((a, b) => b.raw - a.raw);
}
