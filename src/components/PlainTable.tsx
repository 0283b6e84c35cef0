import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  /** Figures line up at the end of the cell (the right, or the left in a right-to-left language). */
  align?: 'start' | 'end';
  render: (row: T) => ReactNode;
}

/**
 * A small read-only table drawn as antd's small Table is (its header, lines and spacing, from the theme's tokens), for
 * a first view's few rows: Home's volume per currency. antd's Table carries sorting, filters (with a Tree), selection
 * and pagination (with a Select), about 60 kB of gzip script that Home's figures would otherwise wait for; a list
 * page's table is antd's, loaded with the list.
 */
export default function PlainTable<T>({
  columns,
  rows,
  rowKey,
  empty,
}: {
  columns: PlainColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Said in one cell across the table when there is no row. */
  empty: ReactNode;
}) {
  const { token } = theme.useToken();
  const cell = (align: 'start' | 'end' = 'start'): CSSProperties => ({
    padding: token.paddingXS,
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    textAlign: align,
    overflowWrap: 'anywhere',
  });
  return (
    <table
      style={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      <thead>
        <tr>
          {columns.map((c) => (
            <th
              key={c.key}
              scope="col"
              style={{
                ...cell(c.align),
                background: token.colorFillAlter,
                color: token.colorTextHeading,
                fontWeight: token.fontWeightStrong,
              }}
            >
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} style={cell(c.align)}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={columns.length} style={{ ...cell(), textAlign: 'center', padding: token.padding }}>
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
