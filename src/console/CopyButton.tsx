import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import copy from 'copy-to-clipboard';
import { useEffect, useState, type CSSProperties } from 'react';

/** How long the button says "copied" after a copy (antd's copyable says it as long). */
export const COPIED_FOR_MS = 3000;

/** The Clipboard API where the page may use it (a secure context), else the selection's copy (copy-to-clipboard). */
function write(text: string) {
  if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).catch(() => copy(text));
  else copy(text);
}

const BUTTON: CSSProperties = {
  border: 0,
  padding: 0,
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
  lineHeight: 1,
  font: 'inherit',
};

/**
 * A row key's copy button: what antd's `Typography.Text copyable` shows (an icon button named "copy", a check once
 * copied), as one plain button. A list draws one per row, and the antd component (a tooltip, a typography, their
 * styles registered per instance) was a fifth of a list's rows' render; its name shows as the button's title instead.
 */
export default function CopyButton({ text, color, success }: { text: string; color?: string; success?: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const name = intl.formatMessage({ id: 'console.copy' });
  return (
    <button
      type="button"
      className="payops-copy"
      aria-label={name}
      title={intl.formatMessage({ id: copied ? 'console.copied' : 'console.copy' })}
      style={{ ...BUTTON, color: copied ? success : color }}
      onClick={(event) => {
        // Not the row's click (a row that opens or selects on click).
        event.stopPropagation();
        write(text);
        setCopied(true);
      }}
    >
      {copied ? <CheckOutlined /> : <CopyOutlined />}
    </button>
  );
}
