import { Avatar, Space, Tag, Tooltip } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The author's avatar and name (a link to their home) with the SPA / ADM badge (spec 2 §6). */
export function AuthorLine({
  uid,
  author,
  avatar,
  role,
  titleName,
  titleColor,
}: {
  uid: number;
  author: string;
  avatar: string | null;
  role: string;
  titleName?: string | null;
  titleColor?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Space size={6} className="discussion-author" wrap>
      <Avatar size={24} src={avatar || undefined} icon={<UserOutlined />} />
      <Link
        to={`/user-home?uid=${uid}&username=${encodeURIComponent(author)}`}
        data-testid="discussion-author"
      >
        {author}
      </Link>
      {role === 'root' && (
        <Tooltip title={t('discussion.badgeRootTitle')}>
          <Tag color="red" className="discussion-badge" data-testid="badge-spa">
            {t('discussion.badgeRoot')}
          </Tag>
        </Tooltip>
      )}
      {role === 'admin' && (
        <Tooltip title={t('discussion.badgeAdminTitle')}>
          <Tag color="orange" className="discussion-badge" data-testid="badge-adm">
            {t('discussion.badgeAdmin')}
          </Tag>
        </Tooltip>
      )}
      {titleName && (
        <Tag color={titleColor || undefined} className="discussion-badge">
          {titleName}
        </Tag>
      )}
    </Space>
  );
}
