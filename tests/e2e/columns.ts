import type { Page } from '@playwright/test';
import routes, { type AppRoute } from '../../config/routes';
import { resourceByKey } from '../../src/resources';
import LABELS from '../../src/locales/resources';
import { expect } from './fixtures';

/**
 * Default columns that fit (issue 20): a list's default columns fit the table's width at 1440×900 with the menu open,
 * and its status and amount columns stay in view at 1280; the rest are in the column settings.
 */

/** The generic list pages without route parameters, each with the declarations it shows (several: tabs). */
function listPages(table: AppRoute[]): [string, string[]][] {
  return table.flatMap((r): [string, string[]][] => [
    ...(r.component === './Resource' && !r.path.includes('/:')
      ? [[r.path, r.resource ? [r.resource] : (r.resources ?? [])] as [string, string[]]]
      : []),
    ...listPages(r.routes ?? []),
  ]);
}
export const LIST_PAGES = new Map(listPages(routes));

/** A status (`status`, `pay_status`…) or an amount: the columns an operator reads a row by. */
const isKey = (name: string, type: string) => type === 'money' || (type === 'enum' && /(^|_)status$/.test(name));

/** The headers (as the page shows them in Chinese) of a list's key columns shown by default. */
export function keyColumns(resource: string): string[] {
  const def = resourceByKey(resource);
  if (!def) throw new Error(`no resource ${resource}`);
  return def.list.columns
    .filter((c) => !def.list.hidden?.includes(c) && !def.fields[c].hideInTable && isKey(c, def.fields[c].type))
    .map((c) => LABELS['zh-CN'][`resources.${resource}.fields.${c}`]);
}

interface Geometry {
  /** How far the table scrolls sideways (px). */
  overflow: number;
  /** Its headers, and whether each is wholly in sight: inside the table and left of the fixed action column. */
  heads: { text: string; inView: boolean }[];
}

/** The tables of the page shown (not those of pages kept in hidden tabs). */
function tables(page: Page): Promise<Geometry[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-pro-layout-content .ant-table-content')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[hidden]'))
      .map((el) => {
        const box = el.getBoundingClientRect();
        const fixed = el.querySelector('thead th.ant-table-cell-fix-right');
        const right = Math.min(box.right, fixed?.getBoundingClientRect().left ?? box.right, window.innerWidth);
        return {
          overflow: el.scrollWidth - el.clientWidth,
          heads: [...el.querySelectorAll('thead th')].map((th) => {
            const r = th.getBoundingClientRect();
            return { text: (th.textContent ?? '').trim(), inView: r.left >= box.left - 1 && r.right <= right + 1 };
          }),
        };
      }),
  );
}

/** At 1440×900: no table of the list page scrolls sideways (soft: one walk names every page that does). */
export async function expectColumnsFit(page: Page, path: string) {
  const found = await tables(page);
  expect.soft(found.length, `a table on ${path}`).toBeGreaterThan(0);
  for (const t of found)
    expect.soft(t.overflow, `${path} scrolls sideways at 1440 (${t.heads.map((h) => h.text).join(' | ')})`).toBe(0);
}

/** Soft: one walk names every page that fails. */
const soft = expect.configure({ soft: true });

/** At 1280 wide: the list's status and amount columns are in sight without scrolling; back to 1440×900 after. */
export async function expectKeyColumnsInView(page: Page, path: string) {
  const [resource] = LIST_PAGES.get(path) ?? [];
  const keys = resource ? keyColumns(resource) : [];
  if (!keys.length) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  try {
    await soft
      .poll(
        async () => {
          const [table] = await tables(page);
          return keys.filter((k) => !table?.heads.some((h) => h.text === k && h.inView));
        },
        { message: `${path}: columns out of sight at 1280`, timeout: 5_000 },
      )
      .toEqual([]);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
}
