import { useMemo, type CSSProperties, type Ref } from 'react';
import { shownName, type AcmRankRow, type MedalCounts, type ScrollBoardData } from '@judge/contract';
import { BoardRow, type RowPerson } from './BoardRow';
import { medalOf } from './medals';
import { finalFrom, ranksOf, type RevealBoard, type RevealStep } from './reveal';

interface BoardRowsProps {
  data: ScrollBoardData;
  board: RevealBoard;
  lastStep: RevealStep | null;
  /** Steps taken so far (the moving row's animation alternates by it). */
  revealed: number;
  realByUid: Map<number, AcmRankRow>;
  medals: MedalCounts;
  /** The rows in view (inclusive), from useBoardViewport. */
  first: number;
  last: number;
  ref: Ref<HTMLDivElement>;
}

/**
 * The rows in view, each placed at its position by a transform; a row keeps its element (keyed by user)
 * as it moves, so the move is a CSS transition. The row the last step moved is drawn even when it left
 * the view, so it is seen leaving.
 */
export function BoardRows({
  data,
  board,
  lastStep,
  revealed,
  realByUid,
  medals,
  first,
  last,
  ref,
}: BoardRowsProps) {
  const people = useMemo(
    () =>
      new Map(
        data.sealedRows.map((row): [number, RowPerson] => [
          row.uid,
          { name: shownName(row, data.contest.rankShowName), username: row.username, school: row.school },
        ]),
      ),
    [data],
  );
  const displayIds = useMemo(() => data.problems.map((problem) => problem.displayId), [data]);
  const ranks = useMemo(() => ranksOf(board.rows), [board.rows]);
  const finalIndex = finalFrom(board);
  const moving = lastStep && lastStep.from !== lastStep.to ? lastStep.uid : null;
  return (
    <div
      className="scroll-board__body"
      ref={ref}
      style={{ '--rows': board.rows.length } as CSSProperties}
      data-testid="scroll-board-rows"
    >
      {board.rows.map((row, position) => {
        if ((position < first || position > last) && row.uid !== moving) return null;
        const final = position >= finalIndex;
        const real = realByUid.get(row.uid);
        return (
          <BoardRow
            key={row.uid}
            row={row}
            person={people.get(row.uid)!}
            displayIds={displayIds}
            position={position}
            rank={ranks[position]}
            focused={position === board.focus}
            medal={final && real ? medalOf(real, medals) : null}
            final={final}
            moving={row.uid === moving ? (revealed % 2 === 0 ? 'a' : 'b') : null}
            popped={lastStep?.uid === row.uid ? lastStep.displayId : null}
          />
        );
      })}
    </div>
  );
}
