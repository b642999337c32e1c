import type { CSSProperties } from 'react';
import { App, Button, Descriptions, Flex, Slider, Tag, Tooltip, Typography } from 'antd';
import { FieldTimeOutlined, PlayCircleOutlined, TeamOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CONTEST_AUTH, type ContestInfo } from '@judge/contract';
import { useIsMobile } from '../../hooks/useMediaQuery';
import {
  ContestStatus,
  hasTimeLimit,
  latestFullStartMs,
  progressColor,
  progressPercent,
  statusColor,
  type ContestStatusValue,
} from './contest-time';
import {
  clockText,
  ContestAuthTag,
  ContestStatusTag,
  ContestTypeTag,
  durationText,
  limitHours,
  TIME_FORMAT,
} from './contest-labels';

interface ContestHeaderProps {
  info: ContestInfo;
  nowMs: number;
  status: ContestStatusValue;
  target: number | null;
  starting: boolean;
  onStart: () => void;
}

/**
 * The contest shell's header (spec 2 §2.2): title, access, participants, rule, start and end, the
 * progress slider and the coloured countdown; with a time limit, the limit in hours and the start
 * button (spec 2 §5: only while unset beginTime, after a confirmation).
 */
export function ContestHeader({ info, nowMs, status, target, starting, onStart }: ContestHeaderProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { modal } = App.useApp();
  const percent = progressPercent(info, nowMs);
  const color = progressColor(percent);
  const hours = limitHours(info.timeLimit);
  // Starting is starting to answer: a protected contest takes its password first (the overview's form).
  const passwordFirst = info.auth === CONTEST_AUTH.PROTECTED && !info.registered && !info.isContestAdmin;
  const canStart =
    hasTimeLimit(info) &&
    !info.beginTime &&
    info.access &&
    !passwordFirst &&
    status === ContestStatus.RUNNING;

  const countdown =
    target === null
      ? t('contest.countdownEnded')
      : status === ContestStatus.SCHEDULED
        ? t('contest.countdownStart', { time: clockText(t, target - nowMs) })
        : t('contest.countdownEnd', { time: clockText(t, target - nowMs) });

  const confirmStart = () =>
    modal.confirm({
      title: t('contest.startConfirmTitle'),
      content: t('contest.startConfirm', { hours }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: onStart,
    });

  return (
    <div className="contest-header" data-testid="contest-header">
      <Typography.Title level={3} className="contest-header__title" data-testid="contest-title">
        {info.title}
      </Typography.Title>
      <Flex gap={8} wrap justify="center" className="contest-header__tags">
        <ContestAuthTag auth={info.auth} />
        <ContestTypeTag type={info.type} />
        <Tooltip title={t('contest.participantsShort')}>
          <Tag icon={<TeamOutlined />} data-testid="contest-count">
            {t('contest.participants', { count: info.count })}
          </Tag>
        </Tooltip>
        <ContestStatusTag status={status} />
        {info.gid !== null && (
          // Spec 2's group-contest button: a group's contest leads back to its group.
          <Link to={`/group/${info.gid}/contest`} data-testid="contest-group-link">
            <Tag icon={<UsergroupAddOutlined />} color="blue">
              {t('group.contest.groupContest')}
            </Tag>
          </Link>
        )}
        {info.virtual && info.startTime === info.virtual.startTime && (
          // The shell runs this clock on the user's virtual window (contest-time.ts clockTimes).
          <Tag color="purple" data-testid="contest-virtual-tag">
            {t('contest.virtualTag')}
          </Tag>
        )}
        {hasTimeLimit(info) && (
          <Tooltip title={t('contest.timeLimitHint', { hours })}>
            <Tag icon={<FieldTimeOutlined />} color="gold" data-testid="contest-time-limit">
              {t('contest.timeLimit', { hours })}
            </Tag>
          </Tooltip>
        )}
      </Flex>

      <Descriptions
        size="small"
        column={mobile ? 1 : 3}
        className="contest-header__times"
        items={timeItems(t, info)}
      />

      <div
        className="contest-header__progress"
        style={{ '--contest-progress-color': color } as CSSProperties}
        data-testid="contest-progress"
        data-percent={percent}
      >
        <Slider value={percent} disabled tooltip={{ formatter: (value) => `${value ?? 0}%` }} />
      </div>

      <Flex vertical align="center" gap={8}>
        <Typography.Text
          strong
          className="contest-header__countdown"
          style={{ color: statusColor(status) }}
          data-testid="contest-countdown"
        >
          {countdown}
        </Typography.Text>
        {hasTimeLimit(info) && info.beginTime && target !== null && (
          <Typography.Text type="secondary" data-testid="contest-personal-end">
            {t('contest.yourEnd', { time: dayjs(info.personalEndTime).format(TIME_FORMAT) })}
          </Typography.Text>
        )}
        {info.window && (
          <Typography.Text type="secondary" data-testid="contest-own-window">
            {t('contestWindows.ownWindow', {
              start: dayjs(info.window.startTime).format(TIME_FORMAT),
              end: dayjs(info.window.endTime).format(TIME_FORMAT),
            })}
          </Typography.Text>
        )}
        {canStart && (
          <Button
            type="primary"
            icon={<PlayCircleOutlined />}
            loading={starting}
            onClick={confirmStart}
            data-testid="contest-start"
          >
            {t('contest.start')}
          </Button>
        )}
      </Flex>
    </div>
  );
}

/**
 * Start, end and duration; a time-limited contest's start is the earliest one may press start, and the last
 * moment that still gives the whole limit is shown beside it (spec 2 §2.2).
 */
function timeItems(t: TFunction, info: ContestInfo) {
  const limited = hasTimeLimit(info);
  const items = [
    {
      key: 'start',
      label: t(limited ? 'contest.earliestStart' : 'contest.startAt'),
      children: <span data-testid="contest-start-time">{dayjs(info.startTime).format(TIME_FORMAT)}</span>,
    },
    {
      key: 'end',
      label: t('contest.endAt'),
      children: <span data-testid="contest-end-time">{dayjs(info.endTime).format(TIME_FORMAT)}</span>,
    },
    { key: 'duration', label: t('contest.duration'), children: durationText(t, info.duration) },
  ];
  if (!limited) return items;
  const latest = {
    key: 'latestStart',
    label: t('contest.latestFullStart', { hours: limitHours(info.timeLimit) }),
    children: (
      <span data-testid="contest-latest-start">{dayjs(latestFullStartMs(info)).format(TIME_FORMAT)}</span>
    ),
  };
  return [...items, latest];
}
