import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAR_RANK, type ScoreboardRow } from '@judge/contract';
import type { AcmCellView, OiCellView } from './cell-format';

/** The rank: a badge in the award's colours with its name as tooltip, a plain number, or '*' for a star row. */
export function RankBadge({ row }: { row: ScoreboardRow }) {
  const { t } = useTranslation();
  // A virtual participant shows the rank they would have had (docs/api.md "Virtual participation").
  if (row.isVirtual)
    return (
      <Tooltip title={t('scoreboard.virtualRank')}>
        <span className="scoreboard-rank scoreboard-rank--virtual" data-testid="board-rank">
          {row.rank}
        </span>
      </Tooltip>
    );
  if (row.rank === STAR_RANK)
    return (
      <Tooltip title={t('scoreboard.starRank')}>
        <span className="scoreboard-rank scoreboard-rank--star" data-testid="board-rank">
          *
        </span>
      </Tooltip>
    );
  if (!row.isWinAward) {
    return (
      <span className="scoreboard-rank" data-testid="board-rank">
        {row.rank}
      </span>
    );
  }
  return (
    <Tooltip title={row.awardName}>
      <span
        className="scoreboard-rank scoreboard-rank--award"
        style={{ background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined }}
        data-testid="board-rank"
        data-award={row.awardName ?? ''}
      >
        {row.rank}
      </span>
    </Tooltip>
  );
}

/** A balloon in the problem's colour (the colour contest staff tie to the problem). */
export function Balloon({ color }: { color: string }) {
  return (
    <svg className="scoreboard-balloon" viewBox="0 0 20 28" width="14" height="20" aria-hidden>
      <ellipse cx="10" cy="9" rx="8" ry="9" fill={color} stroke="rgba(0,0,0,0.25)" />
      <path d="M8 18 L12 18 L10 20.5 Z" fill={color} stroke="rgba(0,0,0,0.25)" />
      <path d="M10 20.5 C 8 23, 12 25, 10 28" fill="none" stroke="rgba(0,0,0,0.35)" />
    </svg>
  );
}

/** A problem column's header: balloon, display id (a link inside the contest), and solved / tries. */
export function ProblemHeader({
  problem,
  stats,
  problemPath,
}: {
  problem: { displayId: string; displayTitle: string; color: string | null };
  stats: { ac: number; total: number } | undefined;
  problemPath: string | null;
}) {
  const { t } = useTranslation();
  const id = problemPath ? <Link to={problemPath}>{problem.displayId}</Link> : problem.displayId;
  const ac = stats?.ac ?? 0;
  const total = stats?.total ?? 0;
  return (
    <Tooltip
      title={
        <>
          <div>
            {problem.displayId}. {problem.displayTitle}
          </div>
          <div>{t('scoreboard.problemSolved', { count: ac })}</div>
          <div>{t('scoreboard.problemTries', { count: total })}</div>
        </>
      }
    >
      <div className="scoreboard-problem" data-testid={`board-problem-${problem.displayId}`}>
        <div className="scoreboard-problem__id">
          {problem.color && <Balloon color={problem.color} />}
          <strong>{id}</strong>
        </div>
        <div className="scoreboard-problem__stats" data-testid="board-problem-stats">
          ({ac}/{total})
        </div>
      </div>
    </Tooltip>
  );
}

/** The tries line of an ACM cell: "2 tries", or "2+1 tries" with one pending. */
function TriesText({ known, pending }: { known: number; pending: number }) {
  const { t } = useTranslation();
  if (pending === 0) return <>{t('scoreboard.tries', { count: known })}</>;
  if (known === 0) return <>{t('scoreboard.tries', { count: pending })}</>;
  return <>{t('scoreboard.triesWithPending', { known, pending })}</>;
}

/**
 * An ACM cell: the minutes to the first AC over the tries (the exact time in the tooltip); a pending
 * cell reads '?' over its tries; a rejected one only its tries. The cell's colour is the table's.
 */
export function AcmCell({ view }: { view: AcmCellView }) {
  const { t } = useTranslation();
  const tries = <TriesText known={view.knownTries} pending={view.pendingTries} />;
  let top: ReactNode = null;
  let tip: ReactNode = null;
  if (view.acMinutes !== null) {
    top = <span className="scoreboard-cell__time">{view.acMinutes}</span>;
    tip = (
      <>
        {view.kind === 'firstAc' && <div>{t('scoreboard.firstSolver')}</div>}
        <div>{t('scoreboard.solvedAt', { clock: view.acClock })}</div>
      </>
    );
  } else if (view.kind === 'pending') {
    top = <span className="scoreboard-cell__time">?</span>;
    tip = t('scoreboard.pendingHint');
  }
  const content = (
    <div className="scoreboard-cell__body" data-kind={view.kind}>
      {top}
      <span className="scoreboard-cell__tries">{tries}</span>
    </div>
  );
  return tip ? <Tooltip title={tip}>{content}</Tooltip> : content;
}

/** An OI cell: the counted score (the shortest accepted run in the tooltip) and the pending tries. */
export function OiCell({ view }: { view: OiCellView }) {
  const { t } = useTranslation();
  const pending =
    view.pendingTries > 0 ? (
      <span className="scoreboard-cell__tries">
        {t('scoreboard.oiPending', { count: view.pendingTries })}
      </span>
    ) : null;
  const content = (
    <div className="scoreboard-cell__body" data-kind={view.kind}>
      <span className="scoreboard-cell__time">{view.score ?? '?'}</span>
      {view.late && <span className="scoreboard-cell__tries">{t('scoreboard.oiLate')}</span>}
      {pending}
    </div>
  );
  const tip =
    view.runTimeMs !== null
      ? t('scoreboard.oiRunTime', { ms: view.runTimeMs })
      : view.kind === 'pending'
        ? t('scoreboard.pendingHint')
        : null;
  return tip ? <Tooltip title={tip}>{content}</Tooltip> : content;
}
