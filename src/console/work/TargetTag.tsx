import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import type { TargetState } from '@/services/queues';

/** An item against its queue's target: marked when near or over it, nothing when within it. */
export default function TargetTag({ state }: { state: TargetState }) {
  const intl = useIntl();
  if (state === 'ok') return null;
  return (
    <Tag color={state === 'over' ? 'error' : 'warning'} data-target-state={state}>
      {intl.formatMessage({ id: `work.state.${state}` })}
    </Tag>
  );
}
