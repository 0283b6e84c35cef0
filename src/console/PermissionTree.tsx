import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Empty, Flex, Input, Space, Tree, Typography, theme } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState, type ReactNode } from 'react';
import {
  checkState,
  clicked,
  indexNodes,
  isArea,
  isPage,
  ordered,
  permissionNodes,
  search,
  withAncestors,
  type GrantIndex,
  type GrantNode,
} from './grantTree';

/** The label with the searched text marked in it (the first place it occurs, in any case). */
function marked(label: string, text: string): ReactNode {
  const needle = text.trim().toLocaleLowerCase();
  const at = needle ? label.toLocaleLowerCase().indexOf(needle) : -1;
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <mark style={{ padding: 0 }}>{label.slice(at, at + needle.length)}</mark>
      {label.slice(at + needle.length)}
    </>
  );
}

/**
 * The role editor's checkable tree (value: the page URLs and button codes granted), above it a search, unfold and fold
 * everything, select everything and clear, and a count; the tree scrolls in a box of its own so these stay in view.
 * What a click grants is grantTree.ts's `clicked`: a page its read access (unfolded to offer its buttons), a button
 * with its page; a page taken away takes its buttons.
 */
function GrantEditor({
  nodes,
  index,
  value,
  onChange,
  id,
}: {
  nodes: GrantNode[];
  index: GrantIndex;
  value: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { token } = theme.useToken();
  const labelOf = (n: GrantNode) => intl.formatMessage({ id: n.titleId, defaultMessage: n.key });
  const parents = useMemo(() => [...index.byKey.values()].filter((n) => n.children.length).map((n) => n.key), [index]);
  // It opens on the areas, their pages folded: the buttons show where a page is ticked, unfolded or searched.
  const [expanded, setExpanded] = useState<string[]>(() => parents.filter(isArea));
  const [text, setText] = useState('');
  const found = search(nodes, labelOf, text);
  const state = checkState(index, new Set(value));
  const pages = value.filter(isPage).length;

  const unfold = (keys: string[]) => setExpanded((now) => [...new Set([...now, ...keys])]);
  const toData = (list: GrantNode[]): DataNode[] =>
    list.map((n) => ({ key: n.key, title: marked(labelOf(n), text), children: toData(n.children) }));

  return (
    <div id={id}>
      {/* dir="auto": a fallback language's English reads left to right, its full stop at its end, in a right-to-left page. */}
      <Typography.Paragraph type="secondary" dir="auto" style={{ marginBottom: 8 }}>
        {t('console.permissions.hint')}
      </Typography.Paragraph>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('console.permissions.search')}
          aria-label={t('console.permissions.search')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            unfold(search(nodes, labelOf, e.target.value)?.open ?? []);
          }}
          style={{ width: 260 }}
        />
        <Space size={4} wrap>
          <Button size="small" onClick={() => setExpanded(parents)}>
            {t('console.permissions.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('console.permissions.collapseAll')}
          </Button>
          <Button size="small" onClick={() => onChange?.(ordered(index))}>
            {t('console.permissions.selectAll')}
          </Button>
          <Button size="small" onClick={() => onChange?.([])}>
            {t('console.permissions.clear')}
          </Button>
        </Space>
      </Flex>
      <Typography.Text type="secondary" dir="auto" data-testid="permission-count">
        {t('console.permissions.count', { pages, codes: value.length - pages })}
      </Typography.Text>
      <div
        style={{
          // The tree scrolls inside the form, whatever the window's height; the search and buttons stay above it.
          maxHeight: 'max(240px, calc(100vh - 480px))',
          overflow: 'auto',
          marginTop: 8,
          padding: 8,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
        }}
      >
        {found && !found.nodes.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.permissions.noMatch')} />
        ) : (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            treeData={toData(found?.nodes ?? nodes)}
            checkedKeys={state}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            onCheck={(_, info) => {
              const next = clicked(index, value, String(info.node.key));
              onChange?.(next.value);
              if (next.opened) unfold(withAncestors(index, next.opened));
            }}
          />
        )}
      </div>
    </div>
  );
}

/**
 * A `permissions` input: the editor's tree (GrantEditor) or, read only (a role's record), what it grants as plain
 * readable text, not a greyed-out tree of everything.
 */
export default function PermissionTree({
  value,
  onChange,
  id,
  disabled,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  /** Read-only (the detail view). */
  disabled?: boolean;
}) {
  const intl = useIntl();
  const nodes = useMemo(() => permissionNodes(), []);
  const index = useMemo(() => indexNodes(nodes), [nodes]);
  if (!disabled) return <GrantEditor nodes={nodes} index={index} value={value ?? []} onChange={onChange} id={id} />;

  const granted = new Set(value ?? []);
  const grantedOnly = (list: GrantNode[]): GrantNode[] =>
    list.flatMap((n) => {
      const children = grantedOnly(n.children);
      return granted.has(n.key) || children.length ? [{ ...n, children }] : [];
    });
  const toData = (list: GrantNode[]): DataNode[] =>
    list.map((n) => ({
      key: n.key,
      title: intl.formatMessage({ id: n.titleId, defaultMessage: n.key }),
      children: toData(n.children),
    }));
  const shown = grantedOnly(nodes);
  return (
    <div id={id}>
      {shown.length ? (
        <Tree defaultExpandAll selectable={false} treeData={toData(shown)} />
      ) : (
        intl.formatMessage({ id: 'console.permissions.none' })
      )}
    </div>
  );
}
