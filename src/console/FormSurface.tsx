import { useIntl } from '@umijs/max';
import { Button, Drawer, Flex, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { InputDef } from './types';

/**
 * Input types too tall for a dialog, with the width of the drawer their form opens in instead: a role's permission
 * tree (hundreds of pages and buttons) wants the window's height and room for its toolbar.
 */
const DRAWER_WIDTH: Partial<Record<InputDef['type'], number>> = { permissions: 880 };

/** The width of the drawer a form of these inputs opens in, or undefined for a dialog. */
export function drawerWidth(inputs: Record<string, InputDef> | undefined): number | undefined {
  const widths = Object.values(inputs ?? {}).map((input) => DRAWER_WIDTH[input.type] ?? 0);
  return Math.max(0, ...widths) || undefined;
}

/**
 * What an action's or a create form opens in: a dialog, or a drawer on the right for a form holding a tall input
 * (`drawerWidth`), with the same title, buttons and guards (`onOk` and `onCancel` decide whether to act).
 */
export default function FormSurface({
  inputs,
  open,
  title,
  okText,
  danger,
  busy,
  onOk,
  onCancel,
  children,
}: {
  inputs: Record<string, InputDef> | undefined;
  open: boolean;
  title: ReactNode;
  okText: string;
  danger?: boolean;
  busy: boolean;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const wide = drawerWidth(inputs);
  if (!wide)
    return (
      <Modal
        open={open}
        title={title}
        okText={okText}
        okButtonProps={{ danger, loading: busy }}
        onOk={onOk}
        onCancel={onCancel}
        destroyOnHidden
      >
        {children}
      </Modal>
    );
  return (
    <Drawer
      open={open}
      title={title}
      // Never wider than the window.
      width={`min(${wide}px, 100vw)`}
      onClose={onCancel}
      // A click beside it would throw away a long selection: it closes by its buttons or Esc only.
      maskClosable={false}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onCancel}>{intl.formatMessage({ id: 'console.cancel' })}</Button>
          <Button type="primary" danger={danger} loading={busy} onClick={onOk}>
            {okText}
          </Button>
        </Flex>
      }
    >
      {children}
    </Drawer>
  );
}
