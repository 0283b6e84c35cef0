import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import type { Change } from './figures';

/**
 * A change on yesterday, said three ways: an arrow, a colour and words ("Up +3 (+12.50%) on yesterday"). `good`
 * says which way is good news (success rate up, dispute rate down) and so which colour a rise takes.
 */
export default function ChangeText({
  change,
  good = 'up',
  unit = 'count',
}: {
  change?: Change;
  good?: 'up' | 'down';
  unit?: 'count' | 'points';
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!change) return <Typography.Text type="secondary">{t('dashboard.change.none')}</Typography.Text>;
  if (change.direction === 'flat')
    return (
      <Typography.Text type="secondary">
        <MinusOutlined aria-hidden /> {t('dashboard.change.flat')}
      </Typography.Text>
    );
  const value =
    unit === 'points'
      ? t('dashboard.change.points', { diff: change.diff })
      : change.relative
        ? t('dashboard.change.relative', { diff: change.diff, relative: change.relative })
        : change.diff;
  const up = change.direction === 'up';
  return (
    <Typography.Text type={up === (good === 'up') ? 'success' : 'danger'}>
      {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{' '}
      {t(up ? 'dashboard.change.up' : 'dashboard.change.down', { value })}
    </Typography.Text>
  );
}
