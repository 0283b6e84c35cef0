import { PageContainer } from '@ant-design/pro-components';
import { Link, useAccess, useIntl, useModel } from '@umijs/max';
import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { permittedAreas } from '@/auth/pages';
import { AREA_ICONS } from '@/components/areaIcons';
import { formatDateTime } from '@/console/datetime';

/** The start page: who is signed in, their last login, and a way into each area they may open. */
export default function Home() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const { canViewPath } = useAccess();
  const user = initialState?.currentUser;
  const areas = permittedAreas(canViewPath).filter((a) => a.path !== '/Home');
  return (
    <PageContainer title={t('home.welcome', { name: user?.name ?? '' })}>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('home.email')}>{user?.email}</Descriptions.Item>
          <Descriptions.Item label={t('home.userType')}>
            {user?.user_type ? t(`enum.userType.${user.user_type}`) : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('home.roles')}>{user?.roles.join(', ')}</Descriptions.Item>
          <Descriptions.Item label={t('home.lastLogin')}>
            {user?.last_login_at
              ? `${formatDateTime(intl, user.last_login_at)}${user.last_login_ip ? ` ${t('home.lastLoginIp', { ip: user.last_login_ip })}` : ''}`
              : t('home.neverLoggedIn')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('home.shortcuts')}
      </Typography.Title>
      {areas.length ? (
        <Row gutter={[16, 16]}>
          {areas.map((area) => {
            const Icon = area.icon ? AREA_ICONS[area.icon] : undefined;
            return (
              <Col key={area.path} xs={24} sm={12} lg={8} xl={6}>
                <Link to={area.path}>
                  <Card hoverable size="small">
                    {Icon ? <Icon /> : null} {t(`menu.${area.name}`)}
                  </Card>
                </Link>
              </Col>
            );
          })}
        </Row>
      ) : (
        <Empty description={t('home.shortcuts.empty')} />
      )}
    </PageContainer>
  );
}
