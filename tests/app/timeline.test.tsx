import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from '@umijs/max';
import { getIntl } from '@@/plugin-locale/localeExports';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { FIRST, api, renderApp, signIn } from '../helpers/app';
import { bootUmi } from '../helpers/umi';
import RecordTimeline from '@/console/RecordTimeline';
import { mergeLabels } from '@/locales/labels';
import labels from '@/locales/resources';

/** The component alone, as the record page and the detail drawer mount it, in the console's runtime. */
function renderTimeline(resource: string, id: string) {
  const history = bootUmi('/Home');
  mergeLabels(labels);
  render(
    <RawIntlProvider value={getIntl('zh-CN')}>
      <RecordTimeline resource={resource} id={id} />
    </RawIntlProvider>,
  );
  return history;
}

const noteBox = () => screen.getByRole('textbox', { name: '添加备注' }) as HTMLTextAreaElement;
const addButton = () => screen.getByRole('button', { name: '添加备注' });

describe('a record timeline', () => {
  it("shows the record's history; a note's mention, picked, reaches the operator's bell, which opens the record", async () => {
    const order = db.order.find((o) => o.events.length > 1 && o.pay_status === 1 && o.freeze_status !== 0)!;
    await signIn('admin@payops.test');
    const frozen = await api(`/v1/admin/orders/${order.order_no}/freeze`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'Chargeback risk' }),
    });
    expect(frozen.code).toBe(0);
    renderTimeline('order', order.order_no);
    // The order's own events and its change, with the diff by field labels, in the operator's language.
    expect((await screen.findAllByText('创建订单', undefined, FIRST)).length).toBeGreaterThan(0);
    const change = screen.getByText('冻结资金').closest('li')!;
    expect(within(change).getByText('Chargeback risk')).toBeInTheDocument();
    expect(within(change).getByText('冻结状态')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(noteBox());
    await user.paste('Buyer called back, please check ');
    await user.type(noteBox(), '@Luk');
    await user.click(await screen.findByText('Lukas Meyer <approver@payops.test>'));
    await waitFor(() => expect(noteBox().value).toBe('Buyer called back, please check @approver@payops.test '));
    await user.click(addButton());
    const text = 'Buyer called back, please check @approver@payops.test';
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(noteBox().value).toBe(''));
    const note = screen.getByText(text).closest('li')!;
    expect(within(note).getByText('Lukas Meyer')).toBeInTheDocument();
    expect(within(note).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(note).getByText('admin@payops.test')).toBeInTheDocument();

    // The mentioned operator's bell: a message in their language linking to the order's page, with the note.
    cleanup();
    await signIn('approver@payops.test');
    const { location } = renderApp('/Home');
    await user.click(await screen.findByRole('button', { name: /通知 \(\d+\)/ }, FIRST));
    await user.click(await screen.findByRole('tab', { name: /消息/ }));
    const link = await screen.findByRole('link', { name: `Chen Jing 在订单 ${order.order_no}中提到了你` });
    expect(within(link.closest('li')!).getByText(text)).toBeInTheDocument();
    expect(link).toHaveAttribute('href', `/order/orderMag/${order.order_no}`);
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe(`/order/orderMag/${order.order_no}`));
    expect(db.notices.find((n) => n.resource === 'order' && n.target === order.order_no)?.read).toBe(true);
  });

  it('keeps a note refused as too long in its box, with the reason', async () => {
    await signIn('admin@payops.test');
    renderTimeline('order', db.order[0].order_no);
    const user = userEvent.setup();
    await user.click(noteBox());
    await user.paste('x'.repeat(2001));
    await user.click(addButton());
    expect(await screen.findByText('备注最多 2000 个字符，当前 2001 个')).toBeInTheDocument();
    expect(noteBox().value).toHaveLength(2001);
    expect(db.notes).toHaveLength(0);
  });

  it('keeps a note the server refuses in its box, with the reason in the operator’s language', async () => {
    await signIn('risk@payops.test');
    renderTimeline('order', db.order[0].order_no);
    expect(await screen.findByText('时间线加载失败。', undefined, FIRST)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(noteBox());
    await user.paste('Looks fine to me');
    await user.click(addButton());
    const box = noteBox().closest('.ant-form-item')! as HTMLElement;
    expect(await within(box).findByText('没有权限')).toBeInTheDocument();
    expect(noteBox().value).toBe('Looks fine to me');
  });
});
