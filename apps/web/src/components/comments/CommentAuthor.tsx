import { Avatar, Tag, Tooltip } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CommentAuthor as Author } from '@judge/contract';

export const userHomeLink = (username: string) => `/user-home?username=${encodeURIComponent(username)}`;

export function CommentAvatar({ author, size }: { author: Author; size: number }) {
  return (
    <Link to={userHomeLink(author.fromName)} className="comment-avatar" tabIndex={-1}>
      <Avatar size={size} src={author.fromAvatar || undefined} icon={<UserOutlined />} />
    </Link>
  );
}

/** The writer's name (a link to their home), the SPA (root) or ADM (admin) badge and their title (spec 1-core §6). */
export function CommentAuthorName({ author }: { author: Author }) {
  const { t } = useTranslation();
  return (
    <span className="comment-author">
      <Link to={userHomeLink(author.fromName)} className="comment-author-name" data-testid="comment-author">
        {author.fromName}
      </Link>
      {author.fromRole === 'root' && (
        <Tooltip title={t('comments.superAdmin')}>
          <Tag color="red" className="comment-badge" data-testid="comment-badge-spa">
            SPA
          </Tag>
        </Tooltip>
      )}
      {author.fromRole === 'admin' && (
        <Tooltip title={t('comments.admin')}>
          <Tag color="orange" className="comment-badge" data-testid="comment-badge-adm">
            ADM
          </Tag>
        </Tooltip>
      )}
      {author.fromTeam && (
        // A team contest's Q&A names the writer's team and seat (docs/contest-teams.md).
        <Tag color="blue" className="comment-badge" data-testid="comment-team">
          {[author.fromTeam.name, author.fromTeam.seat, author.fromTeam.room].filter(Boolean).join(' · ')}
        </Tag>
      )}
      {author.fromTitleName && (
        <Tag color={author.fromTitleColor || undefined} className="comment-badge">
          {author.fromTitleName}
        </Tag>
      )}
    </span>
  );
}
