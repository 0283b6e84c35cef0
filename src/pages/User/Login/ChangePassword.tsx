import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { fieldRefusal } from '@/request/display';
import { changePassword } from '@/services/auth';
import { PASSWORD_MIN } from '@/services/paths';
import type { LoginForm, LoginResult } from '@/services/types';

/** The server's policy refusals (101039) said at the new password; the form keeps what was typed. */
const REFUSED_AT = { 101039: 'newPassword' } as const;

interface ChangeValues {
  newPassword: string;
  confirmPassword: string;
}

/** Characters, not UTF-16 units (an emoji is one), as the server counts them. */
const length = (text: string) => [...text].length;

/**
 * A password another operator set (a new account's, a reset one) is temporary: before any page, the operator chooses
 * their own, twice, by the stated policy, checked here and again by the server. Its answer is a login answer.
 */
export default function ChangePassword({
  form: login,
  onDone,
  onCancel,
}: {
  form: LoginForm;
  onDone: (res: LoginResult) => Promise<void>;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<ChangeValues>();
  const [submitting, setSubmitting] = useState(false);

  // The policy's texts are the server's refusals, so the two always say the same.
  const policy: Rule = {
    validator: async (_, value: string | undefined) => {
      if (!value) return;
      if (length(value) < PASSWORD_MIN) throw new Error(t('request.code.101039', { min: PASSWORD_MIN }));
      if (value.trim().toLowerCase() === login.email.trim().toLowerCase())
        throw new Error(t('request.code.101039.email'));
      if (value === login.password) throw new Error(t('request.code.101039.reused'));
    },
  };

  const submit = async (values: ChangeValues) => {
    setSubmitting(true);
    try {
      const res = await changePassword({ new_password: values.newPassword, confirm_password: values.confirmPassword });
      await onDone(res);
    } catch (error) {
      // shown by the request layer; the form keeps its values and says it at the new password
      form.setFields(fieldRefusal(error, REFUSED_AT));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={t('login.changePassword.title')}
      onCancel={onCancel}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('login.changePassword.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
          {t('login.changePassword.submit')}
        </Button>,
      ]}
    >
      <p>{t('login.changePassword.intro')}</p>
      <Alert type="info" showIcon message={t('login.changePassword.policy', { min: PASSWORD_MIN })} />
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        disabled={submitting}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="newPassword"
          label={t('login.changePassword.new')}
          rules={[{ required: true, message: t('login.changePassword.required') }, policy]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('login.changePassword.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('login.changePassword.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword'))
                  throw new Error(t('login.changePassword.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
