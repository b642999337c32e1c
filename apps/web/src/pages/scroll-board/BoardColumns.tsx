import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScrollBoardData } from '@judge/contract';
import { textOn } from './cell-view';

/**
 * The column header: rank, team, solved, penalty, and one balloon per problem in its colour. It is one
 * row tall, so the board measures its row height here.
 */
export function BoardColumns({
  problems,
  ref,
}: {
  problems: ScrollBoardData['problems'];
  ref: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className="scroll-board__columns scroll-board__grid" ref={ref}>
      <div className="scroll-board__rank">{t('scrollBoard.page.column.rank')}</div>
      <div className="scroll-board__team">{t('scrollBoard.page.column.team')}</div>
      <div className="scroll-board__solved">{t('scrollBoard.page.column.solved')}</div>
      <div className="scroll-board__penalty">{t('scrollBoard.page.column.penalty')}</div>
      {problems.map((problem) => (
        <div className="scroll-board__problem" key={problem.displayId} title={problem.displayTitle}>
          <span
            className={`scroll-board__balloon${problem.color ? '' : ' scroll-board__balloon--none'}`}
            style={problem.color ? { background: problem.color, color: textOn(problem.color) } : undefined}
            data-testid={`scroll-balloon-${problem.displayId}`}
            data-color={problem.color ?? ''}
          >
            {problem.displayId}
          </span>
        </div>
      ))}
    </div>
  );
}
