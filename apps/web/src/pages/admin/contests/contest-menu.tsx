import { TrophyOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The back office's "Contest" area (spec 3 "Admin area"): list, create and the AC download. */
export function contestMenu(t: TFunction): MenuItem {
  const entry = (path: string, label: string, testId: string) => ({
    key: path,
    label: (
      <Link to={path} data-testid={`admin-menu-${testId}`}>
        {label}
      </Link>
    ),
  });
  return {
    key: 'contest',
    icon: <TrophyOutlined />,
    label: t('adminContest.menu'),
    children: [
      entry('/admin/contest', t('adminContest.menuList'), 'contest-list'),
      entry('/admin/contest/create', t('adminContest.menuCreate'), 'contest-create'),
      entry('/admin/contest/ac-download', t('acDownload.menu'), 'ac-download'),
    ],
  };
}
