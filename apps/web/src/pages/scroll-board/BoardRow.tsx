import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cellView } from './cell-view';
import type { Medal } from './medals';
import type { RevealRow } from './reveal';
import { ResultCell } from './ResultCell';

/** Who a row is: its shown name (as the contest's rankShowName says) and school. */
export interface RowPerson {
  name: string;
  username: string;
  school: string | null;
}

export interface BoardRowProps {
  row: RevealRow;
  person: RowPerson;
  displayIds: string[];
  /** Where the row stands now (0 = top); the row is moved there by a transform, so nothing else reflows. */
  position: number;
  /** The rank it shows; null for a star row. */
  rank: number | null;
  focused: boolean;
  /** The row's medal once its place is final. */
  medal: Medal | null;
  final: boolean;
  /**
   * The row is on its way to a new place (drawn above the rows it passes): 'a' or 'b' by the step's
   * parity, so a row that moves again on the next step starts its animation again.
   */
  moving: 'a' | 'b' | null;
  /** The display id the last step revealed in this row. */
  popped: string | null;
}

/** One row of the scroll board. Memoised: a step redraws the rows it changes, the others stay. */
export const BoardRow = memo(function BoardRow(props: BoardRowProps) {
  const { row, person, displayIds, position, rank, focused, medal, final, moving, popped } = props;
  const { t } = useTranslation();
  const classes = ['scroll-board__row', 'scroll-board__grid'];
  if (focused) classes.push('scroll-board__row--focused');
  if (moving) classes.push(`scroll-board__row--moving-${moving}`);
  if (medal) classes.push(`scroll-board__row--${medal}`);
  return (
    <div
      className={classes.join(' ')}
      style={{ '--pos': position } as CSSProperties}
      data-testid={`scroll-row-${person.username}`}
      data-position={position}
      data-focused={focused}
      data-final={final}
      data-medal={medal ?? ''}
    >
      <div
        className="scroll-board__rank"
        data-testid="scroll-rank"
        title={
          medal
            ? t(`scrollBoard.page.medal.${medal}`)
            : rank === null
              ? t('scrollBoard.page.star')
              : undefined
        }
      >
        <span className="scroll-board__rank-badge">{rank ?? '*'}</span>
      </div>
      <div className="scroll-board__team">
        <span className="scroll-board__name">{person.name}</span>
        {person.school && <span className="scroll-board__school">{person.school}</span>}
      </div>
      <div className="scroll-board__solved" data-testid="scroll-solved">
        {row.solved}
      </div>
      <div className="scroll-board__penalty" data-testid="scroll-penalty">
        {Math.floor(row.penalty / 60)}
      </div>
      {displayIds.map((displayId) => (
        <ResultCell
          key={displayId}
          displayId={displayId}
          view={cellView(row.cells[displayId], row.hidden.includes(displayId))}
          next={focused && row.hidden[0] === displayId}
          popped={popped === displayId}
        />
      ))}
    </div>
  );
});
