import type { ProTableProps } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useWatched, watched, type Watched } from './watched';

/**
 * A list page's search form, drawn again only when what it shows changes.
 *
 * ProTable draws its search form again, every field of it (folded ones included), whenever the page draws the table
 * with a new `search` object and whenever the table starts or ends loading (to show the 查询 button busy). A list with
 * totals drew its page again with its first rows, and so its whole form: on the orders list (18 search fields) an
 * eighth of what React drew between a menu click and the first rows. Every later search or page change drew the form
 * twice more. Here the `search` settings stay the same object, the form is told it never loads, and only its 查询
 * button follows the table's loading; the page of rows, which the form wrote into the address when it was drawn for
 * loading, is handed to it when it changes.
 */

type SearchConfig = Exclude<
  NonNullable<ProTableProps<Record<string, unknown>, Record<string, unknown>>['search']>,
  false
>;
type Paging = { current: number; pageSize: number };

/**
 * How wide the last list's filter form was when shown: every list's form is as wide (the work area's width), and the
 * next one starts at that width.
 *
 * pro-form's filter form lays its fields out by its own width (three to a row under 1,352 px, four above), which it
 * knows only once it has been drawn: it starts from the document's width as it was when its code loaded, and a list
 * in a window of 1,280 to 1,440 px was drawn first with four fields to a row, then again, every field, with three.
 */
let lastFormWidth: number | undefined;

/** The filter form's own box, inside ProTable's card (what pro-form measures). */
const FORM_BOX = '.ant-pro-query-filter-container';

/** Keeps `lastFormWidth` while the form is shown (a hidden tab's form has no width, and says nothing). */
function FormWidth({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current?.querySelector(FORM_BOX);
    if (!box || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      // As pro-form reads it (rc-resize-observer: the box's width, rounded down).
      const width = Math.floor(box.getBoundingClientRect().width);
      if (width > 17) lastFormWidth = width;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * ProTable's search form with its `loading` held at false (the 查询 button follows the table's own: `useSearchButtons`),
 * its width kept for the next list's.
 */
const formNeverLoading = (_props: unknown, node: ReactNode): ReactNode => (
  <FormWidth>{isValidElement<{ loading?: boolean }>(node) ? cloneElement(node, { loading: false }) : node}</FormWidth>
);

/** The form's 查询 button, busy while the table loads: drawn again alone. */
function BusySubmit({ busy, button }: { busy: Watched<boolean>; button: ReactElement<{ loading?: boolean }> }) {
  return cloneElement(button, { loading: useWatched(busy) });
}

/**
 * The table's loading, watched by the 查询 button (`onLoadingChange`), and the form's buttons with it: the submit
 * button is ProTable's own (its text, its click), its `loading` the table's.
 */
function useSearchButtons() {
  const [buttons] = useState(() => {
    const busy = watched(false);
    const optionRender: NonNullable<SearchConfig['optionRender']> = (_config, _props, dom) =>
      dom.map((button) =>
        isValidElement<{ loading?: boolean }>(button) && button.key === 'submit' ? (
          <BusySubmit key="submit" busy={busy} button={button} />
        ) : (
          button
        ),
      );
    return { onLoadingChange: (loading: unknown) => busy.set(Boolean(loading)), optionRender };
  });
  return buttons;
}

/**
 * The form's settings for ProTable (`form`), the same object until what it holds changes: the address kept in step
 * (on the page shown), and the page of rows last asked for, which the form writes into the address with the filters.
 * `asked` is told the page of each request of the table mounted as `table` (its key: a new one starts from the page
 * the form was drawn with, the first, `pageSize` rows).
 */
function useFormSettings(shown: boolean, table: number, pageSize: number) {
  const [paging, setPaging] = useState<Paging & { table: number }>();
  const [asked] = useState(() => {
    let last = '';
    return (table: number, current: number, size: number) => {
      if (!last.startsWith(`${table}:`)) last = `${table}:1/${pageSize}`;
      const key = `${table}:${current}/${size}`;
      if (key === last) return;
      last = key;
      setPaging({ table, current, pageSize: size });
    };
  });
  const mine = paging?.table === table ? paging : undefined;
  const form = useMemo(
    () => ({
      syncToUrl: shown,
      syncToInitialValues: false,
      // The form's fields are made once from the columns: pro-form made every one of them again at each change of a
      // value (each key typed in a field: 330 components on the orders list instead of 11). No search field of a list
      // depends on another one's value (their props are fixed objects).
      shouldUpdate: false,
      ...(mine ? { extraUrlParams: { current: mine.current, pageSize: mine.pageSize } } : {}),
    }),
    [shown, mine],
  );
  return { form, asked };
}

/**
 * ProTable's search settings for a list page (`search`, `form`, `searchFormRender`, `onLoadingChange`), each the same
 * object while what it holds is unchanged, and `asked`, to be told the page of each request (`useFormSettings`).
 */
export function useSearchForm(shown: boolean, table: number, pageSize: number) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { onLoadingChange, optionRender } = useSearchButtons();
  const { form, asked } = useFormSettings(shown, table, pageSize);
  // The width the form starts from (pro-form reads only a number here, and does not style the form with it).
  const [width] = useState(() => lastFormWidth);
  const search = useMemo(
    () => ({
      labelWidth: 'auto' as const,
      ...(width ? { style: { width } } : {}),
      optionRender,
      // ProTable's own expand link is orange text on white (2.6:1); this one uses the readable link colour.
      // ProTable already wraps it in an <a> without href, which the keyboard skips: the text inside is the
      // button (Tab reaches it; Enter or Space clicks the wrapper, which toggles the form).
      collapseRender: (collapsed?: boolean) => (
        <span
          role="button"
          tabIndex={0}
          aria-expanded={!collapsed}
          style={{ color: token.colorLink }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return;
            e.preventDefault();
            e.currentTarget.click();
          }}
        >
          {intl.formatMessage({ id: collapsed ? 'console.filters.expand' : 'console.filters.collapse' })}
        </span>
      ),
    }),
    [intl, token.colorLink, optionRender, width],
  );
  return { props: { search, form, searchFormRender: formNeverLoading, onLoadingChange }, asked };
}
