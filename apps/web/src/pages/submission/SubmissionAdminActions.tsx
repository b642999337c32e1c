import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { JudgeStatus, type SubmissionDetail } from '@judge/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { submissionsApi } from '../../api/submissions';
import { toast } from '../../components/feedback';

/** Manual judging is refused while judging or compiling, and for compile errors (spec 1-core §4.3). */
const NO_MANUAL_JUDGE: number[] = [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR];

/** Root's buttons on a submission: rejudge, judge by hand, cancel, delete. */
export function SubmissionAdminActions({
  submission,
  onChanged,
  onManualJudge,
}: {
  submission: SubmissionDetail;
  /** After a rejudge or a cancel: the page reads the submission again. */
  onChanged: () => void;
  onManualJudge: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitId = submission.submitId;
  const afterAdminAction = (message: string) => {
    toast.success(message);
    onChanged();
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
  return (
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
        onClick={onManualJudge}
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
  );
}
