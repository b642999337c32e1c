import { useCallback, useMemo, useState } from 'react';
import type { ScrollBoardData } from '@judge/contract';
import { hiddenCount, revealNext, startBoard, type RevealBoard, type RevealStep } from './reveal';

interface RevealState {
  board: RevealBoard;
  /** The step that made this board (null at the start). */
  lastStep: RevealStep | null;
  /** Steps taken so far. */
  revealed: number;
}

/** The ceremony's state: the board now, the last step, and `next` to take one more. */
export function useReveal(data: ScrollBoardData) {
  const realByUid = useMemo(() => new Map(data.realRows.map((row) => [row.uid, row])), [data]);
  const [start] = useState(() =>
    startBoard(
      data.sealedRows,
      data.problems.map((problem) => problem.displayId),
    ),
  );
  const [state, setState] = useState<RevealState>({ board: start, lastStep: null, revealed: 0 });
  const [total] = useState(() => hiddenCount(start));
  const next = useCallback(
    () =>
      setState((current) => {
        const step = revealNext(current.board, realByUid);
        return step ? { board: step.board, lastStep: step.step, revealed: current.revealed + 1 } : current;
      }),
    [realByUid],
  );
  return {
    ...state,
    total,
    done: state.board.focus === null,
    realByUid,
    next,
  };
}
