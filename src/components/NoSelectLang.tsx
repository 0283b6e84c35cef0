/**
 * Stands in for Umi's generated SelectLang in the build (.umirc.ts, chainWebpack). The layout would show it only
 * without our own header actions (`rightContentRender: false` in src/app.tsx), yet importing it put antd's Dropdown
 * and Menu into the entry script of every page, the login page included.
 */
export function SelectLang(): null {
  return null;
}
