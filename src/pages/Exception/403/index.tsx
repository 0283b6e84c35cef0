import { useIntl } from '@umijs/max';
import { Result } from 'antd';
import BackHome from '../BackHome';

export default function Forbidden() {
  const intl = useIntl();
  return (
    <Result status="403" title="403" subTitle={intl.formatMessage({ id: 'exception.403' })} extra={<BackHome />} />
  );
}
