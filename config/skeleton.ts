import type { IApi } from '@umijs/max';

/**
 * A skeleton of the signed-in shell in the HTML document itself, so the first paint is the console's shape (menu,
 * tab strip, a page's title and cards) and not a blank page while the bundle loads and the current user is asked
 * for (issue 23: ~3 s on a slow API). Static markup and CSS only: the Content-Security-Policy (deploy/nginx.conf)
 * allows inline styles but no inline script.
 *
 * It sits beside the app's mount point, and CSS hides it as soon as React has put anything there: nothing removes it.
 * While the current user is asked for, React shows nothing of its own when a session is saved
 * (src/layouts/BootLoading.tsx), so the skeleton stays until the shell replaces it. Without a session the login page
 * comes next, and the skeleton gives way at once to an empty page.
 *
 * With a saved session (public/boot.js marks the document) the menu's title is there already, the console's logo and
 * name where the shell will draw them: the first content on screen (Lighthouse's first contentful paint) instead of
 * the shell's, which comes after the entry script (Home on a slow connection: 3.3 -> 1.0-1.5 s). Without one the grey
 * shape stays: the login page, which comes next, draws a title of its own.
 */
/** The shell's title (ProLayout's, src/app.tsx), which the skeleton shows with a saved session. */
export const SKELETON_TITLE = 'PayOps Console';
/** The class public/boot.js gives the document element when a session is saved. */
export const SESSION_CLASS = 'payops-boot-session';

const bars = (n: number, cls: string) => Array.from({ length: n }, () => `<i class="${cls}"></i>`).join('');

export const SKELETON_HTML =
  '<div class="payops-boot" aria-hidden="true">' +
  '<div class="payops-boot-sider"><i class="payops-boot-logo"></i>' +
  `<b class="payops-boot-brand"><img src="/favicon.svg" alt="">${SKELETON_TITLE}</b>${bars(10, 'payops-boot-item')}` +
  '<i class="payops-boot-search"></i><i class="payops-boot-user"></i></div>' +
  `<div class="payops-boot-main"><div class="payops-boot-tabs"><i></i><i></i></div>` +
  `<i class="payops-boot-title"></i><i class="payops-boot-line"></i>` +
  `<div class="payops-boot-cards">${bars(5, 'payops-boot-card')}</div><i class="payops-boot-block"></i></div>` +
  '</div>';

// The shades of the light layout (ProLayout: #f5f5f5 behind, white cards) and of antd's Skeleton (6% black).
export const SKELETON_CSS = `
#root:not(:empty) + .payops-boot { display: none; }
.payops-boot { position: fixed; inset: 0; display: flex; background: #f5f5f5; overflow: hidden; }
.payops-boot i { display: block; border-radius: 6px; background: rgba(0, 0, 0, 0.06); }
.payops-boot-sider { width: 256px; flex: none; display: flex; flex-direction: column; gap: 20px; padding: 16px 20px;
  box-sizing: border-box; border-inline-end: 1px solid rgba(5, 5, 5, 0.06); }
.payops-boot-logo { width: 150px; height: 22px; margin-block-end: 12px; }
.payops-boot-brand { display: none; align-items: center; gap: 6px; height: 22px; margin-block-end: 12px;
  white-space: nowrap; color: rgba(0, 0, 0, 0.88); font-size: 16px; line-height: 22px; font-weight: 600; font-family: -apple-system,
  BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif; }
.payops-boot-brand img { width: 22px; height: 22px; }
.${SESSION_CLASS} .payops-boot-brand { display: flex; }
.${SESSION_CLASS} .payops-boot-logo { display: none; }
.payops-boot-item { height: 16px; width: 70%; }
.payops-boot-item:nth-child(3n) { width: 55%; }
.payops-boot-search { margin-block-start: auto; height: 32px; }
.payops-boot-user { height: 28px; width: 60%; }
.payops-boot-main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 20px; padding: 8px 40px 0 16px; }
.payops-boot-tabs { display: flex; gap: 4px; height: 32px; margin-inline-end: -24px; margin-block-end: 12px;
  border-block-end: 1px solid rgba(5, 5, 5, 0.06); }
.payops-boot-tabs i { width: 110px; border-radius: 6px 6px 0 0; }
.payops-boot-title { width: 220px; height: 24px; margin-inline-start: 24px; }
.payops-boot-line { width: 60%; height: 16px; margin-inline-start: 24px; }
.payops-boot-cards { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 16px; margin-inline-start: 24px; }
.payops-boot .payops-boot-card { height: 140px; background: #fff; }
.payops-boot .payops-boot-block { height: 240px; margin-inline-start: 24px; background: #fff; }
@media (max-width: 1199px) { .payops-boot-cards { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (prefers-reduced-motion: no-preference) {
  .payops-boot i { animation: payops-boot-pulse 1.4s ease-in-out infinite; }
  @keyframes payops-boot-pulse { 50% { opacity: 0.55; } }
}
`;

export default (api: IApi) => {
  api.addHTMLStyles(() => [SKELETON_CSS]);
  // public/boot.js: marks a saved session for the skeleton, preloads antd's stylesheet then, and has the locale data of
  // Intl load while the entry script downloads. `async` keeps the parser, and so the skeleton, from waiting.
  api.addHTMLHeadScripts(() => [{ src: '/boot.js', async: true }]);
  api.modifyHTML(($) => {
    $('#root').after(SKELETON_HTML);
    return $;
  });
};
