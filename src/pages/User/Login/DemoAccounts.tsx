import { useInterval } from 'ahooks';
import { useIntl } from '@umijs/max';
import { Button, Card, List, Typography } from 'antd';
import { useState } from 'react';
import { DEMO_ACCOUNTS } from '../../../../mocks/accounts';
import { totpCode } from '../../../../mocks/totp';
import type { LoginForm } from '@/services/types';

/** Demo mode only (the fake backend runs in the browser): the demo accounts with their live authenticator codes. */
export default function DemoAccounts({ onPick }: { onPick: (values: LoginForm) => void }) {
  const intl = useIntl();
  const [, setTick] = useState(0);
  useInterval(() => setTick((n) => n + 1), 1000);
  return (
    <Card size="small" title={intl.formatMessage({ id: 'login.demo.title' })} style={{ width: '100%', maxWidth: 400 }}>
      <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'login.demo.hint' })}</Typography.Paragraph>
      <List
        size="small"
        dataSource={[...DEMO_ACCOUNTS]}
        renderItem={(account) => {
          const code = account.secret ? totpCode(account.secret) : undefined;
          return (
            <List.Item>
              <Button type="link" onClick={() => onPick({ email: account.email, password: account.password, code })}>
                {account.email}
              </Button>
              <Typography.Text code>{code ?? intl.formatMessage({ id: 'login.demo.unbound' })}</Typography.Text>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
