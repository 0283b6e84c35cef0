import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { keepsFailing } from '../../mocks/resources/push';
import { MARKUP_SAMPLES } from '../../mocks/seed/orderLogs';
import JsonView, { PREVIEW_CHARS } from '@/console/JsonView';
import { api, button, dataRows, dialogWith, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 90_000;

describe('JSON viewer', () => {
  it('shows payloads as text, never as HTML: pretty-printed JSON, raw text as received, a one-line preview', () => {
    const [img, bold] = MARKUP_SAMPLES;
    const { container, unmount } = render(<JsonView value={{ note: img, nested: { html: bold } }} mode="full" />);
    expect(container.querySelector('img, b')).toBeNull();
    const pre = container.querySelector('pre')!;
    expect(pre.textContent).toBe(JSON.stringify({ note: img, nested: { html: bold } }, null, 2));
    expect(screen.getByRole('button', { name: /复制|copy/i })).toBeInTheDocument();
    unmount();

    // A string holding JSON is pretty-printed; one that is not JSON shows as it came.
    const raw = 'amount=1.00&note=<b>urgent</b>';
    const text = render(<JsonView value={raw} mode="full" />);
    expect(text.container.querySelector('b')).toBeNull();
    expect(text.container.querySelector('pre')!.textContent).toBe(raw);
    text.unmount();
    const parsed = render(<JsonView value='{"a":[1,2]}' mode="full" />);
    expect(parsed.container.querySelector('pre')!.textContent).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    parsed.unmount();

    const long = { description: `${img} ${'x'.repeat(200)}` };
    const preview = render(<JsonView value={long} mode="preview" />);
    const line = preview.container.textContent!;
    expect(line.startsWith(`{"description":"${img}`)).toBe(true);
    expect(line).toHaveLength(PREVIEW_CHARS);
    expect(line.endsWith('…')).toBe(true);
    expect(preview.container.querySelector('img, pre')).toBeNull();
  });

  it(
    'the request log: a one-line preview in the table, the full payload in the detail, markup as literal text',
    async () => {
      await signIn('admin@payops.test');
      const [img] = MARKUP_SAMPLES;
      const log = db.requestLog.find((r) => JSON.stringify(r.payload).includes(img))!;
      const user = userEvent.setup();
      renderApp(`/order/requestlog?request_id=${log.request_id}`);
      await screen.findByText(log.request_id, {}, FIRST);
      expect(dataRows()).toHaveLength(1);
      // The payload is not a default column: the column settings show it.
      await user.click(
        within(document.querySelector<HTMLElement>('.ant-pro-table-list-toolbar')!).getByRole('img', {
          name: 'setting',
        }),
      );
      const settings = await waitFor(() => {
        const overlay = document.querySelector<HTMLElement>('.ant-pro-table-column-setting-overlay');
        if (!overlay) throw new Error('no column settings');
        return overlay;
      });
      const item = within(settings).getByText('请求内容').closest('.ant-tree-treenode') as HTMLElement;
      await user.click(item.querySelector('.ant-tree-checkbox')!);
      const row = rowOf(log.request_id);
      expect(within(row).getByText(/^\{"merchant_order_no":/).textContent).toHaveLength(PREVIEW_CHARS);
      expect(row.querySelector('pre')).toBeNull();

      await user.click(within(row).getByText(log.request_id));
      const drawer = await dialogWith('请求内容');
      const pre = await waitFor(() => within(drawer).getByText((_, e) => e?.tagName === 'PRE'));
      expect(pre.textContent).toBe(JSON.stringify(log.payload, null, 2));
      expect(pre.textContent).toContain(`"description": "${img}"`);
      expect(drawer.querySelector('img')).toBeNull();
    },
    SLOW,
  );
});

describe('channel push (/order/processor)', () => {
  it(
    'filters failed pushes; a retry delivers and leaves the filtered list; one delivered meanwhile answers 101014',
    async () => {
      await signIn('admin@payops.test');
      const { list, total } = (await api('/v1/admin/channel-pushes?status=2&pageSize=10&sort=created_at,descend'))
        .result;
      expect(total).toBeLessThan(db.push.length);
      const user = userEvent.setup();
      renderApp('/order/processor?status=2');
      await screen.findByText(list[0].push_id, {}, FIRST);
      expect(dataRows()).toHaveLength(Math.min(total, 10));
      for (const r of dataRows()) expect(within(r).getByText('失败')).toBeInTheDocument();

      // Delivered by the processor's own retry while the page was open: the server refuses.
      const stale = db.push.find((p) => p.push_id === list[0].push_id)!;
      stale.status = 1;
      await user.click(button(rowOf(stale.push_id), /重新推送/));
      expect(await screen.findByText('当前状态不允许此操作')).toBeInTheDocument();
      expect(stale.attempts).toBe(list[0].attempts);

      const id = (list as { push_id: string }[]).find(
        (p) => p.push_id !== stale.push_id && !keepsFailing(p.push_id),
      )!.push_id;
      await user.click(button(rowOf(id), /重新推送/));
      await waitFor(() => expect(screen.queryByText(id)).toBeNull());
      expect(screen.queryByText(stale.push_id)).toBeNull();
      expect(db.push.find((p) => p.push_id === id)).toMatchObject({ status: 1, response_code: 200 });
    },
    SLOW,
  );
});

describe('risk disputes (/order/rejectOrderMag)', () => {
  it(
    'release to review asks for a reason, then the row leaves the pending list, stamped',
    async () => {
      await signIn('admin@payops.test');
      const { list } = (await api('/v1/admin/risk-rejections?status=0&pageSize=10&sort=rejected_at,descend')).result;
      const user = userEvent.setup();
      renderApp('/order/rejectOrderMag?status=0');
      const id: string = list[0].rejection_id;
      await screen.findByText(id, {}, FIRST);
      for (const r of dataRows()) expect(within(r).getByText('待复核')).toBeInTheDocument();

      await user.click(button(rowOf(id), /放行复核/));
      const dialog = await dialogWith('原因');
      await user.click(button(dialog, /放行复核/));
      expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('原因'), 'Verified by phone');
      await user.click(button(dialog, /放行复核/));
      await waitFor(() => expect(screen.queryByText(id)).toBeNull());
      expect(db.rejectOrder.find((r) => r.rejection_id === id)).toMatchObject({
        status: 1,
        reviewer: 'admin@payops.test',
        review_reason: 'Verified by phone',
      });
    },
    SLOW,
  );

  it(
    'holding only the export code: the rows and Export, neither release nor confirm',
    async () => {
      await signIn('admin@payops.test', {
        tree: [{ url: '/Home' }, { url: '/order/rejectOrderMag', children: [{ url: 'rejectOrder:export' }] }],
      });
      const pending = db.rejectOrder.filter((r) => r.status === 0);
      renderApp('/order/rejectOrderMag?status=0');
      await waitFor(() => expect(dataRows()).toHaveLength(Math.min(pending.length, 10)), FIRST);
      expect(screen.getByRole('button', { name: /导出/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /放行复核/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /确认拒单/ })).toBeNull();
    },
    SLOW,
  );
});

describe('user info (/order/user)', () => {
  it(
    'add to blacklist: reason, then the buyer shows as blacklisted and the button is gone',
    async () => {
      await signIn('admin@payops.test');
      const target = db.buyer.find((b) => b.orders_count > 1 && !db.blacklist.some((e) => e.value === b.email))!;
      const user = userEvent.setup();
      renderApp(`/order/user?email=${encodeURIComponent(target.email)}`);
      await screen.findByText(target.email, {}, FIRST);
      expect(dataRows()).toHaveLength(1);
      expect(within(rowOf(target.email)).getByText('否')).toBeInTheDocument();

      await user.click(button(rowOf(target.email), /加入黑名单/));
      const dialog = await dialogWith('原因');
      await user.type(within(dialog).getByLabelText('原因'), 'Chargeback abuse');
      await user.click(button(dialog, /加入黑名单/));
      await waitFor(() => expect(within(rowOf(target.email)).getByText('是')).toBeInTheDocument());
      expect(within(rowOf(target.email)).queryByRole('button', { name: /加入黑名单/ })).toBeNull();
      expect(db.blacklist.at(-1)).toMatchObject({ dimension: 1, value: target.email, source: 'buyer' });
    },
    SLOW,
  );
});
