import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, now } from '../../mocks/db';
import { formatAmount } from '../../src/console/money';
import zhShell from '../../src/locales/zh-CN';
import zhSignedIn from '../../src/locales/signedIn/zh-CN';
import { button, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

// The texts of the login page and the shell, and those loaded once signed in.
const zh = { ...zhShell, ...zhSignedIn };

const SLOW = 90_000;
const HOUR = 3_600_000;
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

describe('dispute evidence by category (/order/dispute)', () => {
  it(
    'the form shows the case; evidence in two categories goes; the detail groups it and the countdown stops',
    async () => {
      await signIn('admin@payops.test');
      // An open case due in more than two days (its countdown is live and not red).
      const d = db.dispute.find((x) => {
        const due = Math.floor(now() / 86_400_000) * 86_400_000 + x.due_offset_h * HOUR;
        return [1, 10].includes(x.status) && due - now() > 48 * HOUR;
      })!;
      const user = userEvent.setup();
      renderApp(`/order/dispute?case_id=${d.case_id}`);
      await screen.findByText(d.case_id, {}, FIRST);
      await user.click(button(rowOf(d.case_id), /提交证据/));
      const dialog = await dialogWith('收据说明');

      // The case it is about, before the inputs.
      const head = within(dialog).getByText('争议金额').closest('table') as HTMLElement;
      expect(within(head).getByText(d.order_no)).toBeInTheDocument();
      expect(
        within(head).getByText(`${formatAmount(d.amount, d.currency, 'zh-CN')} ${d.currency}`),
      ).toBeInTheDocument();
      expect(within(head).getByText(zh[`enum.disputeReason.${d.reason}` as keyof typeof zh])).toBeInTheDocument();
      expect(within(head).getByText('举证截止')).toBeInTheDocument();
      expect(within(head).getByRole('timer')).toHaveTextContent(/^还剩/);
      for (const heading of ['收据', '物流与追踪', '客户沟通', '退款政策', '其他证据'])
        expect(within(dialog).getByText(heading)).toBeInTheDocument();

      // Nothing given: said before sending, in the operator's language.
      await user.click(button(dialog, /提交证据/));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        '请至少填写或上传一项：收据、物流与追踪、客户沟通、退款政策或其他证据',
      );
      expect(d.status).not.toBe(9);

      // A receipt statement and a tracking file (uploaded through the request layer).
      await user.type(within(dialog).getByLabelText('收据说明'), 'Receipt no. 4471 for the order.');
      const [, shippingFiles] = dialog.querySelectorAll<HTMLInputElement>('input[type=file]');
      await user.upload(shippingFiles, new File([PDF], 'tracking.pdf', { type: 'application/pdf' }));
      await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-done')).toHaveTextContent('tracking.pdf'));
      await user.click(button(dialog, /提交证据/));
      await waitFor(() => expect(d.status).toBe(9));
      expect(d).toMatchObject({
        receipt_text: 'Receipt no. 4471 for the order.',
        shipping_files: [{ name: 'tracking.pdf' }],
        handler: 'admin@payops.test',
      });

      // The detail: the evidence under its categories only, the handler, and the due date no longer counting.
      await waitFor(() => expect(within(rowOf(d.case_id)).queryByRole('timer')).toBeNull());
      await user.click(within(rowOf(d.case_id)).getByText(d.case_id));
      const drawer = await dialogWith('Receipt no. 4471 for the order.');
      expect(within(drawer).getByText('收据')).toBeInTheDocument();
      expect(within(drawer).getByText('物流与追踪')).toBeInTheDocument();
      expect(within(drawer).getByText('tracking.pdf')).toBeInTheDocument();
      expect(within(drawer).queryByText('客户沟通')).toBeNull();
      expect(within(drawer).queryByText('退款政策')).toBeNull();
      expect(within(drawer).getByText('处理人').closest('tr')).toHaveTextContent('admin@payops.test');
      // In its section, the last (the header's key facts show it first): no timer anywhere.
      const due = within(drawer)
        .getAllByText('举证截止')
        .map((e) => e.closest('tr'))
        .filter(Boolean)
        .at(-1) as HTMLElement;
      expect(within(drawer).queryByRole('timer')).toBeNull();
      expect(due).toHaveTextContent('已停止计时');
      expect(due).toHaveTextContent('已提交证据');
      expect(due).not.toHaveTextContent('已逾期');
    },
    SLOW,
  );
});
