import { Table, Tooltip } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shownName, type AcmRankRow, type OiRankRow, type ScoreboardPage } from '@judge/contract';
import type { BoardSide } from '../../api/scoreboards';
import type { BoardLine } from './board-lines';
import { acmCellView, clockOf, oiCellView, wholeMinutes } from './cell-format';
import { planColumns, type ColumnPlan } from './column-plan';
import { AcmCell, OiCell, ProblemHeader, RankBadge } from './ScoreboardCells';
import { UserCell } from './UserCell';

export interface BoardProblem {
  displayId: string;
  displayTitle: string;
  color: string | null;
}

export interface ScoreboardTableProps {
  side: BoardSide;
  contest: { id: number; type: number; rankShowName: string };
  problems: BoardProblem[];
  lines: BoardLine[];
  problemStats: ScoreboardPage['problemStats'];
  showRealname: boolean;
  compact: boolean;
  large: boolean;
  loading: boolean;
  pagination: TablePaginationConfig;
  onToggleFollow: (uid: number) => void;
}

function acmContent(row: AcmRankRow, displayId: string) {
  const view = acmCellView(row.submissionInfo[displayId]);
  return view && <AcmCell view={view} />;
}

function oiContent(row: OiRankRow, displayId: string) {
  const view = oiCellView(row, displayId);
  return view && <OiCell view={view} />;
}

const cellKind = (type: 'acm' | 'oi', line: BoardLine, displayId: string) =>
  type === 'acm'
    ? acmCellView((line.row as AcmRankRow).submissionInfo[displayId])?.kind
    : oiCellView(line.row as OiRankRow, displayId)?.kind;

/**
 * The board's table, the same inside the contest and outside (spec 2 §2.5). Inside, the AC count and
 * the problem cells lead to the contest's submissions of that user; outside nothing leads into the
 * contest. Rank and user stay fixed on the left while the problems scroll under them.
 */
export function ScoreboardTable(props: ScoreboardTableProps) {
  const { t } = useTranslation();
  const { side, contest, problems, lines, problemStats, compact, large } = props;
  const inside = side === 'inside';
  const rule = contest.type === 1 ? 'oi' : 'acm';
  const submissionsPath = (line: BoardLine, filter: Record<string, string>) =>
    `/contest/${contest.id}/submissions?${new URLSearchParams({ username: line.row.username, ...filter })}`;

  const plan = planColumns({
    type: contest.type,
    displayIds: problems.map((problem) => problem.displayId),
    showRealname: props.showRealname,
    compact,
    large,
  });

  const render = (column: ColumnPlan): ColumnsType<BoardLine>[number] => {
    const base = { key: column.key, width: column.width, align: 'center' as const };
    switch (column.kind) {
      case 'rank':
        return {
          ...base,
          fixed: 'left',
          title: t('scoreboard.column.rank'),
          render: (_, line) => <RankBadge row={line.row} />,
        };
      case 'user':
        return {
          ...base,
          // The user takes the room the table has beyond its other columns (few problems, wide screen).
          width: undefined,
          minWidth: column.width,
          fixed: 'left',
          align: 'left',
          title: t('scoreboard.column.user'),
          onCell: (line) => ({
            className: [
              'scoreboard-user-cell',
              line.star ? 'scoreboard-user-cell--star' : '',
              line.row.gender === 'female' ? 'scoreboard-user-cell--girl' : '',
            ].join(' '),
          }),
          render: (_, line) => (
            <UserCell
              line={line}
              rankShowName={contest.rankShowName}
              onToggleFollow={props.onToggleFollow}
              compact={compact}
            />
          ),
        };
      case 'realname':
        return {
          ...base,
          ellipsis: true,
          title: t('scoreboard.column.realname'),
          render: (_, line) => line.row.realname,
        };
      case 'solved':
        return {
          ...base,
          title: t('scoreboard.column.solved'),
          render: (_, line) => {
            const ac = (line.row as AcmRankRow).ac;
            if (!inside) return <strong className="scoreboard-solved">{ac}</strong>;
            const name = shownName(line.row, contest.rankShowName);
            return (
              <Link
                to={submissionsPath(line, { status: '0' })}
                className="scoreboard-solved"
                title={t('scoreboard.acceptedOf', { name })}
                data-testid="board-solved"
              >
                {ac}
              </Link>
            );
          },
        };
      case 'penalty':
        return {
          ...base,
          title: <Tooltip title={t('scoreboard.penaltyHint')}>{t('scoreboard.column.penalty')}</Tooltip>,
          render: (_, line) => (
            <Tooltip title={clockOf(line.row.totalTime)}>
              <span data-testid="board-penalty">{wholeMinutes(line.row.totalTime)}</span>
            </Tooltip>
          ),
        };
      case 'score':
        return {
          ...base,
          title: <Tooltip title={t('scoreboard.scoreHint')}>{t('scoreboard.column.score')}</Tooltip>,
          render: (_, line) => (
            <div className="scoreboard-cell__body">
              <strong className="scoreboard-solved" data-testid="board-score">
                {(line.row as OiRankRow).totalScore}
              </strong>
              {line.row.totalTime > 0 && (
                <span className="scoreboard-cell__tries">
                  {t('scoreboard.runTimeMs', { ms: line.row.totalTime })}
                </span>
              )}
            </div>
          ),
        };
      case 'problem': {
        const problem = problems.find((candidate) => candidate.displayId === column.displayId)!;
        return {
          ...base,
          title: (
            <ProblemHeader
              problem={problem}
              stats={problemStats[column.displayId]}
              problemPath={
                inside ? `/contest/${contest.id}/problem/${encodeURIComponent(problem.displayId)}` : null
              }
            />
          ),
          onCell: (line) => {
            const kind = cellKind(rule, line, column.displayId);
            return { className: `scoreboard-cell${kind ? ` scoreboard-cell--${kind}` : ''}` };
          },
          render: (_, line) => {
            const content =
              rule === 'oi'
                ? oiContent(line.row as OiRankRow, column.displayId)
                : acmContent(line.row as AcmRankRow, column.displayId);
            if (!content) return null;
            const testId = `board-cell-${column.displayId}`;
            if (!inside) return <div data-testid={testId}>{content}</div>;
            const name = shownName(line.row, contest.rankShowName);
            return (
              <Link
                to={submissionsPath(line, { displayId: column.displayId })}
                className="scoreboard-cell__link"
                aria-label={t('scoreboard.submissionsOf', { name, problem: column.displayId })}
                data-testid={testId}
              >
                {content}
              </Link>
            );
          },
        };
      }
    }
  };

  return (
    <Table<BoardLine>
      className="scoreboard-table"
      size="small"
      bordered
      rowKey="key"
      columns={plan.map(render)}
      dataSource={lines}
      loading={props.loading}
      pagination={props.pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('scoreboard.empty') }}
      rowClassName={(line) =>
        [
          line.pinned ? 'scoreboard-row--pinned' : '',
          line.lastPinned ? 'scoreboard-row--last-pinned' : '',
          line.own ? 'scoreboard-row--own' : '',
          line.followed ? 'scoreboard-row--followed' : '',
        ].join(' ')
      }
      data-testid="scoreboard-table"
    />
  );
}
