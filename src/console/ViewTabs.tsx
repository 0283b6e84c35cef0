import { StarFilled } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Space, Tabs } from 'antd';
import { useState } from 'react';
import SavedViews, { localViews } from './SavedViews';
import { hasFilters, readViews, viewQuery, writeViews, type SavedView, type ViewStore } from './views';

/** The key of the tab that shows the list unfiltered (a view's name is never empty). */
const ALL = '';

/**
 * The list's saved views as a row of tabs above the table ("All", then each view, the default starred), the one whose
 * filters the list shows marked; none is marked while the list shows filters no view holds. The manager (save, copy
 * a link, default, delete) sits at the row's end.
 */
export default function ViewTabs({
  storeKey,
  pathname,
  search,
  onApply,
}: {
  storeKey: string;
  pathname: string;
  /** The list's query as applied (the address's search): which view it is. */
  search: string;
  onApply: (view: SavedView) => void;
}) {
  const intl = useIntl();
  const [store, setStore] = useState<ViewStore>(() => readViews(localViews(), storeKey));
  const update = (next: ViewStore) => {
    writeViews(localViews(), storeKey, next);
    setStore(next);
  };
  const current = viewQuery(search);
  const active = !hasFilters(search) ? ALL : store.views.find((v) => v.query === current)?.name;
  return (
    <div role="region" aria-label={intl.formatMessage({ id: 'console.views.tabs' })}>
      <Tabs
        size="small"
        // Nothing marked when no tab holds the list's filters: the chips below say what it is filtered by.
        activeKey={active ?? '\u0000'}
        onChange={(name) => onApply(store.views.find((v) => v.name === name) ?? { name: ALL, query: '' })}
        items={[
          { key: ALL, label: intl.formatMessage({ id: 'console.views.all' }) },
          ...store.views.map((v) => ({
            key: v.name,
            label:
              store.defaultView === v.name ? (
                <Space size={4}>
                  <StarFilled aria-label={intl.formatMessage({ id: 'console.views.default' })} />
                  {v.name}
                </Space>
              ) : (
                v.name
              ),
          })),
        ]}
        // The manager sits beside the tab list, not in it (a tab list holds tabs only).
        renderTabBar={(props, DefaultTabBar) => (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <DefaultTabBar {...props} style={{ margin: 0 }} />
            </div>
            <SavedViews store={store} onChange={update} pathname={pathname} onApply={onApply} />
          </div>
        )}
      />
    </div>
  );
}
