import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Link, useNavigate, useParams } from 'react-router';
import { CommentOutlined, LeftOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROBLEM_AUTH } from '@judge/contract';
import { isErrorCode } from '../../api/request';
import { contestProblemsApi } from '../../api/contest-problems';
import { trainingsApi } from '../../api/trainings';
import { problemsApi, type ProblemDetailResult } from '../../api/problems';
import { toast } from '../../components/feedback';
import { neighbourProblem, readProblemList } from '../contest/problem-nav';
import { readTrainingProblemList } from '../training/training-problem-nav';
import { trainingBase } from '../training/training-paths';
import { trainingDetailAsProblemDetail, type TrainingScope } from '../training/training-scope';
import { trainingKey } from '../training/training-keys';
import type { GroupScope } from '../group/group-scope';
import { useWebsiteConfig } from '../../api/site';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSession } from '../../state/session';
import { contestDetailAsProblemDetail, type ContestProblemState, type ContestScope } from './contest-scope';
import { parseExamples } from './examples';
import { parseExtraFiles } from './extra-files';
import { mySubmissionsKey } from './my-submissions-key';
import { ProblemAnnex } from './ProblemAnnex';
import { ProblemStatement } from './ProblemStatement';
import { ProblemWorkspace } from './ProblemWorkspace';
import { VerdictChartDialog } from './VerdictChartDialog';
import './ProblemDetailPage.css';

// The submissions tab (and antd's Table under it) loads when first opened, not with the statement.
const MySubmissions = lazy(async () => ({ default: (await import('./MySubmissions')).MySubmissions }));

/** Spec 1-core §2.7: panes collapse when dragged under these widths. */
const STATEMENT_MIN_PX = 420;
const EDITOR_MIN_PX = 460;
/** On a phone the editor is stacked under the statement with this height. */
const STACKED_EDITOR_HEIGHT = 420;
/** The shell's bar (60 px) and the content padding (2 × 24 px) leave the rest of the screen to the panes. */
const SPLIT_STYLE = { height: 'calc(100vh - 108px)', minHeight: 520 };

export const problemDetailKey = (problemId: string) => ['problem-detail', problemId] as const;
export const contestProblemDetailKey = (cid: number, displayId: string) =>
  ['contest-problem-detail', cid, displayId] as const;
/** Under the group's key: a judged submission refreshes the group's lists with the page. */
export const groupProblemDetailKey = (gid: number, problemId: string) =>
  ['group', gid, 'problem-detail', problemId] as const;
/** Under the training's key: a judged submission refreshes its progress and list with the page. */
export const trainingProblemDetailKey = (tid: number, problemId: string) =>
  [...trainingKey(tid), 'problem-detail', problemId] as const;

interface LoadedProblem {
  detail: ProblemDetailResult;
  contest: Omit<ContestProblemState, 'ended'> | null;
}

/**
 * The problem page: the bank's (/problem/:problemID), with `contest` a contest's
 * (/contest/:contestID/problem/:problemID, problemID being the display id; spec 2 §2.4), and with
 * `training` a training's (/training/:trainingID/problem/:problemID; spec 1-core §2.7), and with `group` a group's
 * (/group/:groupID/problem/:problemID; spec 3 "Group problems").
 */
export function ProblemDetailPage({
  contest,
  training,
  group,
}: { contest?: ContestScope; training?: TrainingScope; group?: GroupScope } = {}) {
  const { t } = useTranslation();
  const { problemID = '' } = useParams();
  const navigate = useNavigate();
  const config = useWebsiteConfig();
  const session = useSession();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('problem');
  const [chartOpen, setChartOpen] = useState(false);

  const detailKey = contest
    ? contestProblemDetailKey(contest.cid, problemID)
    : training
      ? trainingProblemDetailKey(training.tid, problemID)
      : group
        ? groupProblemDetailKey(group.gid, problemID)
        : problemDetailKey(problemID);
  const detailQuery = useQuery({
    queryKey: [...detailKey, session.loggedIn],
    queryFn: async (): Promise<LoadedProblem> => {
      if (training)
        return {
          detail: trainingDetailAsProblemDetail(await trainingsApi.problemDetails(training.tid, problemID)),
          contest: null,
        };
      if (!contest) return { detail: await problemsApi.detail(problemID), contest: null };
      const details = await contestProblemsApi.details(contest.cid, problemID);
      return {
        detail: contestDetailAsProblemDetail(details),
        contest: {
          cid: contest.cid,
          displayId: details.contestProblem.displayId,
          bankProblemId: details.bankProblemId,
          inBank: details.inBank,
          groupId: details.groupId,
          realtime: details.realtime,
          canSubmit: details.canSubmit,
          needsPassword: details.needsPassword,
        },
      };
    },
  });
  const detail = detailQuery.data?.detail;
  const loadedContest = detailQuery.data?.contest;
  const contestState: ContestProblemState | undefined =
    contest && loadedContest ? { ...loadedContest, ended: contest.ended } : undefined;
  const languagesQuery = useQuery({
    queryKey: ['problem-languages', detail?.problem.pid, contest?.cid ?? 0, training?.tid ?? 0],
    // In a contest or a training the details name the languages (the bank's call refuses a problem it keeps
    // private).
    queryFn: async () =>
      contest || training
        ? (await problemsApi.languages()).filter((language) => detail!.languages.includes(language.name))
        : problemsApi.problemLanguages(detail!.problem.pid),
    enabled: detail !== undefined,
    staleTime: 5 * 60_000,
  });
  const examples = useMemo(() => parseExamples(detail?.problem.examples), [detail?.problem.examples]);
  const extraFiles = useMemo(
    () => parseExtraFiles(detail?.problem.userExtraFile),
    [detail?.problem.userExtraFile],
  );

  if (detailQuery.isError) {
    const missing = isErrorCode(detailQuery.error, 'NOT_FOUND');
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('problemDetail.notFound') : detailQuery.error.message}
        extra={
          contest ? (
            <Link to={`/contest/${contest.cid}/problems`}>
              <Button type="primary">{t('contestProblem.backToProblems')}</Button>
            </Link>
          ) : training ? (
            <Link to={`${trainingBase(training.tid, training.gid)}/problems`}>
              <Button type="primary">{t('training.problemPage.backToTraining')}</Button>
            </Link>
          ) : group ? (
            <Link to={`/group/${group.gid}/problem`}>
              <Button type="primary">{t('group.problem.backToList')}</Button>
            </Link>
          ) : (
            <Link to="/problem">
              <Button type="primary">{t('problemDetail.backToList')}</Button>
            </Link>
          )
        }
      />
    );
  }
  if (!detail) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }

  const reloadAfterJudging = () => {
    // In a training the progress and the list's statuses move with the verdict (the detail is under its key).
    void queryClient.invalidateQueries({
      queryKey: training ? trainingKey(training.tid) : group ? ['group', group.gid] : detailKey,
    });
    void queryClient.invalidateQueries({
      queryKey: contest ? ['contest-submissions', contest.cid] : mySubmissionsKey(detail.problem.problemId),
    });
  };

  /**
   * Previous / next along the list the contest's or the training's problem tab stored (spec 2 §2.4 and its
   * four warnings).
   */
  const goToNeighbour = (step: -1 | 1) => {
    const base = contest
      ? `/contest/${contest.cid}`
      : training
        ? trainingBase(training.tid, training.gid)
        : null;
    if (base === null) return;
    const list = contest ? readProblemList(contest.cid) : readTrainingProblemList(training!.tid);
    const result = neighbourProblem(list, problemID, step);
    if ('to' in result) void navigate(`${base}/problem/${encodeURIComponent(result.to)}`);
    else toast.warning(t(`contestProblem.nav.${result.warning}`));
  };
  const neighbourButtons = (
    <Space size={4}>
      <Button
        size="small"
        icon={<LeftOutlined />}
        onClick={() => goToNeighbour(-1)}
        data-testid="previous-problem"
      >
        {mobile ? null : t('contestProblem.nav.previous')}
      </Button>
      <Button size="small" onClick={() => goToNeighbour(1)} data-testid="next-problem">
        {mobile ? null : t('contestProblem.nav.next')}
        <RightOutlined />
      </Button>
    </Space>
  );
  // Spec 1-core §2.7: a discussion link for non-contest problems while public discussion is on (a private
  // problem of a training has no public discussion).
  // A group's problem links its group's discussions of it (spec 3 discussion/{problemID}) while they are on.
  const discussionPath = group
    ? config.openGroupDiscussion
      ? `/group/${group.gid}/discussion/${encodeURIComponent(detail.problem.problemId)}`
      : null
    : config.openPublicDiscussion && (!training || detail.problem.auth === PROBLEM_AUTH.PUBLIC)
      ? `/discussion/${encodeURIComponent(detail.problem.problemId)}`
      : null;
  const discussionLink =
    discussionPath !== null ? (
      <Link to={discussionPath} data-testid="problem-discussion-link">
        <Button size="small" icon={<CommentOutlined />} aria-label={t('discussion.title')}>
          {mobile && (training || group) ? null : t('discussion.title')}
        </Button>
      </Link>
    ) : null;

  const statementTabs = (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      className="problem-detail__tabs"
      tabBarExtraContent={
        contest ? (
          neighbourButtons
        ) : training ? (
          <Space size={4}>
            <Link to={`${trainingBase(training.tid, training.gid)}/problems`} data-testid="back-to-training">
              <Button
                size="small"
                icon={<UnorderedListOutlined />}
                aria-label={t('training.problemPage.backToTraining')}
              >
                {mobile ? null : t('training.problemPage.backToTraining')}
              </Button>
            </Link>
            {discussionLink}
            {neighbourButtons}
          </Space>
        ) : group ? (
          <Space size={4}>
            <Link to={`/group/${group.gid}/problem`} data-testid="back-to-group">
              <Button
                size="small"
                icon={<UnorderedListOutlined />}
                aria-label={t('group.problem.backToList')}
              >
                {mobile ? null : t('group.problem.backToList')}
              </Button>
            </Link>
            {discussionLink}
          </Space>
        ) : (
          discussionLink
        )
      }
      items={[
        {
          key: 'problem',
          label: t('problemDetail.problemTab'),
          children: (
            <ProblemStatement
              detail={detail}
              examples={examples}
              // Without realtime permission a contest keeps its counts for the end (spec 2 §6).
              onShowStatistics={contestState && !contestState.realtime ? undefined : () => setChartOpen(true)}
              showRankScore={!contest}
            />
          ),
        },
        ...(session.loggedIn
          ? [
              {
                key: 'mine',
                label: <span data-testid="my-submissions-tab">{t('problemDetail.mySubmissionsTab')}</span>,
                children: (
                  <Suspense fallback={<Skeleton active />}>
                    <MySubmissions
                      problemId={detail.problem.problemId}
                      contest={contest ? { cid: contest.cid, displayId: problemID } : undefined}
                      gid={group?.gid ?? training?.gid ?? undefined}
                    />
                  </Suspense>
                ),
              },
            ]
          : []),
        // The annex tab appears only when the problem has files for the program (spec 1-core §2.7).
        ...(Object.keys(extraFiles).length > 0
          ? [
              {
                key: 'annex',
                label: <span data-testid="annex-tab">{t('problemDetail.annexTab')}</span>,
                children: <ProblemAnnex files={extraFiles} />,
              },
            ]
          : []),
      ]}
    />
  );

  const workspace = (height: number | string) =>
    languagesQuery.data ? (
      <ProblemWorkspace
        detail={detail}
        languages={languagesQuery.data}
        examples={examples}
        loggedIn={session.loggedIn}
        onJudged={reloadAfterJudging}
        editorHeight={height}
        contest={contestState}
        training={training}
        group={group}
      />
    ) : (
      <Skeleton active paragraph={{ rows: 10 }} />
    );

  return (
    <div className="problem-detail" data-testid="problem-detail">
      {mobile ? (
        <div className="problem-detail__stacked">
          <Card className="problem-detail__pane" size="small">
            {statementTabs}
          </Card>
          <Card className="problem-detail__pane" size="small">
            {workspace(STACKED_EDITOR_HEIGHT)}
          </Card>
        </div>
      ) : (
        <Group orientation="horizontal" className="problem-detail__split" style={SPLIT_STYLE}>
          <Panel
            id="statement"
            defaultSize="50%"
            minSize={STATEMENT_MIN_PX}
            collapsible
            collapsedSize={0}
            className="problem-detail__panel"
          >
            <div className="problem-detail__pane problem-detail__pane--scroll" data-testid="statement-pane">
              {statementTabs}
            </div>
          </Panel>
          <Separator className="problem-detail__separator" aria-label={t('problemDetail.dragHint')} />
          <Panel
            id="editor"
            defaultSize="50%"
            minSize={EDITOR_MIN_PX}
            collapsible
            collapsedSize={0}
            className="problem-detail__panel"
          >
            <div className="problem-detail__pane problem-detail__pane--editor" data-testid="editor-pane">
              {workspace('fill')}
            </div>
          </Panel>
        </Group>
      )}
      <VerdictChartDialog
        open={chartOpen}
        onClose={() => setChartOpen(false)}
        problemId={detail.problem.problemId}
        counts={detail.problemCount}
      />
    </div>
  );
}
