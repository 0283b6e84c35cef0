import { describe, expect, it } from 'vitest';
import { localeInfo } from '@@/plugin-locale/localeExports';
import routes, { type AppRoute } from '../../config/routes';
import { directionOf } from '@/components/LocaleDirection';
import shellEn from '@/locales/en-US';
import { mergeLabels } from '@/locales/labels';
import labels from '@/locales/resources';
import { PICKER_LOCALES } from '@/locales/fallback';
import shellZh from '@/locales/zh-CN';
import { ENUMS } from '@/domain/enums';
import { RESOURCES } from '@/resources';
import { USER_TYPES } from '@/services/types';

/** Menu keys as ProLayout builds them: a child's name nested under its parent's (menu.orgMag.regRev). */
const names = (list: AppRoute[], prefix = ''): string[] =>
  list.flatMap((r) => {
    const own = r.name ? `${prefix}${r.name}` : undefined;
    return [...(own ? [own] : []), ...names(r.routes ?? [], own ? `${own}.` : prefix)];
  });

/** All the console's texts: the shell's and the pages' labels, which load with the signed-in shell. */
const zhCN: Record<string, string> = { ...shellZh, ...labels['zh-CN'] };
const enUS: Record<string, string> = { ...shellEn, ...labels['en-US'] };

describe('locales (spec §2)', () => {
  it('zh-CN and en-US have the same keys, none empty', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
    for (const [key, value] of [...Object.entries(zhCN), ...Object.entries(enUS)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });
  it('every menu name of the route table and every user type has a label in both', () => {
    const keys = [
      ...names(routes).map((n) => `menu.${n}`),
      ...Object.values(USER_TYPES).map((c) => `enum.userType.${c}`),
    ];
    for (const key of keys) {
      expect(zhCN, key).toHaveProperty([key]);
      expect(enUS, key).toHaveProperty([key]);
    }
  });
  it("a page's menu label is the title of the page it opens, unless the console's texts name it otherwise", () => {
    expect(shellZh).not.toHaveProperty(['menu.orgMag.shop']);
    expect(zhCN['menu.orgMag.shop']).toBe(zhCN['resources.shop.title']);
    expect(enUS['menu.orgMag.shop']).toBe(enUS['resources.shop.title']);
    // Named otherwise: the shell's label stands, the bundle does not bring the title over it.
    expect(zhCN['menu.order.orderMag']).toBe('订单管理');
    expect(labels['zh-CN']).not.toHaveProperty(['menu.order.orderMag']);
    expect(zhCN['resources.order.title']).not.toBe('订单管理');
  });
  it('every enumeration value, and the title, links, fields, actions and sections of every resource, have both languages', () => {
    const keys = [
      ...Object.entries(ENUMS).flatMap(([k, values]) => values.map((v) => `enum.${k}.${v.code}`)),
      ...RESOURCES.flatMap((r) => [
        `resources.${r.key}.title`,
        ...(r.parentParam ? [`resources.${r.key}.parentTitle`] : []),
        ...(r.links ?? []).map((l) => `resources.${r.key}.links.${l.key}`),
        ...Object.keys(r.fields).map((f) => `resources.${r.key}.fields.${f}`),
        ...(r.actions ?? []).map((a) => `resources.${r.key}.actions.${a.key}`),
        ...(r.detail?.sections ?? []).map((sec) => `resources.${r.key}.sections.${sec.key}`),
      ]),
    ];
    const missing = keys.filter((k) => !(k in zhCN) || !(k in enUS));
    expect(missing).toEqual([]);
  });
  it('names one record of every resource whose dialogs name it (a create, a row action with a form), in both', () => {
    // "New fee config", "Refund order PO3001032": never the list's plural title (issue 23).
    const keys = RESOURCES.filter((r) => r.create || (r.actions ?? []).some((a) => a.form || a.reason)).map(
      (r) => `resources.${r.key}.record`,
    );
    expect(keys.filter((k) => !(k in zhCN) || !(k in enUS))).toEqual([]);
  });
  it('keeps the spec texts to the letter', () => {
    expect(enUS['exception.403']).toBe('Sorry, you are not authorized to access this page.');
    expect(enUS['request.error.fallback']).toBe('Request error, please retry.');
    expect(enUS['app.offline']).toBe('You are offline now');
    expect(zhCN['login.success']).toBe('登录成功！');
    expect(zhCN['login.email.required']).toBe('请输入商户名');
    expect(zhCN['login.password.required']).toBe('请输入密码');
  });
  it('offers about fifty locales; the untranslated ones speak English', () => {
    const all = Object.keys(localeInfo);
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all).toEqual(expect.arrayContaining(['zh-CN', 'en-US', ...PICKER_LOCALES]));
    expect(localeInfo['de-DE'].messages['menu.home']).toBe('Home');
    expect(localeInfo['zh-CN'].messages['menu.home']).toBe('首页');
  });
  it("keeps the pages' labels out of the entry; once loaded, every locale has them (English for the fallbacks)", () => {
    // The shell's texts are what the login page loads; the labels are most of the text and come later.
    expect(Object.keys(shellZh).filter((k) => k.startsWith('resources.') || k.startsWith('dashboard.'))).toEqual([]);
    expect(Object.keys(labels['zh-CN']).length).toBeGreaterThan(Object.keys(shellZh).length);
    mergeLabels(labels);
    expect(localeInfo['zh-CN'].messages['resources.kyb.title']).toBe('KYB 审核');
    expect(localeInfo['en-US'].messages['resources.kyb.title']).toBe(labels['en-US']['resources.kyb.title']);
    expect(localeInfo['de-DE'].messages['resources.kyb.title']).toBe(labels['en-US']['resources.kyb.title']);
    // The shell's own texts are kept.
    expect(localeInfo['zh-CN'].messages['menu.home']).toBe('首页');
    expect(localeInfo['de-DE'].messages['menu.home']).toBe('Home');
  });
  it('lays out he, ar, fa and ku right to left', () => {
    expect(['he-IL', 'ar-EG', 'fa-IR', 'ku-IQ'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['zh-CN', 'en-US', 'hu-HU', 'ko-KR'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});
