import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { FIRST, renderApp, shownPage, signIn } from '../helpers/app';
import { headerFields } from '@/console/RecordHeader';
import { recordPath } from '@/console/recordLink';
import labels from '@/locales/resources';
import { resourceByKey } from '@/resources';

const SLOW = 60_000;
const zh = labels['zh-CN'];
type Row = Record<string, unknown>;

/**
 * The kinds an operator works, each with a row that has an action to run now (but a refund's, which has none), the
 * action, and a field that names another record.
 */
const KINDS: { key: string; row: (rows: Row[]) => Row | undefined; action?: string; link: string }[] = [
  // A merchant names no other record: its page lists its shops, each a link.
  {
    key: 'merchant',
    row: (rows) => rows.find((r) => r.status === 1 && db.shop.some((s) => s.cust_id === r.cust_id)),
    action: 'freeze',
    link: 'shop',
  },
  { key: 'kyb', row: (rows) => rows.find((r) => r.status === 0), action: 'reject', link: 'cust_id' },
  { key: 'shop', row: (rows) => rows.find((r) => r.status === 1), action: 'disable', link: 'cust_id' },
  {
    key: 'order',
    row: (rows) => rows.find((r) => r.pay_status === 1 && r.freeze_status !== 0 && r.shop_id),
    action: 'freeze',
    link: 'shop_id',
  },
  { key: 'refund', row: (rows) => rows[0], link: 'order_no' },
  { key: 'dispute', row: (rows) => rows.find((r) => r.status === 10), action: 'accept', link: 'order_no' },
  { key: 'fraudAlert', row: (rows) => rows.find((r) => r.status === 0), action: 'handle', link: 'order_no' },
  { key: 'payout', row: (rows) => rows.find((r) => r.status === 0), action: 'approve', link: 'cust_id' },
  { key: 'settlement', row: (rows) => rows.find((r) => r.status === 0), action: 'settle', link: 'cust_id' },
  { key: 'balance', row: (rows) => rows[0], action: 'adjust', link: 'cust_id' },
];

describe('the record page of each kind an operator works', () => {
  it.each(KINDS)(
    '$key: opened by its address, it names its kind and key, shows its key facts and actions, and links a related record',
    async ({ key, row: pick, action, link }) => {
      await signIn('admin@payops.test');
      const def = resourceByKey(key)!;
      const row = pick(db[key as keyof typeof db] as unknown as Row[]);
      expect(row, `a ${key} to open`).toBeDefined();
      const id = String(row![def.rowKey]);
      renderApp(recordPath(key, id, row)!);

      const facts = await waitFor(() => within(shownPage()).getByTestId('record-facts'), FIRST);
      const page = shownPage();
      // Kind and key in the title.
      const kind = zh[`resources.${key}.record`] ?? zh[`resources.${key}.title`];
      expect(page.querySelector('.ant-page-header-heading-title')?.textContent).toContain(kind);
      expect(page.querySelector('.ant-page-header-heading-title')?.textContent).toContain(id);
      // The key facts, each labelled.
      for (const f of headerFields(def))
        expect(
          within(facts).getByText(zh[`resources.${key}.fields.${f}`] ?? zh[`common.fields.${f}`] ?? f),
        ).toBeVisible();
      // Its action in the header, where it has one to run now.
      if (action)
        expect(
          within(within(page).getByTestId('record-actions')).getByRole('button', {
            name: new RegExp(zh[`resources.${key}.actions.${action}`]),
          }),
        ).toBeVisible();
      else expect(within(page).queryByTestId('record-actions')).toBeNull();
      // The record it names (a merchant: its first shop) is a link to that record's page.
      const [ref, target] =
        key === 'merchant'
          ? ['shop', db.shop.find((s) => s.cust_id === id)!.shop_id]
          : [def.fields[link].ref!, String(row![link])];
      const links = await within(page).findAllByRole('link', { name: target }, FIRST);
      expect(links.map((a) => a.getAttribute('href'))).toContain(recordPath(ref, target));
    },
    SLOW,
  );
});
