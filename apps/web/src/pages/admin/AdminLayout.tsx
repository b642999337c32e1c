import { useState } from 'react';
import { Avatar, Button, Dropdown, Flex, Layout, Menu, type MenuProps } from 'antd';
import {
  CommentOutlined,
  DashboardOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { useWebsiteConfig } from '../../api/site';
import { LanguageSwitch } from '../../components/shell/LanguageSwitch';
import { clearSession, useSession } from '../../state/session';
import { problemMenu } from './problems/problem-menu';
import { contestMenu } from './contests/contest-menu';
import { trainingMenu } from './trainings/training-menu';
import { classMenu } from './classes/class-menu';
import { otherMenu, systemMenuEntries } from './system-menu';
import { canManageClasses, Role } from '@judge/contract';
import './AdminLayout.css';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * The back office frame. The menu lists only areas whose pages exist and that the signed-in role
 * may open (spec 3-groups-admin "Admin area"); the route loaders enforce the same rules.
 */
function useAdminMenu(): MenuItem[] {
  const { t } = useTranslation();
  const session = useSession();
  const config = useWebsiteConfig();
  const items: MenuItem[] = [
    {
      key: '/admin/dashboard',
      icon: <DashboardOutlined />,
      label: <Link to="/admin/dashboard">{t('admin.dashboard')}</Link>,
    },
  ];
  if (session.canManageUsers) {
    items.push({
      key: 'general',
      icon: <SettingOutlined />,
      label: t('admin.general'),
      children: [
        { key: '/admin/user', label: <Link to="/admin/user">{t('admin.users')}</Link> },
        {
          key: '/admin/auth',
          label: (
            <Link to="/admin/auth" data-testid="admin-menu-auth">
              {t('adminAuth.menu')}
            </Link>
          ),
        },
        ...(session.user?.role === Role.ROOT
          ? [
              {
                key: '/admin/announcement',
                label: (
                  <Link to="/admin/announcement" data-testid="admin-menu-announcement">
                    {t('adminAnnouncement.menu')}
                  </Link>
                ),
              },
              {
                key: '/admin/home-content',
                label: (
                  <Link to="/admin/home-content" data-testid="admin-menu-home-content">
                    {t('adminHome.menu')}
                  </Link>
                ),
              },
              {
                key: '/admin/notice',
                label: (
                  <Link to="/admin/notice" data-testid="admin-menu-notice">
                    {t('adminNotice.menu')}
                  </Link>
                ),
              },
              { key: '/admin/outbox', label: <Link to="/admin/outbox">{t('admin.outbox')}</Link> },
              { key: '/admin/judges', label: <Link to="/admin/judges">{t('adminJudges.title')}</Link> },
              {
                key: '/admin/group',
                label: (
                  <Link to="/admin/group" data-testid="admin-menu-groups">
                    {t('adminGroups.menu')}
                  </Link>
                ),
              },
              ...systemMenuEntries(t),
            ]
          : []),
      ],
    });
  }
  if (session.isAdmin) items.push(problemMenu(t));
  if (session.isAdmin) items.push(trainingMenu(t));
  if (session.isAdmin) items.push(contestMenu(t));
  if (session.user && canManageClasses(session.user.role)) items.push(classMenu(t));
  if (session.isAdmin)
    items.push({
      key: '/admin/discussion',
      icon: <CommentOutlined />,
      label: (
        <Link to="/admin/discussion" data-testid="admin-menu-discussion">
          {t('adminDiscussion.menu')}
        </Link>
      ),
    });
  items.push(otherMenu(t, config));
  return items;
}

export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const config = useWebsiteConfig();
  const menu = useAdminMenu();
  const [collapsed, setCollapsed] = useState(false);
  // Below antd's lg breakpoint the menu becomes an overlay opened from the header.
  const [narrow, setNarrow] = useState(false);

  const logout = async () => {
    try {
      await accountsApi.adminLogout();
    } finally {
      clearSession();
      navigate('/admin/login', { replace: true });
    }
  };

  return (
    <Layout className="admin-layout">
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
        trigger={null}
        width={220}
        className="admin-layout__sider"
      >
        <Link to="/admin/dashboard" className="admin-layout__brand">
          {config.shortName} · {t('admin.title')}
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[location.pathname]}
          defaultOpenKeys={['general', 'problem', 'training', 'contest']}
          items={menu}
          onClick={() => narrow && setCollapsed(true)}
          data-testid="admin-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-layout__header">
          <Flex align="center" gap={8} style={{ height: '100%' }}>
            {narrow && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('nav.menu')}
                onClick={() => setCollapsed(!collapsed)}
                data-testid="admin-menu-toggle"
              />
            )}
            <span style={{ flex: 1 }} />
            <LanguageSwitch />
            <Dropdown
              menu={{
                items: [
                  { key: 'site', icon: <HomeOutlined />, label: <a href="/home">{t('admin.backToSite')}</a> },
                  { type: 'divider' },
                  {
                    key: 'logout',
                    icon: <LogoutOutlined />,
                    label: t('admin.logout'),
                    onClick: () => void logout(),
                  },
                ],
              }}
            >
              <Button type="text" data-testid="admin-user-menu">
                <Avatar size="small" icon={<UserOutlined />} src={session.user?.avatar || undefined} />
                <span>{session.user?.username}</span>
              </Button>
            </Dropdown>
          </Flex>
        </Layout.Header>
        <Layout.Content className="admin-layout__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
