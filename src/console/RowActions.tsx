import { DownOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import ActionButton from './ActionButton';
import { runAction, type Row } from './api';
import { fillPath } from './RecordView';
import type { ActionDef, LinkDef, ResourceDef } from './types';

/** A row's buttons side by side: a plain element (not an antd Space per row). */
const ROW: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4 };

/** Buttons shown on a row; the rest wait in its "more" menu, so the action column stays narrow. */
export const SHOWN_ACTIONS = 2;

/**
 * A row's actions that apply and its links, in the declaration's order: the first two as buttons, any others in a
 * "more" menu (opened by click, Enter or Space; arrow keys move through it, Escape closes it). An action started from
 * the menu keeps its dialogs with the row, not with the menu, which closes at once.
 */
export default function RowActions({
  def,
  row,
  actions,
  links,
  reload,
}: {
  def: ResourceDef;
  row: Row;
  actions: ActionDef[];
  links: LinkDef[];
  reload: () => void;
}) {
  const intl = useIntl();
  // Each pick of an action in the menu, counted: a new count starts it (ActionButton's `request`).
  const [requests, setRequests] = useState<Record<string, number>>({});
  const id = String(row[def.rowKey]);
  const linkText = (l: LinkDef) => intl.formatMessage({ id: `resources.${def.key}.links.${l.key}` });
  const entries: { key: string; action?: ActionDef; link?: LinkDef }[] = [
    ...actions.map((a) => ({ key: a.key, action: a })),
    ...links.map((l) => ({ key: `link:${l.key}`, link: l })),
  ];
  const shown = entries.slice(0, SHOWN_ACTIONS);
  const rest = entries.slice(SHOWN_ACTIONS);
  const button = (a: ActionDef, request?: number): ReactNode => (
    <ActionButton
      key={a.key}
      def={def}
      action={a}
      row={row}
      run={(body) => runAction(def, id, a.key, body)}
      onDone={reload}
      request={request}
    />
  );
  const items: MenuProps['items'] = rest.map((e) =>
    e.action
      ? {
          key: e.key,
          danger: e.action.danger || e.action.remove,
          label: intl.formatMessage({ id: `resources.${def.key}.actions.${e.action.key}` }),
          onClick: () => setRequests((r) => ({ ...r, [e.key]: (r[e.key] ?? 0) + 1 })),
        }
      : { key: e.key, label: <Link to={fillPath(e.link!.to, row)}>{linkText(e.link!)}</Link> },
  );
  return (
    <span style={ROW}>
      {shown.map((e) =>
        e.action ? (
          button(e.action)
        ) : (
          <Link key={e.key} to={fillPath(e.link!.to, row)}>
            {linkText(e.link!)}
          </Link>
        ),
      )}
      {rest.length ? (
        <>
          {rest.map((e) => (e.action ? button(e.action, requests[e.key] ?? 0) : null))}
          <MoreMenu
            items={items}
            label={intl.formatMessage({ id: 'console.actions.more.label' }, { id })}
            text={intl.formatMessage({ id: 'console.actions.more' })}
          />
        </>
      ) : null}
    </span>
  );
}

/**
 * The row's "more" menu: its button alone until first used, then the menu (opened at once by that click). A list
 * draws one per row, and a dropdown's trigger and styles were a tenth of the rows' render.
 */
function MoreMenu({ items, label, text }: { items: MenuProps['items']; label: string; text: string }) {
  const [made, setMade] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="link"
      size="small"
      aria-label={label}
      onClick={
        made
          ? undefined
          : () => {
              setMade(true);
              setOpen(true);
            }
      }
    >
      {text}
      <DownOutlined />
    </Button>
  );
  if (!made) return button;
  return (
    <Dropdown menu={{ items }} trigger={['click']} autoFocus open={open} onOpenChange={setOpen}>
      {button}
    </Dropdown>
  );
}
