import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, rolePermissionRows, type RolePermissionRow } from './role-permissions';

const rows = rolePermissionRows();

/**
 * The back office's General > Auth (spec 3 "Menu areas", "Roles and permissions"): every role with what it may do,
 * read from the same rules the server enforces; a role is given to a user on the Users page.
 */
export function RolePermissionsPage() {
  const { t } = useTranslation();
  const columns: ColumnsType<RolePermissionRow> = [
    {
      title: t('adminAuth.role'),
      key: 'role',
      fixed: 'left',
      width: 170,
      render: (_, row) => (
        <span data-testid={`auth-role-${row.role}`}>
          <Typography.Text strong>{t(`roles.${row.name}` as 'roles.root')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{row.role}</Typography.Text>
        </span>
      ),
    },
    ...PERMISSIONS.map((permission) => ({
      title: t(`adminAuth.permissions.${permission}`),
      key: permission,
      width: 110,
      align: 'center' as const,
      render: (_: unknown, row: RolePermissionRow) =>
        row.allowed[permission] ? (
          <Tag color="success" icon={<CheckOutlined />} data-testid={`auth-${row.role}-${permission}-yes`}>
            {t('adminAuth.yes')}
          </Tag>
        ) : (
          <Tag icon={<MinusOutlined />} data-testid={`auth-${row.role}-${permission}-no`}>
            {t('adminAuth.no')}
          </Tag>
        ),
    })),
  ];
  return (
    <Card title={t('adminAuth.title')} data-testid="role-permissions">
      <Typography.Paragraph type="secondary">
        {t('adminAuth.hint')} <Link to="/admin/user">{t('adminAuth.toUsers')}</Link>
      </Typography.Paragraph>
      <Table<RolePermissionRow>
        rowKey="role"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
