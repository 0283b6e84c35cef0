import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';

/** A failed call: the request layer already said why; the page offers to try again. */
export default function Retry({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'dashboard.retry' })}
        </Button>
      }
    />
  );
}
