import { describe, expect, it } from 'vitest';
import { createIntl } from '@@/plugin-locale/localeExports';
import { actionDialogTexts, createDialogTexts, recordKind } from '@/console/labels';
import shellEn from '@/locales/en-US';
import labels from '@/locales/resources';
import shellZh from '@/locales/zh-CN';

/** The console's texts in one language, as once the pages' labels are loaded. */
const intlOf = (locale: 'zh-CN' | 'en-US') =>
  createIntl({ locale, messages: { ...(locale === 'zh-CN' ? shellZh : shellEn), ...labels[locale] } });

/** Issue 23: a dialog names the record it acts on (or makes), and its OK button says what it does. */
describe('the texts of action and create dialogs', () => {
  it('in English: "Refund order PO…" with Refund, "Edit fee config …" with Save, "New fee config" with Create', () => {
    const en = intlOf('en-US');
    const label = (resource: string, action: string) =>
      en.formatMessage({ id: `resources.${resource}.actions.${action}` });
    expect(actionDialogTexts(en, 'order', 'refund', label('order', 'refund'), 'PO3000001')).toEqual({
      title: 'Refund order PO3000001',
      ok: 'Refund',
    });
    expect(actionDialogTexts(en, 'feeConf', 'edit', label('feeConf', 'edit'), 'FC0001')).toEqual({
      title: 'Edit fee config FC0001',
      ok: 'Save',
    });
    expect(actionDialogTexts(en, 'payout', 'reject', label('payout', 'reject'), 'PY26112700001')).toEqual({
      title: 'Reject payout PY26112700001',
      ok: 'Reject',
    });
    expect(createDialogTexts(en, 'feeConf')).toEqual({ title: 'New fee config', ok: 'Create fee config' });
    expect(createDialogTexts(en, 'apiKey')).toEqual({ title: 'New API key', ok: 'Create API key' });
    // A heading (a record page, a tab) capitalises the same name.
    expect(recordKind(en, 'order')).toBe('Order');
    expect(recordKind(en, 'apiKey')).toBe('API key');
  });

  it('in Chinese: "退款：订单 PO…" with 退款, "编辑：费率配置 …" with 保存, "新建费率配置" with 创建费率配置', () => {
    const zh = intlOf('zh-CN');
    expect(actionDialogTexts(zh, 'order', 'refund', '退款', 'PO3000001')).toEqual({
      title: '退款：订单 PO3000001',
      ok: '退款',
    });
    expect(actionDialogTexts(zh, 'feeConf', 'edit', '编辑', 'FC0001')).toEqual({
      title: '编辑：费率配置 FC0001',
      ok: '保存',
    });
    expect(createDialogTexts(zh, 'feeConf')).toEqual({ title: '新建费率配置', ok: '创建费率配置' });
  });
});
