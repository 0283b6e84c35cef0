/**
 * Exact changes to library modules, made as the build reads them (config/replaceLoader.cjs; .umirc.ts adds a rule per
 * entry). Each search must be found exactly once in its module, or the build stops; tests/unit/sourcePatches.test.ts
 * checks the installed packages too, so that an upgrade that moved the code fails `npm test` first.
 */
export type SourcePatch = {
  /** The webpack rule's name. */
  name: string;
  /** The module, from the project's root (the rule matches it by its path, whichever way it is reached). */
  file: string;
  replacements: { search: string; replace: string }[];
};

export const SOURCE_PATCHES: SourcePatch[] = [
  {
    // pro-form's BaseForm with `syncToInitialValues: false` (every list's filter form, src/console/searchForm.tsx)
    // empties the initial values it took from the address once mounted, with a new empty object even when they were
    // empty already: BaseForm and every field of the form were drawn again in the render that brings a list's first
    // rows (18 fields, about 400 components on the orders list). The same object is kept when there was nothing.
    name: 'pro-form-initial-values',
    file: 'node_modules/@ant-design/pro-form/es/BaseForm/BaseForm.js',
    replacements: [
      {
        search: 'setUrlParamsMergeInitialValues({});',
        replace: 'setUrlParamsMergeInitialValues(function (was) { return Object.keys(was).length ? {} : was; });',
      },
    ],
  },
  {
    // The same form writes the table's page (`current`, `pageSize`) into the address once mounted, through
    // @umijs/use-params, which then rendered BaseForm again to read the address it had just written: every field of
    // the form again (its context is a new object at each render), in the render before the first rows. BaseForm
    // reads the address in its render only for its first values; its submit reads it after a render of its own
    // (loading). The address is still written, and read again at BaseForm's next render and at every popstate.
    // pro-form is the package's only user in the build (pro-layout's setting drawer is not used).
    name: 'use-params-own-write',
    file: 'node_modules/@umijs/use-params/es/index.js',
    replacements: [
      {
        search: `if (urlSearchParams.toString() !== url.searchParams.toString()) {
            forceUpdate({});
        }`,
        replace: '/* no render for its own write (config/sourcePatches.ts) */',
      },
    ],
  },
  {
    // ProLayout matches the location against its menu at every navigation (@umijs/route-utils' getMatchMenu): it
    // flattened the whole menu again (copying the flat map once per area) and compiled two or three path patterns
    // for each of its 190 keys, about 1 MB of garbage and a few ms a click. The flat menu is kept per menu (the same
    // array until the routes, the permissions or the language change) and each pattern compiled once (the keys
    // array some calls pass is never read; the patterns have no `g` flag, so a kept one tests the same). A key without
    // a parameter or a pattern (the lists) is compared as text, as its pattern reads it (case aside, the key itself
    // with one '/', '#' or '?' after it; or, for `key/(.*)`, anything below the key); a key with one (the records) is
    // compiled only for a location that starts with the text before it: at start-up, the first test of each of some
    // 500 patterns compiled it (about 15-20 ms of the layout's first render on the 2-core machine, under a profiler).
    // A location with a character outside ASCII is tested by the pattern.
    name: 'route-utils-match-menu',
    file: 'node_modules/@umijs/route-utils/es/getMatchMenu/getMatchMenu.js',
    replacements: [
      {
        search: "import { pathToRegexp } from '../path-to-regexp';",
        replace: `import { pathToRegexp as compilePath } from '../path-to-regexp';
var compiledPaths = new Map();
var ASCII = /^[\\x00-\\x7f]*$/;
var SPECIAL = /[:(){}*+?\\\\]/;
var ANY_BELOW = '/(.*)';
function textMatcher(path) {
  if (!ASCII.test(path)) return null;
  var below = path.slice(-ANY_BELOW.length) === ANY_BELOW;
  var key = below ? path.slice(0, -ANY_BELOW.length) : path;
  var special = key.search(SPECIAL);
  // With a parameter: the text before the '/' that leads to it, which any location it matches starts with.
  var lower = (special === -1 ? key : key.slice(0, Math.max(key.lastIndexOf('/', special - 1), 0))).toLowerCase();
  var regexp = null;
  return {
    test: function (location) {
      if (!ASCII.test(location)) return (regexp || (regexp = compilePath(path))).test(location);
      var at = location.toLowerCase();
      if (special !== -1) {
        if (at.slice(0, lower.length) !== lower) return false;
        return (regexp || (regexp = compilePath(path))).test(location);
      }
      if (!lower) return (regexp || (regexp = compilePath(path))).test(location);
      if (below) return at.slice(0, lower.length + 1) === lower + '/';
      if (at === lower) return true;
      return at.length === lower.length + 1 && at.slice(0, lower.length) === lower && '/#?'.indexOf(at[lower.length]) > -1;
    },
  };
}
function pathToRegexp(path) {
  var compiled = compiledPaths.get(path);
  if (!compiled) {
    compiled = textMatcher(path) || compilePath(path);
    compiledPaths.set(path, compiled);
  }
  return compiled;
}
var flatMenusByData = new WeakMap();
function flatMenusOf(menuData) {
  if (!Array.isArray(menuData)) return getFlatMenu(menuData);
  var flat = flatMenusByData.get(menuData);
  if (!flat) {
    flat = getFlatMenu(menuData);
    flatMenusByData.set(menuData, flat);
  }
  return flat;
}`,
      },
      { search: 'var flatMenus = getFlatMenu(menuData);', replace: 'var flatMenus = flatMenusOf(menuData);' },
    ],
  },
  {
    // antd's reset of each component (genCommonStyle) sets box-sizing on the elements whose class starts with the
    // component's prefix ([class^="ant-form"], [class*=" ant-form"]), and again on such elements inside them
    // ([class^="ant-form"] [class^="ant-form"]). An attribute selector on the class of an ancestor makes the browser
    // restyle every element under any element whose class changes, whatever the class: a tab shown, a table's edge
    // shadow, a spinner, a menu item lit each restyled the whole page under it (a class put on the body and taken off
    // again: 17-32 ms with those rules, 0.2 ms without, on the orders list of the 2-core machine). Without a root
    // class (antd's CSS variables, which the console does not use) the inner rule repeats the outer one: every element
    // it matches matches the outer rule, which sets the same box-sizing (on ::before and ::after too). It is left out.
    name: 'antd-common-style-descendants',
    file: 'node_modules/antd/es/style/index.js',
    replacements: [
      {
        search: `[rootPrefixSelector]: Object.assign(Object.assign(Object.assign({}, resetFontStyle), resetStyle), {
      [prefixSelector]: resetStyle
    })`,
        replace: `[rootPrefixSelector]: Object.assign(Object.assign(Object.assign({}, resetFontStyle), resetStyle), rootCls ? {
      [prefixSelector]: resetStyle
    } : {})`,
      },
    ],
  },
  {
    // ProTable's data hook waits for its filter form's first values (`manual` until then), then asks for the rows
    // through its debounce timer, after ending a request that was never started (its effect's cleanup and its
    // abortFetch set the loading to false: a render of ProTable and its table, about 200 components on a list page,
    // between the form's round and the timer). Its call at mount, while `manual`, asked for nothing (the timer's call
    // only noted that it had been made): it is noted at once now, nothing started, nothing ended. The first request,
    // the one that `manual` turning false lets go, leaves from that effect in a microtask: its loading and the rows
    // asked for at the click (src/console/firstRows.ts), in by then, come together in the next render (an answer not
    // in is shown loading first, as before). The page the form takes from the address in the same render had its own
    // effects start the timer: that is cancelled, the request reads the same page. Later requests (filters, sort, page,
    // and any made while still `manual`, as before) keep the timer, which gathers changes made in the same moment.
    name: 'pro-table-first-request',
    file: 'node_modules/@ant-design/pro-table/es/useFetchData.js',
    replacements: [
      {
        search: 'var fetchListDebounce = useDebounceFn( /*#__PURE__*/function () {',
        replace:
          'var fetchListAtOnce;\n  var fetchListDebounce = useDebounceFn(fetchListAtOnce = /*#__PURE__*/function () {',
      },
      {
        search: `useDeepCompareEffect(function () {
    abortFetch();
    fetchListDebounce.run(false);`,
        replace: `useDeepCompareEffect(function () {
    if (manual && manualRequestRef.current) {
      manualRequestRef.current = false;
      manualRequestRef.waiting = true;
    } else if (!manual && manualRequestRef.waiting) {
      manualRequestRef.waiting = false;
      fetchListDebounce.cancel();
      Promise.resolve().then(function () {
        if (!umountRef.current) fetchListAtOnce(false);
      });
    } else {
      manualRequestRef.waiting = false;
      abortFetch();
      fetchListDebounce.run(false);
    }`,
      },
      {
        search: `    return function () {
      abortFetch();
    };
  }, [].concat(_toConsumableArray(effects), [manual]));`,
        replace: `    return function () {
      if (!manualRequestRef.waiting) abortFetch();
    };
  }, [].concat(_toConsumableArray(effects), [manual]));`,
      },
    ],
  },
  {
    // ProLayout wraps its side menu in an antd ConfigProvider whose theme (the menu's tokens from the layout's) is a
    // new object at every render of the layout, that is at every navigation. antd compares a theme's parts by
    // identity, so every antd component of the menu got a new context and the whole menu (about 430 components: each
    // item, its icon, its tooltip and motion) was drawn again at every click, even when nothing in it changed
    // (src/layouts/LabelledMenu.tsx keeps the menu's own element). The theme is kept while its content is the same.
    name: 'pro-layout-sider-theme',
    file: 'node_modules/@ant-design/pro-layout/es/ProLayout.js',
    replacements: [
      {
        search: `theme: {
            hashed: isNeedOpenHash(),`,
        replace: `theme: stableSiderTheme({
            hashed: isNeedOpenHash(),`,
      },
      {
        search: `}
          },
          children: siderMenuDom`,
        replace: `}
          }),
          children: siderMenuDom`,
      },
      {
        search: 'var ProLayout = function ProLayout(props) {',
        replace: `var stableSiderThemeKey;
var stableSiderThemeValue;
function stableSiderTheme(theme) {
  var key = JSON.stringify(theme);
  if (key !== stableSiderThemeKey) {
    stableSiderThemeKey = key;
    stableSiderThemeValue = theme;
  }
  return stableSiderThemeValue;
}
var ProLayout = function ProLayout(props) {`,
      },
    ],
  },
  {
    // ProLayout asks for its menu through SWR at mount whether or not a `menu.request` is given (the console gives
    // none: its menu is the route table's), and the fetcher's first step sets the layout's menu loading. SWR starts
    // it in a layout effect, so the whole frame (sider, header, the work area's first parts) was drawn a second time
    // synchronously in the task that committed it, then again as SWR's state settled (useSyncExternalStore, also
    // synchronous): at a signed-in start, one task of 170-230 ms on a 2-core machine (Lighthouse's blocking time on
    // Home). Without a request there is nothing to ask for: SWR gets no key, and the layout stays as drawn.
    name: 'pro-layout-no-menu-request',
    file: 'node_modules/@ant-design/pro-layout/es/ProLayout.js',
    replacements: [
      {
        search: 'var _useSWR = useSWR([defaultId, menu === null || menu === void 0 ? void 0 : menu.params],',
        replace:
          'var _useSWR = useSWR(menu !== null && menu !== void 0 && menu.request ? [defaultId, menu.params] : null,',
      },
    ],
  },
  {
    // pro-utils' ErrorBoundary (ProLayout's and ProTable's when they are given no other) imports antd's Result for the
    // page it shows after a render error. Result holds its 403, 404 and 500 illustrations: about 10 kB gzip that every
    // start of the signed-in console loaded, before Home's figures, for a page shown only after a fault. Result now
    // loads when that page is shown (the same page: a render error is rare and then waits a chunk's load).
    name: 'pro-utils-error-result-lazy',
    file: 'node_modules/@ant-design/pro-utils/es/components/ErrorBoundary/index.js',
    replacements: [
      {
        search: "import { Result } from 'antd';",
        replace: "var Result = React.lazy(function () { return import('antd/es/result'); });",
      },
      {
        search: `return /*#__PURE__*/_jsx(Result, {
          status: "error",
          title: "Something went wrong.",
          extra: this.state.errorInfo
        });`,
        replace: `return /*#__PURE__*/_jsx(React.Suspense, { fallback: null, children: /*#__PURE__*/_jsx(Result, {
          status: "error",
          title: "Something went wrong.",
          extra: this.state.errorInfo
        }) });`,
      },
    ],
  },
  {
    // antd's Button reads one function, isBright, from the colour picker's presets panel (color-picker/components/
    // ColorPresets), a module that also holds the panel itself and so imports antd's Collapse and rc-collapse: every
    // page's entry script carried them (about 12 kB raw) for a button's text colour on a solid background. The
    // function is the same here, with its colour class from the package's module of its own (the package's index
    // brings its whole picker: .umirc.ts marks it free of side effects).
    name: 'antd-button-is-bright',
    file: 'node_modules/antd/es/button/style/token.js',
    replacements: [
      {
        search: "import { isBright } from '../../color-picker/components/ColorPresets';",
        replace: `import { Color as RcColor } from '@rc-component/color-picker';
const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`,
      },
    ],
  },
];

/** The webpack rule's test for a patch's module: its path, with either separator. */
export function moduleTest(file: string): RegExp {
  const parts = file.split('/').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`${parts.join('[\\\\/]')}$`);
}
