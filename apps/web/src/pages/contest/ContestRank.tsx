import { Result } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContestProblemRow } from '@judge/contract';
import { contestProblemsApi } from '../../api/contest-problems';
import { Scoreboard } from '../scoreboard/Scoreboard';
import { ContestAccessGate } from './ContestAccessGate';
import { contestProblemListKey, listStaleTime } from './contest-start-push';
import { contestInfoKey, useContest } from './ContestShell';
import { ContestStatus, hasTimeLimit, serverClockOffset } from './contest-time';

const NO_PROBLEMS: ContestProblemRow[] = [];

/**
 * The Rank tab (spec 2 §2.5): the contest's board as this viewer may see it. Like the problems, the
 * board opens once the contest has started, and in a running time-limited contest once the viewer
 * has pressed Start; both are said here without calling.
 */
export function ContestRank() {
  return (
    <ContestAccessGate>
      <RankOfContest />
    </ContestAccessGate>
  );
}

function RankOfContest() {
  const { t } = useTranslation();
  const { info, status } = useContest();
  const queryClient = useQueryClient();
  const notStarted = status === ContestStatus.SCHEDULED;
  // Before pressing Start the personal end is the contest's, so the shell's status is the contest's here.
  const mustStart =
    !info.isContestAdmin && hasTimeLimit(info) && !info.beginTime && status === ContestStatus.RUNNING;
  const problems = useQuery({
    queryKey: contestProblemListKey(info.id),
    queryFn: () => contestProblemsApi.list(info.id),
    enabled: !notStarted && !mustStart,
    staleTime: listStaleTime,
  });

  if (notStarted) return <Result title={t('contestProblem.notStarted')} data-testid="contest-not-started" />;
  if (mustStart)
    return (
      <Result
        icon={<FieldTimeOutlined />}
        title={t('scoreboard.startFirst')}
        data-testid="rank-start-first"
      />
    );
  // The shell's info carries the server's clock; the board ticks in it.
  const receivedAt = queryClient.getQueryState(contestInfoKey(info.id))?.dataUpdatedAt ?? Date.now();
  return (
    <Scoreboard
      side="inside"
      contest={info}
      problems={problems.data ?? NO_PROBLEMS}
      serverOffsetMs={serverClockOffset(info.now, receivedAt)}
    />
  );
}
