import { useIntl as useProIntl } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import type { PaginationProps } from 'antd';
import { formatDecimal, localeDigits } from './numbers';

/**
 * A list's pagination in the locale's digits: ProTable's "1-20 of 300" and antd's page numbers are written with
 * Latin digits whatever the language. Where the locale's digits are Latin this is ProTable's own text, unchanged.
 */
export function usePaginationDigits(): Pick<PaginationProps, 'showTotal' | 'itemRender'> {
  const { locale } = useIntl();
  const pro = useProIntl();
  if (localeDigits(locale)[0] === '0') return {};
  const n = (v: number) => formatDecimal(String(v), locale, { grouping: false });
  return {
    showTotal: (all, range) =>
      `${pro.getMessage('pagination.total.range', '第')} ${n(range[0])}-${n(range[1])} ${pro.getMessage('pagination.total.total', '条/总共')} ${n(all)} ${pro.getMessage('pagination.total.item', '条')}`.trim(),
    itemRender: (page, type, element) => (type === 'page' ? <a rel="nofollow">{n(page)}</a> : element),
  };
}
