import { useIntl, useSearchParams } from '@umijs/max';
import { Descriptions, Result } from 'antd';
import BackHome from './BackHome';

/** `/exception?errorCode=&errorMessage=`: where showType 9 sends the operator (spec §2, §8). Both shown as text. */
export default function ExceptionPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'exception.title' })}
      subTitle={
        <Descriptions column={1} size="small" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'start' }}>
          <Descriptions.Item label={intl.formatMessage({ id: 'exception.errorCode' })}>
            {params.get('errorCode') ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={intl.formatMessage({ id: 'exception.errorMessage' })}>
            {params.get('errorMessage') ?? ''}
          </Descriptions.Item>
        </Descriptions>
      }
      extra={<BackHome />}
    />
  );
}
