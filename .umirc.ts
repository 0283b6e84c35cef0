import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import { moduleTest, SOURCE_PATCHES } from './config/sourcePatches';
import theme from './config/theme';

const demo = process.env.DEMO === '1';
/** The browsers the build is for (README, "Browsers"). */
const TARGETS = { chrome: 111, edge: 111, firefox: 113, safari: '16.4' };

export default defineConfig({
  npmClient: 'npm',
  // `npm start` compiles the packages with the console's own webpack (no MFSU): the build's replacements of package
  // modules (rc-util's dynamicCSS below, config/sourcePatches.ts) reach modules inside packages, which MFSU's
  // prebuilt bundle of them never took ("Cannot find module 'webpack/container/remote/mf/rc-util/es/Dom/
  // dynamicCSS.js'": the console showed only that error). The production build never used it.
  mfsu: false,
  // The shell's skeleton in the HTML document, painted before any script has run; the console's code compiled for
  // `targets` below (config/babelTargets.ts: Umi's babel preset compiled it for ES5 whatever they said).
  // antd's styles for the theme written to a stylesheet at build time (config/staticStylesPlugin.ts).
  // The shell's chunks and the labels named in the document for public/boot.js (config/shellPreloadPlugin.ts).
  plugins: [
    './config/skeleton.ts',
    './config/babelTargets.ts',
    './config/staticStylesPlugin.ts',
    './config/shellPreloadPlugin.ts',
  ],
  antd: {
    configProvider: {},
    // The theme lives in config/theme.ts (plain elements of the console take its colours too).
    theme,
  },
  access: {},
  model: {},
  // While the current user is asked for: the document's skeleton of the shell stays (config/skeleton.ts).
  initialState: { loading: '@/layouts/BootLoading' },
  request: { dataField: '' },
  layout: { title: 'PayOps Console', locale: true },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, baseSeparator: '-', title: false },
  routes,
  base: '/',
  publicPath: '/',
  history: { type: 'browser' },
  hash: true,
  // msw is the one fake backend (mocks/); umi's own mock server stays off.
  mock: false,
  define: { 'process.env.DEMO': demo ? '1' : '' },
  outputPath: demo ? 'dist-demo' : 'dist',
  // The fake backend's service worker lives with the fake backend (mocks/public) and is copied beside the bundles
  // only in the demo build (and `npm start`); the production dist/ carries no file of the fake backend (tests/e2e).
  copy: demo ? ['mocks/public'] : [],
  // Required once the msw chunk is in the build (STACK-FACTS §2).
  esbuildMinifyIIFE: true,
  // Desktop browsers from spring 2023 on (README, "Browsers"): they have every language feature and API the console
  // uses, so no down-levelled syntax, and no polyfills at all (BABEL_POLYFILL=none in .env: core-js was about
  // 45 kB gzip of the login page).
  targets: TARGETS,
  // The minifier (esbuild) writes for the same browsers: Umi adds es2015 to its targets, and esbuild then rewrote every
  // async function, object spread, optional chain and `??` into older syntax and helpers of its own.
  jsMinifierOptions: { target: Object.entries(TARGETS).map(([browser, version]) => `${browser}${version}`) },
  // Umi's locale plugin imports moment when it can resolve it (68 kB); antd 5 and the console use dayjs, so moment
  // resolves to dayjs and the plugin sets dayjs's locale instead.
  moment2dayjs: { preset: 'none', plugins: [] },
  // No page sets the document's head through Helmet: without Umi's provider for it, react-helmet-async stays out of
  // the entry script.
  helmet: false,
  chainWebpack(memo, { env, webpack }) {
    // Spec §7: script and style chunks load with a 120-second time-out.
    memo.output.chunkLoadTimeout(120000);
    // Umi provides Node's Buffer to any module that names it: axios does, in a branch browsers never take (no Blob),
    // and that alone put the 20 kB buffer polyfill in the entry. `process` stays provided.
    // The layout's menu icons come from the copy of @ant-design/icons 4 inside @umijs/plugins; the console's own
    // 5 draws them the same, and one copy of the icon runtime is enough.
    memo.resolve.alias.set(
      fs.realpathSync(path.resolve(__dirname, 'node_modules/@umijs/plugins/node_modules/@ant-design/icons')),
      fs.realpathSync(path.resolve(__dirname, 'node_modules/@ant-design/icons')),
    );
    // Umi's request plugin re-exports its own useRequest (ahooks 2 with lodash.throttle and lodash.debounce, about
    // 6 kB gzip); the console uses ahooks 3's. The package does not say it is free of side effects, so webpack kept it.
    memo.module
      .rule('side-effect-free')
      .test(/[\\/]@ahooksjs[\\/]use-request[\\/]/)
      .sideEffects(false);
    // antd imports the colour class of @rc-component/color-picker from the package's index (its theme's colours, the
    // tooltip's), which also holds the whole picker; nothing of the console shows one. Its modules have no side
    // effects, but the package does not say so: the entry script carried the picker (about 8 kB raw).
    memo.module
      .rule('side-effect-free-color-picker')
      .test(/[\\/]@rc-component[\\/]color-picker[\\/]/)
      .sideEffects(false);
    // Every antd input reads its form context (antd/es/form/context.js), which imports rc-field-form's FormProvider from
    // the package's index, and the index imports the whole of it: Field, List, useForm and the async validator (about
    // 17 kB gzip that Home's figures waited for, with no form on Home). Its modules have no side effects either.
    memo.module
      .rule('side-effect-free-field-form')
      .test(/[\\/]rc-field-form[\\/]/)
      .sideEffects(false);
    // Umi's antd plugin imports lodash/merge for a config setter the console never calls: a small deep merge does.
    memo.plugin('antd-plugin-merge').use(webpack.NormalModuleReplacementPlugin, [
      /^.*[\\/]lodash[\\/]merge$/,
      (resource: { request: string; contextInfo?: { issuer?: string } }) => {
        if (/[\\/]plugin-antd[\\/]runtime\.tsx$/.test(resource.contextInfo?.issuer ?? '')) {
          resource.request = path.resolve(__dirname, 'src/build/merge.ts');
        }
      },
    ]);
    // rc-util's updateCSS, which antd's CSS-in-JS calls at every component mount, with a lookup of what it wrote
    // (src/build/dynamicCSS.ts); that file reaches rc-util's own by its name with `.js`.
    const dynamicCSS = path.resolve(__dirname, 'src/build/dynamicCSS.ts');
    memo.plugin('fast-update-css').use(webpack.NormalModuleReplacementPlugin, [
      /(^rc-util[\\/]es|^\.)[\\/]Dom[\\/]dynamicCSS$|^\.[\\/]dynamicCSS$/,
      (resource: { request: string; context?: string; contextInfo?: { issuer?: string } }) => {
        const from = resource.contextInfo?.issuer ?? '';
        if (from === dynamicCSS) return;
        // Relative names only from inside rc-util's es build (its getScrollBarSize).
        if (resource.request.startsWith('.') && !/[\\/]rc-util[\\/]es([\\/]|$)/.test(resource.context ?? '')) return;
        resource.request = dynamicCSS;
      },
    ]);
    // pro-utils' useReactiveRef, a ref that renders its owner again when set (pro-form's schema form, once its form
    // has initialised): a plain ref (src/build/reactiveRef.ts).
    memo.plugin('schema-form-ref').use(webpack.NormalModuleReplacementPlugin, [
      /^\.[\\/]hooks[\\/]useReactiveRef$/,
      (resource: { request: string; context?: string }) => {
        if (/[\\/]@ant-design[\\/]pro-utils[\\/]es$/.test(resource.context ?? '')) {
          resource.request = path.resolve(__dirname, 'src/build/reactiveRef.ts');
        }
      },
    ]);
    // Exact changes to library modules (config/sourcePatches.ts says which and why).
    for (const patch of SOURCE_PATCHES) {
      memo.module
        .rule(patch.name)
        .test(moduleTest(patch.file))
        .use('replace')
        .loader(path.resolve(__dirname, 'config/replaceLoader.cjs'))
        .options({ replacements: patch.replacements });
    }
    // The pages' labels as data computed at build time (config/labelsLoader.cjs says why). `npm start` and the tests
    // compute them from the same module as it is written.
    if (env === 'production') {
      memo.module
        .rule('labels-as-data')
        .test(/[\\/]src[\\/]locales[\\/]bundles[\\/][^\\/]+\.ts$/)
        .enforce('pre')
        .use('labels')
        .loader(path.resolve(__dirname, 'config/labelsLoader.cjs'));
    }
    memo.plugin('node-polyfill-provider').tap(([provided]) => [{ process: provided.process }]);
    // The layout's exception pages without antd's Result in the layout's chunk (src/layouts/LayoutException.tsx).
    memo
      .plugin('lazy-layout-exception')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]plugin-layout[\\/]Exception(\.tsx)?$/,
        path.resolve(__dirname, 'src/layouts/LayoutException.tsx'),
      ]);
    memo
      .plugin('no-select-lang')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]plugin-locale[\\/]SelectLang\.tsx$/,
        path.resolve(__dirname, 'src/components/NoSelectLang.tsx'),
      ]);
    return memo;
  },
  title: 'PayOps Console',
  // Umi's default viewport forbids zooming (user-scalable=no, maximum-scale=1), which fails WCAG 1.4.4.
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { name: 'description', content: 'PayOps Console: the back office of a cross-border payments platform' },
  ],
  favicons: ['/favicon.svg'],
  proxy: process.env.API_TARGET ? { '/v1': { target: process.env.API_TARGET, changeOrigin: true } } : undefined,
});
