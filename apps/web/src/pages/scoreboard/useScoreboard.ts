import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../live/useLive';
import { trailingThrottle } from '../../live/trailing-throttle';
import { useTranslation } from 'react-i18next';
import { CONTEST_RANK_REFRESH_SECONDS, type ContestRankBody, type ScoreboardPage } from '@judge/contract';
import { useSession } from '../../state/session';
import { boardChangeAnswer } from './board-push';
import { scoreboardsApi, type BoardSide } from '../../api/scoreboards';
import { toast } from '../../components/feedback';
import { useFollowedUsers } from './useFollowedUsers';

/** Spec 2 §9: the ranklist shows 30 a page. */
export const BOARD_DEFAULT_PAGE_SIZE = 30;
/** The chart's rows: the top 10, plus the viewer's own row the server may put first. */
const CHART_LIMIT = 11;

/** A pushed change of a row on the page refetches the board at most this often. */
const BOARD_PUSH_GAP_MS = 10_000;
/** A pushed change of rows off the page only (they may still move into it): the poll's pace. */
const BOARD_PUSH_SLOW_GAP_MS = CONTEST_RANK_REFRESH_SECONDS * 1000;
/** A pushed change of the viewer's own row: at most this long after the last fetch. */
const BOARD_PUSH_OWN_GAP_MS = 1_000;
const BOARD_PUSH_GAPS = {
  'refetch-own': BOARD_PUSH_OWN_GAP_MS,
  refetch: BOARD_PUSH_GAP_MS,
  'refetch-slowly': BOARD_PUSH_SLOW_GAP_MS,
} as const;

export const scoreboardKey = (side: BoardSide, body: ContestRankBody) => ['scoreboard', side, body] as const;

/**
 * The state of a board and its calls: page, size, keyword, the switches, the followed users; the
 * table's page and the chart's top rows. Auto refresh (spec 2 §9: every 30 s) is on while the contest
 * runs, off and disabled once it has ended, and turned off by a failed load (spec 2 §8).
 */
export function useScoreboard({
  side,
  contestId,
  ended,
  showChart,
}: {
  side: BoardSide;
  contestId: number;
  ended: boolean;
  showChart: boolean;
}) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(BOARD_DEFAULT_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [showStars, setShowStars] = useState(true);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(!ended);
  const followed = useFollowedUsers(contestId);

  const shared = { cid: contestId, removeStar: !showStars, forceRefresh };
  // Refreshed when the server pushes that the board changed (docs/live-updates.md): not when the page already
  // shows that version; within a second for the viewer's own row, at most every 10 s for a row on the page (a busy
  // contest's board changes every second), every 30 s for rows off it (board-push.ts); every 30 s without the
  // stream.
  const queryClient = useQueryClient();
  const viewerUid = useSession().user?.uid;
  const boardRefresh = useMemo(
    () =>
      trailingThrottle(
        BOARD_PUSH_GAP_MS,
        () => void queryClient.invalidateQueries({ queryKey: ['scoreboard', side] }),
      ),
    [queryClient, side],
  );
  useEffect(() => () => boardRefresh.stop(), [boardRefresh]);
  const shownPage = useRef<ScoreboardPage | undefined>(undefined);
  const pushed = useLiveEvent(
    (event) => event.kind === 'scoreboard' && event.cid === contestId,
    (event) => {
      const answer =
        event.kind === 'scoreboard' ? boardChangeAnswer(event, shownPage.current, viewerUid) : 'refetch';
      if (answer !== 'skip') boardRefresh.call(BOARD_PUSH_GAPS[answer]);
    },
    autoRefresh && !ended,
  );
  const refetchInterval = autoRefresh && !ended && !pushed ? CONTEST_RANK_REFRESH_SECONDS * 1000 : false;
  const body: ContestRankBody = {
    ...shared,
    currentPage,
    limit,
    keyword: keyword || undefined,
    concernedList: followed.uids,
  };
  const page = useQuery({
    queryKey: scoreboardKey(side, body),
    queryFn: () => scoreboardsApi.page(side, body),
    placeholderData: keepPreviousData,
    refetchInterval,
    retry: false,
  });
  useEffect(() => {
    shownPage.current = page.data;
    if (page.data) boardRefresh.ran();
  }, [page.data, boardRefresh]);
  // The chart is the board's top whatever page, search or follows the table shows.
  const chartBody: ContestRankBody = { ...shared, currentPage: 1, limit: CHART_LIMIT };
  const chart = useQuery({
    queryKey: scoreboardKey(side, chartBody),
    queryFn: () => scoreboardsApi.page(side, chartBody),
    placeholderData: keepPreviousData,
    refetchInterval,
    retry: false,
    enabled: showChart,
  });

  // A failed load stops the auto refresh (spec 2 §8); when a board was on screen, a toast says so
  // (a first load that fails is the page's own error).
  const failedAt = page.errorUpdatedAt;
  const latest = useRef({ autoRefresh, shown: page.data !== undefined });
  useEffect(() => {
    latest.current = { autoRefresh, shown: page.data !== undefined };
  });
  useEffect(() => {
    if (failedAt === 0 || !latest.current.autoRefresh) return;
    setAutoRefresh(false);
    if (latest.current.shown) toast.warning(t('scoreboard.autoRefreshStopped'));
  }, [failedAt, t]);

  // When the contest ends while the board is open: one last load (the seal may lift), then no refresh.
  const wasEnded = useRef(ended);
  const { refetch } = page;
  useEffect(() => {
    if (ended && !wasEnded.current) {
      setAutoRefresh(false);
      void refetch();
    }
    wasEnded.current = ended;
  }, [ended, refetch]);

  return {
    page,
    chart,
    currentPage,
    limit,
    keyword,
    showStars,
    forceRefresh,
    autoRefresh: autoRefresh && !ended,
    followed,
    changePage: (nextPage: number, nextLimit: number) => {
      setCurrentPage(nextLimit === limit ? nextPage : 1);
      setLimit(nextLimit);
    },
    search: (text: string) => {
      setKeyword(text.trim());
      setCurrentPage(1);
    },
    setShowStars: (show: boolean) => {
      setShowStars(show);
      setCurrentPage(1);
    },
    setForceRefresh,
    setAutoRefresh,
    refresh: () => {
      void page.refetch();
      if (showChart) void chart.refetch();
    },
  };
}

export type ScoreboardState = ReturnType<typeof useScoreboard>;
