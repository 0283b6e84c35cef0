import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { STORAGE_KEYS } from '@/request/storage';
import { dialogWith, FIRST, renderApp, signIn } from '../helpers/app';

const SLOW = 90_000;

/** The blacklist page's import dialog, opened; the file chosen in it is sent at once. */
async function openImport(button: RegExp, choose: string) {
  renderApp('/risk/blacklist');
  fireEvent.click(await screen.findByRole('button', { name: button }, FIRST));
  const dialog = await dialogWith(choose);
  const upload = (lines: string[]) =>
    userEvent.upload(
      dialog.querySelector('input[type=file]') as HTMLInputElement,
      new File([lines.join('\r\n')], 'list.csv', { type: 'text/csv' }),
    );
  return { dialog, upload };
}

/** The entries the import added, as [dimension, value]. */
const imported = () => db.blacklist.filter((e) => e.source === 'import').map((e) => [e.dimension, e.value]);

describe('blacklist import (/risk/blacklist) by dimension name or code', () => {
  it(
    'zh-CN: the hint lists the dimensions; names in either language land with their dimension; refused lines said in Chinese',
    async () => {
      await signIn('admin@payops.test');
      const { dialog, upload } = await openImport(/导入 CSV/, '选择或拖入 CSV 文件');
      const hint = within(dialog).getByTestId('import-hint');
      expect(hint).toHaveTextContent('首行为列名：dimension (维度), value (值), reason (原因), expires_at (到期时间)');
      expect(hint).toHaveTextContent(
        '维度可填名称或代码：IP (0)、邮箱 (1)、卡号 (2)、客户姓名 (3)或国家代码 (4)；中英文名称均可，不区分大小写和空格',
      );

      await upload([
        'dimension,value,reason,expires_at',
        '邮箱,fraud.ring@example.test,Chargebacks,',
        ' card  NUMBER ,4111 1111 1111 1111,Stolen card,',
        'email,bots@example.test,Bots,',
        '国家代码,BY,Sanctions,',
        '0,203.0.113.77,Scraper,',
        'Phone,+1 555 0100,Unknown dimension,',
        'IP,300.1.1.1,Bad IP,',
      ]);
      const toast = await screen.findByTestId('import-result');
      expect(toast).toHaveTextContent('部分行未导入：已导入 5 行，拒绝 2 行');
      expect(toast).toHaveTextContent('第 7 行：维度须为以下之一：IP、邮箱、卡号、客户姓名或国家代码');
      expect(toast).toHaveTextContent('第 8 行：值格式不正确');
      expect(toast.textContent).not.toMatch(/[A-Za-z]{4,}/);
      expect(within(dialog).getByText('导入结果：共 7 行，接受 5 行，拒绝 2 行')).toBeInTheDocument();
      expect(imported()).toEqual([
        [1, 'fraud.ring@example.test'],
        [2, '411111******1111'],
        [1, 'bots@example.test'],
        [4, 'BY'],
        [0, '203.0.113.77'],
      ]);

      // A file refused whole says why in Chinese too, not the server's "Invalid input: columns".
      await upload(['value,reason', '203.0.113.78,Scraper']);
      expect(await screen.findByText('CSV 首行须包含这些列：dimension, value, reason, expires_at')).toBeInTheDocument();
      expect(screen.queryByText(/Invalid input|输入无效/)).toBeNull();
    },
    SLOW,
  );

  it(
    'en-US: the hint and the result in English; Chinese names are taken too',
    async () => {
      localStorage.setItem(STORAGE_KEYS.locale, 'en-US');
      await signIn('admin@payops.test');
      const { dialog, upload } = await openImport(/Import CSV/, 'Choose or drop a CSV file');
      expect(within(dialog).getByTestId('import-hint')).toHaveTextContent(
        'Dimension takes a name or a code: IP (0), Email (1), Card number (2), Customer name (3), or Country code (4)',
      );
      await upload([
        'dimension,value,reason,expires_at',
        'Customer Name,Zed  Example,Fraud,',
        '邮箱,mule@example.test,Mule,',
        'country code,RU,Sanctions,',
        'Email,not-an-email,Typo,',
      ]);
      const toast = await screen.findByTestId('import-result');
      expect(toast).toHaveTextContent('Some rows were not imported: 3 imported, 1 refused');
      expect(toast).toHaveTextContent('Line 5: Value is not valid');
      expect(imported()).toEqual([
        [3, 'Zed Example'],
        [1, 'mule@example.test'],
        [4, 'RU'],
      ]);
    },
    SLOW,
  );
});
