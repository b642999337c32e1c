import { ReadOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The back office's "Training" area (spec 3 "Admin area"): list, create and categories. */
export function trainingMenu(t: TFunction): MenuItem {
  const entry = (path: string, label: string, testId: string) => ({
    key: path,
    label: (
      <Link to={path} data-testid={`admin-menu-${testId}`}>
        {label}
      </Link>
    ),
  });
  return {
    key: 'training',
    icon: <ReadOutlined />,
    label: t('adminTraining.menu'),
    children: [
      entry('/admin/training', t('adminTraining.menuList'), 'training-list'),
      entry('/admin/training/create', t('adminTraining.menuCreate'), 'training-create'),
      entry('/admin/training/category', t('adminTraining.menuCategories'), 'training-category'),
    ],
  };
}
