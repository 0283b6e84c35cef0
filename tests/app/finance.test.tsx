import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { dualControlOff } from '../mocks/helpers';
import { formatAmount } from '@/console/money';
import { api, button, dataRows, dialogWith, FIRST, renderApp, rowAction, rowOf, signIn } from '../helpers/app';

const SLOW = 120_000;

afterEach(() => vi.restoreAllMocks());
const shown = (amount: string, currency: string) => `${formatAmount(amount, currency, 'zh-CN')} ${currency}`;

describe('settlement batches (/financeMag/financeMag)', () => {
  it(
    'shows JPY batches with status labels and yen amounts; mark failed asks a reason; settle asks first',
    async () => {
      await signIn('admin@payops.test');
      // Settling applies at once (dual control is tested on its own).
      dualControlOff('settlement');
      const query = 'currency=JPY';
      type Batch = { batch_no: string; gross: string; net: string; merchant_name: string; status: number };
      const { list, total } = (await api(`/v1/admin/settlements?${query}&pageSize=10&sort=period_start,descend`))
        .result as { list: Batch[]; total: number };
      const [target, other] = list.filter((b) => b.status === 0);
      expect(other).toBeDefined();
      const user = userEvent.setup();
      renderApp(`/financeMag/financeMag?${query}`);
      await screen.findByText(target.batch_no, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(10, total)));
      const LABELS = ['未结算', '已结算', '结算失败'];
      for (const b of list) expect(within(rowOf(b.batch_no)).getByText(LABELS[b.status])).toBeInTheDocument();
      // Yen have no minor units: thousands separators, no decimals; the net is the server's exact one.
      const row = rowOf(target.batch_no);
      expect(within(row).getByText(target.merchant_name)).toBeInTheDocument();
      expect(within(row).getByText(shown(target.net, 'JPY'))).toBeInTheDocument();
      expect(shown(target.net, 'JPY')).not.toContain('.');

      await user.click(button(rowOf(target.batch_no), /标记失败/));
      const dialog = await dialogWith('原因');
      await user.click(button(dialog, /标记失败/));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      expect(db.settlement.find((s) => s.batch_no === target.batch_no)!.status).toBe(0);
      await user.type(within(dialog).getByLabelText('原因'), 'Beneficiary account closed');
      await user.click(button(dialog, /标记失败/));
      await waitFor(() => expect(within(rowOf(target.batch_no)).getByText('结算失败')).toBeInTheDocument());
      expect(db.settlement.find((s) => s.batch_no === target.batch_no)).toMatchObject({
        status: 2,
        status_reason: 'Beneficiary account closed',
      });

      await user.click(button(rowOf(other.batch_no), /^结\s*算$/));
      const confirm = await screen.findByRole('dialog', { name: '确定要结算吗？' });
      await user.click(button(confirm, /^结\s*算$/));
      await waitFor(() => expect(within(rowOf(other.batch_no)).getByText('已结算')).toBeInTheDocument());
      expect(db.settlement.find((s) => s.batch_no === other.batch_no)).toMatchObject({
        status: 1,
        updated_by: 'admin@payops.test',
      });
    },
    SLOW,
  );

  it(
    'a KWD batch shows three decimals; its statement downloads as a CSV ending with the net',
    async () => {
      await signIn('admin@payops.test');
      const target = db.settlement.find((s) => s.currency === 'KWD')!;
      const { net } = (await api(`/v1/admin/settlements/${target.batch_no}`)).result as { net: string };
      const blobs: Blob[] = [];
      const names: string[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:csv'));
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
      const user = userEvent.setup();
      renderApp(`/financeMag/financeMag?batch_no=${target.batch_no}`);
      await screen.findByText(target.batch_no, {}, FIRST);
      const row = rowOf(target.batch_no);
      expect(within(row).getByText(shown(net, 'KWD'))).toBeInTheDocument();
      expect(shown(net, 'KWD')).toMatch(/\.\d{3} KWD$/);

      await rowAction(user, row, /下载对账单/);
      await waitFor(() => expect(names).toEqual([`statement-${target.batch_no}.csv`]));
      const lines = (await blobs[0].text()).trim().split(/\r\n/);
      expect(lines.at(-1)).toBe(`net,${net}`);
    },
    SLOW,
  );
});

describe('compliance (/compliance)', () => {
  it(
    'an operator holding only the scoring criteria lands on them, and without its codes sees no button',
    async () => {
      await signIn('admin@payops.test', { tree: [{ url: '/Home' }, { url: '/compliance/scoringCriteria' }] });
      const view = renderApp('/compliance');
      await screen.findByText('Medium risk', {}, FIRST);
      expect(view.location().pathname).toBe('/compliance/scoringCriteria');
      // No code held: no button.
      expect(within(rowOf('Medium risk')).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    },
    SLOW,
  );

  it(
    'an operator holding both pages lands on the scoring items; a band edited out of order is refused by the form',
    async () => {
      await signIn('admin@payops.test', {
        tree: [
          { url: '/Home' },
          { url: '/compliance/socreItem' },
          { url: '/compliance/scoringCriteria', children: [{ url: 'scoreCriterion:edit' }] },
        ],
      });
      const view = renderApp('/compliance');
      await screen.findByText('UBOs identified', {}, FIRST);
      expect(view.location().pathname).toBe('/compliance/socreItem');
      // The rule shows by its label, the weight as a share of the score.
      const row = rowOf('UBOs identified');
      expect(within(row).getByText('最终受益人已识别')).toBeInTheDocument();
      expect(within(row).getByText('20.00')).toBeInTheDocument();
      view.unmount();

      const user = userEvent.setup();
      renderApp('/compliance/scoringCriteria');
      await screen.findByText('Medium risk', {}, FIRST);
      await user.click(button(rowOf('Medium risk'), /编\s*辑/));
      const dialog = await dialogWith('最高分');
      const max = within(dialog).getByLabelText('最高分');
      await user.clear(max);
      await user.type(max, '40');
      await user.click(button(dialog, /保\s*存/));
      expect(await within(dialog).findByText('最高分不能小于最低分')).toBeInTheDocument();
      expect(db.scoreCriterion.find((c) => c.id === 'SC002')!.max_score).toBe(79);

      await user.clear(max);
      await user.type(max, '69');
      await user.click(button(dialog, /保\s*存/));
      await waitFor(() => expect(db.scoreCriterion.find((c) => c.id === 'SC002')!.max_score).toBe(69));
      await waitFor(() => expect(within(rowOf('Medium risk')).getByText('69')).toBeInTheDocument());
    },
    SLOW,
  );
});
