/**
 * Right to left, a label reads in its own language's direction: an English fallback label ("Order no." and antd's
 * colon) keeps its full stop and colon at its end instead of showing ".Order no" or ":Order no", and an Arabic one
 * reads right to left. `unicode-bidi: plaintext` takes each label's direction from its first strong letter, with the
 * colon antd adds (::after) in the same run: a form or description label is laid out inline for that (antd's flex
 * would order the text and its colon by the page's direction), with the gap to its input on the input's side, and
 * a header, label cell or title keeps the page's right alignment. The selectors outweigh antd's own (written
 * after this one, as components first render).
 */
export const BIDI_LABELS_CSS = `
:root[dir='rtl'] body .ant-descriptions-item-label,
:root[dir='rtl'] body .ant-form-item-label > label,
:root[dir='rtl'] body .ant-table-thead > tr > th,
:root[dir='rtl'] body .ant-table-column-title,
:root[dir='rtl'] body .ant-card-head-title,
:root[dir='rtl'] body .ant-typography:is(h1, h2, h3, h4, h5) { unicode-bidi: plaintext; }
:root[dir='rtl'] body .ant-table-thead > tr > th,
:root[dir='rtl'] body th.ant-descriptions-item-label,
:root[dir='rtl'] body .ant-card-head-title,
:root[dir='rtl'] body .ant-typography:is(h1, h2, h3, h4, h5) { text-align: right; }
:root[dir='rtl'] body .ant-descriptions-item-label { display: inline-block; }
:root[dir='rtl'] body span.ant-descriptions-item-label,
:root[dir='rtl'] body .ant-form-item-label > label { display: inline-block; padding-left: 8px; }
:root[dir='rtl'] body .ant-descriptions-item-label::after,
:root[dir='rtl'] body .ant-form-item-label > label::after { margin-inline: 2px; }
:root[dir='rtl'] body .ant-form-horizontal .ant-form-item-label > label,
:root[dir='rtl'] body .ant-form-inline .ant-form-item-label > label { line-height: 32px; }
`;

export function addBidiStyle() {
  if (typeof document === 'undefined' || document.getElementById('payops-bidi-labels')) return;
  const style = document.createElement('style');
  style.id = 'payops-bidi-labels';
  style.textContent = BIDI_LABELS_CSS;
  document.head.appendChild(style);
}
