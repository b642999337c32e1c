import { Form, InputNumber, Modal, Select } from 'antd';
import { JudgeStatus } from '@judge/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { submissionsApi } from '../../api/submissions';
import { toast } from '../../components/feedback';
import { judgeStatusLook } from '../../components/judge-status/judge-status';

/** The verdicts a super admin may set (spec 1-core §4.3); Cancelled is listed but cannot be chosen. */
const MANUAL_STATUSES = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.CANCELLED,
];

interface ManualJudgeDialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  submitId: number;
  status: number;
  score: number | null;
}

export function ManualJudgeDialog({
  open,
  onClose,
  onDone,
  submitId,
  status,
  score,
}: ManualJudgeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ status: number; score: number }>();
  const chosen = Form.useWatch('status', form);
  const save = useMutation({
    mutationFn: (values: { status: number; score: number }) =>
      submissionsApi.manualJudge(submitId, values.status, values.score),
    onSuccess: () => {
      toast.success(t('submissionDetail.updated'));
      onDone();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('submissionDetail.manualJudgeTitle', { id: submitId })}
      okText={t('submissionDetail.update')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      okButtonProps={
        {
          disabled: chosen === JudgeStatus.CANCELLED,
          loading: save.isPending,
          'data-testid': 'manual-judge-update',
        } as never
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          status: MANUAL_STATUSES.includes(status as never) ? status : undefined,
          score: score ?? 0,
        }}
        onFinish={(values) => save.mutate(values)}
        data-testid="manual-judge-form"
      >
        <Form.Item
          name="status"
          label={t('submissionDetail.manualStatus')}
          rules={[{ required: true, message: t('submissionDetail.manualStatusRequired') }]}
        >
          <Select
            options={MANUAL_STATUSES.map((code) => ({
              value: code,
              label: t(`judgeStatus.${judgeStatusLook(code).name}`),
              disabled: code === JudgeStatus.CANCELLED,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="score"
          label={t('submissionDetail.manualScore')}
          rules={[{ required: true, message: t('submissionDetail.manualScoreRequired') }]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
