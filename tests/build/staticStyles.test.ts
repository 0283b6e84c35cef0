import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ConfigProvider, theme as antdTheme } from 'antd';
import theme from '../../config/theme';
import { generateStaticStyles, stylesheetName } from '../../config/staticStylesPlugin';

/** The stylesheet the production build writes (config/staticStylesPlugin.ts), generated once for these tests. */
let css = '';
/** Its list of the styles it holds, as antd's CSS-in-JS reads it: "token|component|prefix|icon prefix" -> id. */
let listed: Map<string, string>;

beforeAll(async () => {
  css = await generateStaticStyles();
  const list = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(css)?.[1] ?? '';
  listed = new Map(list.split(';').map((entry) => entry.split(':') as [string, string]));
}, 120_000);

/** The key of the console's theme as antd computes it in the app (Umi's antd plugin: a ConfigProvider with it). */
function themeKey(): string {
  let key = '';
  const Probe = () => {
    key = (antdTheme.useToken().token as unknown as { _tokenKey: string })._tokenKey;
    return null;
  };
  renderToString(createElement(ConfigProvider, { theme }, createElement(Probe)));
  return key;
}

describe('the stylesheet of antd styles (config/staticStylesPlugin.ts)', () => {
  it("holds the styles of the pages' components under the console's theme, listed by the key the app computes", () => {
    const key = themeKey();
    expect(key).toMatch(/^[a-z0-9]+$/);
    for (const path of [
      'Button-Button|ant-btn',
      'Table-Table|ant-table',
      'Form-Form|ant-form',
      'DatePicker-DatePicker|ant-picker',
    ]) {
      expect(listed.get(`${key}|${path}|anticon`), path).toMatch(/^[a-z0-9]+$/);
    }
    // The styles themselves, in the theme's colours (a primary button: the console's orange with dark text).
    expect(css.includes('.ant-btn-variant-solid{color:rgba(0, 0, 0, 0.88);background:#ff7e00;}')).toBe(true);
    // The layout's: its sider's theme (its own key) and pro-components' own styles.
    expect([...listed.keys()].filter((k) => /\|Menu-Menu\|ant-menu\|/.test(k))).toHaveLength(1);
    expect([...listed.keys()].some((k) => k.endsWith('|ProTable'))).toBe(true);
    expect(listed.size).toBeGreaterThan(60);
  });

  it("puts a parent's styles after its children's, as a browser inserts them (the page container's padding wins)", () => {
    const header = css.indexOf('.ant-page-header.ant-page-header-has-breadcrumb{padding-block-start:12px;}');
    const container = css.indexOf(
      '.ant-pro-page-container .ant-pro-page-container-warp-page-header{padding-block-start:8px;',
    );
    expect(header).toBeGreaterThan(-1);
    expect(container).toBeGreaterThan(header);
  });

  it("has the build's changes to antd's styles (config/sourcePatches.ts): no reset rule on an ancestor's class", () => {
    // (Tested, not matched: a failed match would print the whole sheet.)
    expect(/\[class\^="ant-form"\]/.test(css)).toBe(true);
    expect(css.match(/\[class\^="ant-[a-z-]+"\] \[class\^="ant-[a-z-]+"\]/g) ?? []).toEqual([]);
  });

  it('is named by its content, as the bundles are (nginx caches those names for a year)', () => {
    expect(stylesheetName(css)).toMatch(/^antd\.[0-9a-f]{8}\.css$/);
    expect(stylesheetName(`${css} `)).not.toBe(stylesheetName(css));
  });
});
