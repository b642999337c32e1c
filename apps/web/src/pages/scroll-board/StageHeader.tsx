import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ScrollBoardData } from '@judge/contract';

/** Where the ceremony is: frozen, revealing (how far), or the final standings. */
export type StagePhase = 'frozen' | 'revealing' | 'final';

export function StageHeader({
  contest,
  phase,
  revealed,
  total,
  autoPlay,
}: {
  contest: ScrollBoardData['contest'];
  phase: StagePhase;
  revealed: number;
  total: number;
  autoPlay: boolean;
}) {
  const { t } = useTranslation();
  const status =
    contest.sealRankTime === null
      ? t('scrollBoard.page.noSeal')
      : phase === 'final'
        ? t('scrollBoard.page.final')
        : phase === 'frozen'
          ? t('scrollBoard.page.frozenSince', {
              time: dayjs(contest.sealRankTime).format('YYYY-MM-DD HH:mm'),
            })
          : t('scrollBoard.page.revealing', { done: revealed, total });
  return (
    <header className="scroll-board__header">
      <h1 className="scroll-board__title">{contest.title}</h1>
      <div className="scroll-board__status">
        {autoPlay && <span className="scroll-board__auto">{t('scrollBoard.page.autoPlay')}</span>}
        <span
          className={`scroll-board__phase scroll-board__phase--${phase}`}
          data-testid="scroll-board-status"
        >
          {status}
        </span>
      </div>
    </header>
  );
}
