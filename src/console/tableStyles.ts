import { updateCSS } from '@/build/dynamicCSS';

/** The edge shadow's colour: antd draws it in its split colour (6% black), which cannot be seen on a white row. */
const FIXED_EDGE_SHADOW = 'rgba(0, 0, 0, 0.22)';

let written = false;

/**
 * The shadow at the edge of a table's fixed column (a list's row actions) while columns scroll beneath it, as antd
 * draws it (the same selectors, one class more, so that they win whatever the order of the styles) in a colour that
 * can be seen: at 1280 px wide a list's last columns scroll under its actions, and without a visible edge the created
 * time looked cut off (“2026/10/31 U”) rather than scrolled. Written once, at start-up (src/global.tsx).
 */
export function ensureTableStyles() {
  if (written || typeof document === 'undefined') return;
  written = true;
  const t = '.ant-table-wrapper .ant-table';
  const left = `inset 10px 0 8px -8px ${FIXED_EDGE_SHADOW}`;
  const right = `inset -10px 0 8px -8px ${FIXED_EDGE_SHADOW}`;
  const css = `
${t}.ant-table-ping-left:not(.ant-table-has-fix-left) .ant-table-container::before,
${t}.ant-table-ping-left .ant-table-cell-fix-left-first::after,
${t}.ant-table-ping-left .ant-table-cell-fix-left-last::after { box-shadow: ${left}; }
${t}.ant-table-ping-right:not(.ant-table-has-fix-right) .ant-table-container::after,
${t}.ant-table-ping-right .ant-table-cell-fix-right-first::after,
${t}.ant-table-ping-right .ant-table-cell-fix-right-last::after { box-shadow: ${right}; }
`;
  updateCSS(css, 'payops-table');
}
