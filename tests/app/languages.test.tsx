import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeInfo } from '@@/plugin-locale/localeExports';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST, renderApp, shownPage, signIn } from '../helpers/app';
import { hasComponentLocale, loadComponentLocale } from '@/locales/componentLocales';
import { PICKER_LOCALES } from '@/locales/fallback';

// dayjs's locale is global, and this worker's other files expect the default's (zh-CN).
const dayjsBefore = dayjs.locale();
afterEach(() => {
  dayjs.locale(dayjsBefore);
});

describe('a language of the picker without the console’s own texts', () => {
  it('has antd’s and dayjs’s own locale to load, for each of the picker’s fallback locales', async () => {
    expect(PICKER_LOCALES.filter((l) => !hasComponentLocale(l))).toEqual([]);
    await Promise.all(['de-DE', 'ar-EG', 'ja-JP'].map(loadComponentLocale));
    expect(localeInfo['de-DE'].antd.locale).toBe('de');
    expect(localeInfo['de-DE'].antd.Table.filterReset).toBe('Zurücksetzen');
    expect(localeInfo['de-DE'].momentLocale).toBe('de');
    expect(localeInfo['ar-EG'].antd.locale).toBe('ar');
    expect(localeInfo['ja-JP'].momentLocale).toBe('ja');
    // The console's own texts stay English.
    expect(localeInfo['de-DE'].messages['menu.home']).toBe('Home');
    // zh-CN and en-US are Umi's own, untouched.
    expect(localeInfo['zh-CN'].antd.locale).toBe('zh-cn');
    expect(localeInfo['en-US'].antd.locale).toBe('en');
  });

  it('shows antd’s texts in German (pagination, empty table) and dates with dayjs’s German locale', async () => {
    await signIn('admin@payops.test');
    renderApp('/order/orderMag');
    const user = userEvent.setup();
    // The language picker sits in the sider's foot, drawn one render after the page (src/layouts/AfterShell.tsx):
    // in jsdom the orders list takes seconds, so it is waited for as a page's first rows are.
    await user.click(await screen.findByRole('button', { name: '语言' }, FIRST));
    await user.click(await screen.findByText('Deutsch (Deutschland)'));
    await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
    // The console's own texts fall back to English; antd's pagination speaks German.
    expect(await screen.findByLabelText('Order no.')).toBeInTheDocument();
    await waitFor(() => expect(shownPage().textContent).toMatch(/\d+ \/ Seite/));
    expect(dayjs.locale()).toBe('de');
    expect(dayjs('2026-03-02').format('MMMM dddd')).toBe('März Montag');
    // An empty table says so in German.
    await user.type(screen.getByLabelText('Order no.'), 'NO-SUCH-ORDER{Enter}');
    expect((await screen.findAllByText('Keine Daten', {}, { timeout: 10000 })).length).toBeGreaterThan(0);
  });
});
