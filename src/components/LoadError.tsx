import { useIntl } from '@umijs/max';
import { Alert, Button, Typography } from 'antd';
import { failureReason } from '@/request/reason';

/**
 * A load that failed, said where its data would be (issue 20): what failed, why, and a Retry that asks again the same
 * way (same filters, same page). The request layer's own message (spec §8) still shows; this one stays until the
 * data comes, so a failed list never reads as an empty one.
 */
export default function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  /** What failed ("待审核代付加载失败"). */
  title: string;
  error: unknown;
  onRetry: () => void;
  /** The retry is under way. */
  retrying?: boolean;
}) {
  const intl = useIntl();
  const { reason, server } = failureReason(error);
  return (
    <Alert
      type="error"
      showIcon
      data-testid="load-error"
      message={title}
      description={
        <>
          <div>{reason}</div>
          {server ? (
            <Typography.Text type="secondary">
              {intl.formatMessage({ id: 'loadError.server' }, { message: server })}
            </Typography.Text>
          ) : null}
        </>
      }
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {intl.formatMessage({ id: 'loadError.retry' })}
        </Button>
      }
    />
  );
}
