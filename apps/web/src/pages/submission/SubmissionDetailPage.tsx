import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  RedoOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { isRoot, JudgeStatus, PROBLEM_TYPE } from '@judge/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { problemsApi } from '../../api/problems';
import { isErrorCode } from '../../api/request';
import { submissionsApi } from '../../api/submissions';
import { copyText, downloadBlob } from '../../components/code-editor/clipboard';
import { toast } from '../../components/feedback';
import { formatLength, formatMemory, formatTime } from '../../components/judge-status/format';
import { judgeStatusLook } from '../../components/judge-status/judge-status';
import { JudgeStatusTag } from '../../components/judge-status/JudgeStatusTag';
import { LocalTime } from '../../components/judge-status/LocalTime';
import {
  isInProgress,
  SUBMISSION_POLL_MAX_CHECKS,
  SUBMISSION_POLL_MS,
} from '../../components/judge-status/polling';
import { usePolling } from '../../components/judge-status/usePolling';
import { CodeBlock } from '../../components/markdown/CodeBlock';
import { useSession } from '../../state/session';
import { CaseResultsView } from './CaseResultsView';
import { ManualJudgeDialog } from './ManualJudgeDialog';
import './SubmissionDetailPage.css';

/** Statuses whose error text the detail page shows (spec 1-core §4.2 step 9). */
const WITH_ERROR_MESSAGE: number[] = [
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
];
/** Manual judging is refused while judging or compiling, and for compile errors (spec 1-core §4.3). */
const NO_MANUAL_JUDGE: number[] = [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR];

export function SubmissionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { submitID = '' } = useParams();
  const submitId = Number(submitID);
  const session = useSession();
  const [manualOpen, setManualOpen] = useState(false);
  const root = session.user !== null && isRoot(session.user.role);

  const detailQuery = useQuery({
    queryKey: ['submission-detail', submitId, session.loggedIn],
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
  usePolling(status !== undefined && isInProgress(status), submitId, {
    intervalMs: SUBMISSION_POLL_MS,
    maxChecks: SUBMISSION_POLL_MAX_CHECKS,
    check: async () => {
      const result = await detailQuery.refetch({ throwOnError: true });
      return result.data !== undefined && isInProgress(result.data.submission.status);
    },
  });

  const afterAdminAction = (message: string) => {
    toast.success(message);
    void detailQuery.refetch();
  };
  const rejudge = useMutation({
    mutationFn: () => submissionsApi.rejudge(submitId),
    onSuccess: () => afterAdminAction(t('submissionDetail.rejudgeSuccess')),
  });
  const cancelJudge = useMutation({
    mutationFn: () => submissionsApi.cancelJudge(submitId),
    onSuccess: () => afterAdminAction(t('submissionDetail.cancelled')),
  });
  const deleteJudge = useMutation({
    mutationFn: () => submissionsApi.deleteJudge(submitId),
    onSuccess: () => {
      toast.success(t('submissionDetail.deleted'));
      void navigate('/status');
    },
  });
  const share = useMutation({
    mutationFn: (next: boolean) => submissionsApi.share(submitId, next),
    onSuccess: (_, next) =>
      afterAdminAction(next ? t('submissionDetail.shared') : t('submissionDetail.unshared')),
  });
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
          <Space wrap className="submission-detail__admin" data-testid="admin-actions">
            <Button
              size="small"
              icon={<RedoOutlined />}
              loading={rejudge.isPending}
              onClick={() => rejudge.mutate()}
              data-testid="detail-rejudge"
            >
              {t('submissionDetail.rejudge')}
            </Button>
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={NO_MANUAL_JUDGE.includes(submission.status)}
              onClick={() => setManualOpen(true)}
              data-testid="detail-manual-judge"
            >
              {t('submissionDetail.manualJudge')}
            </Button>
            <Popconfirm
              title={t('submissionDetail.cancelJudgeConfirm')}
              onConfirm={() => cancelJudge.mutate()}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
            >
              <Button
                size="small"
                icon={<StopOutlined />}
                loading={cancelJudge.isPending}
                data-testid="detail-cancel-judge"
              >
                {t('submissionDetail.cancelJudge')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('submissionDetail.deleteJudgeConfirm')}
              onConfirm={() => deleteJudge.mutate()}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={deleteJudge.isPending}
                data-testid="detail-delete"
              >
                {t('submissionDetail.deleteJudge')}
              </Button>
            </Popconfirm>
          </Space>
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
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            {
              key: 'problem',
              label: t('submissionDetail.problem'),
              children: (
                // A contest submission's displayPid is the contest's display id: its page is in the contest; a group's
                // submission leads to the group's problem page.
                <Link
                  to={
                    submission.cid
                      ? `/contest/${submission.cid}/problem/${encodeURIComponent(submission.displayPid)}`
                      : submission.gid
                        ? `/group/${submission.gid}/problem/${encodeURIComponent(submission.displayPid)}`
                        : `/problem/${encodeURIComponent(submission.displayPid)}`
                  }
                >
                  {submission.displayPid} {submission.title}
                </Link>
              ),
            },
            {
              key: 'author',
              label: t('submissionDetail.author'),
              children: (
                <Link to={`/user-home?username=${encodeURIComponent(submission.username)}`}>
                  {submission.username}
                </Link>
              ),
            },
            ...(scored
              ? [{ key: 'score', label: t('submissionDetail.score'), children: submission.score }]
              : []),
            { key: 'time', label: t('submissionDetail.time'), children: formatTime(submission.time) },
            { key: 'memory', label: t('submissionDetail.memory'), children: formatMemory(submission.memory) },
            { key: 'length', label: t('submissionDetail.length'), children: formatLength(submission.length) },
            { key: 'language', label: t('submissionDetail.language'), children: submission.language },
            {
              key: 'submitTime',
              label: t('submissionDetail.submitTime'),
              children: <LocalTime value={submission.submitTime} />,
            },
            ...(submission.judger
              ? [
                  {
                    key: 'judger',
                    label: t('submissionDetail.judger'),
                    children: submission.unsafe
                      ? `${submission.judger} (${t('submissionDetail.unsafe')})`
                      : submission.judger,
                  },
                ]
              : []),
          ]}
        />
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

      {!isInProgress(submission.status) && submission.status !== JudgeStatus.COMPILE_ERROR && (
        <Card size="small" title={t('submissionDetail.cases')}>
          {casesQuery.data ? (
            <CaseResultsView results={casesQuery.data} showScore={scored} />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </Card>
      )}

      <Card
        size="small"
        title={t('submissionDetail.code')}
        extra={
          <Space>
            {owner && detail.codeShare && (
              <Tooltip title={t('submissionDetail.shareHelp')}>
                <label className="submission-detail__share">
                  <Switch
                    size="small"
                    checked={submission.share}
                    loading={share.isPending}
                    onChange={(next) => share.mutate(next)}
                    data-testid="share-code"
                  />
                  <span>{t('submissionDetail.share')}</span>
                </label>
              </Tooltip>
            )}
            {submission.code !== null && (
              <Button
                size="small"
                icon={<CopyOutlined />}
                onClick={async () => {
                  if (await copyText(submission.code ?? '')) toast.success(t('problemDetail.copied'));
                  else toast.error(t('problemDetail.copyFailed'));
                }}
                data-testid="copy-code"
              >
                {t('submissionDetail.copy')}
              </Button>
            )}
          </Space>
        }
      >
        {submission.code !== null ? (
          <div data-testid="submission-code">
            <CodeBlock code={submission.code} language={editorLanguage ?? 'plaintext'} />
          </div>
        ) : (
          <Alert type="info" showIcon title={t('submissionDetail.codeHidden')} />
        )}
      </Card>

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
