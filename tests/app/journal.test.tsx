import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { api, button, dataRows, dialogWith, FIRST, renderApp, rowAction, rowOf, signIn } from '../helpers/app';

const SLOW = 120_000;

describe('push log (/journal/pushMag)', () => {
  it(
    'lists failed pushes with their labels; resend asks first, then the row is delivered',
    async () => {
      await signIn('admin@payops.test');
      const failed = db.pushLog.filter((p) => p.status === 2);
      const user = userEvent.setup();
      const view = renderApp('/journal/pushMag?status=2');
      const newest = [...failed].sort((a, b) => b.at.localeCompare(a.at))[0];
      await screen.findByText(newest.push_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(10, failed.length)));
      for (const r of dataRows()) expect(within(r).getByText('失败')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: /最近推送时间/ })).toBeInTheDocument();
      view.unmount();

      const target = failed.find((p) => p.http_status !== 404)!;
      renderApp(`/journal/pushMag?push_id=${target.push_id}`);
      await screen.findByText(target.push_id, {}, FIRST);
      await user.click(button(rowOf(target.push_id), /重新推送/));
      const confirm = await screen.findByRole('dialog', { name: '确定要重新推送吗？' });
      await user.click(within(confirm).getByRole('button', { name: '重新推送' }));
      await waitFor(() => expect(within(rowOf(target.push_id)).getByText('成功')).toBeInTheDocument());
      // Delivered: no resend offered any more.
      expect(within(rowOf(target.push_id)).queryByRole('button', { name: /重新推送/ })).toBeNull();
      expect(target).toMatchObject({ status: 1, http_status: 200 });
    },
    SLOW,
  );
});

describe('operation log (/journal/operationMag)', () => {
  it(
    'the detail of a change made elsewhere shows its fields before and after, the changed values marked',
    async () => {
      await signIn('admin@payops.test');
      const merchant = db.merchant.find((m) => m.status === 1)!;
      expect(
        (
          await api(`/v1/admin/merchants/${merchant.cust_id}/freeze`, {
            method: 'POST',
            body: JSON.stringify({ reason: 'Chargeback spike' }),
          })
        ).code,
      ).toBe(0);
      const entry = db.oplog.at(-1)!;
      const user = userEvent.setup();
      renderApp(`/journal/operationMag?target_id=${merchant.cust_id}`);
      await screen.findByText(entry.id, {}, FIRST);
      // The record's kind and the action by their labels, the record a link to its page.
      const row = rowOf(entry.id);
      expect(within(row).getAllByText('注册审核').length).toBeGreaterThan(0);
      expect(within(row).getByText('冻结')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: merchant.cust_id })).toHaveAttribute(
        'href',
        `/orgMag/regRev/${merchant.cust_id}`,
      );
      await user.click(screen.getByText(entry.id));

      const drawer = await dialogWith('变更对比');
      expect(within(drawer).getAllByText('Chargeback spike')[0]).toBeInTheDocument();
      const diff = within(drawer).getByRole('columnheader', { name: '变更前' }).closest('table') as HTMLElement;
      const status = within(diff).getByTitle('status').closest('tr') as HTMLElement;
      // Labelled as the merchant page labels them: the field and its codes.
      expect(within(status).getByText('状态')).toBeInTheDocument();
      expect(within(status).getByText('正常').closest('del')).not.toBeNull();
      expect(within(status).getByText('已冻结').closest('mark')).not.toBeNull();
      // Times in the operator's zone, not the server's ISO text.
      expect(diff.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    },
    SLOW,
  );
});

describe('scheduler (/journal/schedulerMag)', () => {
  it(
    'pauses a job with a reason (required), then resumes it',
    async () => {
      await signIn('admin@payops.test');
      const target = db.job.find((j) => j.status === 1)!;
      const user = userEvent.setup();
      renderApp(`/journal/schedulerMag?class_name=${target.class_name}`);
      await screen.findByText(target.job_id, {}, FIRST);
      expect(within(rowOf(target.job_id)).getByText('运行中')).toBeInTheDocument();

      await user.click(button(rowOf(target.job_id), /暂\s*停/));
      const dialog = await dialogWith('原因');
      await user.click(button(dialog, /暂\s*停/));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      expect(target.status).toBe(1);
      await user.type(within(dialog).getByLabelText('原因'), 'Provider outage');
      await user.click(button(dialog, /暂\s*停/));
      await waitFor(() => expect(within(rowOf(target.job_id)).getByText('已暂停')).toBeInTheDocument());
      expect(target).toMatchObject({ status: 2, status_reason: 'Provider outage' });
      // Paused: no run now, no pause; resume instead.
      expect(within(rowOf(target.job_id)).queryByRole('button', { name: /立即执行/ })).toBeNull();

      await user.click(button(rowOf(target.job_id), /恢\s*复/));
      const confirm = await screen.findByRole('dialog', { name: '确定要恢复吗？' });
      await user.click(within(confirm).getByRole('button', { name: /恢\s*复/ }));
      await waitFor(() => expect(within(rowOf(target.job_id)).getByText('运行中')).toBeInTheDocument());
      expect(target).toMatchObject({ status: 1, status_reason: null });
    },
    SLOW,
  );

  it(
    'a job’s runs link opens its details page, listing its runs only',
    async () => {
      await signIn('admin@payops.test');
      const target = db.job.find((j) => j.class_name === 'SettlementJob')!;
      const runs = db.jobRun
        .filter((r) => r.class_name === target.class_name && r.method === target.method)
        .sort((a, b) => b.started_at.localeCompare(a.started_at));
      const user = userEvent.setup();
      const view = renderApp(`/journal/schedulerMag?class_name=${target.class_name}`);
      await screen.findByText(target.job_id, {}, FIRST);
      await rowAction(user, rowOf(target.job_id), '执行记录');
      await waitFor(() =>
        expect(view.location().pathname).toBe(`/journal/schedulerMag/details/${target.class_name}/${target.method}`),
      );
      expect(await screen.findByText(`执行记录：${target.job_id}`, {}, FIRST)).toBeInTheDocument();
      await screen.findByText(runs[0].run_id, {}, FIRST);
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(10, runs.length)));
      const shown = new Set(runs.slice(0, 10).map((r) => r.run_id));
      for (const r of dataRows()) expect(shown.has(within(r).getByText(/^RUN\d+$/).textContent!)).toBe(true);
    },
    SLOW,
  );
});
