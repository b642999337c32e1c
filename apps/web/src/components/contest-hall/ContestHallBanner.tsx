import { Alert } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContestHallState } from '@judge/contract';

/** Why only the contest is open (loaded only when a hall contest holds the caller, so the first page stays small). */
export function ContestHallBanner({ contest }: { contest: NonNullable<ContestHallState['confinedTo']> }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      banner
      style={{ marginBottom: 16 }}
      data-testid="contest-hall-banner"
      message={t('contestHall.banner', {
        title: contest.title,
        end: dayjs(contest.endTime).format('YYYY-MM-DD HH:mm'),
      })}
      action={<Link to={`/contest/${contest.cid}`}>{t('contestHall.bannerLink')}</Link>}
    />
  );
}
