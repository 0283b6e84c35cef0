import { history, useAccess, useIntl } from '@umijs/max';
import { Button } from 'antd';
import { firstPermittedPage } from '@/auth/pages';

/** Back to the first page the operator may open (never to a page that would answer 403 again). */
export default function BackHome() {
  const intl = useIntl();
  const { canViewPath } = useAccess();
  const target = firstPermittedPage(canViewPath);
  if (!target) return null;
  return (
    <Button type="primary" onClick={() => history.push(target)}>
      {intl.formatMessage({ id: 'exception.backHome' })}
    </Button>
  );
}
