import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { BoardNotice } from './board-notice';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The banner over a frozen or hidden board: what is hidden since when, and what the viewer sees of themselves. */
export function BoardNoticeBanner({ notice }: { notice: BoardNotice }) {
  const { t } = useTranslation();
  const time = (iso: string) => dayjs(iso).format(TIME_FORMAT);
  let message: string;
  switch (notice.kind) {
    case 'oiHidden':
      message = t('scoreboard.notice.oiHidden');
      break;
    case 'sealed':
      message = [
        notice.since
          ? t('scoreboard.notice.sealed', { time: time(notice.since) })
          : t('scoreboard.notice.sealedNoTime'),
        notice.ownReal ? t('scoreboard.notice.ownReal') : '',
      ]
        .filter(Boolean)
        .join(' ');
      break;
    case 'adminReal':
      message = notice.since
        ? t('scoreboard.notice.adminReal', { time: time(notice.since) })
        : t('scoreboard.notice.adminRealOi');
      break;
  }
  return (
    <Alert
      type={notice.kind === 'adminReal' ? 'info' : 'warning'}
      showIcon
      title={message}
      className="scoreboard-notice"
      data-testid="board-notice"
      data-kind={notice.kind}
    />
  );
}
