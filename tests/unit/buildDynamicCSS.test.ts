import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as rc from 'rc-util/es/Dom/dynamicCSS.js';
import { clearContainerCache, removeCSS, updateCSS } from '@/build/dynamicCSS';

// Only these tests' styles (the test set-up's icons may write theirs meanwhile).
const styles = () => [...document.head.querySelectorAll('style[data-css]')];

// The head as the worker's other test files left it (their style elements, which the console writes once, as the
// state dots' stylesheet): given back after each test here, which may replace it.
let head: Node[] = [];
beforeEach(() => {
  head = [...document.head.childNodes];
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren(...head);
  clearContainerCache();
});

describe("the style writer that replaces rc-util's updateCSS in the build (src/build/dynamicCSS.ts)", () => {
  it('writes a style once, then finds it without going through the container again', () => {
    const first = updateCSS('.a{color:red}', 'k1', { mark: 'css' });
    expect(first.getAttribute('data-css')).toBe('k1');
    expect(first.innerHTML).toBe('.a{color:red}');
    // The same style asked for again (a second instance of a component mounting): the same element, whose text is
    // not read back, and the container's elements are not listed.
    const text = vi.fn();
    Object.defineProperty(first, 'innerHTML', { configurable: true, get: text, set: text });
    const listed = vi.spyOn(document.head, 'children', 'get');
    expect(updateCSS('.a{color:red}', 'k1', { mark: 'css' })).toBe(first);
    expect(text).not.toHaveBeenCalled();
    expect(listed).not.toHaveBeenCalled();
    expect(styles()).toHaveLength(1);
  });

  it('rewrites the text when it changed, and writes anew what was removed', () => {
    const first = updateCSS('.a{color:red}', 'k1', { mark: 'css' });
    expect(updateCSS('.a{color:blue}', 'k1', { mark: 'css' })).toBe(first);
    expect(first.innerHTML).toBe('.a{color:blue}');
    removeCSS('k1', { mark: 'css' });
    expect(styles()).toHaveLength(0);
    const again = updateCSS('.a{color:blue}', 'k1', { mark: 'css' });
    expect(again).not.toBe(first);
    expect(styles()).toEqual([again]);
  });

  it('keeps keys of different marks and containers apart, and sets a new nonce', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const a = updateCSS('.a{}', 'k', { mark: 'one' });
    const b = updateCSS('.b{}', 'k', { mark: 'two' });
    const c = updateCSS('.c{}', 'k', { mark: 'one', attachTo: box });
    expect(new Set([a, b, c]).size).toBe(3);
    expect(c.parentNode).toBe(box);
    updateCSS('.a{}', 'k', { mark: 'one', csp: { nonce: 'n1' } });
    expect(a.nonce).toBe('n1');
    box.remove();
  });

  it("leaves the document as rc-util's own would, in the same sequence of writes", () => {
    const run = (write: typeof updateCSS, remove: typeof removeCSS) => {
      document.head.innerHTML = '<meta charset="utf-8">';
      write('.x{}', 'x', { mark: 'css', prepend: 'queue', priority: -1 });
      write('.y{}', 'y', { mark: 'css', prepend: 'queue' });
      write('.x{}', 'x', { mark: 'css', prepend: 'queue', priority: -1 });
      write('.z{}', 'z', { mark: 'css' });
      write('.y{color:red}', 'y', { mark: 'css', prepend: 'queue' });
      remove('x', { mark: 'css' });
      write('.x{}', 'x', { mark: 'css', prepend: 'queue', priority: -1 });
      return document.head.innerHTML;
    };
    const theirs = run(rc.updateCSS as typeof updateCSS, rc.removeCSS);
    rc.clearContainerCache();
    clearContainerCache();
    expect(run(updateCSS, removeCSS)).toBe(theirs);
  });
});
