import { defineConfig } from '@umijs/max';
import defaultSettings from './config/defaultSettings';
import routes from './config/routes';

const demo = process.env.DEMO === '1';

export default defineConfig({
  npmClient: 'npm',
  antd: { configProvider: {}, theme: { token: { colorPrimary: defaultSettings.colorPrimary } } },
  access: {},
  model: {},
  initialState: {},
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
  // Required once the msw chunk is in the build (STACK-FACTS §2).
  esbuildMinifyIIFE: true,
  chainWebpack(memo) {
    // Spec §7: script and style chunks load with a 120-second time-out.
    memo.output.chunkLoadTimeout(120000);
    return memo;
  },
  title: 'PayOps Console',
  favicons: ['/favicon.svg'],
  proxy: process.env.API_TARGET ? { '/v1': { target: process.env.API_TARGET, changeOrigin: true } } : undefined,
});
