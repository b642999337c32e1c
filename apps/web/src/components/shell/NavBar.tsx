import { lazy, Suspense, useState } from 'react';
import { Avatar, Badge, Button, Dropdown, Flex, Menu } from 'antd';
import { BellOutlined, DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/site';
import { useIsDesktopMenu } from '../../hooks/useMediaQuery';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { DrawingBoardButton } from '../drawing-board/DrawingBoardButton';
import { LanguageSwitch } from './LanguageSwitch';
import { selectedNavKey, UNREAD_BADGE_CAP } from './navigation';
import { useGuestItems, useMessageItems, usePublicNavItems, useUserItems } from './useNavItems';
import { useUnreadCounts } from './useUnreadCounts';
import './NavBar.css';

// The phone menu's drawer loads the first time it opens, not with every page (issue 15).
const Drawer = lazy(() => import('antd/es/drawer'));

function Brand() {
  const config = useWebsiteConfig();
  return (
    <Link to="/home" className="nav-brand" aria-label={config.webName}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{config.shortName}</span>
    </Link>
  );
}

function DesktopNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const config = useWebsiteConfig();
  const { counts, total } = useUnreadCounts();
  const publicItems = usePublicNavItems();
  const userItems = useUserItems(session.canEnterBackOffice);
  const messageItems = useMessageItems(counts);

  return (
    <Flex className="nav-bar" align="center" gap={8} data-testid="desktop-nav">
      <Brand />
      <Menu
        className="nav-bar__menu"
        mode="horizontal"
        selectedKeys={[selectedNavKey(location.pathname)]}
        items={publicItems}
      />
      <Flex align="center" gap={4} className="nav-bar__right">
        <DrawingBoardButton />
        <LanguageSwitch />
        {session.loggedIn ? (
          <>
            <Dropdown menu={{ items: messageItems }} placement="bottomRight">
              <Button type="text" aria-label={t('nav.messages')} data-testid="messages-menu">
                <Badge count={total} overflowCount={UNREAD_BADGE_CAP} size="small">
                  <BellOutlined style={{ fontSize: 18 }} />
                </Badge>
              </Button>
            </Dropdown>
            <Dropdown menu={{ items: userItems }} placement="bottomRight" trigger={['hover', 'click']}>
              <Button type="text" className="nav-bar__user" data-testid="user-menu">
                <Avatar size="small" src={session.user?.avatar || undefined} icon={<UserOutlined />} />
                <span className="nav-bar__username">{session.user?.username}</span>
                <DownOutlined />
              </Button>
            </Dropdown>
          </>
        ) : (
          <>
            <Button onClick={() => openAuthDialog('Login')} data-testid="nav-login">
              {t('nav.login')}
            </Button>
            {config.register && (
              <Button type="primary" onClick={() => openAuthDialog('Register')} data-testid="nav-register">
                {t('nav.register')}
              </Button>
            )}
          </>
        )}
      </Flex>
    </Flex>
  );
}

function MobileNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { counts, total } = useUnreadCounts();
  const publicItems = usePublicNavItems();
  const userItems = useUserItems(session.isAdmin);
  const messageItems = useMessageItems(counts);
  const guestItems = useGuestItems();

  const accountItems = session.loggedIn
    ? [
        {
          key: 'messages',
          icon: <BellOutlined />,
          label: (
            <span>
              {t('nav.messages')} <Badge count={total} overflowCount={UNREAD_BADGE_CAP} size="small" />
            </span>
          ),
          children: messageItems,
        },
        ...userItems,
      ]
    : guestItems;

  return (
    <Flex className="nav-bar nav-bar--mobile" align="center" justify="space-between" data-testid="mobile-nav">
      <Button
        type="text"
        icon={
          <Badge dot={total > 0}>
            <MenuOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
        aria-label={t('nav.menu')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="drawer-toggle"
      />
      <Brand />
      <Flex align="center">
        <DrawingBoardButton />
        <LanguageSwitch />
      </Flex>
      {opened && (
        <Suspense>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            placement="left"
            size={280}
            title={session.loggedIn ? session.user?.username : t('nav.menu')}
            styles={{ body: { padding: 0 } }}
          >
            <Menu
              mode="inline"
              selectedKeys={[selectedNavKey(location.pathname)]}
              items={[...publicItems, { type: 'divider' }, ...accountItems]}
              onClick={({ key }) => {
                if (key === 'login') openAuthDialog('Login');
                if (key === 'register') openAuthDialog('Register');
                if (key !== 'messages' && key !== 'rank' && key !== 'other') setOpen(false);
              }}
            />
          </Drawer>
        </Suspense>
      )}
    </Flex>
  );
}

/** Top navigation: the full bar above 1050 px, a drawer below (spec 1-core §2.1). */
export function NavBar() {
  return useIsDesktopMenu() ? <DesktopNav /> : <MobileNav />;
}
