import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Umi's useRequest is not used (every list of restricted imports repeats it). */
const NO_USE_REQUEST = {
  name: '@umijs/max',
  importNames: ['useRequest'],
  message: "Use useApi (src/request/useApi.ts): Umi's useRequest writes every failed request to the console.",
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-demo/',
      'src/.umi/',
      'src/.umi-production/',
      'src/.umi-test/',
      'mocks/public/mockServiceWorker.js',
      'coverage/',
      'test-results/',
      // Written by the e2e run and the benchmark (nginx config, logs, scratch).
      '.e2e-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      // The production build lowers `**` to Math.pow, which throws on BigInt: a 10n ** n passes the tests and breaks
      // the built console.
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='**'][left.bigint], AssignmentExpression[operator='**=']",
          message: 'BigInt ** becomes Math.pow in the build and throws: build the power another way.',
        },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': ['error', { paths: [NO_USE_REQUEST] }],
    },
  },
  {
    // What Home's figures wait for: the shell and Home's first view. antd's Table (with its filters' Tree), List and
    // Pagination (with a Select) weigh about 100 kB gzip there (src/components/PlainTable.tsx, Todos.tsx, NoticeTab.tsx).
    files: [
      'src/layouts/**',
      'src/components/WorkArea/**',
      'src/components/{AvatarMenu,GlobalSearch,LangPicker,NoticeBell,SessionGuard}.tsx',
      'src/pages/Home/*.tsx',
    ],
    ignores: ['src/pages/Home/Overview.tsx', 'src/pages/Home/TrendCharts.tsx', 'src/pages/Home/RankingChart.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            NO_USE_REQUEST,
            {
              name: 'antd',
              importNames: ['Table', 'List', 'Pagination', 'Select', 'Tree', 'TreeSelect', 'AutoComplete', 'Cascader'],
              message:
                'Home and the shell draw before any list: load this in a lazy part, or draw it plain (src/components/PlainTable.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/server.ts', 'scripts/**', 'tests/e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Webpack loaders are CommonJS modules (config/labelsLoader.cjs): require is how they import.
    files: ['config/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests run in Node, not in the build.
    files: ['tests/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
