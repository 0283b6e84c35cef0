import { useCountDown } from 'ahooks';
import { useIntl } from '@umijs/max';
import { Alert, Button, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { fieldRefusal } from '@/request/display';
import { useApi } from '@/request/useApi';
import { bindAuthenticator, fetchGoogleSecret, sendMailCode } from '@/services/auth';
import type { GoogleSecret, LoginForm, LoginResult } from '@/services/types';

const SIX_DIGITS = /^\d{6}$/;
const RESEND_AFTER_MS = 60000;
/** The binding's refusals said at their input too: a wrong mail code, a wrong authenticator code. */
const REFUSED_AT = { 100003: 'emailCode', 100002: 'bindingCode' } as const;

interface BindValues {
  emailCode: string;
  bindingCode: string;
}

/**
 * Binding an authenticator (spec §4, §7): QR code and secret from the server, a mail code sent and entered, then the
 * bind call with mailCodeToken, bindingCode, bindingKey and the email-code header. Its answer is a login answer.
 */
export default function BindAuthenticator({
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
  const [form] = Form.useForm<BindValues>();
  const secret = useApi(async (): Promise<GoogleSecret> => (await fetchGoogleSecret()).result);
  const [mailCodeToken, setMailCodeToken] = useState<string>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resendAt, setResendAt] = useState<number>();
  const [leftMs] = useCountDown({ targetDate: resendAt });

  const send = async () => {
    setSending(true);
    try {
      const res = await sendMailCode(login.email);
      setMailCodeToken(res.result.mailCodeToken);
      setResendAt(Date.now() + RESEND_AFTER_MS);
    } catch {
      // shown by the request layer
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: BindValues) => {
    if (!mailCodeToken || !secret.data) {
      form.setFields([{ name: 'emailCode', errors: [t('login.bind.mailCode.needSend')] }]);
      return;
    }
    setSubmitting(true);
    try {
      const res = await bindAuthenticator(login, {
        mailCodeToken,
        bindingCode: values.bindingCode,
        bindingKey: secret.data.secret,
        emailCode: values.emailCode,
      });
      await onDone(res);
    } catch (error) {
      // shown by the request layer; the form keeps its values and says it at its input
      form.setFields(fieldRefusal(error, REFUSED_AT));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={t('login.bind.title')}
      onCancel={onCancel}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('login.bind.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={submitting} onClick={() => form.submit()}>
          {t('login.bind.submit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('login.bind.intro')}</Typography.Paragraph>
      {secret.error ? <Alert type="error" message={t('login.bind.loadError')} /> : null}
      {secret.loading ? <Spin /> : null}
      {secret.data ? (
        <Space direction="vertical" align="center" style={{ width: '100%', marginBottom: 16 }}>
          <QRCodeSVG value={secret.data.qrCode} size={176} title={t('login.bind.title')} />
          <Typography.Text>
            {t('login.bind.secret')}:{' '}
            <Typography.Text code copyable data-testid="authenticator-secret">
              {secret.data.secret}
            </Typography.Text>
          </Typography.Text>
        </Space>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label={t('login.bind.mailCode')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="emailCode"
              noStyle
              rules={[
                { required: true, message: t('login.bind.mailCode.required') },
                { pattern: SIX_DIGITS, message: t('login.code.invalid') },
              ]}
            >
              <Input inputMode="numeric" maxLength={6} aria-label={t('login.bind.mailCode')} />
            </Form.Item>
            <Button onClick={send} loading={sending} disabled={leftMs > 0 || !secret.data}>
              {leftMs > 0
                ? t('login.bind.resendMail', { seconds: Math.ceil(leftMs / 1000) })
                : t('login.bind.sendMail')}
            </Button>
          </Space.Compact>
        </Form.Item>
        {mailCodeToken ? (
          <Typography.Paragraph type="secondary">
            {t('login.bind.mailSent', { mail: login.email })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          name="bindingCode"
          label={t('login.bind.bindingCode')}
          rules={[
            { required: true, message: t('login.code.required') },
            { pattern: SIX_DIGITS, message: t('login.code.invalid') },
          ]}
        >
          <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
