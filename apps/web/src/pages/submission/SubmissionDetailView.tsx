import { useState } from 'react';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { isRoot, JudgeStatus, PROBLEM_TYPE, type SubmissionDetailResult } from '@judge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { problemsApi } from '../../api/problems';
import { isErrorCode } from '../../api/request';
import { submissionsApi } from '../../api/submissions';
import { downloadBlob } from '../../components/code-editor/clipboard';
import { toast } from '../../components/feedback';
import { judgeStatusLook } from '../../components/judge-status/judge-status';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';
import {
  isInProgress,
  SUBMISSION_POLL_MAX_CHECKS,
  SUBMISSION_POLL_MS,
} from '../../components/judge-status/polling';
import { usePushedPolling } from '../../components/judge-status/usePushedPolling';
import { useSession } from '../../state/session';
import { CaseResultsView } from './CaseResultsView';
import { ManualJudgeDialog } from './ManualJudgeDialog';
import { SubmissionAdminActions } from './SubmissionAdminActions';
import { SubmissionCodeCard } from './SubmissionCodeCard';
import { SubmissionFacts } from './SubmissionFacts';
import { WrongCaseCard } from './WrongCaseCard';
import './SubmissionDetailPage.css';

/** Statuses whose error text the detail page shows (spec 1-core §4.2 step 9). */
const WITH_ERROR_MESSAGE: number[] = [
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
];

/**
 * A submission as its viewer may see it: verdict, progress, facts, failing case, cases and code, polled while
 * judged. The detail page shows it, and so does the lists' detail dialog (spec 1-core: each list has one).
 */
export function SubmissionDetailView({ submitId }: { submitId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const [manualOpen, setManualOpen] = useState(false);
  const root = session.user !== null && isRoot(session.user.role);

  const queryClient = useQueryClient();
  const detailKey = ['submission-detail', submitId, session.loggedIn];
  const detailQuery = useQuery({
    queryKey: detailKey,
    queryFn: () => submissionsApi.detail(submitId),
    enabled: Number.isInteger(submitId) && submitId > 0,
  });
  const detail = detailQuery.data;
  const submission = detail?.submission;
  const status = submission?.status;
  // Keyed by the status, so the cases are fetched again whenever the verdict moves.
  const casesQuery = useQuery({
    queryKey: ['submission-cases', submitId, status],
    queryFn: () => submissionsApi.caseResults(submitId),
    enabled: status !== undefined && !isInProgress(status),
  });
  const languagesQuery = useQuery({
    queryKey: ['languages'],
    queryFn: problemsApi.languages,
    staleTime: 10 * 60_000,
  });
  usePushedPolling(
    status !== undefined && isInProgress(status),
    submitId,
    {
      intervalMs: SUBMISSION_POLL_MS,
      maxChecks: SUBMISSION_POLL_MAX_CHECKS,
      check: async () => {
        const result = await detailQuery.refetch({ throwOnError: true });
        return result.data !== undefined && isInProgress(result.data.submission.status);
      },
    },
    // Only its submitter is told of a submission's progress; anyone else viewing it polls.
    {
      matches: (event) => event.kind === 'submission' && event.submitId === submitId,
      pushable: submission !== undefined && submission.uid === session.user?.uid,
      // Progress is shown as pushed; the verdict asks once, for what the event does not carry (message, cases).
      apply: (pushed) => {
        if (!isInProgress(pushed.status)) {
          void detailQuery.refetch();
          return false;
        }
        queryClient.setQueryData<SubmissionDetailResult>(
          detailKey,
          (kept) => kept && { ...kept, submission: { ...kept.submission, ...pushed } },
        );
        return true;
      },
    },
  );

  const download = useMutation({
    mutationFn: () => submissionsApi.downloadWrongCase(submitId),
    onSuccess: (blob) => {
      downloadBlob(blob, `submission-${submitId}-failed-case.zip`);
      toast.success(t('submissionDetail.downloadSuccess'));
    },
  });

  if (detailQuery.isError || !(submitId > 0)) {
    const missing = !(submitId > 0) || isErrorCode(detailQuery.error, 'NOT_FOUND');
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('submissionDetail.notFound') : detailQuery.error?.message}
        extra={
          <Link to="/status">
            <Button type="primary">{t('submissionDetail.backToStatus')}</Button>
          </Link>
        }
      />
    );
  }
  if (!detail || !submission) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const look = judgeStatusLook(submission.status);
  const owner = session.user?.uid === submission.uid;
  const editorLanguage = languagesQuery.data?.find(
    (language) => language.name === submission.language,
  )?.editorLanguage;
  const scored =
    submission.score !== null &&
    submission.status !== JudgeStatus.COMPILE_ERROR &&
    submission.problemType === PROBLEM_TYPE.OI;

  return (
    <Flex vertical gap={16} className="submission-detail" data-testid="submission-detail">
      <Card
        className="submission-detail__summary"
        style={{ borderTop: `4px solid ${look.color}` }}
        title={
          <Space wrap>
            <span>{t('submissionDetail.title', { id: submission.submitId })}</span>
            <JudgeStatusTag
              status={submission.status}
              progressDone={submission.progressDone}
              progressTotal={submission.progressTotal}
              large
            />
            {submission.isManual && (
              <Typography.Text type="secondary">({t('submissionDetail.manual')})</Typography.Text>
            )}
          </Space>
        }
      >
        {/* In the body, not the card's header: on a phone the header has no room for four buttons and the title. */}
        {root && (
          <SubmissionAdminActions
            submission={submission}
            onChanged={() => void detailQuery.refetch()}
            onManualJudge={() => setManualOpen(true)}
          />
        )}
        {detail.noJudgeForLanguage && (
          <Alert
            type="warning"
            showIcon
            className="submission-detail__notice"
            data-testid="no-judge-for-language"
            title={t('submissionDetail.noJudgeForLanguage', { language: submission.language })}
          />
        )}
        {isInProgress(submission.status) && submission.progressTotal > 0 && (
          <Alert
            type="info"
            showIcon
            className="submission-detail__progress"
            title={t('submissionDetail.judgingProgress', {
              done: submission.progressDone,
              total: submission.progressTotal,
            })}
          />
        )}
        <SubmissionFacts submission={submission} scored={scored} />
        {detail.canDownloadWrongCase && (
          <Button
            className="submission-detail__download"
            icon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate()}
            data-testid="download-wrong-case"
          >
            {t('submissionDetail.downloadWrongCase')}
          </Button>
        )}
      </Card>

      {WITH_ERROR_MESSAGE.includes(submission.status) && submission.errorMessage && (
        <Card size="small" title={t('submissionDetail.errorMessage')} data-testid="error-message">
          <pre className="submission-detail__error">{submission.errorMessage}</pre>
        </Card>
      )}

      {detail.waCaseData && <WrongCaseCard data={detail.waCaseData} />}

      {!isInProgress(submission.status) && submission.status !== JudgeStatus.COMPILE_ERROR && (
        <Card size="small" title={t('submissionDetail.cases')}>
          {casesQuery.data ? (
            <CaseResultsView results={casesQuery.data} showScore={scored} />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </Card>
      )}

      <SubmissionCodeCard
        submission={submission}
        canShare={owner && detail.codeShare}
        editorLanguage={editorLanguage}
        onChanged={() => void detailQuery.refetch()}
      />

      {root && (
        <ManualJudgeDialog
          open={manualOpen}
          onClose={() => setManualOpen(false)}
          onDone={() => void detailQuery.refetch()}
          submitId={submission.submitId}
          status={submission.status}
          score={submission.score}
        />
      )}
    </Flex>
  );
}
