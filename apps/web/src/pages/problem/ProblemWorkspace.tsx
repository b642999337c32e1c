import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Space, Tooltip, Typography } from 'antd';
import { ExperimentOutlined, LinkOutlined, SendOutlined } from '@ant-design/icons';
import { JudgeStatus, LIMITS, PROBLEM_AUTH } from '@judge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestProblemsApi } from '../../api/contest-problems';
import { problemsApi, type LanguageView, type ProblemDetailResult } from '../../api/problems';
import { isErrorCode } from '../../api/request';
import { useWebsiteConfig } from '../../api/site';
import { submissionsApi, type SubmissionStatus } from '../../api/submissions';
import { CodeEditor } from '../../components/code-editor/CodeEditor';
import { PROBLEM_PAGE_FONT_SIZE } from '../../components/code-editor/editor-settings';
import { toast } from '../../components/feedback';
import { formatMemory, formatTime } from '../../components/judge-status/format';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';
import {
  isInProgress,
  SUBMISSION_POLL_MAX_CHECKS,
  SUBMISSION_POLL_MS,
} from '../../components/judge-status/polling';
import { usePushedPolling } from '../../components/judge-status/usePushedPolling';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { secondsLeftOf, startSubmitCooldown, useSubmitCooldown } from '../../state/submit-cooldown';
import { AcceptedCelebration } from './AcceptedCelebration';
import { CELEBRATION_MS, playAcceptedSounds } from './celebration-sounds';
import type { TrainingScope } from '../training/training-scope';
import type { GroupScope } from '../group/group-scope';
import type { ContestProblemState } from './contest-scope';
import { ContestPasswordDialog } from './ContestPasswordDialog';
import { SubmitCaptchaDialog, type CaptchaAnswer } from './SubmitCaptchaDialog';
import type { ProblemExample } from './examples';
import { TestRunDrawer } from './TestRunDrawer';
import { useProblemCode } from './useProblemCode';

interface ProblemWorkspaceProps {
  detail: ProblemDetailResult;
  languages: LanguageView[];
  examples: ProblemExample[];
  loggedIn: boolean;
  /** A submission got its verdict: the page reloads the problem's counts and the person's submissions. */
  onJudged: () => void;
  /** The editor fills the pane on wide screens; a fixed height when the panes are stacked. */
  editorHeight: number | string;
  /** Inside a contest (spec 2 §2.4): submit with cid, contest statuses, and the ended state. */
  contest?: ContestProblemState;
  /** Inside a training (spec 1-core §2.7): submissions and test runs carry its tid. */
  training?: TrainingScope;
  /** A group's problem (spec 3 "Group problems"): submissions and test runs carry its gid. */
  group?: GroupScope;
}

type ShownSubmission = Pick<SubmissionStatus, 'status'> & Partial<SubmissionStatus>;

/** The right pane (spec 1-core §2.7, §4.2): the editor, submit with live status, and the online test. */
export function ProblemWorkspace({
  detail,
  languages,
  examples,
  loggedIn,
  onJudged,
  editorHeight,
  contest,
  training,
  group,
}: ProblemWorkspaceProps) {
  const { t } = useTranslation();
  const { problem } = detail;
  // A contest's problem keeps its code under the bank's id (the display id repeats across contests).
  // A training may hold a private problem the bank keeps from the person: its saved code is asked quietly too.
  const editor = useProblemCode(
    detail,
    languages,
    loggedIn,
    contest?.bankProblemId,
    contest !== undefined || training !== undefined || group !== undefined,
  );
  const [submission, setSubmission] = useState<ShownSubmission | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  /** The code waiting for the contest's password (a protected contest's first submission). */
  const [awaitingPassword, setAwaitingPassword] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // The site's interval between two submissions outside contests; admin roles are not bound by it (the server's rule).
  const { defaultSubmitInterval, submitCaptcha } = useWebsiteConfig();
  const { isAdmin } = useSession();
  const interval = contest || isAdmin ? 0 : defaultSubmitInterval;
  /** The code waiting for the captcha's answer, when the site asks one on submit (admin roles are not asked). */
  const [awaitingCaptcha, setAwaitingCaptcha] = useState<string | null>(null);
  const cooldown = useSubmitCooldown();
  const waiting = interval > 0 ? cooldown : 0;
  const celebrationTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(celebrationTimer.current), []);

  /** Login and the code rules of spec 1-core §5; says what is wrong and returns null when refused. */
  const prepareCode = (): string | null => {
    if (!loggedIn) {
      toast.warning(t('problemDetail.loginFirst'));
      openAuthDialog('Login');
      return null;
    }
    if (editor.code.trim() === '') {
      toast.error(t('problemDetail.codeEmpty'));
      return null;
    }
    if (editor.code.length > LIMITS.codeMaxLength) {
      toast.error(t('problemDetail.codeTooLong'));
      return null;
    }
    return editor.code;
  };

  const celebrate = () => {
    setCelebrating(true);
    playAcceptedSounds();
    clearTimeout(celebrationTimer.current);
    celebrationTimer.current = setTimeout(() => setCelebrating(false), CELEBRATION_MS);
  };

  const submit = useMutation({
    mutationFn: ({ code, answer }: { code: string; answer?: CaptchaAnswer }) =>
      submissionsApi.submit({
        pid: problem.pid,
        language: editor.language,
        code,
        cid: contest?.cid,
        tid: training?.tid,
        gid: group?.gid,
        ...answer,
      }),
    onMutate: () => {
      const previous = submission;
      setSubmission({ status: JudgeStatus.SUBMITTING });
      return { previous };
    },
    onSuccess: (row) => {
      startSubmitCooldown(interval);
      toast.success(t('problemDetail.submitSuccess'));
      setSubmission({ submitId: row.submitId, status: row.status });
      onJudged();
    },
    // "On submit failure the submitting state clears and the status hides" (spec 1-core §4.2).
    onError: (error, { code }, context) => {
      // Sent from another tab within the interval: the last verdict stays and the button counts down.
      if (isErrorCode(error, 'COOLDOWN')) {
        setSubmission(context?.previous ?? null);
        startSubmitCooldown(secondsLeftOf(error) ?? interval);
        return;
      }
      setSubmission(null);
      // The page thought the person registered (or did not know yet): ask for the password now.
      if (contest && isErrorCode(error, 'CONTEST_PASSWORD_REQUIRED')) setAwaitingPassword(code);
    },
  });

  const submitId = submission?.submitId;
  /** Shows a status (checked or pushed); answers whether the verdict is still to come. */
  const showStatus = (current: SubmissionStatus) => {
    setSubmission(current);
    if (isInProgress(current.status)) return true;
    onJudged();
    if (current.status === JudgeStatus.ACCEPTED) celebrate();
    return false;
  };
  usePushedPolling(
    submitId !== undefined && isInProgress(submission!.status),
    submitId ?? 0,
    {
      intervalMs: SUBMISSION_POLL_MS,
      maxChecks: SUBMISSION_POLL_MAX_CHECKS,
      check: async () => {
        const statuses = contest
          ? await contestProblemsApi.statuses(contest.cid, [submitId!])
          : await submissionsApi.statuses([submitId!]);
        const current = statuses[submitId!];
        return current ? showStatus(current) : false;
      },
    },
    // The submitter's own submission: its progress and verdict are pushed to them, with the status to show.
    {
      matches: (event) => event.kind === 'submission' && event.submitId === submitId,
      pushable: true,
      apply: showStatus,
    },
  );

  const saveCode = useMutation({
    mutationFn: () => problemsApi.saveCode(problem.pid, editor.code, editor.language),
    onSuccess: () => toast.success(t('codeEditor.saved')),
  });

  const send = (code: string) => {
    if (submitCaptcha && !isAdmin) setAwaitingCaptcha(code);
    else submit.mutate({ code });
  };

  const busy = submit.isPending || (submission !== null && isInProgress(submission.status));
  // A group's problem or training keeps its members inside the group's pages.
  const groupOfPage = group?.gid ?? training?.gid ?? null;
  const submissionPath = (id: number) =>
    contest
      ? `/contest/${contest.cid}/problem/${encodeURIComponent(contest.displayId)}/submission-detail/${id}`
      : groupOfPage
        ? `/group/${groupOfPage}/submission-detail/${id}`
        : `/submission-detail/${id}`;
  /**
   * Spec 2 §4: in a contest whose results are hidden (OI before the end), a second submission asks
   * first, since the last one is what counts and the person cannot see how the earlier one did.
   */
  const startSubmit = () => {
    const code = prepareCode();
    if (code === null) return;
    if (contest?.needsPassword) {
      setAwaitingPassword(code);
      return;
    }
    if (
      contest &&
      !contest.realtime &&
      (submission !== null || detail.myStatus !== JudgeStatus.NOT_SUBMITTED)
    )
      Modal.confirm({
        title: t('contestProblem.resubmitConfirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: () => send(code),
      });
    else send(code);
  };

  return (
    <div className="problem-workspace" data-testid="problem-workspace">
      <CodeEditor
        languages={languages}
        language={editor.language}
        onLanguageChange={editor.setLanguage}
        code={editor.code}
        onCodeChange={editor.setCode}
        onReset={editor.reset}
        // Saving to the account is the bank's (by pid, which a contest-only problem refuses, and a private one a
        // training holds); the browser keeps that code.
        onSave={
          loggedIn && !contest && (!training || problem.auth === PROBLEM_AUTH.PUBLIC)
            ? () => saveCode.mutate()
            : undefined
        }
        saving={saveCode.isPending}
        defaultFontSize={PROBLEM_PAGE_FONT_SIZE}
        height={editorHeight}
        fileBaseName={problem.problemId}
      />
      <Flex className="problem-workspace__footer" justify="space-between" align="center" gap={8} wrap>
        <div className="problem-workspace__status" data-testid="submission-status">
          {submission && contest && submission.status === JudgeStatus.SUBMITTED_UNKNOWN && (
            // Without realtime permission the result stays hidden (spec 2 §4): 'Submitted successfully' only.
            <Space size={8} wrap>
              <Typography.Text type="success" data-testid="submitted-only">
                {t('contestProblem.submittedOnly')}
              </Typography.Text>
              {submission.submitId && (
                <Link to={submissionPath(submission.submitId)} data-testid="submission-detail-link">
                  {t('problemDetail.viewSubmission')}
                </Link>
              )}
            </Space>
          )}
          {submission && !(contest && submission.status === JudgeStatus.SUBMITTED_UNKNOWN) && (
            <Space size={8} wrap>
              <JudgeStatusTag
                status={submission.status}
                progressDone={submission.progressDone}
                progressTotal={submission.progressTotal}
                large
              />
              {!isInProgress(submission.status) && submission.time !== undefined && (
                <Typography.Text type="secondary">
                  {formatTime(submission.time)} · {formatMemory(submission.memory)}
                  {submission.score !== null && submission.score !== undefined && problem.type === 1
                    ? ` · ${submission.score}`
                    : ''}
                </Typography.Text>
              )}
              {submission.submitId && (
                <Link to={submissionPath(submission.submitId)} data-testid="submission-detail-link">
                  {t('problemDetail.viewSubmission')}
                </Link>
              )}
            </Space>
          )}
        </div>
        {contest?.ended ? (
          // After the end (spec 2 §2.4): no online test, a warning instead of submit, and the bank's page.
          <Space wrap>
            <Alert type="warning" showIcon title={t('contestProblem.ended')} data-testid="contest-ended" />
            {/* Only where the problem opens for this person: the bank's page, or its group's. */}
            {contest.inBank ? (
              <Link to={`/problem/${encodeURIComponent(contest.bankProblemId)}`} data-testid="open-in-bank">
                <Button icon={<LinkOutlined />}>{t('contestProblem.openInBank')}</Button>
              </Link>
            ) : contest.groupId !== null ? (
              <Link
                to={`/group/${contest.groupId}/problem/${encodeURIComponent(contest.bankProblemId)}`}
                data-testid="open-in-group"
              >
                <Button icon={<LinkOutlined />}>{t('contestProblem.openInGroup')}</Button>
              </Link>
            ) : null}
          </Space>
        ) : (
          <Space>
            <Button
              icon={<ExperimentOutlined />}
              onClick={() => setTestOpen(true)}
              data-testid="open-test-run"
            >
              {t('problemDetail.onlineTest')}
            </Button>
            <Tooltip title={waiting > 0 ? t('problemDetail.submitWaitHint', { interval }) : undefined}>
              <Button
                type="primary"
                icon={<SendOutlined />}
                loading={submit.isPending}
                disabled={(busy && !submit.isPending) || waiting > 0}
                onClick={startSubmit}
                data-testid="submit-code"
              >
                {submit.isPending
                  ? t('problemDetail.submitting')
                  : waiting > 0
                    ? t('problemDetail.submitWait', { seconds: waiting })
                    : t('problemDetail.submit')}
              </Button>
            </Tooltip>
          </Space>
        )}
      </Flex>
      {!contest?.ended && (
        <TestRunDrawer
          open={testOpen}
          onClose={() => setTestOpen(false)}
          pid={problem.pid}
          cid={contest?.cid}
          tid={training?.tid}
          gid={group?.gid}
          language={editor.language}
          examples={examples}
          prepareCode={prepareCode}
        />
      )}
      {contest && (
        <ContestPasswordDialog
          cid={contest.cid}
          open={awaitingPassword !== null}
          onClose={() => setAwaitingPassword(null)}
          onRegistered={() => {
            const code = awaitingPassword;
            setAwaitingPassword(null);
            // The shell's info (registered) and the details (needsPassword) changed with the registration.
            void queryClient.invalidateQueries({ queryKey: ['contest-info', contest.cid] });
            void queryClient.invalidateQueries({ queryKey: ['contest-problem-detail', contest.cid] });
            if (code !== null) send(code);
          }}
        />
      )}
      <SubmitCaptchaDialog
        open={awaitingCaptcha !== null}
        onClose={() => setAwaitingCaptcha(null)}
        onAnswered={(answer) => {
          const code = awaitingCaptcha;
          setAwaitingCaptcha(null);
          if (code !== null) submit.mutate({ code, answer });
        }}
      />
      {celebrating && <AcceptedCelebration />}
    </div>
  );
}
