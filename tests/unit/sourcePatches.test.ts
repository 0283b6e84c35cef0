import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { act, render } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { SOURCE_PATCHES, moduleTest, type SourcePatch } from '../../config/sourcePatches';

const replaceLoader = createRequire(import.meta.url)('../../config/replaceLoader.cjs') as (
  this: unknown,
  source: string,
) => string;
const root = path.resolve(__dirname, '../..');
const testRequire = createRequire(import.meta.url);

/** The loader as webpack calls it, with these replacements. */
function load(source: string, replacements: { search: string; replace: string }[]): string {
  return replaceLoader.call({ getOptions: () => ({ replacements }), resourcePath: 'module.js' }, source);
}

/**
 * A package's module (`entry` exports it) bundled by esbuild as the console's build reads it (`patched`: with the
 * patch's changes) or as published, and run as CommonJS. esbuild runs in a Node process of its own: it refuses
 * jsdom's TextEncoder.
 */
function bundle<T>(
  entry: string,
  patch: SourcePatch,
  patched: boolean,
  external: string[] = [],
): { code: string; exports: T } {
  const script = `
    const fs = require('node:fs');
    const replaceLoader = require(${JSON.stringify(path.join(root, 'config/replaceLoader.cjs'))});
    const [entry, test, replacements, patched, external] = JSON.parse(process.env.PATCH);
    require('esbuild').build({
      stdin: { contents: entry, resolveDir: process.cwd() },
      bundle: true, format: 'cjs', write: false, mainFields: ['module', 'main'], external,
      plugins: [{ name: 'source-patch', setup(b) {
        b.onLoad({ filter: new RegExp(test) }, (args) => {
          const text = fs.readFileSync(args.path, 'utf8');
          return { loader: 'js', contents: patched
            ? replaceLoader.call({ getOptions: () => ({ replacements }), resourcePath: args.path }, text) : text };
        });
      } }],
    }).then((r) => process.stdout.write(r.outputFiles[0].text));
  `;
  const code = execFileSync(process.execPath, ['-e', script], {
    cwd: root,
    env: {
      ...process.env,
      PATCH: JSON.stringify([entry, moduleTest(patch.file).source, patch.replacements, patched, external]),
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const mod = { exports: {} as T };
  // The packages left out of the bundle are the test's own (one React, one antd: its CommonJS modules), also where
  // a module imports one when it runs (a function made from text has no dynamic import).
  const own = (id: string) => testRequire(id.replace(/^antd\/es\//, 'antd/lib/'));
  const run = code.replace(/\bimport\(("[^"]+")\)/g, 'Promise.resolve().then(() => require($1))');
  new Function('module', 'exports', 'require', run)(mod, mod.exports, own);
  return { code, exports: mod.exports };
}

/** ProLayout as the build reads it, with `patch`'s changes or as published (the test's own React and antd). */
function proLayout(patch: SourcePatch, patched: boolean): ComponentType<Record<string, unknown>> {
  return bundle<{ ProLayout: ComponentType<Record<string, unknown>> }>(
    "export { ProLayout } from '@ant-design/pro-layout';",
    patch,
    patched,
    ['react', 'react/*', 'react-dom', 'react-dom/*', 'antd', 'antd/lib/*'],
  ).exports.ProLayout;
}

/** A route table of two pages, for ProLayout's menu. */
const LAYOUT_ROUTE = {
  path: '/',
  children: [
    { path: '/a', name: 'a' },
    { path: '/b', name: 'b' },
  ],
};

describe('library modules changed as the build reads them (config/sourcePatches.ts)', () => {
  it('replaces a piece whatever its white space and line ends, and stops the build when it is not there once', () => {
    const search = 'if (a) {\n  b();\n}';
    expect(load('x;\r\nif (a) {\r\n      b();\r\n}\r\ny;', [{ search, replace: '/* $& */' }])).toBe(
      'x;\r\n/* $& */\r\ny;',
    );
    expect(() => load('x;', [{ search, replace: '' }])).toThrow(/expected exactly one/);
    expect(() => load('if (a) { b(); } if (a) { b(); }', [{ search, replace: '' }])).toThrow(/expected exactly one/);
  });

  it.each(SOURCE_PATCHES.map((patch) => [patch.name, patch] as const))(
    '%s: its module, as installed, holds each piece once, and its rule matches the module',
    (_name, patch) => {
      const file = path.join(root, patch.file);
      const source = fs.readFileSync(file, 'utf8');
      const patched = load(source, patch.replacements);
      for (const { replace } of patch.replacements) expect(patched).toContain(replace);
      expect(moduleTest(patch.file).test(file)).toBe(true);
      expect(moduleTest(patch.file).test(`${file}.map`)).toBe(false);
    },
  );

  it("use-params: writing the address does not draw its component again (pro-form's filter form)", async () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'use-params-own-write')!;
    const source = fs.readFileSync(path.join(root, patch.file), 'utf8');
    // Both copies beside the packages, so that they import the same React as the test.
    const dir = path.join(root, 'node_modules/.cache/source-patches');
    fs.mkdirSync(dir, { recursive: true });
    const write = (name: string, text: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    };
    const renders = async (file: string) => {
      const { useUrlSearchParams } = (await import(/* @vite-ignore */ file)) as {
        useUrlSearchParams: (i: object, c: object) => [Record<string, string>, (p: object) => void];
      };
      let count = 0;
      let set: (p: object) => void = () => undefined;
      const Probe: ComponentType = () => {
        count += 1;
        [, set] = useUrlSearchParams({}, { disabled: false });
        return null;
      };
      window.history.replaceState({}, '', '/order/orderMag');
      const view = render(createElement(Probe));
      const before = count;
      act(() => set({ current: 1, pageSize: 10 }));
      const after = count - before;
      expect(window.location.search).toBe('?current=1&pageSize=10');
      view.unmount();
      return after;
    };
    // The package as published draws its component again; as the build has it, not.
    expect(await renders(write('use-params.original.mjs', source))).toBeGreaterThan(0);
    expect(await renders(write('use-params.patched.mjs', load(source, patch.replacements)))).toBe(0);
  });

  it("route-utils: the menu matched for a location is the same as the package's own, call after call", async () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'route-utils-match-menu')!;
    const bundled = (patched: boolean) => {
      const { code, exports } = bundle<{ getMatchMenu: (path: string, menu: object[], full?: boolean) => unknown }>(
        "export { getMatchMenu } from '@umijs/route-utils';",
        patch,
        patched,
      );
      expect(code.includes('flatMenusOf')).toBe(patched);
      expect(code.includes('textMatcher')).toBe(patched);
      return exports.getMatchMenu;
    };
    const [original, patched] = [bundled(false), bundled(true)];
    const item = (path: string, parents: string[], children?: object[], more?: object) => ({
      key: path,
      path,
      pro_layout_parentKeys: parents,
      ...(children ? { children } : {}),
      ...more,
    });
    const menu = [
      item('/Home', []),
      item(
        '/order',
        [],
        [
          item('/order/orderMag', ['/order']),
          item('/order/orderMag/:id', ['/order'], undefined, { hideInMenu: true }),
          item('/order/dispute', ['/order']),
        ],
      ),
      item('/journal', [], [item('/journal/schedulerMag/details/:class_name/:method', ['/journal'])]),
      item('/help/', [], [item('/help/v1.2', ['/help/'])]),
      item('/risk', []),
    ];
    const paths = [
      '/',
      '/Home',
      '/order',
      '/order/orderMag',
      '/order/orderMag/O-1',
      '/ORDER/dispute',
      '/order/x',
      '/journal/schedulerMag/details/A/run',
      '/nowhere',
      // Compared as text: the key with one delimiter after it, or below it; any case; a dot is a dot.
      '/Home/',
      '/home#',
      '/Home?',
      '/home#top',
      '/Home?tab=1',
      '/Home//',
      '/HomeX',
      '/Hom',
      '/order/orderMag/O-1/refunds',
      '/Order/ORDERMAG/o-1',
      '/order/orderMagX/O-1',
      '/journal/schedulerMag/details/A',
      '/journal/schedulerMag/details/A/run/',
      '/journal/schedulermag/details/A/run',
      '/help',
      '/help/',
      '/help//x',
      '/help/v1.2',
      '/help/v1x2',
      // Outside ASCII: the pattern itself (the Kelvin sign is a K to toLowerCase, not to the pattern).
      '/ris\u212A',
      '/Home/\u00e9',
    ];
    for (const round of [1, 2]) {
      for (const at of paths) {
        expect(patched(at, menu, true), `${at}, round ${round}`).toEqual(original(at, menu, true));
        expect(patched(at, menu, false)).toEqual(original(at, menu, false));
      }
    }
    // A new menu (another language, other permissions) is matched as itself, not as the one before.
    const fewer = [item('/Home', [])];
    expect(patched('/order/orderMag', fewer, true)).toEqual([]);
  });
  it('pro-layout: a navigation does not draw the side menu again when nothing in it changed', () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'pro-layout-sider-theme')!;
    const React = testRequire('react') as typeof import('react');
    const { ConfigProvider } = testRequire('antd') as typeof import('antd');
    const layout = (patched: boolean) => proLayout(patch, patched);
    // The menu's element is the same at each render (as src/layouts/LabelledMenu.tsx keeps it); what is drawn again
    // is what reads antd's context, as every antd component of a menu does.
    const drawnAgain = (ProLayout: ComponentType<Record<string, unknown>>) => {
      let draws = 0;
      const Item = () => {
        React.useContext(ConfigProvider.ConfigContext);
        draws += 1;
        return null;
      };
      const menu = React.createElement(Item);
      const route = LAYOUT_ROUTE;
      const at = (pathname: string) =>
        React.createElement(ProLayout, {
          route,
          location: { pathname },
          layout: 'side',
          menuContentRender: () => menu,
        });
      const view = render(at('/a'));
      const first = draws;
      view.rerender(at('/b'));
      view.unmount();
      return draws - first;
    };
    expect(drawnAgain(layout(false))).toBeGreaterThan(0);
    expect(drawnAgain(layout(true))).toBe(0);
  });

  it('pro-layout: without a menu to ask for, no request draws the layout again after its mount', async () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'pro-layout-no-menu-request')!;
    const React = testRequire('react') as typeof import('react');
    const layout = (patched: boolean) => proLayout(patch, patched);
    const route = LAYOUT_ROUTE;
    // How many times the layout draws its side menu from its mount until everything has settled.
    const drawn = async (ProLayout: ComponentType<Record<string, unknown>>, menu?: object) => {
      let draws = 0;
      const view = render(
        React.createElement(ProLayout, {
          route,
          menu,
          location: { pathname: '/a' },
          layout: 'side',
          menuContentRender: () => {
            draws += 1;
            return null;
          },
        }),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      view.unmount();
      return draws;
    };
    const before = await drawn(layout(false));
    const after = await drawn(layout(true));
    expect(after).toBeLessThan(before);
    // A layout that does ask for its menu still does.
    let asked = 0;
    await drawn(layout(true), {
      request: async () => {
        asked += 1;
        return route.children;
      },
    });
    expect(asked).toBe(1);
  });

  it("pro-table: the first rows come in the render after the filter form's, with no render and no timer between", async () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'pro-table-first-request')!;
    const React = testRequire('react') as typeof import('react');
    type PageInfo = { current: number; pageSize: number };
    type Hook = (
      getData: (page?: PageInfo) => Promise<{ data: object[]; success: boolean; total: number }>,
      defaultData: undefined,
      options: Record<string, unknown>,
    ) => { dataSource?: object[]; loading: boolean; setPageInfo: (info: Partial<PageInfo>) => void };
    const hook = (patched: boolean) =>
      bundle<{ useFetchData: Hook }>(
        "export { default as useFetchData } from '@ant-design/pro-table/es/useFetchData';",
        patch,
        patched,
        ['react', 'react/*', 'react-dom', 'react-dom/*', 'antd', 'antd/lib/*'],
      ).exports.useFetchData;
    const { createRoot } = testRequire('react-dom/client') as typeof import('react-dom/client');
    const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
    // React's scheduler works in tasks of setImmediate (real); the timers (the hook's debounce, an answer that comes
    // late) are fake and fire one at a time, each once React has drawn all that came before it: the order of a browser
    // with time to spare, the same in every run (real timers of 10-40 ms drew an extra render under load, CI 2026-11-30).
    const tasks = async () => {
      for (let i = 0; i < 5; i++) await new Promise<void>((done) => setImmediate(done));
    };
    const settle = async () => {
      await tasks();
      while (vi.getTimerCount() > 0) {
        vi.advanceTimersToNextTimer();
        await tasks();
      }
    };
    // As ProTable calls it: `manual` until its filter form's first values are in (with the page from the address, when
    // it holds one, in the same render), then the filters among its effects. React schedules its renders as in the
    // browser (no act(), which draws each update of an effect in a render of its own).
    const walk = async (useFetchData: Hook, { paging, late }: { paging?: PageInfo; late?: boolean } = {}) => {
      const asked: string[] = [];
      const drawn: string[] = [];
      const getData = async (page?: PageInfo) => {
        asked.push(`${page?.current}/${page?.pageSize}`);
        // The rows asked for at the click are in already (src/console/firstRows.ts), or not yet.
        if (late) await wait(10);
        return { data: [{ id: asked.length }], success: true, total: 1 };
      };
      let setPageInfo: (info: Partial<PageInfo>) => void = () => undefined;
      const Table = ({ form }: { form?: string }) => {
        const fetched = useFetchData(getData, undefined, {
          pageInfo: { current: 1, pageSize: 10 },
          manual: form === undefined,
          effects: [form],
          debounceTime: 1,
          onRequestError: () => undefined,
        });
        setPageInfo = fetched.setPageInfo;
        drawn.push(`${fetched.loading ? 'loading' : 'idle'}:${fetched.dataSource?.length ?? 0}`);
        return null;
      };
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const root = createRoot(document.createElement('div'));
        root.render(React.createElement(Table, {}));
        await settle();
        const beforeForm = asked.length;
        drawn.length = 0;
        // The form's first values (and the address's page): one render.
        root.render(React.createElement(Table, { form: '{}' }));
        if (paging) setPageInfo(paging);
        await settle();
        const first = { asked: [...asked], drawn: [...drawn] };
        // A later change of the filters waits for the timer, as before (changes made in one moment come together).
        drawn.length = 0;
        root.render(React.createElement(Table, { form: '{"state":"paid"}' }));
        await tasks();
        const filterAtOnce = asked.length;
        await settle();
        const filter = { asked: asked.slice(first.asked.length), drawn: [...drawn] };
        root.unmount();
        return { beforeForm, first, filterAtOnce, filter };
      } finally {
        vi.useRealTimers();
      }
    };
    const [published, changed] = [hook(false), hook(true)];
    // Neither asks before the form's first values, then once for them, once for the filter, after its timer.
    for (const useFetchData of [published, changed]) {
      const run = await walk(useFetchData);
      expect(run.beforeForm).toBe(0);
      expect(run.first.asked).toEqual(['1/10']);
      expect(run.filterAtOnce).toBe(1);
      expect(run.filter.asked).toEqual(['1/10']);
      expect(run.filter.drawn.at(-1)).toBe('idle:1');
    }
    // As published, a render between the form's and the rows': the data hook ending a request never started.
    expect((await walk(published)).first.drawn).toEqual(['idle:0', 'idle:0', 'idle:1']);
    // Changed: the rows in the next render (their loading and their answer together, the answer being in).
    expect((await walk(changed)).first.drawn).toEqual(['idle:0', 'idle:1']);
    // An answer not in yet is shown loading first, as before.
    expect((await walk(changed, { late: true })).first.drawn).toEqual(['idle:0', 'loading:0', 'idle:1']);
    // A page from the address, set with the form's values: asked for once, that page.
    for (const useFetchData of [published, changed]) {
      const run = await walk(useFetchData, { paging: { current: 2, pageSize: 20 } });
      expect(run.first.asked).toEqual(['2/20']);
      expect(run.first.drawn.at(-1)).toBe('idle:1');
    }
  });

  it("antd: a component's reset is not repeated on the elements inside it (no selector on an ancestor's class)", () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'antd-common-style-descendants')!;
    type Style = Record<string, unknown>;
    type Gen = (token: object, prefixCls: string, rootCls?: string) => Record<string, Style>;
    const gen = (patched: boolean) =>
      bundle<{ genCommonStyle: Gen }>("export { genCommonStyle } from 'antd/es/style';", patch, patched).exports
        .genCommonStyle;
    const [original, changed] = [gen(false), gen(true)];
    const token = { fontFamily: 'Inter', fontSize: 14 };
    const prefix = '[class^="ant-form"], [class*=" ant-form"]';
    const borderBox = { boxSizing: 'border-box', '&::before, &::after': { boxSizing: 'border-box' } };
    // As published: the elements whose class starts with the prefix, and the same selector again inside them.
    const published = original(token, 'ant-form')[prefix];
    expect(published[prefix]).toEqual(borderBox);
    // Changed: the outer rule alone, with the same declarations (what the inner rule set, the outer sets already).
    const { [prefix]: inner, ...outer } = published;
    expect(inner).toEqual(borderBox);
    expect(outer).toMatchObject({ fontFamily: 'Inter', fontSize: 14, ...borderBox });
    expect(changed(token, 'ant-form')).toEqual({ [prefix]: outer });
    // With a root class (antd's CSS variables) the inner rule is the only one for the elements inside: kept.
    expect(changed(token, 'ant-form', 'ant-form-css-var')).toEqual(original(token, 'ant-form', 'ant-form-css-var'));
  });
  it('pro-utils: the error page after a render error is the same, its Result loaded only then', async () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'pro-utils-error-result-lazy')!;
    const React = testRequire('react') as typeof import('react');
    const boundary = (patched: boolean) =>
      bundle<{ ErrorBoundary: ComponentType<{ children: unknown }> }>(
        "export { ErrorBoundary } from '@ant-design/pro-utils/es/components/ErrorBoundary';",
        patch,
        patched,
        ['react', 'react/*', 'react-dom', 'react-dom/*', 'antd', 'antd/es/*'],
      );
    const Broken = () => {
      throw new Error('the cells were not there');
    };
    const shown = async (ErrorBoundary: ComponentType<{ children: unknown }>) => {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      // React reports the render error to the window too (jsdom prints it): the test expects it.
      const expected = (event: ErrorEvent) => event.preventDefault();
      window.addEventListener('error', expected);
      try {
        const view = render(React.createElement(ErrorBoundary, null, React.createElement(Broken)));
        await view.findByText('Something went wrong.');
        const text = view.container.textContent;
        const icon = view.container.querySelector('.ant-result-error .ant-result-icon') !== null;
        view.unmount();
        return { text, icon };
      } finally {
        window.removeEventListener('error', expected);
        spy.mockRestore();
        log.mockRestore();
      }
    };
    const [original, changed] = [boundary(false), boundary(true)];
    // As published, antd is a static import of the module; changed, antd's Result is asked for only in the render.
    expect(original.code).toMatch(/require\("antd"\)/);
    expect(changed.code).not.toMatch(/require\("antd"\)/);
    expect(changed.code).toMatch(/import\("antd\/es\/result"\)|require\("antd\/es\/result"\)/);
    const [before, after] = [await shown(original.exports.ErrorBoundary), await shown(changed.exports.ErrorBoundary)];
    expect(after).toEqual(before);
    expect(after).toEqual({ text: 'Something went wrong.the cells were not there', icon: true });
  });
  it("antd: a button's text colour on a solid background is the same without the colour picker's presets panel", () => {
    const patch = SOURCE_PATCHES.find((p) => p.name === 'antd-button-is-bright')!;
    type Prepare = (token: Record<string, unknown>) => Record<string, unknown>;
    const prepare = (patched: boolean) =>
      bundle<{ prepareComponentToken: Prepare }>(
        "export { prepareComponentToken } from 'antd/es/button/style/token';",
        patch,
        patched,
      );
    const [original, changed] = [prepare(false), prepare(true)];
    // The changed module no longer imports the presets panel (webpack kept the panel's Collapse in every entry).
    expect(changed.code).not.toMatch(/ColorPresets/);
    expect(original.code).toMatch(/ColorPresets/);
    const token = (testRequire('antd/lib') as typeof import('antd')).theme.getDesignToken() as unknown as Record<
      string,
      unknown
    >;
    const solids = [
      '#000',
      'rgba(0, 0, 0, 0.88)',
      '#fff',
      '#1677ff',
      '#ffe58f',
      'rgba(255, 255, 255, 0.3)',
      'rgba(0, 0, 0, 0.2)',
    ];
    for (const colorBgSolid of solids) {
      const before = original.exports.prepareComponentToken({ ...token, colorBgSolid });
      expect(changed.exports.prepareComponentToken({ ...token, colorBgSolid })).toEqual(before);
    }
    // The colours tried give both answers.
    const texts = solids.map(
      (colorBgSolid) => changed.exports.prepareComponentToken({ ...token, colorBgSolid }).solidTextColor,
    );
    expect(new Set(texts)).toEqual(new Set(['#000', '#fff']));
  });
});
