import type { CSSProperties, ReactNode } from 'react';

const TILE = { width: 320, height: 200 };

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * The tile drawn behind the work area: the lines, tilted, as an SVG image (text as text: escaped, never markup; no
 * canvas, so it also prints and renders without one).
 */
export function watermarkImage(lines: readonly string[]): string {
  const text = lines.map((line, i) => `<tspan x="0" dy="${i ? 20 : 0}">${xml(line)}</tspan>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}">` +
    `<text transform="translate(40 130) rotate(-22)" font-family="sans-serif" font-size="14" ` +
    `fill="rgba(0,0,0,0.09)">${text}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/**
 * The operator's identity over the console, so a screenshot of payment data traces back to who took it. It lies over
 * everything, dialogs and drawers included (clicks pass through), so no card, table or drawer hides it.
 */
export default function Watermark({ lines, children }: { lines: readonly string[]; children: ReactNode }) {
  const overlay: CSSProperties = {
    position: 'fixed',
    inset: 0,
    pointerEvents: 'none',
    // Above antd's dialogs and drawers (1000), below nothing the operator needs to click (it takes no clicks).
    zIndex: 2000,
    backgroundImage: watermarkImage(lines),
    backgroundRepeat: 'repeat',
  };
  return (
    <>
      {children}
      {lines.length ? <div aria-hidden data-testid="watermark" style={overlay} /> : null}
    </>
  );
}
