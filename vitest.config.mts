import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const r = (p: string) => path.resolve(root, p);

// The aliases umi's own test helper would give (STACK-FACTS §3), plus one React for everything: the locale
// plugin's react-intl otherwise loads the React 16 nested under @umijs/plugins ("Invalid hook call").
export default defineConfig({
  resolve: {
    alias: [
      // The fake modules are found by vite's glob in vitest (mocks/resources/discover.ts says why a file of its own).
      { find: /^\.\/discover$/, replacement: r('mocks/resources/discover.vite.ts') },
      { find: /^@umijs\/max$/, replacement: r('src/.umi/exports.ts') },
      { find: /^umi$/, replacement: r('src/.umi/exports.ts') },
      { find: /^@@\/(.*)$/, replacement: `${r('src/.umi')}/$1` },
      { find: /^@\/(.*)$/, replacement: `${r('src')}/$1` },
      { find: /^react$/, replacement: r('node_modules/react') },
      { find: /^react-dom$/, replacement: r('node_modules/react-dom') },
      { find: /^(.*\/node_modules\/react-intl)$/, replacement: '$1/lib/index.js' },
      { find: /^(.*\/node_modules\/@ahooksjs\/use-request)$/, replacement: '$1/es/index.js' },
    ],
    dedupe: ['react', 'react-dom'],
  },
  define: { 'process.env.DEMO': JSON.stringify('') },
  test: {
    globals: true,
    // Two kinds of test file. The fake backend's are plain Node: no jsdom, antd or React to load (about 6 s a file
    // of setup saved). Everything that renders or uses the browser's storage runs in jsdom with the console's setup.
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/mocks/**/*.test.ts'],
          setupFiles: ['tests/setup/backend.ts'],
          // The files share a worker's modules (the fake backend, loaded once): each test starts from resetDb().
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // What the build does in Node (config/): no document of the tests' own (esbuild refuses jsdom's globals).
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/mocks/**', 'tests/build/**', 'tests/e2e/**', 'node_modules/**'],
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/umi.ts', 'tests/setup/msw.ts'],
          // The files share a worker's modules, as the backend's do (about a third of the run saved): the set-up
          // resets what a test may leave behind (the fake database, storage, the locale's formatter).
          isolate: false,
        },
      },
    ],
    testTimeout: 45000,
    hookTimeout: 20000,
    server: { deps: { inline: [/react-intl/, /@ahooksjs\/use-request/] } },
    pool: 'forks',
    // Vitest leaves one core free by default: on the 2-core CI machine that is one file at a time. The app tests
    // wait on rendering, not on each other, so two at once.
    maxWorkers: 2,
  },
});
