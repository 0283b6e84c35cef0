import { useAccess, useIntl } from '@umijs/max';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Row } from './api';
import type { ActionDef, ResourceDef } from './types';

export const REASON_MAX = 500;

/** Does the action apply to this row (its `when`)? */
export const applies = (action: ActionDef, row: Row) =>
  !action.when || action.when.in.some((v) => String(v) === String(row[action.when!.field]));

/** May the operator run it (its permission code)? */
export function useCan() {
  const { can } = useAccess();
  return (action: ActionDef) => can(action.permission);
}

/**
 * One action on one target: shown only with its permission code, confirms when it cannot be undone, asks for a
 * reason where declared, locks while in flight (no double submit) and reports back so the row is refreshed.
 * The server's refusal is shown by the request layer; the reason typed stays in the dialog.
 */
export default function ActionButton({
  def,
  action,
  run,
  onDone,
  label,
}: {
  def: ResourceDef;
  action: ActionDef;
  run: (body: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
  label?: string;
}) {
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const title = label ?? intl.formatMessage({ id: `resources.${def.key}.actions.${action.key}` });

  const execute = async (body: Record<string, unknown>) => {
    setBusy(true);
    try {
      await run(body);
      message.success(intl.formatMessage({ id: 'console.action.done' }, { action: title }));
      setAsking(false);
      form.resetFields();
      onDone();
    } catch {
      // shown by the request layer; nothing typed is lost
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    if (busy) return;
    if (action.reason) setAsking(true);
    else if (action.confirm)
      modal.confirm({
        title: intl.formatMessage({ id: 'console.action.confirm' }, { action: title }),
        okText: title,
        okButtonProps: { danger: action.danger },
        onOk: () => execute({}),
      });
    else execute({});
  };

  return (
    <>
      <Button type="link" size="small" danger={action.danger} loading={busy} onClick={start}>
        {title}
      </Button>
      {action.reason ? (
        <Modal
          open={asking}
          title={title}
          okText={title}
          okButtonProps={{ danger: action.danger, loading: busy }}
          onOk={() => form.submit()}
          onCancel={() => !busy && setAsking(false)}
          destroyOnHidden={false}
        >
          <Form form={form} layout="vertical" onFinish={(v) => execute({ reason: v.reason.trim() })}>
            <Form.Item
              name="reason"
              label={intl.formatMessage({ id: 'console.action.reason' })}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: intl.formatMessage({ id: 'console.action.reason.required' }),
                },
                { max: REASON_MAX },
              ]}
            >
              <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
