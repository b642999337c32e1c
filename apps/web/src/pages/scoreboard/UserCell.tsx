import { Avatar, Tag, Tooltip } from 'antd';
import { PushpinFilled, StarFilled, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shownName } from '@judge/contract';
import type { BoardLine } from './board-lines';

/**
 * The user of a board row: avatar, the follow star, the name the contest shows (rankShowName) with the
 * flags Own, Star and Girl, and the school. The name leads to the user's home page; a team contest's row is its
 * team's (docs/contest-teams.md): the team's name, no home page.
 */
export function UserCell({
  line,
  rankShowName,
  onToggleFollow,
  compact,
}: {
  line: BoardLine;
  rankShowName: string;
  onToggleFollow: (uid: number) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { row } = line;
  const name = row.team ? row.team.name : shownName(row, rankShowName);
  return (
    <div className="scoreboard-user" data-testid={`board-user-${row.username}`}>
      {!compact && (
        <Avatar size={32} src={row.avatar || undefined} className="scoreboard-user__avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
      )}
      <Tooltip title={line.followed ? t('scoreboard.unfollow') : t('scoreboard.follow')}>
        <button
          type="button"
          className={`scoreboard-user__follow${line.followed ? ' scoreboard-user__follow--on' : ''}`}
          onClick={() => onToggleFollow(row.uid)}
          aria-pressed={line.followed}
          aria-label={line.followed ? t('scoreboard.unfollow') : t('scoreboard.follow')}
          data-testid="board-follow"
        >
          {line.followed ? <StarFilled /> : <StarOutlined />}
        </button>
      </Tooltip>
      <div className="scoreboard-user__text">
        <div className="scoreboard-user__name-line">
          {line.pinned && (
            <Tooltip title={t('scoreboard.pinned')}>
              <PushpinFilled className="scoreboard-user__pin" data-testid="board-pinned" />
            </Tooltip>
          )}
          {line.own && <Tag className="scoreboard-flag scoreboard-flag--own">{t('scoreboard.flag.own')}</Tag>}
          {line.star && (
            <Tag className="scoreboard-flag scoreboard-flag--star">{t('scoreboard.flag.star')}</Tag>
          )}
          {line.virtual && (
            <Tag className="scoreboard-flag scoreboard-flag--virtual">{t('scoreboard.flag.virtual')}</Tag>
          )}
          {row.gender === 'female' && (
            <Tag className="scoreboard-flag scoreboard-flag--girl">{t('scoreboard.flag.girl')}</Tag>
          )}
          {row.team ? (
            <span className="scoreboard-user__name" title={name} data-testid="board-team">
              {name}
            </span>
          ) : (
            <Link
              to={`/user-home?username=${encodeURIComponent(row.username)}`}
              className="scoreboard-user__name"
              title={name}
            >
              {name}
            </Link>
          )}
        </div>
        {row.school && (
          <div className="scoreboard-user__school" title={row.school}>
            {row.school}
          </div>
        )}
      </div>
    </div>
  );
}
