import { useModel } from '@umijs/max';
import defaultSettings from '../../config/defaultSettings';
import { AvatarMenu, GlobalSearch, LangPicker, NoticeBell } from '@/layouts/lazyShell';

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
/**
 * The operator's initial in a circle, drawn as antd's Avatar draws it at size 28 (without the Avatar itself: it
 * brings Avatar.Group, and with it Popover, Tooltip and the form library, into the entry script the login page loads,
 * about 4 kB gzip, for one letter).
 */
const AVATAR = {
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 28,
  height: 28,
  border: '1px solid transparent',
  borderRadius: '50%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontSize: 18,
  lineHeight: 1,
  backgroundColor: defaultSettings.colorPrimary,
  color: 'rgba(0, 0, 0, 0.88)',
} as const;

/**
 * The foot of the side menu: the operator (their menu: who, sign out), the search, the notice bell and the language.
 * It never grows wider than the menu: open, the search takes a line of its own and the operator's name gives way
 * (ellipsis) to the two icon buttons beside it; folded (64 px), everything is an icon in one column, named for
 * assistive technology and by a tooltip.
 */
export default function SiderFooter({ collapsed = false }: { collapsed?: boolean }) {
  const { initialState } = useModel('@@initialState');
  const name = initialState?.currentUser?.name ?? '';
  // No image URL ever comes from the server: the avatar is the name's initial.
  const avatar = <span style={AVATAR}>{name.charAt(0).toUpperCase()}</span>;
  if (collapsed) {
    return (
      <div
        data-testid="sider-footer"
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, paddingBlockStart: 8 }}
      >
        <GlobalSearch compact />
        <NoticeBell />
        <LangPicker />
        <AvatarMenu label={name} style={{ display: 'flex', padding: 4 }}>
          {avatar}
        </AvatarMenu>
      </div>
    );
  }
  return (
    <div
      data-testid="sider-footer"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingBlockStart: 8, paddingInline: 12 }}
    >
      <GlobalSearch />
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
        <AvatarMenu style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 1, minWidth: 0 }}>
          {avatar}
          <span title={name} style={ELLIPSIS}>
            {name}
          </span>
        </AvatarMenu>
        <NoticeBell />
        <LangPicker />
      </div>
    </div>
  );
}
