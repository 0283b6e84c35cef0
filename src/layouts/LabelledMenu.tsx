import type { MenuDataItem } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { theme, type GlobalToken } from 'antd';
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLightMenu } from '@/layouts/menuLit';
import { labelsLoaded, loadLabels } from '@/locales/labels';

/** What LabelledMenu reads and sets on ProLayout's menu (its BaseMenu element). */
type MenuProps = {
  selectedKeys?: string[];
  matchMenuKeys?: string[];
  openKeys?: string[];
  handleOpenChange?: (keys: string[]) => void;
  menuData?: MenuDataItem[];
  collapsed?: boolean;
  mode?: string;
  isMobile?: boolean;
};

/** The menu's items that open a page (not the areas that fold). */
function leaves(items: MenuDataItem[] = []): MenuDataItem[] {
  return items.flatMap((item) => (item.children?.length ? leaves(item.children) : item.path ? [item] : []));
}

/**
 * The key of the one menu item to highlight for a location: the item with the longest path that the location is at or
 * under (ProLayout highlighted every one of them: /Home/overview lit Home too). Paths compare as ProLayout's do,
 * ignoring case.
 */
export function selectedMenuKey(pathname: string, menuData: MenuDataItem[] | undefined): string | undefined {
  const at = pathname.toLowerCase();
  const under = (path: string) => at === path.toLowerCase() || at.startsWith(`${path.toLowerCase()}/`);
  const best = leaves(menuData)
    .filter((item) => under(item.path as string))
    .sort((a, b) => (b.path as string).length - (a.path as string).length)[0];
  return best ? (best.key ?? best.path) : undefined;
}

const areaKeysOf = new WeakMap<MenuDataItem[], Set<string>>();
/** The keys of the menu's items that fold (its areas), once per menu. */
function areaKeys(menuData: MenuDataItem[]): Set<string> {
  let keys = areaKeysOf.get(menuData);
  if (!keys) {
    keys = new Set<string>();
    const walk = (items: MenuDataItem[]) =>
      items.forEach((item) => {
        if (!item.children?.length) return;
        keys!.add(String(item.key ?? item.path));
        walk(item.children);
      });
    walk(menuData);
    areaKeysOf.set(menuData, keys);
  }
  return keys;
}

/**
 * The areas a location is in, from ProLayout's `matchMenuKeys` for it (which hold the page's own key too): the areas
 * the menu opens when the location enters them (LabelledMenu). The same for every page of one area.
 */
export function openedAreas(matchMenuKeys: string[] | undefined, menuData: MenuDataItem[] | undefined): string[] {
  if (!matchMenuKeys || !menuData) return matchMenuKeys ?? [];
  const areas = areaKeys(menuData);
  return matchMenuKeys.filter((key) => areas.has(key));
}

/** The keys of the areas that hold the menu item `key`, outermost first (none for an item at the top). */
export function areasOfItem(menuData: MenuDataItem[] | undefined, key: string | undefined): string[] {
  if (!menuData || key === undefined) return [];
  const find = (items: MenuDataItem[], trail: string[]): string[] | undefined => {
    for (const item of items) {
      const itemKey = String(item.key ?? item.path);
      if (item.children?.length) {
        const found = find(item.children, [...trail, itemKey]);
        if (found) return found;
      } else if (itemKey === key) return trail;
    }
    return undefined;
  };
  return find(menuData, []) ?? [];
}

const NONE: string[] = [];

/**
 * What the menu's items are, as a string: ProLayout hands the menu a new copy of its menu data at every render (its
 * `clearMenuItem`), so the data's identity says nothing.
 */
export function menuSignature(items: MenuDataItem[] | undefined): string {
  return (items ?? [])
    .map(
      (item) =>
        `${item.key ?? item.path}|${item.name ?? ''}|${item.icon && typeof item.icon === 'string' ? item.icon : ''}` +
        (item.children?.length ? `(${menuSignature(item.children)})` : ''),
    )
    .join(',');
}

/** A colour given as `#rgb` or `#rrggbb` at `alpha`, as `rgba()`; undefined for another notation. */
function withAlpha(color: string, alpha: number): string | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The lit item's text and background: ProLayout's sider's selected item, which it derives from antd's base text
 * colour (at 0.95 and 0.04; the layout sets none of the sider's tokens, src/app.tsx, and tests/unit/layoutTheme.test.tsx
 * compares these with ProLayout's own). Read from antd's tokens rather than from ProLayout's context: that context's
 * module, with its thirty languages' texts, would come into the entry script (33 kB gzip on the login page).
 */
export function litColors(token: Pick<GlobalToken, 'colorTextBase' | 'colorText' | 'colorBgTextHover'>) {
  return {
    color: withAlpha(token.colorTextBase, 0.95) ?? token.colorText,
    background: withAlpha(token.colorTextBase, 0.04) ?? token.colorBgTextHover,
  };
}

/**
 * How the lit item and its area look: rc-menu's selected item and area, from the same theme tokens (the item's
 * text and background as ProLayout's sider sets them, the area's title in the primary colour; folded, the area's
 * icon on the item's background), over any hover or press.
 */
function LitStyle() {
  const { token } = theme.useToken();
  const { color, background } = litColors(token);
  const item = ".ant-menu .ant-menu-item:has(a[aria-current='page'])";
  const area = '.ant-menu .ant-menu-submenu-title:has([data-lit])';
  const css =
    `${item},${item}:hover,${item}:active{color:${color}!important;background-color:${background}!important}` +
    `${item} a,${item} a:hover{color:inherit!important}` +
    `${area},${area}:hover{color:${token.colorPrimary}!important}` +
    `.ant-menu.ant-pro-base-menu-vertical-collapsed .ant-menu-submenu-title:has([data-lit]){background-color:${background}!important}`;
  return <style>{css}</style>;
}

/**
 * The side menu once the pages' labels are in: most menu labels are the titles of the pages they open, which come
 * with the signed-in shell (src/locales/resources.ts), so the menu never shows a label's key. They are usually in
 * before the current user is: the shell starts loading them as soon as a session is known.
 *
 * One item is lit, `selected`, with the areas that hold it: not as rc-menu's selected keys (at every change of them
 * it drew all its hundred items again, a third of a menu click's work) but by the store of src/layouts/menuLit.ts,
 * which the item's link (`aria-current="page"`) and the area's title read for themselves, styled as rc-menu's own
 * selection. The menu itself is drawn again only when its items, its open areas, its width or the language change.
 */
export default function LabelledMenu({ children, selected }: { children: ReactNode; selected?: string }) {
  const [ready, setReady] = useState(labelsLoaded);
  const { locale } = useIntl();
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLabels().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const menu = isValidElement(children) ? (children as ReactElement<MenuProps>) : undefined;
  const props = menu?.props;
  useLightMenu(selected, areasOfItem(props?.menuData, selected));
  // The open areas are the menu's to show, not its own state set from the location's (ProLayout's `matchMenuKeys`):
  // it set them in an effect, which drew all its items a second time whenever the location entered another area.
  // Entering an area opens it and folds the others, as ProLayout's menu did; the operator opens and folds the
  // others as they like in between.
  const areas = openedAreas(props?.matchMenuKeys, props?.menuData);
  const areasKey = areas.join('\n');
  const [open, setOpen] = useState({ at: areasKey, keys: areas });
  if (open.at !== areasKey) setOpen({ at: areasKey, keys: areas });
  const openKeys = open.at === areasKey ? open.keys : areas;
  const openKey = openKeys.join('\n');
  // The menu, once mounted, sets its open areas to its `matchMenuKeys` (NONE here) in an effect: that is not the
  // operator's doing, and is left out.
  const onOpenChange = useCallback((keys: string[]) => {
    if (keys !== NONE) setOpen((was) => ({ at: was.at, keys }));
  }, []);
  const signature = menuSignature(props?.menuData);
  const { collapsed, mode, isMobile } = props ?? {};
  const hasMenu = !!menu;
  // Only what changes the items drawn: the menu's other props are the layout's settings and its handlers.
  const drawn = useMemo(
    () =>
      menu &&
      cloneElement(menu, {
        selectedKeys: NONE,
        matchMenuKeys: NONE,
        openKeys,
        handleOpenChange: onOpenChange,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasMenu, signature, openKey, collapsed, mode, isMobile, locale],
  );
  if (!ready) return null;
  if (!menu) return children;
  return (
    <>
      <LitStyle />
      {drawn}
    </>
  );
}
