// Keep-alive is exactly this: the pages of hidden tabs are elements kept from earlier renders (in a ref, since keeping
// them must not itself render), rendered again while hidden.
/* eslint-disable react-hooks/refs */
import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { recordKind } from '@/console/labels';
import { useIntl, useLocation, useModel, useNavigate, useOutlet } from '@umijs/max';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { pageOf } from '@/auth/pages';
import { PageShown } from './shown';
import { closeTabs, keepUrl, openTab, readTabs, replaceTab, type WorkTab } from './tabs';

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

/**
 * The multi-tab work area: every page opened stays open in a tab and stays mounted while hidden (keep-alive), so
 * its filters, scroll position and unsaved forms are there when the operator comes back. Tabs close one by one,
 * all but the shown one, or all; a tab can be reloaded (its page mounted afresh). The list of tabs (not the pages)
 * survives a reload of the browser tab.
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
  const pages = useRef(new Map<string, ReactNode>());
  const scrolls = useRef(new Map<string, number>());
  const [versions, setVersions] = useState<Record<string, number>>({});
  const activeRef = useRef(active);

  if (active) pages.current.set(active, outlet);

  // The shown tab's URL follows its filters (the list writes them into the address bar itself).
  const remember = useCallback(() => {
    const key = activeRef.current;
    if (key) setTabs((list) => keepUrl(list, key, shownUrl(key, list.find((t) => t.key === key)?.url ?? key)));
  }, []);

  useEffect(() => {
    // Scroll is the window's: each tab gets back to where it was.
    const previous = activeRef.current;
    if (previous && previous !== active) scrolls.current.set(previous, window.scrollY);
    activeRef.current = active;
    if (!active) return;
    // A location that says it replaces another tab (a record stepping to the next one) takes that tab's place.
    const replaces = (location.state as { replacesTab?: unknown } | null)?.replacesTab;
    const url = `${location.pathname}${location.search}`;
    if (typeof replaces === 'string' && replaces !== active) {
      pages.current.delete(replaces);
      scrolls.current.delete(replaces);
    }
    // The router's location is the outside state the tab list follows.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTabs((list) =>
      typeof replaces === 'string' ? replaceTab(list, replaces, active, url) : openTab(list, active, url),
    );
    if (previous !== active) window.scrollTo?.(0, scrolls.current.get(active) ?? 0);
  }, [active, location.pathname, location.search, location.state]);

  useEffect(() => {
    session()?.setItem(storeKey, JSON.stringify(tabs));
  }, [storeKey, tabs]);

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
    const { tabs: left, goTo } = closeTabs(tabs, keys, active);
    keys.forEach((k) => {
      pages.current.delete(k);
      scrolls.current.delete(k);
    });
    setTabs(left);
    if (active && keys.includes(active)) navigate(goTo ?? '/');
  };
  const reload = (key: string) => setVersions((v) => ({ ...v, [key]: (v[key] ?? 0) + 1 }));

  const title = (key: string) => {
    const found = pageOf(key);
    if (!found?.menuKey) return key;
    const label = intl.formatMessage({ id: found.menuKey });
    // A record's page names it as the record's header does: its kind and key ("退款 RF500001").
    if (found.record) {
      const [resource, id] = key.split('/').slice(-2).map(decodeURIComponent);
      const kind = found.path.includes('/:resource/') ? resource : (found.resource ?? resource);
      return `${recordKind(intl, kind)} ${id}`;
    }
    // Another page of one record (a merchant's sites) names it: the route's parameters, as the address holds them.
    const names = found.path.split('/').filter((s) => s.startsWith(':')).length;
    const values = names ? key.split('/').slice(-names).map(decodeURIComponent) : [];
    return values.length ? `${label} · ${values.join(' / ')}` : label;
  };

  const t = (id: string) => intl.formatMessage({ id });
  const menu = (key: string): MenuProps => ({
    items: [
      { key: 'reload', icon: <ReloadOutlined />, label: t('workArea.reload') },
      { key: 'close', icon: <CloseOutlined />, label: t('workArea.close') },
      { key: 'closeOthers', label: t('workArea.closeOthers'), disabled: tabs.length < 2 },
      { key: 'closeAll', label: t('workArea.closeAll') },
    ],
    onClick: ({ key: what }) => {
      if (what === 'reload') reload(key);
      else if (what === 'close') close([key]);
      else if (what === 'closeOthers') close(tabs.filter((x) => x.key !== key).map((x) => x.key));
      else close(tabs.map((x) => x.key));
    },
  });

  // The page just opened is a tab from its first render (the list is brought up to date after it).
  const shown =
    active && !tabs.some((x) => x.key === active)
      ? openTab(tabs, active, `${location.pathname}${location.search}`)
      : tabs;
  const items = shown.map((tab) => {
    const element = pages.current.get(tab.key);
    return {
      key: tab.key,
      label: (
        <Dropdown menu={menu(tab.key)} trigger={['contextMenu']}>
          <span>{title(tab.key)}</span>
        </Dropdown>
      ),
      closable: true,
      // A tab restored after a reload has no page yet: it is mounted when first shown.
      // Hidden by the attribute too, not only by the tab's style: out of reach of find-in-page and assistive
      // technology whatever the animation state.
      children: element ? (
        <div hidden={tab.key !== active}>
          <PageShown.Provider value={tab.key === active}>
            <Fragment key={versions[tab.key] ?? 0}>{element}</Fragment>
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
          activeKey={active ?? ''}
          items={items}
          onChange={(key) => {
            remember();
            const tab = tabs.find((x) => x.key === key);
            if (tab) navigate(tab.url);
          }}
          onEdit={(key, action) => {
            if (action === 'remove' && typeof key === 'string') close([key]);
          }}
          // The actions button sits beside the tab list, not in it (a tab list holds tabs only).
          renderTabBar={(props, DefaultTabBar) => (
            <div className="payops-work-tabbar" style={{ display: 'flex', alignItems: 'flex-end' }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <DefaultTabBar {...props} />
              </div>
              {active ? (
                <Dropdown menu={menu(active)} trigger={['click']}>
                  <Button size="small" type="text" aria-label={t('workArea.menu')} style={{ margin: '0 8px 4px' }}>
                    <DownOutlined />
                  </Button>
                </Dropdown>
              ) : null}
            </div>
          )}
          tabBarStyle={{ margin: 0, padding: '8px 16px 0' }}
        />
      ) : null}
      {active ? null : outlet}
    </>
  );
}
