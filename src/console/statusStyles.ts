import { theme } from 'antd';
import consoleTheme from '../../config/theme';
import { updateCSS } from '@/build/dynamicCSS';
import type { Tone } from '@/domain/enums';

/** The class of a state's dot, by its tone (what antd's Badge calls its status). */
export const statusDotClass = (tone: Tone) => `payops-status-dot payops-status-${tone}`;

let written = false;

/**
 * The stylesheet of the console's state dots (src/console/renderers.tsx, EnumBadge): antd's status Badge as plain
 * CSS, written once with the theme's colours (config/theme.ts). A list draws a dot per state cell, and the Badge
 * registered its styles through antd's CSS-in-JS at every one of them, a few milliseconds of each list's first rows.
 */
export function ensureStatusStyles() {
  if (written || typeof document === 'undefined') return;
  written = true;
  const t = theme.getDesignToken(consoleTheme);
  const css = `
.payops-status { position: relative; display: inline-block; line-height: inherit; vertical-align: baseline;
  font-size: ${t.fontSize}px; }
.payops-status-dot { position: relative; top: -1px; display: inline-block; width: ${t.fontSizeSM / 2}px;
  height: ${t.fontSizeSM / 2}px; vertical-align: middle; border-radius: 50%; }
.payops-status-text { margin-inline-start: ${t.marginXS}px; color: ${t.colorText}; }
.payops-status-default { background-color: ${t.colorTextPlaceholder}; }
.payops-status-success { background-color: ${t.colorSuccess}; }
.payops-status-warning { background-color: ${t.colorWarning}; }
.payops-status-error { background-color: ${t.colorError}; }
.payops-status-processing { color: ${t.colorInfo}; background-color: ${t.colorInfo}; }
.payops-status-processing::after { content: ""; position: absolute; top: 0; inset-inline-start: 0; width: 100%;
  height: 100%; box-sizing: border-box; border: ${t.lineWidth}px solid currentcolor; border-radius: 50%;
  animation: payops-status-processing 1.2s ease-in-out infinite; }
@keyframes payops-status-processing { 0% { transform: scale(0.8); opacity: 0.5; } 100% { transform: scale(2.4); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .payops-status-processing::after { animation: none; } }
`;
  updateCSS(css, 'payops-status');
}
