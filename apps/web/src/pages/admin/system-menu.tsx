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
];

/**
 * "Under Other: an external link" (spec 3 "Admin area"): the link the web config names (projectName,
 * projectUrl), the same the site's Other menu shows; no menu when none is set.
 */
export function otherMenu(
  t: TFunction,
  config: Pick<PublicWebsiteConfig, 'projectName' | 'projectUrl'>,
): MenuItem | null {
  if (!config.projectUrl) return null;
  return {
    key: 'other',
    icon: <LinkOutlined />,
    label: t('nav.other'),
    children: [
      {
        key: 'other-link',
        label: (
          <a href={config.projectUrl} target="_blank" rel="noreferrer" data-testid="admin-menu-other-link">
            {config.projectName || config.projectUrl}
          </a>
        ),
      },
    ],
  };
}
