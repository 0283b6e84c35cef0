import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layout } from '@/app';
import { RTL_PREFIXES } from '@/locales/fallback';
import { STORAGE_KEYS } from '@/request/storage';
import { SESSION_CLASS, SKELETON_CSS, SKELETON_HTML, SKELETON_TITLE } from '../../config/skeleton';
import { PRELOAD_META } from '../../config/shellPreloadPlugin';

// public/boot.js as the document's head runs it, before any of the console's code has arrived.
const BOOT = fs.readFileSync(path.resolve(__dirname, '../../public/boot.js'), 'utf8');

// The chunks the build names (config/shellPreloadPlugin.ts): the shell's, and the labels' of each language.
const CHUNKS = 'shell:/s1.js,/s2.js;zh-CN:/zh.js;en-US:/en.js';

function startDocument() {
  document.head.innerHTML =
    `<meta name="payops-styles" content="/antd.test.css"><meta name="${PRELOAD_META}" content="${CHUNKS}">` +
    `<style>${SKELETON_CSS}</style>`;
  document.body.innerHTML = `<div id="root"></div>${SKELETON_HTML}`;
  new Function(BOOT)();
}
const shown = (selector: string) => getComputedStyle(document.querySelector(selector)!).display !== 'none';

// The head as the worker's other test files left it (their style elements, which the console writes once): each
// test here replaces it with the document's head, and gives it back.
let head: Node[] = [];
beforeEach(() => {
  head = [...document.head.childNodes];
});
afterEach(() => {
  document.documentElement.classList.remove(SESSION_CLASS);
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.head.replaceChildren(...head);
  document.body.innerHTML = '';
  localStorage.clear();
});

describe("the document's skeleton of the shell", () => {
  it("with a saved session, shows the console's logo and name where the shell's title will be", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer saved');
    startDocument();
    expect(shown('.payops-boot-brand')).toBe(true);
    expect(document.querySelector('.payops-boot-brand')!.textContent).toBe(SKELETON_TITLE);
    expect(document.querySelector('.payops-boot-brand img')!.getAttribute('src')).toBe('/favicon.svg');
    // The grey bar it replaces.
    expect(shown('.payops-boot-logo')).toBe(false);
    // And antd's stylesheet, which the shell's first render waits for, is on its way.
    expect(document.head.querySelector('link[rel="preload"][as="style"]')?.getAttribute('href')).toBe('/antd.test.css');
  });

  it("with a saved session, asks for the shell's chunks and the labels of the operator's language at once", () => {
    const asked = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
    localStorage.setItem(STORAGE_KEYS.token, 'Bearer saved');
    startDocument();
    // No language chosen: the default, Chinese.
    expect(asked()).toEqual(['/s1.js', '/s2.js', '/zh.js']);
    for (const [locale, labels] of [
      ['zh-CN', '/zh.js'],
      ['en-US', '/en.js'],
      ['ar-EG', '/en.js'],
    ]) {
      localStorage.setItem(STORAGE_KEYS.locale, locale);
      startDocument();
      expect(asked(), locale).toEqual(['/s1.js', '/s2.js', labels]);
    }
  });

  it('without one (the login page comes next, with a title of its own), only grey shapes', () => {
    startDocument();
    expect(shown('.payops-boot-brand')).toBe(false);
    expect(shown('.payops-boot-logo')).toBe(true);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it("is mirrored when the operator's language reads right to left, as the shell will be", () => {
    for (const prefix of RTL_PREFIXES) {
      localStorage.setItem(STORAGE_KEYS.locale, `${prefix}-XX`);
      document.documentElement.removeAttribute('dir');
      startDocument();
      expect(document.documentElement.dir, prefix).toBe('rtl');
      expect(document.documentElement.lang).toBe(`${prefix}-XX`);
    }
    for (const locale of ['en-US', 'zh-CN']) {
      localStorage.setItem(STORAGE_KEYS.locale, locale);
      document.documentElement.removeAttribute('dir');
      startDocument();
      expect(document.documentElement.dir, locale).toBe('ltr');
    }
    // Once the console has set the direction (the script can come late), it is left as the console set it.
    localStorage.setItem(STORAGE_KEYS.locale, 'ar-EG');
    document.documentElement.dir = 'ltr';
    startDocument();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('names the shell as its menu does', () => {
    const settings = layout({
      initialState: { currentUser: { id: 'u1', name: 'Ops' } },
      setInitialState: () => undefined,
    } as unknown as Parameters<typeof layout>[0]);
    expect(settings.title).toBe(SKELETON_TITLE);
    expect(settings.logo).toBe('/favicon.svg');
  });
});
