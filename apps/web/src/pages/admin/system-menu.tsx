import { LinkOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { PublicWebsiteConfig } from '@judge/contract';

type MenuItem = NonNullable<MenuProps['items']>[number];

const entry = (path: string, label: string, testId: string): MenuItem => ({
  key: path,
  label: (
    <Link to={path} data-testid={`admin-menu-${testId}`}>
      {label}
    </Link>
  ),
});

/** Root's system pages under General (spec 3 "conf, switch (super admin only)"). */
export const systemMenuEntries = (t: TFunction): MenuItem[] => [
  entry('/admin/conf', t('adminConfig.menu'), 'conf'),
  entry('/admin/switch', t('adminSwitch.menu'), 'switch'),
  entry('/admin/audit-log', t('auditLog.menu'), 'audit-log'),
];

/**
 * "Under Other: an external typing-practice link" (spec 3 "Admin area"): the link the web config names
 * (projectName, projectUrl), the same the site's Other menu shows; without one, the spec's typing practice.
 */
export const DEFAULT_OTHER_LINK = 'https://www.typingclub.com/';

export function otherMenu(
  t: TFunction,
  config: Pick<PublicWebsiteConfig, 'projectName' | 'projectUrl'>,
): MenuItem {
  const href = config.projectUrl || DEFAULT_OTHER_LINK;
  const label = config.projectUrl ? config.projectName || config.projectUrl : t('admin.typingPractice');
  return {
    key: 'other',
    icon: <LinkOutlined />,
    label: t('nav.other'),
    children: [
      {
        key: 'other-link',
        label: (
          <a href={href} target="_blank" rel="noreferrer" data-testid="admin-menu-other-link">
            {label}
          </a>
        ),
      },
    ],
  };
}
