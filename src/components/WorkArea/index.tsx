// Keep-alive is exactly this: the pages of hidden tabs are elements kept from earlier renders (in a ref, since keeping
// them must not itself render), left alone while hidden (KeptPage holds still what they read of the router and layout).
/* eslint-disable react-hooks/refs */
import { DownOutlined, EllipsisOutlined, PushpinFilled } from '@ant-design/icons';
import { useIntl, useLocation, useModel, useNavigate, useOutlet } from '@umijs/max';
import { Button, Dropdown, Tabs } from 'antd';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { pageOf } from '@/auth/pages';
import KeptPage from './KeptPage';
import LimitQuestion from './LimitQuestion';
import TabContextMenu, { contextAt, type ContextAt } from './TabContextMenu';
import { tabMenu } from './menu';
import { PageDrawn, PageSettled, PageShown, useSettle } from './shown';
import { tabTitle } from './title';
import {
  closeTabs,
  keepUrl,
  lastUsed,
  openTab,
  pinTab,
  readTabs,
  replacedTab,
  replaceTab,
  tabToClose,
  type WorkTab,
} from './tabs';

const session = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The path and query the browser shows, when it is the router's location (in tests the two may differ). */
function shownUrl(pathname: string, fallback: string): string {
  return window.location.pathname === pathname ? `${window.location.pathname}${window.location.search}` : fallback;
}

/** A page asked for while the strip is full: not opened until the operator says which tab gives way (or none). */
interface Held {
  key: string;
  url: string;
  /** The tab that would close for it; null when all are pinned. */
  closes: WorkTab | null;
  /** The tab shown meanwhile. */
  from?: string;
}

/**
 * The multi-tab work area: every page opened stays open in a tab and stays mounted while hidden (keep-alive), so
 * its filters, scroll position and unsaved forms are there when the operator comes back. The strip is one row that
 * scrolls, with the tabs beyond its width in a menu at its end. A tab's context menu (and the ⌄ menu, for the shown
 * one) reloads it (its page mounted afresh), pins it (first in the strip, left open by the bulk closes) and closes it,
 * the others or those to its right. Past MAX_TABS the operator is asked which tab gives way. The list of tabs (not
 * the pages) survives a reload of the browser tab.
 */
export default function WorkArea() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const { initialState } = useModel('@@initialState');
  const storeKey = `payops.tabs.${initialState?.currentUser?.id ?? 'anonymous'}`;
  const page = pageOf(location.pathname);
  // A location without a page of its own (an area's redirect) is shown as it is, not kept.
  const active = page ? location.pathname : undefined;
  const [tabs, setTabs] = useState<WorkTab[]>(() => readTabs(session(), storeKey).filter((t) => pageOf(t.key)));
  const [held, setHeld] = useState<Held>();
  const [contextOn, setContextOn] = useState<ContextAt | null>(null);
  const pages = useRef(new Map<string, ReactNode>());
  // The location each kept element was made at: the shown page's element is made again only when the location moves
  // (the router's outlet is a new element, with a new route context, at every render of the work area, and the work
  // area renders again right after a page opens, to add its tab: that rendered the whole new page a second time).
  const madeAt = useRef(new Map<string, unknown>());
  const scrolls = useRef(new Map<string, number>());
  const [versions, setVersions] = useState<Record<string, number>>({});
  const activeRef = useRef(active);
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;

  if (active && madeAt.current.get(active) !== location) {
    pages.current.set(active, outlet);
    madeAt.current.set(active, location);
  }

  const forget = useCallback((key: string) => {
    pages.current.delete(key);
    madeAt.current.delete(key);
    scrolls.current.delete(key);
  }, []);

  // The shown tab's URL follows its filters (the list writes them into the address bar itself).
  const remember = useCallback(() => {
    const key = activeRef.current;
    if (key) setTabs((list) => keepUrl(list, key, shownUrl(key, list.find((t) => t.key === key)?.url ?? key)));
  }, []);

  useEffect(() => {
    const previous = activeRef.current;
    // The router's location is the outside state the work area follows. A page asked for while another was held
    // replaces that question.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHeld(undefined);
    if (!active) {
      activeRef.current = active;
      return;
    }
    // A location that says it replaces another tab (a record stepping to the next one) takes that tab's place.
    const url = `${location.pathname}${location.search}`;
    const replaces = replacedTab(tabsRef.current, active, location.state);
    const closes = replaces ? undefined : tabToClose(tabsRef.current, active);
    if (closes !== undefined) {
      setHeld({ key: active, url, closes, from: previous });
      return;
    }
    // Scroll is the window's: each tab gets back to where it was.
    if (previous && previous !== active) scrolls.current.set(previous, window.scrollY);
    activeRef.current = active;
    if (replaces) forget(replaces);
    setTabs((l) => (replaces ? replaceTab(l, replaces, active, url) : openTab(l, active, url)));
    if (previous !== active) window.scrollTo?.(0, scrolls.current.get(active) ?? 0);
  }, [active, forget, location.pathname, location.search, location.state]);

  useEffect(() => {
    session()?.setItem(storeKey, JSON.stringify(tabs));
  }, [storeKey, tabs]);

  // rc-tabs puts its overflow button (the `more` menu) inside the tab list with no role of a tab, and a tab list may
  // hold tabs only (axe: aria-required-children; react-component/tabs#1013). Its close buttons are tabs for that
  // reason: so is this one. React never sets this attribute, so it stays.
  useLayoutEffect(() => {
    document.querySelector('.payops-work-tabbar .ant-tabs-nav-more:not([role])')?.setAttribute('role', 'tab');
  });

  // Before any click or key press acts (a menu link, a tab), the shown tab keeps the URL it is at.
  useEffect(() => {
    window.addEventListener('click', remember, true);
    window.addEventListener('keydown', remember, true);
    return () => {
      window.removeEventListener('click', remember, true);
      window.removeEventListener('keydown', remember, true);
    };
  }, [remember]);

  const close = (keys: string[]) => {
    if (!keys.length) return;
    const { tabs: left, goTo } = closeTabs(tabs, keys, active);
    keys.forEach(forget);
    setTabs(left);
    if (active && keys.includes(active)) navigate(goTo ?? '/');
  };
  const actions = {
    reload: (key: string) => setVersions((v) => ({ ...v, [key]: (v[key] ?? 0) + 1 })),
    pin: (key: string, pinned: boolean) => setTabs((list) => pinTab(list, key, pinned)),
    close,
  };

  // The held page opens in place of the tab named in the question.
  const makeRoom = () => {
    if (!held?.closes) return;
    const { key, url, closes, from } = held;
    forget(closes.key);
    if (from) scrolls.current.set(from, window.scrollY);
    activeRef.current = key;
    setHeld(undefined);
    setTabs((list) => openTab(closeTabs(list, [closes.key], undefined).tabs, key, url));
    window.scrollTo?.(0, 0);
  };
  // Or it is not opened: back to the tab shown before.
  const keepTabs = () => {
    if (!held) return;
    const back = tabs.find((x) => x.key === held.from) ?? lastUsed(tabs);
    pages.current.delete(held.key);
    madeAt.current.delete(held.key);
    setHeld(undefined);
    navigate(back?.url ?? '/', { replace: true });
  };

  const t = (id: string) => intl.formatMessage({ id });
  const title = (key: string) => tabTitle(intl, key);
  // While a page is held, the tab shown before it stays shown.
  const opening = !!active && !tabs.some((x) => x.key === active) && !replacedTab(tabs, active, location.state);
  const holding = opening && (!!held || tabToClose(tabs, active) !== undefined);
  const before = held?.from ?? activeRef.current;
  const shownKey = holding ? (before && before !== active ? before : lastUsed(tabs)?.key) : active;
  // The page shown when the work area last settled: its contents stay drawn until the next page shown settles.
  const { settledOn, settle } = useSettle(shownKey);
  // The page just opened is a tab from its first render (the list is brought up to date after it).
  const shown =
    active && !holding && !tabs.some((x) => x.key === active)
      ? openTab(tabs, active, `${location.pathname}${location.search}`)
      : tabs;
  const items = shown.map((tab) => {
    const element = pages.current.get(tab.key);
    return {
      key: tab.key,
      label: title(tab.key),
      icon: tab.pinned ? <PushpinFilled aria-label={t('workArea.pinned')} /> : undefined,
      // A pinned tab closes from its menu only.
      closable: !tab.pinned,
      // A tab restored after a reload has no page yet: it is mounted when first shown.
      // Hidden by the attribute too, not only by the tab's style: out of reach of find-in-page and assistive
      // technology whatever the animation state.
      children: element ? (
        <div hidden={tab.key !== shownKey}>
          <PageShown.Provider value={tab.key === shownKey}>
            <PageDrawn.Provider value={tab.key === shownKey || tab.key === settledOn}>
              <PageSettled.Provider value={settle}>
                <KeptPage shown={tab.key === shownKey}>
                  <Fragment key={versions[tab.key] ?? 0}>{element}</Fragment>
                </KeptPage>
              </PageSettled.Provider>
            </PageDrawn.Provider>
          </PageShown.Provider>
        </div>
      ) : null,
    };
  });

  return (
    <>
      {shown.length ? (
        <Tabs
          className="payops-work-tabs"
          type="editable-card"
          size="small"
          hideAdd
          activeKey={shownKey ?? ''}
          items={items}
          more={{ icon: <EllipsisOutlined aria-label={t('workArea.more')} /> }}
          onChange={(key) => {
            remember();
            const tab = tabs.find((x) => x.key === key);
            if (tab) navigate(tab.url);
          }}
          onEdit={(key, action) => {
            if (action === 'remove' && typeof key === 'string') close([key]);
          }}
          // The actions button sits beside the tab list, not in it (a tab list holds tabs only). One wrapper at most
          // between the tabs and their list: antd styles the list as `.ant-tabs > div > .ant-tabs-nav`. The list's room
          // is the grid's first column, and the strip's padding is the wrapper's: rc-tabs measures the room as the tab
          // bar's outer width, and gives the tab bar's own style to its overflow button as well.
          renderTabBar={(props, DefaultTabBar) => (
            <div
              className="payops-work-tabbar"
              onContextMenu={(e) => {
                const at = contextAt(
                  e,
                  tabs.map((x) => x.key),
                );
                if (!at) return;
                e.preventDefault();
                setContextOn(at);
              }}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                alignItems: 'center',
                paddingBlockStart: 8,
                paddingInlineStart: 16,
              }}
            >
              <DefaultTabBar {...props} />
              {shownKey ? (
                <Dropdown menu={tabMenu(tabs, shownKey, t, actions)} trigger={['click']}>
                  <Button size="small" type="text" aria-label={t('workArea.menu')} style={{ marginInline: 8 }}>
                    <DownOutlined />
                  </Button>
                </Dropdown>
              ) : null}
            </div>
          )}
          tabBarStyle={{ margin: 0 }}
        />
      ) : null}
      {contextOn && tabs.some((x) => x.key === contextOn.key) ? (
        <TabContextMenu
          at={contextOn}
          menu={tabMenu(tabs, contextOn.key, t, actions)}
          onClose={() => setContextOn(null)}
        />
      ) : null}
      {active ? null : outlet}
      <LimitQuestion
        opening={held ? title(held.key) : undefined}
        closing={held?.closes ? title(held.closes.key) : null}
        onOpen={makeRoom}
        onKeep={keepTabs}
      />
    </>
  );
}
