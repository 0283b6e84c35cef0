import type { ThemeConfig } from 'antd';
import defaultSettings from './defaultSettings';

/**
 * The console's antd theme (`.umirc.ts` hands it to antd's ConfigProvider), here so that plain elements drawn
 * without an antd component (src/console/statusStyles.ts) take the same colours.
 *
 * The spec's primary colour, with text tokens that keep WCAG AA contrast (4.5:1): antd's 45% black for secondary
 * text and white on #ff7e00 fall short, so secondary text is darker and primary buttons carry dark text. Orange text
 * (links) uses a darker shade of the same hue.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: defaultSettings.colorPrimary,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // Placeholders too: a multiple select's placeholder is text that axe measures (antd's 25% black is 1.9:1).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorLink: '#b35300',
    colorError: '#cf1322',
    // Green text (a rising rate) at 4.5:1 on white, as the error red already is.
    colorSuccess: '#237804',
    // A hovered link darkens: a lighter orange (#d96500, 3.6:1) failed AA under the pointer.
    colorLinkHover: '#8c4000',
    colorLinkActive: '#8c4000',
  },
  components: {
    Button: { primaryColor: 'rgba(0, 0, 0, 0.88)' },
    // A selected tab's label is orange text: the link shades, not #ff7e00 (2.6:1).
    Tabs: { itemSelectedColor: '#b35300', itemHoverColor: '#8c4000', itemActiveColor: '#8c4000' },
  },
};

export default theme;
