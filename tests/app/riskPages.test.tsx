import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, now } from '../../mocks/db';
import { dualControlOff } from '../mocks/helpers';
import { api, button, choose, dataRows, dialogWith, FIRST, renderApp, rowAction, rowOf, signIn } from '../helpers/app';

const SLOW = 120_000;

/** The elements showing a text, leaving a closed notice's fade aside (jsdom never ends it: tests/setup/msw.ts). */
const shown = (text: string) => screen.queryAllByText(text).filter((el) => !el.closest('[class*="-leave"]'));

/** The entry rules in the order the engine checks them. */
const ruleIds = () => [...db.riskRule].sort((a, b) => a.priority - b.priority).map((r) => r.rule_id);
const shownRuleIds = () => dataRows().map((r) => within(r).getByText(/^RR\d+$/).textContent);

describe('entry rules (/risk/user) and network card config (/risk/network)', () => {
  it(
    'rules show by priority and move; the first cannot rise (101014); disable needs a reason; a BIN is checked against its network',
    async () => {
      dualControlOff('riskRule');
      await signIn('admin@payops.test');
      const [first, second, third] = ruleIds();
      const user = userEvent.setup();
      const view = renderApp('/risk/user');
      await screen.findByText(first, {}, FIRST);
      await waitFor(() => expect(shownRuleIds().slice(0, 3)).toEqual([first, second, third]));

      await rowAction(user, rowOf(first), /下\s*移/);
      await waitFor(() => expect(shownRuleIds().slice(0, 3)).toEqual([second, first, third]));
      expect(ruleIds().slice(0, 3)).toEqual([second, first, third]);
      await rowAction(user, rowOf(second), /上\s*移/);
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
      expect(ruleIds().slice(0, 3)).toEqual([second, first, third]);

      const target = db.riskRule.find((r) => r.status === 1 && r.priority <= 10)!;
      await rowAction(user, rowOf(target.rule_id), /停\s*用/);
      const dialog = await dialogWith('原因');
      await user.click(button(dialog, /停\s*用/));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('原因'), 'Too many false positives');
      await user.click(button(dialog, /停\s*用/));
      // The row shows the new status (enable waits in its "more" menu).
      await waitFor(() => expect(within(rowOf(target.rule_id)).getByText('停用')).toBeInTheDocument());
      expect(target).toMatchObject({ status: 2, status_reason: 'Too many false positives' });
      view.unmount();

      const count = db.networkRule.length;
      renderApp('/risk/network');
      await user.click(await screen.findByRole('button', { name: /新\s*建/ }, FIRST));
      const form = await dialogWith('BIN 起始');
      await choose(user, form, '卡组织', 'Mastercard');
      await user.type(within(form).getByLabelText('BIN 起始'), '411111');
      await user.type(within(form).getByLabelText('BIN 结束'), '411199');
      await user.click(button(form, /创\s*建/));
      expect(await within(form).findByText('BIN 起始格式不正确')).toBeInTheDocument();
      // Each field's message appears as its own validation ends.
      expect(await within(form).findByText('BIN 结束格式不正确')).toBeInTheDocument();
      expect(await within(form).findByText('请填写发卡国家/地区')).toBeInTheDocument();
      expect(db.networkRule).toHaveLength(count);

      // The same BINs are Visa's: the network decides what is valid.
      await choose(user, form, '卡组织', 'Visa');
      await waitFor(() => expect(within(form).queryByText('BIN 起始格式不正确')).toBeNull());
      await choose(user, form, '发卡国家/地区', '日本 (JP)', 'JP');
      await choose(user, form, '处置', '拒绝');
      await choose(user, form, '强制 3DS', '是');
      await user.click(button(form, /创\s*建/));
      await waitFor(() => expect(db.networkRule).toHaveLength(count + 1));
      expect(db.networkRule.at(-1)).toMatchObject({
        card_brand: 'visa',
        bin_from: '411111',
        bin_to: '411199',
        country: 'JP',
        action: 'decline',
        three_ds: 1,
        status: 1,
      });
      expect(await screen.findByText('新建成功')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('buyer complaints (/risk/buyerComplaint) and buyer emails (/risk/buyerSendMail)', () => {
  it(
    'filters open and in-progress complaints; a reply is threaded in the detail and mailed; one resolved meanwhile answers 101014',
    async () => {
      await signIn('admin@payops.test');
      const { list, total } = (await api('/v1/admin/buyer-complaints?status=0,1&pageSize=10&sort=created_at,descend'))
        .result;
      expect(total).toBe(db.complaint.filter((c) => c.status !== 2).length);
      expect(total).toBeLessThan(db.complaint.length);
      const user = userEvent.setup();
      renderApp('/risk/buyerComplaint?status=0,1');
      await screen.findByText(list[0].complaint_id, {}, FIRST);
      expect(dataRows()).toHaveLength(Math.min(total, 10));
      for (const r of dataRows()) expect(within(r).queryByText('已解决')).toBeNull();

      const open = (list as { complaint_id: string; status: number }[]).find((c) => c.status === 0)!;
      const mails = db.buyerMail.length;
      await user.click(button(rowOf(open.complaint_id), /回\s*复/));
      const dialog = await dialogWith('回复内容');
      await user.type(within(dialog).getByLabelText('回复内容'), 'We asked the merchant for the tracking number.');
      await user.click(button(dialog, /回\s*复/));
      await waitFor(() => expect(within(rowOf(open.complaint_id)).getByText('处理中')).toBeInTheDocument());
      expect(db.buyerMail).toHaveLength(mails + 1);

      await user.click(within(rowOf(open.complaint_id)).getByText(open.complaint_id));
      const drawer = await dialogWith('回复记录');
      expect(within(drawer).getByText('admin@payops.test')).toBeInTheDocument();
      expect(
        await within(drawer).findByText('admin@payops.test: We asked the merchant for the tracking number.'),
      ).toBeInTheDocument();
      expect(within(drawer).getByText('投诉回复')).toBeInTheDocument();
      fireEvent.keyDown(drawer, { key: 'Escape' });

      // Resolved by a colleague while the page was open: the row still offers resolve, the server says no.
      const stale = db.complaint.find(
        (c) =>
          c.complaint_id !== open.complaint_id &&
          list.some((l: { complaint_id: string }) => l.complaint_id === c.complaint_id),
      )!;
      stale.status = 2;
      await rowAction(user, rowOf(stale.complaint_id), /解\s*决/);
      const resolve = await dialogWith('处理结果');
      await user.type(within(resolve).getByLabelText('处理结果'), 'Refunded by the merchant.');
      await user.click(button(resolve, /解\s*决/));
      const confirm = await dialogWith('确定要解决吗？');
      await user.click(button(confirm, /解\s*决/));
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
      expect(stale.resolution).not.toBe('Refunded by the merchant.');
    },
    SLOW,
  );

  it(
    'failed mails: a resend to the corrected address delivers and leaves the filter; one sent meanwhile answers 101014',
    async () => {
      await signIn('admin@payops.test');
      const { list, total } = (await api('/v1/admin/buyer-mails?status=2&pageSize=10&sort=created_at,descend')).result;
      const user = userEvent.setup();
      renderApp('/risk/buyerSendMail?status=2');
      await screen.findByText(list[0].mail_id, {}, FIRST);
      expect(dataRows()).toHaveLength(Math.min(total, 10));
      for (const r of dataRows()) expect(within(r).getByText('发送失败')).toBeInTheDocument();

      const [mail, other] = list as { mail_id: string; recipient: string; attempts: number }[];
      await user.click(button(rowOf(mail.mail_id), /重新发送/));
      const dialog = await dialogWith('收件人');
      const to = within(dialog).getByLabelText('收件人');
      expect(to).toHaveValue(mail.recipient);
      await user.clear(to);
      await user.type(to, 'buyer.fixed@example');
      await user.click(button(dialog, /重新发送/));
      expect(await within(dialog).findByText('收件人格式不正确')).toBeInTheDocument();
      await user.type(to, '.com');
      await user.click(button(dialog, /重新发送/));
      await waitFor(() => expect(screen.queryByText(mail.mail_id)).toBeNull());
      expect(db.buyerMail.find((m) => m.mail_id === mail.mail_id)).toMatchObject({
        status: 1,
        recipient: 'buyer.fixed@example.com',
        attempts: mail.attempts + 1,
      });

      db.buyerMail.find((m) => m.mail_id === other.mail_id)!.status = 1;
      await user.click(button(rowOf(other.mail_id), /重新发送/));
      const again = await dialogWith('收件人');
      await user.click(button(again, /重新发送/));
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('the logs, for an operator holding few codes', () => {
  it(
    'blacklist hits and screenings narrow by their filters; export only with its code; rules and complaints without their buttons',
    async () => {
      await signIn('admin@payops.test', {
        tree: [
          { url: '/Home' },
          { url: '/risk/user' },
          { url: '/risk/blackreject', children: [{ url: 'blacklistHit:export' }] },
          { url: '/risk/screenLog' },
          { url: '/risk/buyerComplaint', children: [{ url: 'complaint:reply' }] },
        ],
      });
      const emails = db.blacklistHit.filter((h) => h.dimension === 1);
      const view = renderApp('/risk/blackreject?dimension=1');
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(emails.length, 10)), FIRST);
      expect(emails.length).toBeLessThan(db.blacklistHit.length);
      for (const r of dataRows()) expect(within(r).getByText('邮箱')).toBeInTheDocument();
      expect(screen.getByText(emails[0].hit_id)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
      view.unmount();

      const declined = db.screenLog.filter((s) => s.decision === 'decline');
      const screening = renderApp('/risk/screenLog?decision=decline');
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(declined.length, 10)), FIRST);
      for (const r of dataRows()) expect(within(r).getByText('拒绝')).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`总共 ${declined.length} 条`))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
      screening.unmount();

      const rules = renderApp('/risk/user');
      await screen.findByText(ruleIds()[0], {}, FIRST);
      for (const name of [/新\s*建/, /编\s*辑/, /上\s*移/, /下\s*移/, /停\s*用/, /启\s*用/, /导出/])
        expect(screen.queryByRole('button', { name })).toBeNull();
      rules.unmount();

      const open = db.complaint.filter((c) => c.status === 0);
      renderApp('/risk/buyerComplaint?status=0');
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(open.length, 10)), FIRST);
      for (const r of dataRows()) expect(button(r, /回\s*复/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /分\s*配/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /解\s*决/ })).toBeNull();
    },
    SLOW,
  );
});

describe('the blacklist (/risk/blacklist)', () => {
  it(
    'a value already listed is refused at its input, in Chinese; the refusal does not follow to the next page',
    async () => {
      await signIn('admin@payops.test');
      const listed = db.blacklist.find(
        (e) => e.dimension === 1 && (e.expires_at === null || Date.parse(e.expires_at) > now()),
      )!;
      const before = db.blacklist.length;
      const user = userEvent.setup();
      const view = renderApp('/risk/blacklist');
      await user.click(await screen.findByRole('button', { name: /新\s*建/ }, FIRST));
      const form = await screen.findByRole('dialog');
      await choose(user, form, '维度', '邮箱');
      await user.type(within(form).getByLabelText('值'), listed.value.toUpperCase());
      await user.type(within(form).getByLabelText('原因'), 'Listed twice');
      await user.click(button(form, /创\s*建/));
      // The notification: a worded title keeping the code, the server's refusal in the operator's language.
      const title = await screen.findByText('操作失败（100409）');
      expect(title.closest('.ant-notification-notice')).toHaveTextContent('已存在，不能重复添加');
      // Held open as long as the pointer is on it (its 4.5 s would otherwise end it before the next page).
      fireEvent.mouseEnter(title.closest('.ant-notification-notice')!);
      // The same refusal at the input it is about; the form keeps what was typed.
      const value = within(form).getByLabelText('值');
      await waitFor(() => expect(value.closest('.ant-form-item')).toHaveTextContent('已存在，不能重复添加'));
      expect(value).toHaveValue(listed.value.toUpperCase());
      expect(screen.queryByText(/Already on the list/)).toBeNull();
      expect(db.blacklist).toHaveLength(before);

      // A notice belongs to its page: gone once the operator goes elsewhere.
      fireEvent.keyDown(form, { key: 'Escape' });
      view.history().push('/risk/blackreject');
      await waitFor(() => expect(shown('操作失败（100409）')).toEqual([]));
    },
    SLOW,
  );

  it(
    'an expiry that has passed is refused in the dialog, said so at its field, before anything is sent; the calendar offers no past day',
    async () => {
      await signIn('admin@payops.test');
      const entry = db.blacklist.find((e) => e.expires_at !== null)!;
      // Its expiry passed yesterday (the dialog is pre-filled with it).
      const passed = new Date(now() - 86_400_000);
      entry.expires_at = `${passed.toISOString().slice(0, 10)}T23:59:59.999Z`;
      const user = userEvent.setup();
      renderApp(`/risk/blacklist?entry_id=${entry.entry_id}`);
      await waitFor(() => expect(dataRows()).toHaveLength(1), FIRST);
      await waitFor(() => expect(within(dataRows()[0]).getByText('修改到期')).toBeInTheDocument());
      await rowAction(user, dataRows()[0], '修改到期');
      const dialog = await dialogWith('到期时间');
      await user.click(button(dialog, /修改到期/));
      const field = within(dialog).getByLabelText('到期时间').closest('.ant-form-item')!;
      await waitFor(() => expect(field).toHaveTextContent('到期时间不能早于今天（UTC）'));
      expect(entry.expires_at).toBe(`${passed.toISOString().slice(0, 10)}T23:59:59.999Z`);
      // The calendar: yesterday is not offered, today is.
      await user.click(within(dialog).getByLabelText('到期时间'));
      const cell = (day: Date) => document.querySelector(`td[title="${day.toISOString().slice(0, 10)}"]`);
      await waitFor(() => expect(cell(passed)).not.toBeNull());
      expect(cell(passed)).toHaveClass('ant-picker-cell-disabled');
      expect(cell(new Date(now()))).not.toHaveClass('ant-picker-cell-disabled');
      // The server refuses a past expiry too, at the field.
      const refused = await api(`/v1/admin/blacklist/${entry.entry_id}/expiry`, {
        method: 'POST',
        body: JSON.stringify({ expires_at: passed.toISOString().slice(0, 10) }),
      });
      expect(refused.code).toBe(100400);
    },
    SLOW,
  );
});
