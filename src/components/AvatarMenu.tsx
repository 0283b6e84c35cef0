import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl, useModel } from '@umijs/max';
import { Dropdown } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { endSession } from '@/auth/session';

/**
 * The operator's avatar (and name, where there is room) with their menu. Logout clears the session; the security
 * layout then goes to login. `label` names the trigger when only the avatar shows.
 */
export default function AvatarMenu({
  children,
  label,
  style,
}: {
  children: ReactNode;
  label?: string;
  style?: CSSProperties;
}) {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const logout = async () => {
    await endSession();
    await setInitialState((s) => (s ? { ...s, currentUser: undefined, permissions: [] } : s));
  };
  return (
    <Dropdown
      // A little longer than antd's 0.1 s to travel from the avatar (bottom of the sider) up to the menu.
      mouseLeaveDelay={0.3}
      menu={{
        items: [
          ...(user
            ? [
                {
                  key: 'who',
                  icon: <UserOutlined />,
                  disabled: true,
                  label: `${user.email} · ${intl.formatMessage({ id: `enum.userType.${user.user_type}` })}`,
                },
                { type: 'divider' as const },
              ]
            : []),
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: intl.formatMessage({ id: 'header.logout' }),
            onClick: logout,
          },
        ],
      }}
    >
      <span role="button" tabIndex={0} aria-haspopup="menu" aria-label={label} style={{ cursor: 'pointer', ...style }}>
        {children}
      </span>
    </Dropdown>
  );
}
