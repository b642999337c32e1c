import { TeamOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * The back office's "Class admin" area (spec 3 "Admin area"): the class list, from which a class's students,
 * homework, rank and each student's page open, and the teacher's student page (accounts of their students).
 * Teachers, admins and root see it.
 */
export function classMenu(t: TFunction): MenuItem {
  return {
    key: 'class',
    icon: <TeamOutlined />,
    label: t('adminClass.menu'),
    children: [
      {
        key: '/admin/class',
        label: (
          <Link to="/admin/class" data-testid="admin-menu-class-list">
            {t('adminClass.menuList')}
          </Link>
        ),
      },
      {
        key: '/admin/student',
        label: (
          <Link to="/admin/student" data-testid="admin-menu-students">
            {t('adminStudents.menu')}
          </Link>
        ),
      },
    ],
  };
}
