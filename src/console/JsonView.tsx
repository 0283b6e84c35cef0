import { theme, Typography } from 'antd';

/** The longest one-line preview a table cell shows. */
export const PREVIEW_CHARS = 80;
/** The full view scrolls past this height (px). */
const MAX_HEIGHT = 360;

/**
 * A payload as text: a JSON document (or a string holding one) pretty-printed with `indent`, any other string as it
 * came (a body that was not JSON), nothing for no value.
 */
export function payloadText(value: unknown, indent?: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && typeof parsed === 'object') return JSON.stringify(parsed, null, indent);
    } catch {
      // not JSON: shown as received
    }
    return value;
  }
  return JSON.stringify(value, null, indent) ?? String(value);
}

/** The payload on one line, cut to `max` characters. */
export function payloadPreview(value: unknown, max = PREVIEW_CHARS): string {
  const line = payloadText(value).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Shows a payload (`json` fields), always as text, never as HTML: markup in it reaches the screen as the characters
 * it is made of. `full` (the detail): pretty-printed, monospace, scrolling past a maximum height, with a copy button.
 * `preview` (a table cell): one truncated line, the longer text on hover.
 */
export default function JsonView({ value, mode }: { value: unknown; mode: 'full' | 'preview' }) {
  const { token } = theme.useToken();
  const text = payloadText(value, 2);
  if (!text) return <>-</>;
  const font = { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM };

  if (mode === 'preview')
    return (
      <div
        title={payloadPreview(value, 500)}
        style={{ ...font, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {payloadPreview(value)}
      </div>
    );

  return (
    <div style={{ position: 'relative' }}>
      <pre
        // Scrolls: reachable by keyboard.
        tabIndex={0}
        style={{
          ...font,
          margin: 0,
          padding: `${token.paddingXS}px ${token.paddingLG}px ${token.paddingXS}px ${token.paddingXS}px`,
          maxHeight: MAX_HEIGHT,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadiusSM,
        }}
      >
        {text}
      </pre>
      <Typography.Text
        copyable={{ text }}
        style={{ position: 'absolute', top: token.paddingXXS, right: token.paddingXS }}
      />
    </div>
  );
}
