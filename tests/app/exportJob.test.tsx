import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db, setClock } from '../../mocks/db';
import { growTable } from '../../mocks/grow';
import { MERCHANT_SEED_DATE } from '../../mocks/seed/merchants';
import { EXPORT_LIMIT } from '@/services/paths';
import { button, dataRows, FIRST, renderApp, rowOf, signIn } from '../helpers/app';

const SLOW = 120_000;
/** More than the limit: the job takes a few polls (4,000 rows each; the pinned clock adds none). */
const BIG = EXPORT_LIMIT + 1_234;

/** Every file the request layer hands to the browser as a download, with its name. */
function savedFiles() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((last = b as Blob), 'blob:csv'));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) files.push({ name: this.download, blob: last! });
  });
  return files;
}

const csvLines = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('an export of more than 10,000 rows (issue 20)', () => {
  it(
    'runs in the background with progress, downloads the whole file, and is in the file log with its download',
    async () => {
      setClock(MERCHANT_SEED_DATE);
      growTable('order', BIG);
      await signIn('admin@payops.test');
      const files = savedFiles();
      const user = userEvent.setup();
      renderApp('/order/orderMag');
      await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), FIRST);

      await user.click(screen.getByRole('button', { name: /导出 CSV/ }));
      const dialog = await screen.findByRole('dialog', { name: '后台导出' });
      expect(within(dialog).getByText(/共 11,234 行，超过 10,000 行/)).toBeInTheDocument();
      // Progress while it is written; Download only once the whole file is.
      await within(dialog).findByText(/已写入 [\d,]+ \/ 11,234 行/);
      const download = within(dialog).getByRole('button', { name: /^下\s*载$/ });
      expect(download).toBeDisabled();
      await within(dialog).findByText(/文件已生成：order-\d{8}-\d{6}\.csv，共 11,234 行/, {}, { timeout: 20_000 });
      expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
      expect(files).toEqual([]);

      await user.click(download);
      await waitFor(() => expect(files).toHaveLength(1));
      const job = db.exportJobs[0];
      expect(files[0].name).toBe(job.file_name);
      const lines = await csvLines(files[0].blob);
      expect(lines).toHaveLength(BIG + 1);
      expect(lines[0]).toMatch(/^订单号,/);
      expect(new Set(lines.slice(1).map((l) => l.split(',')[0]))).toEqual(new Set(db.order.map((o) => o.order_no)));

      // The file log lists it, done with its rows, and downloads the same file from its row.
      await user.click(within(dialog).getByRole('link', { name: `在文件日志中查看（${job.job_id}）` }));
      await screen.findByText(job.file_name, {}, FIRST);
      const row = rowOf(job.job_id);
      expect(within(row).getByText('成功')).toBeInTheDocument();
      await user.click(button(row, /下\s*载/));
      await waitFor(() => expect(files).toHaveLength(2));
      expect(files[1].name).toBe(job.file_name);
      expect(await files[1].blob.text()).toBe(await files[0].blob.text());
      // Its record says how many rows it holds (a column hidden by default in the list).
      await user.click(within(row).getByRole('link', { name: job.job_id }));
      expect(await within(await screen.findByRole('dialog')).findByText(/^11,?234$/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'another operator’s file in the file log offers no download',
    async () => {
      setClock(MERCHANT_SEED_DATE);
      const seeded = db.fileLog.find((f) => f.kind === 'export' && f.operator_id !== 'adm-1001')!;
      await signIn('admin@payops.test');
      renderApp(`/journal/fileMag?file_id=${seeded.file_id}`);
      await screen.findByText(seeded.file_name, {}, FIRST);
      expect(within(rowOf(seeded.file_id)).queryByRole('button', { name: /下\s*载/ })).toBeNull();
    },
    SLOW,
  );
});
