import { Tag, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CONTEST_AUTH, CONTEST_TYPE } from '@judge/contract';
import { clockParts, durationParts, statusColor, statusKey } from './contest-time';

const AUTH_KEYS = { 0: 'public', 1: 'private', 2: 'protected' } as const;
const AUTH_COLORS = { 0: 'green', 1: 'red', 2: 'orange' } as const;

export const authKey = (auth: number) => AUTH_KEYS[auth as keyof typeof AUTH_KEYS] ?? 'public';
export const isLocked = (auth: number) => auth === CONTEST_AUTH.PRIVATE || auth === CONTEST_AUTH.PROTECTED;

export function ContestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor(status)} data-testid="contest-status-tag">
      {t(`contest.status.${statusKey(status)}`)}
    </Tag>
  );
}

/** Public / private / protected, with what it means on hover. */
export function ContestAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  const key = authKey(auth);
  return (
    <Tooltip title={t(`contest.authHint.${key}`)}>
      <Tag color={AUTH_COLORS[auth as keyof typeof AUTH_COLORS] ?? 'green'} data-testid="contest-auth-tag">
        {isLocked(auth) && <LockOutlined />} {t(`contest.auth.${key}`)}
      </Tag>
    </Tooltip>
  );
}

export function ContestTypeTag({ type }: { type: number }) {
  return (
    <Tag color={type === CONTEST_TYPE.OI ? 'purple' : 'geekblue'} data-testid="contest-type-tag">
      {type === CONTEST_TYPE.OI ? 'OI' : 'ACM'}
    </Tag>
  );
}

/** "5 h", "1 d 2 h 30 min": whole units only, minutes left out when zero. */
export function durationText(t: TFunction, seconds: number): string {
  const { days, hours, minutes } = durationParts(seconds);
  const parts = [
    days ? t('contest.days', { count: days }) : '',
    hours ? t('contest.hours', { count: hours }) : '',
    minutes || (!days && !hours) ? t('contest.minutes', { count: minutes }) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The clock of a span: "01:02:03", or "2 d 01:02:03" beyond a day. */
export function clockText(t: TFunction, spanMs: number): string {
  const { days, clock } = clockParts(spanMs);
  return days ? t('contest.countdownDays', { days, clock }) : clock;
}

/** The time limit in hours as the texts show it (1.5, not 1.50). */
export const limitHours = (seconds: number) => String(Math.round((seconds / 3600) * 100) / 100);

/** How contest pages write a moment. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
