import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellView } from './cell-view';

/**
 * One problem of a row: minutes over tries once solved, '?' over the tries while frozen. `next` marks the
 * cell the next step reveals; `popped` the one just revealed (it springs once).
 */
export const ResultCell = memo(function ResultCell({
  displayId,
  view,
  next,
  popped,
}: {
  displayId: string;
  view: CellView;
  next: boolean;
  popped: boolean;
}) {
  const { t } = useTranslation();
  const classes = ['scroll-board__cell', `scroll-board__cell--${view.state}`];
  if (next) classes.push('scroll-board__cell--next');
  if (popped) classes.push('scroll-board__cell--popped');
  return (
    <div className={classes.join(' ')} data-testid={`scroll-cell-${displayId}`} data-state={view.state}>
      {view.state !== 'empty' && (
        <>
          <span className="scroll-board__cell-main">{view.main}</span>
          {view.tries > 0 && (
            <span className="scroll-board__cell-tries">{t('scrollBoard.tries', { count: view.tries })}</span>
          )}
        </>
      )}
    </div>
  );
});
