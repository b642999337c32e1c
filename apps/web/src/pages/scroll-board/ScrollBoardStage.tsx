import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedalCounts, ScrollBoardData } from '@judge/contract';
import { useFullScreen } from '../scoreboard/useFullScreen';
import { BoardColumns } from './BoardColumns';
import { BoardRows } from './BoardRows';
import { HelpOverlay } from './HelpOverlay';
import { StageHeader, type StagePhase } from './StageHeader';
import { useAutoPlay } from './useAutoPlay';
import { useBoardViewport, useFollowFocus } from './useBoardViewport';
import { useReveal } from './useReveal';
import { useRevealKeys } from './useRevealKeys';
import './ScrollBoard.css';

/**
 * The ceremony itself: the frozen board revealed step by step from the operator's keys (or auto play),
 * the focus kept in view, medals lit as their rows become final. The stage is its own scroller, so it
 * works the same in full screen.
 */
export function ScrollBoardStage({ data, medals }: { data: ScrollBoardData; medals: MedalCounts }) {
  const { t } = useTranslation();
  const reveal = useReveal(data);
  const { board, lastStep } = reveal;
  const [autoPlay, setAutoPlay] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const columns = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(stage);
  const viewport = useBoardViewport(stage, body, columns, board.rows.length);
  useFollowFocus(stage, body, viewport.rowHeight, board.focus);
  const moved = lastStep !== null && lastStep.from !== lastStep.to;
  useAutoPlay(autoPlay && !reveal.done, reveal.next, reveal.revealed, moved);
  const escape = useCallback(() => {
    setHelpOpen(false);
    if (document.fullscreenElement) void document.exitFullscreen();
  }, []);
  useRevealKeys({
    next: reveal.next,
    toggleAutoPlay: () => setAutoPlay((on) => !on),
    toggleFullScreen: fullScreen.toggle,
    toggleHelp: () => setHelpOpen((open) => !open),
    escape,
  });
  const phase: StagePhase = reveal.done ? 'final' : reveal.revealed === 0 ? 'frozen' : 'revealing';
  return (
    <div
      className="scroll-board"
      ref={stage}
      style={{ '--problems': Math.max(1, data.problems.length) } as CSSProperties}
      data-testid="scroll-board"
      data-phase={phase}
      data-hidden={reveal.total - reveal.revealed}
    >
      <div className="scroll-board__top">
        <StageHeader
          contest={data.contest}
          phase={phase}
          revealed={reveal.revealed}
          total={reveal.total}
          autoPlay={autoPlay && !reveal.done}
        />
        <BoardColumns problems={data.problems} ref={columns} />
      </div>
      {board.rows.length === 0 ? (
        <p className="scroll-board__empty">{t('scrollBoard.page.empty')}</p>
      ) : (
        <BoardRows
          data={data}
          board={board}
          lastStep={lastStep}
          revealed={reveal.revealed}
          realByUid={reveal.realByUid}
          medals={medals}
          first={viewport.first}
          last={viewport.last}
          ref={body}
        />
      )}
      {/* The keys, for the operator, until the ceremony starts (then ? shows them). */}
      {reveal.revealed === 0 && !autoPlay && (
        <button type="button" className="scroll-board__hint" onClick={() => setHelpOpen((open) => !open)}>
          {t('scrollBoard.page.hint')}
        </button>
      )}
      {helpOpen && <HelpOverlay />}
    </div>
  );
}
