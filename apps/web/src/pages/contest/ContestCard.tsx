import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import {
  BarChartOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  FieldTimeOutlined,
  LockOutlined,
  TeamOutlined,
  TrophyOutlined,
  FileDoneOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_AUTH, CONTEST_TYPE, type ContestListRow } from '@judge/contract';
import { outsideBoardPath } from '../scoreboard/outside-board-path';
import { ContestStatus, statusColor } from './contest-time';
import {
  ContestAuthTag,
  ContestStatusTag,
  ContestTypeTag,
  durationText,
  isLocked,
  limitHours,
} from './contest-labels';

/**
 * One contest of a list, coloured by its status (spec 3 "Group contest screens", shared by /contest):
 * type icon, title, lock for private or protected, start, duration, rule, access, participants
 * (non-public), status. `onOpen` decides what entering means (login first, for a guest).
 */
export function ContestCard({ contest, onOpen }: { contest: ContestListRow; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const open = () => onOpen(contest.id);
  return (
    <Card
      size="small"
      hoverable
      className="contest-card"
      style={{ borderLeftColor: statusColor(contest.status) }}
      onClick={open}
      data-testid={`contest-card-${contest.id}`}
    >
      <Flex gap={16} align="center" className="contest-card__body">
        <span className="contest-card__icon" style={{ color: statusColor(contest.status) }} aria-hidden>
          {contest.type === CONTEST_TYPE.OI ? <FileDoneOutlined /> : <TrophyOutlined />}
        </span>
        <Flex vertical gap={6} className="contest-card__main">
          <Typography.Link
            className="contest-card__title"
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
            data-testid={`contest-title-${contest.id}`}
          >
            {contest.title}
            {isLocked(contest.auth) && <LockOutlined className="contest-card__lock" />}
          </Typography.Link>
          <Flex gap={12} wrap className="contest-card__meta">
            <span>
              <CalendarOutlined /> {dayjs(contest.startTime).format('YYYY-MM-DD HH:mm')}
            </span>
            <span>
              <ClockCircleOutlined /> {durationText(t, contest.duration)}
            </span>
            {contest.timeLimit > 0 && (
              <Tooltip title={t('contest.timeLimitHint', { hours: limitHours(contest.timeLimit) })}>
                <span>
                  <FieldTimeOutlined /> {t('contest.timeLimit', { hours: limitHours(contest.timeLimit) })}
                </span>
              </Tooltip>
            )}
          </Flex>
        </Flex>
        <Flex gap={6} wrap align="center" justify="flex-end" className="contest-card__tags">
          <ContestTypeTag type={contest.type} />
          <ContestAuthTag auth={contest.auth} />
          {contest.auth !== CONTEST_AUTH.PUBLIC && (
            <Tooltip title={t('contest.participantsShort')}>
              <Tag icon={<TeamOutlined />} data-testid="contest-count">
                {contest.count}
              </Tag>
            </Tooltip>
          )}
          <ContestStatusTag status={contest.status} />
          {contest.openRank && <OutsideBoardButton contest={contest} />}
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The outside board of a contest that opens its rank (the reference's button on the card): anyone
 * may open it, without entering the contest; before the start there is nothing to show yet.
 */
function OutsideBoardButton({ contest }: { contest: ContestListRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tooltip title={t('scoreboard.outside.open')}>
      <Button
        size="small"
        shape="circle"
        type="primary"
        icon={<BarChartOutlined />}
        aria-label={t('scoreboard.outside.open')}
        disabled={contest.status === ContestStatus.SCHEDULED}
        onClick={(event) => {
          event.stopPropagation();
          void navigate(outsideBoardPath(contest.id, contest.type));
        }}
        data-testid={`contest-outside-board-${contest.id}`}
      />
    </Tooltip>
  );
}
