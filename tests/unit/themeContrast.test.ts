import { describe, expect, it } from 'vitest';
import theme from '../../config/theme';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

describe("the theme's orange text (config/theme.ts)", () => {
  it('keeps AA contrast (4.5:1) on white at rest, under the pointer and pressed: links and tab labels', () => {
    const { token = {}, components = {} } = theme;
    const shades = {
      colorLink: token.colorLink,
      colorLinkHover: token.colorLinkHover,
      colorLinkActive: token.colorLinkActive,
      'Tabs.itemSelectedColor': components.Tabs?.itemSelectedColor,
      'Tabs.itemHoverColor': components.Tabs?.itemHoverColor,
      'Tabs.itemActiveColor': components.Tabs?.itemActiveColor,
    };
    for (const [name, colour] of Object.entries(shades)) {
      expect(colour, name).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(colour as string, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
