import type { MenuDataItem } from '@ant-design/pro-components';
import { cloneElement, isValidElement, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { labelsLoaded, loadLabels } from '@/locales/labels';

/** What LabelledMenu reads and sets on ProLayout's menu (its BaseMenu element). */
type MenuProps = { selectedKeys?: string[]; matchMenuKeys?: string[]; menuData?: MenuDataItem[] };

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
 * The keys ProLayout's menu opens for a location (its `matchMenuKeys`), without the page's own: the areas it is in.
 * The menu sets its open and selected keys from them, in an effect, whenever they change, which draws every item of
 * the menu again one render after the page has mounted (in the render that brings a list's first rows). With only
 * the areas, a click within the area already open changes nothing there; a click into another area opens that area
 * and folds the others, as before. The highlighted item is `selected`, given as the menu's selected keys.
 */
export function openedAreas(matchMenuKeys: string[] | undefined, menuData: MenuDataItem[] | undefined): string[] {
  if (!matchMenuKeys || !menuData) return matchMenuKeys ?? [];
  const areas = areaKeys(menuData);
  return matchMenuKeys.filter((key) => areas.has(key));
}

/**
 * The side menu once the pages' labels are in: most menu labels are the titles of the pages they open, which come
 * with the signed-in shell (src/locales/resources.ts), so the menu never shows a label's key. They are usually in
 * before the current user is: the shell starts loading them as soon as a session is known. One item is highlighted:
 * `selected` (ProLayout's menu takes it as its selected keys).
 */
export default function LabelledMenu({ children, selected }: { children: ReactNode; selected?: string }) {
  const [ready, setReady] = useState(labelsLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLabels().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  if (!ready) return null;
  if (!isValidElement(children)) return children;
  const menu = children as ReactElement<MenuProps>;
  return cloneElement(menu, {
    selectedKeys: selected ? [selected] : [],
    matchMenuKeys: openedAreas(menu.props.matchMenuKeys, menu.props.menuData),
  });
}
