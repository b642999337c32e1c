import { BookOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The back office's "Problem" area (spec 3 "Admin area"): list, create, tags, the group problems' examination and export / import. */
export function problemMenu(t: TFunction): MenuItem {
  const entry = (path: string, label: string) => ({
    key: path,
    label: (
      <Link to={path} data-testid={`admin-menu-${path.split('/').pop()}`}>
        {label}
      </Link>
    ),
  });
  return {
    key: 'problem',
    icon: <BookOutlined />,
    label: t('adminProblem.menu'),
    children: [
      entry('/admin/problems', t('adminProblem.menuList')),
      entry('/admin/problem/create', t('adminProblem.menuCreate')),
      entry('/admin/problem/tag', t('adminProblem.menuTags')),
      entry('/admin/group-problem', t('group.examination.menu')),
      entry('/admin/problem/batch-operation', t('adminProblem.menuBatch')),
    ],
  };
}
