import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { addFault, clearFaults } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { dataRows, FIRST, renderApp, shownPage, signIn } from '../helpers/app';

// A list page's search form: its 查询 button says when the rows are being asked for, and the page of rows shown is
// kept in the address with the filters (a reload or a shared link opens the same page). The form is not drawn again
// for each answer (src/console/ResourcePage.tsx); these are what an operator sees of it.

const SLOW = 90_000;
const searchButton = () => within(shownPage()).getByRole('button', { name: /查\s*询/ });

afterEach(() => clearFaults());

describe('the search form of a list page', () => {
  it(
    'its 查询 button turns busy while the rows are asked for, and back once they are in or have failed',
    async () => {
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      renderApp('/risk/blacklist');
      await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);
      expect(searchButton()).not.toHaveClass('ant-btn-loading');

      // The next answers wait until let go.
      let letGo = () => {};
      const held = new Promise<void>((resolve) => (letGo = resolve));
      server.use(http.get('*/v1/admin/blacklist', () => held));
      // A search of its own: the list's first rows, asked early when it opened, may still be waiting to be taken by
      // the same query (src/console/firstRows.ts), which would answer without the server.
      const entry = db.blacklist[0].entry_id;
      await user.type(within(shownPage()).getByLabelText('编号'), entry);
      await user.click(searchButton());
      await waitFor(() => expect(searchButton()).toHaveClass('ant-btn-loading'), FIRST);
      letGo();
      await waitFor(() => expect(searchButton()).not.toHaveClass('ant-btn-loading'), FIRST);
      await waitFor(
        () => expect(dataRows().map((r) => r.textContent)).toEqual([expect.stringContaining(entry)]),
        FIRST,
      );

      // A failed load ends it too.
      addFault({ match: '/v1/admin/blacklist', method: 'GET', kind: 'status500', left: 1 });
      await user.click(searchButton());
      await screen.findByTestId('load-error', {}, FIRST);
      await waitFor(() => expect(searchButton()).not.toHaveClass('ant-btn-loading'), FIRST);
    },
    SLOW,
  );

  it(
    'the page of rows is kept in the address with the filter; a new search, or a filter taken off, starts at page 1',
    async () => {
      const ips = db.blacklist.filter((b) => b.dimension === 0);
      expect(ips.length, 'IP entries over more than one page').toBeGreaterThan(10);
      await signIn('admin@payops.test');
      const user = userEvent.setup();
      renderApp('/risk/blacklist?dimension=0');
      await waitFor(() => expect(dataRows()).toHaveLength(10), FIRST);
      const firstPage = dataRows()[0].textContent;

      await user.click(within(shownPage()).getByTitle('2'));
      await waitFor(() => expect(dataRows()[0].textContent).not.toBe(firstPage), FIRST);
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('current')).toBe('2'), FIRST);
      expect(new URLSearchParams(window.location.search).get('dimension')).toBe('0');

      await user.click(searchButton());
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('current')).toBe('1'), FIRST);
      await waitFor(() => expect(dataRows()[0].textContent).toBe(firstPage), FIRST);
      expect(new URLSearchParams(window.location.search).get('dimension')).toBe('0');

      // Page 2 again, then the filter's chip removed: the list starts afresh, every entry from page 1.
      await user.click(within(shownPage()).getByTitle('2'));
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('current')).toBe('2'), FIRST);
      const chips = within(shownPage()).getByTestId('filter-chips');
      await user.click(within(chips).getByLabelText(/^移除筛选/));
      await waitFor(() => expect(within(shownPage()).queryByTestId('filter-chips')).toBeNull(), FIRST);
      await waitFor(
        () => expect(within(shownPage()).getByText(`共 ${db.blacklist.length} 条`, { exact: false })).toBeVisible(),
        FIRST,
      );
      expect(shownPage().querySelector('.ant-pagination-item-active')).toHaveAttribute('title', '1');
      const address = new URLSearchParams(window.location.search);
      expect(address.get('dimension')).toBeNull();
      expect(address.get('current') ?? '1').toBe('1');
    },
    SLOW,
  );
});
