import { setIntl } from '@@/plugin-locale/localeExports';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutMessage } from '@/layouts/menuTitles';
import { bootUmi } from '../helpers/umi';

afterEach(() => setIntl('zh-CN'));

describe("the layout's texts (menu, breadcrumb, title)", () => {
  it('are made once per language and follow a change of language', () => {
    bootUmi('/Home');
    setIntl('zh-CN');
    expect(layoutMessage({ id: 'menu.home' })).toBe('首页');
    expect(layoutMessage({ id: 'menu.home' })).toBe('首页');
    setIntl('en-US');
    expect(layoutMessage({ id: 'menu.home' })).toBe('Home');
    setIntl('zh-CN');
    expect(layoutMessage({ id: 'menu.home' })).toBe('首页');
  });

  it('fall back to their default text, each its own, and make texts with values each time', () => {
    bootUmi('/Home');
    setIntl('en-US');
    expect(layoutMessage({ id: 'menu.nowhere', defaultMessage: 'First' })).toBe('First');
    expect(layoutMessage({ id: 'menu.nowhere', defaultMessage: 'Second' })).toBe('Second');
    expect(layoutMessage({ id: 'menu.nowhere', defaultMessage: 'Hi {name}' }, { name: 'Ann' })).toBe('Hi Ann');
    expect(layoutMessage({ id: 'menu.nowhere', defaultMessage: 'Hi {name}' }, { name: 'Bo' })).toBe('Hi Bo');
  });
});
