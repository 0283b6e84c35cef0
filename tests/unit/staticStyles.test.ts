import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearContainerCache, updateCSS } from '@/build/dynamicCSS';
import { loadStaticStyles, STYLES_META, STYLES_WAIT_MS } from '@/layouts/staticStyles';
import { STORAGE_KEYS } from '@/request/storage';

const HREF = '/antd.0123abcd.css';

function nameSheet() {
  const meta = document.createElement('meta');
  meta.name = STYLES_META;
  meta.content = HREF;
  document.head.append(meta);
}
const sheet = () => document.head.querySelector<HTMLLinkElement>(`link[href="${HREF}"]`);

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll(`meta[name="${STYLES_META}"], link[href="${HREF}"], style`).forEach((e) => e.remove());
  clearContainerCache();
});

describe("the build's stylesheet of antd's styles at start-up (src/layouts/staticStyles.ts)", () => {
  it('is not loaded without a saved session (the login page), nor where the build named none (dev, tests)', () => {
    nameSheet();
    expect(loadStaticStyles(false)).toBeUndefined();
    expect(sheet()).toBeNull();
    document.head.querySelector(`meta[name="${STYLES_META}"]`)?.remove();
    expect(loadStaticStyles(true)).toBeUndefined();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('with a session: the first render waits until the sheet has loaded', async () => {
    nameSheet();
    const loading = loadStaticStyles(true);
    expect(loading).toBeInstanceOf(Promise);
    const link = sheet();
    expect(link?.rel).toBe('stylesheet');
    let settled = false;
    void loading?.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await loading;
    expect(settled).toBe(true);
  });

  it('a sheet that fails or hangs does not keep the console from starting (antd then generates the styles)', async () => {
    nameSheet();
    const failing = loadStaticStyles(true);
    sheet()?.dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBeUndefined();
    sheet()?.remove();
    vi.useFakeTimers();
    let settled = false;
    void loadStaticStyles(true)?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(STYLES_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('comes before every style antd generates afterwards, so that those win where two rules weigh the same', () => {
    // What is in the head before: the document's own style (the skeleton's), and a generated style of antd's.
    const own = document.head.appendChild(document.createElement('style'));
    nameSheet();
    void loadStaticStyles(true);
    const link = sheet() as HTMLLinkElement;
    expect(document.head.firstElementChild).toBe(link);
    // antd's CSS-in-JS places its styles with rc-util, in a queue at the head's start (useStyleRegister: prepend
    // 'queue'): after the sheet, in the order they come, and before the document's own styles.
    const first = updateCSS('.a{color:red}', 'k1', { mark: 'data-css-hash', prepend: 'queue' });
    const second = updateCSS('.b{color:red}', 'k2', { mark: 'data-css-hash', prepend: 'queue' });
    const order = [...document.head.children];
    expect(order.indexOf(link)).toBeLessThan(order.indexOf(first));
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second));
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(own));
  });

  it('is preloaded by public/boot.js, a static file that names the same meta element and session key', () => {
    // That file cannot import these names; this keeps its copies of them in step.
    const early = fs.readFileSync(path.resolve(__dirname, '../../public/boot.js'), 'utf8');
    expect(early).toContain(`meta[name="${STYLES_META}"]`);
    expect(early).toContain(`localStorage.getItem('${STORAGE_KEYS.token}')`);
  });
});
