/**
 * Issue 9, "every state change is idempotent against a double click (one request, one log entry)". The generic
 * action, create and import components are the only way a list page changes state, so their lock is tested here
 * with an operator's double click at each step: the row button, a form's OK, a confirmation's OK.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { api, button, choose, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 90_000;
let sent: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeListener('request:start', record));

/** Signed in as admin, on the registrations awaiting review: the first of them, and the operator's hands. */
async function onPendingRegistration() {
  await signIn('admin@payops.test');
  const [merchant] = (await api('/v1/admin/merchants?status=0&pageSize=100')).result.list;
  const user = userEvent.setup();
  renderApp('/orgMag/regRev?status=0');
  await screen.findByText(merchant.cust_id, undefined, FIRST);
  return { merchant, user };
}
const logged = (target: string, action: string) =>
  db.oplog.filter((o) => o.target_id === target && o.action === action).length;

describe('a double click changes state once', () => {
  it(
    'a reason form: double-clicking its OK sends one reject and logs it once',
    async () => {
      const { merchant, user } = await onPendingRegistration();
      await user.click(button(rowOf(merchant.cust_id), /拒\s*绝/));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('原因'), 'Documents do not match');
      await user.dblClick(button(dialog, /拒\s*绝/));
      await waitFor(() => expect(screen.queryByText(merchant.cust_id)).toBeNull());
      expect(sent.filter((s) => s.endsWith(`/${merchant.cust_id}/reject`))).toHaveLength(1);
      expect(logged(merchant.cust_id, 'reject')).toBe(1);
    },
    SLOW,
  );

  it(
    'a confirmed action: a double click opens one confirmation, and double-clicking it sends one approve',
    async () => {
      const { merchant, user } = await onPendingRegistration();
      await user.dblClick(button(rowOf(merchant.cust_id), /通\s*过/));
      const confirm = await dialogWith('确定要通过吗？');
      expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
      await user.dblClick(button(confirm, /通\s*过/));
      await waitFor(() => expect(screen.queryByText(merchant.cust_id)).toBeNull());
      expect(sent.filter((s) => s.endsWith(`/${merchant.cust_id}/approve`))).toHaveLength(1);
      expect(logged(merchant.cust_id, 'approve')).toBe(1);
    },
    SLOW,
  );

  it(
    "a confirmation's OK clicked again after the answer, as it closes (a double click on a fast server), sends nothing",
    async () => {
      const { merchant, user } = await onPendingRegistration();
      await user.click(button(rowOf(merchant.cust_id), /通\s*过/));
      const confirm = await dialogWith('确定要通过吗？');
      const ok = button(confirm, /通\s*过/);
      await user.click(ok);
      await waitFor(() => expect(ok).not.toHaveClass('ant-btn-loading'));
      expect(logged(merchant.cust_id, 'approve')).toBe(1);
      // The second click of a double click landing as the answer comes in, before the dialog has closed (antd lets its
      // OK be clicked again once the first call has settled).
      fireEvent.click(ok);
      await waitFor(() => expect(screen.queryByText(merchant.cust_id)).toBeNull());
      expect(sent.filter((s) => s.endsWith(`/${merchant.cust_id}/approve`))).toHaveLength(1);
      expect(logged(merchant.cust_id, 'approve')).toBe(1);
    },
    SLOW,
  );

  it(
    'a create form: double-clicking New adds one blacklist entry',
    async () => {
      await signIn('admin@payops.test');
      const before = db.blacklist.length;
      const user = userEvent.setup();
      renderApp('/risk/blacklist');
      await user.click(await screen.findByRole('button', { name: /新\s*建/ }, FIRST));
      const form = await screen.findByRole('dialog');
      await choose(user, form, '维度', '邮箱');
      await user.type(within(form).getByLabelText('值'), 'twice@evil.example');
      await user.type(within(form).getByLabelText('原因'), 'Card testing');
      await user.dblClick(button(form, /创\s*建/));
      expect(await screen.findByText('新建成功')).toBeInTheDocument();
      await waitFor(() => expect(db.blacklist.filter((b) => b.value === 'twice@evil.example')).toHaveLength(1));
      expect(sent.filter((s) => s === 'POST /v1/admin/blacklist')).toHaveLength(1);
      expect(db.blacklist).toHaveLength(before + 1);
    },
    SLOW,
  );
});
