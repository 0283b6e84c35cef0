/** The document's meta element that names the stylesheet of antd's styles (config/staticStylesPlugin.ts). */
export const STYLES_META = 'payops-styles';

/** How long the first render waits for the stylesheet before it goes on without it. */
export const STYLES_WAIT_MS = 5000;

/**
 * Before the first render of a start with a saved session: the stylesheet of antd's styles that the production build
 * wrote (config/staticStylesPlugin.ts), so that antd's CSS-in-JS finds each of those components' styles listed in it
 * and generates and inserts none of them. antd reads that list once, at the first component it draws: the promise
 * settles when the sheet has loaded (or failed, or after STYLES_WAIT_MS), and the render waits for it. Without the
 * stylesheet (a failure, `max dev`, the tests) antd generates the styles as it always did.
 *
 * Its place in the head: first, followed by an empty style element that rc-util, which places antd's generated
 * styles, counts as one of its queue. Generated styles (pro-components, the sider's theme, components the sheet
 * leaves out) then go after the sheet, so that where two rules weigh the same the generated one wins, as
 * pro-components' rules over antd's usually did when antd's were generated first (a child's styles are inserted
 * before its parent's).
 *
 * The login page does not load it (nor its 60 kB): a start without a session returns undefined.
 */
export function loadStaticStyles(hasSession: boolean): Promise<void> | undefined {
  const href = document.querySelector<HTMLMetaElement>(`meta[name="${STYLES_META}"]`)?.content;
  if (!href || !hasSession) return undefined;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const queue = document.createElement('style');
  queue.setAttribute('data-rc-order', 'prependQueue');
  document.head.prepend(link, queue);
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done);
    link.addEventListener('error', done);
    setTimeout(done, STYLES_WAIT_MS);
  });
}
