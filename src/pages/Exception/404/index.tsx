import { useIntl } from '@umijs/max';
import { Result } from 'antd';
import BackHome from '../BackHome';

export default function NotFound() {
  const intl = useIntl();
  return (
    <Result status="404" title="404" subTitle={intl.formatMessage({ id: 'exception.404' })} extra={<BackHome />} />
  );
}
