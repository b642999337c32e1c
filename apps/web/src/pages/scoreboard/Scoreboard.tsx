import { memo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Result, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CONTEST_RANK_PAGE_SIZES, CONTEST_TYPE } from '@judge/contract';
import { scoreboardsApi, type BoardSide } from '../../api/scoreboards';
import { downloadBlob } from '../../components/code-editor/clipboard';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSession } from '../../state/session';
import { boardLines, topRows, type PinContext } from './board-lines';
import { boardNotice, type SealFacts } from './board-notice';
import { BoardNoticeBanner } from './BoardNoticeBanner';
import { boardErrorReason } from './board-error';
import { ScoreboardChart } from './ScoreboardChart';
import { ScoreboardTable, type BoardProblem } from './ScoreboardTable';
import { ScoreboardToolbar } from './ScoreboardToolbar';
import { useBoardClock } from './useBoardClock';
import { useScoreboard } from './useScoreboard';
import './Scoreboard.css';

/** The OI family's line under the title: how the board scores (IOI, strict IOI, Ledo, homework, else OI's type). */
function ruleLine(t: TFunction, contest: Pick<BoardContest, 'scoringRule' | 'oiRankScoreType'>) {
  const rule = contest.scoringRule;
  if (rule === 'ioi' || rule === 'strict-ioi' || rule === 'ledo' || rule === 'homework')
    return t(`scoreboard.rule.${rule}`);
  return contest.oiRankScoreType === 'Highest' ? t('scoreboard.oiHighest') : t('scoreboard.oiRecent');
}

/** What a board needs of its contest (ContestInfo and the outside info's contest both fit). */
export interface BoardContest extends SealFacts {
  id: number;
  startTime: string;
  rankShowName: string;
  oiRankScoreType: string;
  /** ACM: 'second' when the board counts time to the second (HOJ's rule); absent or 'minute' otherwise. */
  penaltyUnit?: string;
  isContestAdmin: boolean;
}

export interface ScoreboardProps {
  side: BoardSide;
  contest: BoardContest;
  problems: BoardProblem[];
  /** Server time minus this browser's time (the board's clock runs in server time). */
  serverOffsetMs: number;
  /** The projected outside board's large text. */
  large?: boolean;
  /** A page's own controls beside the switches. */
  extraControls?: ReactNode;
}

const NO_FOLLOWS: ReadonlySet<number> = new Set();

/**
 * A contest's board, inside the contest or outside it (spec 2 §2.5): the switches, the frozen-board
 * banner, the top-10 chart, and the table with its pages. The server decides what the viewer sees;
 * this shows it and says why parts are hidden. Memoised: the pages around it tick every second.
 */
export const Scoreboard = memo(function Scoreboard({
  side,
  contest,
  problems,
  serverOffsetMs,
  large = false,
  extraControls,
}: ScoreboardProps) {
  const { t } = useTranslation();
  const compact = useIsMobile();
  const session = useSession();
  const { nowMs, ended, sealHolds } = useBoardClock(contest, serverOffsetMs);
  // A phone gets the table first; the chart is a switch away.
  const [showChart, setShowChart] = useState(!compact);
  const state = useScoreboard({ side, contestId: contest.id, ended, showChart });
  const download = useMutation({
    mutationFn: () =>
      scoreboardsApi.downloadRank({
        cid: contest.id,
        removeStar: !state.showStars,
        forceRefresh: state.forceRefresh,
      }),
    onSuccess: ({ blob, fileName }) => downloadBlob(blob, fileName),
  });

  const data = state.page.data;
  if (!data && state.page.isError) {
    return (
      <Result
        status="error"
        title={t('scoreboard.loadFailed')}
        subTitle={boardErrorReason(state.page.error, t)}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={state.refresh}>
            {t('scoreboard.refresh')}
          </Button>
        }
        data-testid="board-failed"
      />
    );
  }

  const pin: PinContext = {
    viewerUid: session.user?.uid ?? null,
    ownOnTop: side === 'inside',
    followed: state.followed.set,
    currentPage: data?.current ?? state.currentPage,
  };
  const notice = data
    ? boardNotice({
        contest,
        sealed: data.sealed,
        ended,
        sealHolds,
        side,
        isContestAdmin: contest.isContestAdmin,
      })
    : null;
  const chartRows = state.chart.data
    ? topRows(state.chart.data.records, { ...pin, followed: NO_FOLLOWS, currentPage: 1 })
    : [];
  // Nothing solved or scored yet (or all of it hidden): no empty chart.
  const chartHasData = chartRows.some((row) => ('ac' in row ? row.ac > 0 : row.totalScore > 0));
  const startMs = Date.parse(contest.startTime);
  const durationMinutes = Math.floor((Date.parse(contest.endTime) - startMs) / 60_000);
  const oi = contest.type === CONTEST_TYPE.OI;

  return (
    <Flex
      vertical
      gap={12}
      className={`scoreboard${large ? ' scoreboard--large' : ''}`}
      data-testid="scoreboard"
    >
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Flex vertical>
          <Typography.Title level={4} className="scoreboard__title">
            {t('scoreboard.title')}
          </Typography.Title>
          {oi && (
            <Typography.Text type="secondary" className="scoreboard__rule">
              {ruleLine(t, contest)}
            </Typography.Text>
          )}
          {!oi && contest.penaltyUnit === 'second' && (
            <Typography.Text type="secondary" className="scoreboard__rule" data-testid="penalty-seconds">
              {t('scoreboard.penaltySeconds')}
            </Typography.Text>
          )}
        </Flex>
        {data && (
          <Typography.Text type="secondary" data-testid="board-built-at">
            {t('scoreboard.builtAt', { time: dayjs(data.builtAt).format('HH:mm:ss') })}
          </Typography.Text>
        )}
      </Flex>
      <ScoreboardToolbar
        state={state}
        ended={ended}
        isContestAdmin={contest.isContestAdmin}
        showChart={showChart}
        onShowChart={setShowChart}
        onDownload={() => download.mutate()}
        downloading={download.isPending}
        extra={extraControls}
      />
      {notice && <BoardNoticeBanner notice={notice} />}
      {data && state.page.isError && (
        <Alert
          type="error"
          showIcon
          title={boardErrorReason(state.page.error, t) ?? t('scoreboard.loadFailed')}
          data-testid="board-refresh-failed"
        />
      )}
      {showChart && chartHasData && (
        <Card size="small" title={t('scoreboard.chartTitle')} className="scoreboard__chart-card">
          <ScoreboardChart
            type={contest.type}
            rows={chartRows}
            rankShowName={contest.rankShowName}
            durationMinutes={durationMinutes}
            elapsedMinutes={Math.min(durationMinutes, Math.max(0, Math.floor((nowMs - startMs) / 60_000)))}
            compact={compact}
          />
        </Card>
      )}
      <ScoreboardTable
        side={side}
        contest={contest}
        problems={problems}
        lines={data ? boardLines(data.records, pin) : []}
        problemStats={data?.problemStats ?? {}}
        showRealname={contest.isContestAdmin}
        compact={compact}
        large={large}
        loading={state.page.isFetching && !data}
        onToggleFollow={state.followed.toggle}
        pagination={{
          current: data?.current ?? state.currentPage,
          pageSize: state.limit,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: CONTEST_RANK_PAGE_SIZES.map(String),
          onChange: state.changePage,
          size: compact ? 'small' : undefined,
        }}
      />
    </Flex>
  );
});
