import { PlusOutlined } from '@ant-design/icons';
import { useAccess, useIntl } from '@umijs/max';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useReveal } from './ActionButton';
import { useRefusalAtInput } from './ActionDialog';
import ActionForm from './ActionForm';
import FormSurface from './FormSurface';
import { createRow } from './api';
import { createDialogTexts } from './labels';
import { useSubmitLock } from './useSubmitLock';
import type { ResourceDef } from './types';

/**
 * The toolbar's New button, behind the create code: the declared form (with the page's parent record fixed),
 * checked before sending, kept filled when the server refuses, locked while in flight; values shown once after.
 */
export default function CreateButton({
  def,
  fixed,
  onDone,
}: {
  def: ResourceDef;
  fixed?: Record<string, unknown>;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { can } = useAccess();
  const { message } = App.useApp();
  const reveal = useReveal(def);
  const [open, setOpen] = useState(false);
  const { busy, run: once, isHeld } = useSubmitLock();
  const [form] = Form.useForm();
  const markField = useRefusalAtInput(def.key, def.create?.form, form);
  if (!def.create || !can(def.create.permission)) return null;
  const title = intl.formatMessage({ id: 'console.create' });
  const dialog = createDialogTexts(intl, def.key);

  // One at a time (useSubmitLock); a refusal is shown by the request layer and the form keeps what was typed.
  const submit = (values: Record<string, unknown>) =>
    once(async () => {
      let answer: unknown;
      try {
        answer = await createRow(def, { ...values, ...fixed });
      } catch (error) {
        // Shown by the request layer; a refusal naming an input is said at it too (a duplicate value).
        markField(error);
        throw error;
      }
      message.success(intl.formatMessage({ id: 'console.action.done' }, { action: title }));
      setOpen(false);
      reveal(def.create?.reveal, answer);
      onDone();
    });

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {title}
      </Button>
      <FormSurface
        inputs={def.create.form}
        open={open}
        title={dialog.title}
        okText={dialog.ok}
        busy={busy}
        // Not while a submission is going, nor once the dialog is closing (a double click's second half).
        onOk={() => open && !isHeld() && form.submit()}
        onCancel={() => !busy && setOpen(false)}
      >
        <ActionForm
          resourceKey={def.key}
          name={`${def.key}-create`}
          inputs={def.create.form}
          fixed={fixed}
          form={form}
          onFinish={submit}
        />
      </FormSurface>
    </>
  );
}
