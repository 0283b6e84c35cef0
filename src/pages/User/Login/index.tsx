import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Form, Input, theme } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import LangPicker from '@/components/LangPickerLazy';
import { fieldRefusal } from '@/request/display';
import type { LoginForm } from '@/services/types';
import { useLoginFlow } from './useLoginFlow';

// Only a first sign-in binds an authenticator: its QR code library loads then, not with the login page.
const BindAuthenticator = lazy(() => import('./BindAuthenticator'));
// Only a password set by another operator is changed here: its form loads then.
const ChangePassword = lazy(() => import('./ChangePassword'));
// Demo mode only: the demo accounts with live codes. The import is dropped from production builds.
const DemoAccounts = process.env.DEMO ? lazy(() => import('./DemoAccounts')) : null;

const styles = {
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 24,
    padding: '48px 16px',
    background: 'linear-gradient(160deg, #fff7ef 0%, #f5f5f5 60%)',
  },
  lang: { position: 'absolute', top: 16, insetInlineEnd: 16 },
} satisfies Record<string, CSSProperties>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The login's refusals said at their input too: a wrong password, a wrong authenticator code. */
const REFUSED_AT = { 100001: 'password', 100002: 'code' } as const;

export default function Login() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  // A card drawn with antd's tokens: antd's Card (which brings Tabs) and Typography would add about 40 kB gzip to
  // the first page every operator loads.
  const card: CSSProperties = {
    width: '100%',
    maxWidth: 400,
    padding: token.paddingLG,
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
  };
  const paragraph = (color: string): CSSProperties => ({ margin: `0 0 ${token.marginLG}px`, color });
  const [form] = Form.useForm<LoginForm>();
  const [submitting, setSubmitting] = useState(false);
  const { unbound, check, submit, binding, bound, cancelBinding, changing, complete, cancelChange } = useLoginFlow();

  const onFinish = async (values: LoginForm) => {
    setSubmitting(true);
    try {
      await submit(unbound ? { ...values, code: '' } : values);
    } catch (error) {
      // The request layer has shown the server's error; the form keeps what was typed and says it at its input.
      form.setFields(fieldRefusal(error, REFUSED_AT));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main style={styles.page}>
      <div style={styles.lang}>
        <LangPicker />
      </div>
      <section style={card}>
        <img src="/favicon.svg" alt="" width={40} height={40} />
        <h1 style={{ margin: '12px 0 8px', fontSize: 24, fontWeight: 600, color: token.colorTextHeading }}>
          {t('login.title')}
        </h1>
        <p style={paragraph(token.colorTextSecondary)}>{t('login.subtitle')}</p>
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} size="large" disabled={submitting}>
          <Form.Item
            name="email"
            label={t('login.email')}
            rules={[
              { required: true, message: t('login.email.required') },
              { pattern: EMAIL, message: t('login.email.invalid') },
            ]}
          >
            <Input
              prefix={<MailOutlined />}
              autoComplete="username"
              onBlur={(e) => EMAIL.test(e.target.value) && check(e.target.value.trim())}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.password.required') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          {unbound ? (
            <p style={paragraph(token.colorWarningText)}>{t('login.unbound')}</p>
          ) : (
            <Form.Item
              name="code"
              label={t('login.code')}
              rules={[
                { required: true, message: t('login.code.required') },
                { pattern: /^\d{6}$/, message: t('login.code.invalid') },
              ]}
            >
              <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </section>
      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts
            onPick={(values) => {
              form.setFieldsValue(values);
              check(values.email);
            }}
          />
        </Suspense>
      ) : null}
      {binding ? (
        <Suspense fallback={null}>
          <BindAuthenticator form={binding} onDone={bound} onCancel={cancelBinding} />
        </Suspense>
      ) : null}
      {changing ? (
        <Suspense fallback={null}>
          <ChangePassword form={changing} onDone={complete} onCancel={cancelChange} />
        </Suspense>
      ) : null}
    </main>
  );
}
