import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PlainTable, { type PlainColumn } from '@/components/PlainTable';

interface Line {
  currency: string;
  today: string;
}

const columns: PlainColumn<Line>[] = [
  { key: 'currency', title: 'Currency', render: (r) => r.currency },
  { key: 'today', title: 'Today', align: 'end', render: (r) => r.today },
];

/** Home's volume per currency is drawn by src/components/PlainTable.tsx instead of antd's Table. */
describe('a plain read-only table (src/components/PlainTable.tsx)', () => {
  it('reads as a table: a header per column, a row per line in the given order, figures aligned at the end', () => {
    render(
      <PlainTable
        columns={columns}
        rowKey={(r) => r.currency}
        rows={[
          { currency: 'USD', today: '1,200.00' },
          { currency: 'EUR', today: '3.50' },
        ]}
        empty="none"
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Currency', 'Today']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['USD', '1,200.00'],
      ['EUR', '3.50'],
    ]);
    // The end of the line in either direction (right to left in Arabic).
    expect(within(rows[0]).getByText('1,200.00')).toHaveStyle({ textAlign: 'end' });
    expect(within(rows[0]).getByText('USD')).toHaveStyle({ textAlign: 'start' });
    expect(screen.queryByText('none')).not.toBeInTheDocument();
  });

  it('says there is nothing in one cell across every column, under the headers', () => {
    render(<PlainTable columns={columns} rowKey={(r) => r.currency} rows={[]} empty="Nothing today" />);
    const cell = screen.getByRole('cell', { name: 'Nothing today' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });
});
