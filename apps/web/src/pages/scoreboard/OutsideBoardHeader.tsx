import type { CSSProperties } from 'react';
import { Descriptions, Flex, Slider, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ContestOutsideInfo } from '@judge/contract';
import { useIsMobile } from '../../hooks/useMediaQuery';
import {
  ContestAuthTag,
  ContestStatusTag,
  ContestTypeTag,
  clockText,
  durationText,
} from '../contest/contest-labels';
import { ContestStatus, progressColor, progressPercent, statusColor } from '../contest/contest-time';
import { useContestClock } from '../contest/useContestClock';
import '../contest/ContestShell.css';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The outside board's header (the reference's): title, access and rule, start and end, the progress
 * slider and the coloured countdown, ticking in server time. It holds the clock itself, so only the
 * header is drawn again every second.
 */
export function OutsideBoardHeader({
  contest,
  receivedAtMs,
}: {
  contest: ContestOutsideInfo['contest'];
  receivedAtMs: number;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const clock = useContestClock(contest, receivedAtMs, () => undefined);
  const status = clock.status ?? ContestStatus.SCHEDULED;
  const percent = progressPercent(contest, clock.nowMs);
  const countdown =
    clock.target === null
      ? t('contest.countdownEnded')
      : status === ContestStatus.SCHEDULED
        ? t('contest.countdownStart', { time: clockText(t, clock.target - clock.nowMs) })
        : t('contest.countdownEnd', { time: clockText(t, clock.target - clock.nowMs) });

  return (
    <div className="contest-header" data-testid="outside-board-header">
      <Typography.Title level={3} className="contest-header__title" data-testid="outside-board-title">
        {contest.title}
      </Typography.Title>
      <Flex gap={8} wrap justify="center" className="contest-header__tags">
        <ContestAuthTag auth={contest.auth} />
        <ContestTypeTag type={contest.type} />
        <ContestStatusTag status={status} />
      </Flex>
      <Descriptions
        size="small"
        column={mobile ? 1 : 3}
        className="contest-header__times"
        items={[
          {
            key: 'start',
            label: t('contest.startAt'),
            children: dayjs(contest.startTime).format(TIME_FORMAT),
          },
          { key: 'end', label: t('contest.endAt'), children: dayjs(contest.endTime).format(TIME_FORMAT) },
          { key: 'duration', label: t('contest.duration'), children: durationText(t, contest.duration) },
        ]}
      />
      <div
        className="contest-header__progress"
        style={{ '--contest-progress-color': progressColor(percent) } as CSSProperties}
      >
        <Slider value={percent} disabled tooltip={{ formatter: (value) => `${value ?? 0}%` }} />
      </div>
      <Flex justify="center">
        <Typography.Text
          strong
          className="contest-header__countdown"
          style={{ color: statusColor(status) }}
          data-testid="outside-board-countdown"
        >
          {countdown}
        </Typography.Text>
      </Flex>
    </div>
  );
}
