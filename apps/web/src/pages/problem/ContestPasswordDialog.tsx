import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestsApi } from '../../api/contests';
import { ApiError } from '../../api/request';
import { toast } from '../../components/feedback';

/**
 * Spec 2 §2.4, §5: the contest-password dialog of the problem page. A protected contest lets anyone
 * read its problems; the first submission asks for the password, registers with it, then submits.
 */
export function ContestPasswordDialog({
  cid,
  open,
  onClose,
  onRegistered,
}: {
  cid: number;
  open: boolean;
  onClose: () => void;
  /** Registered: the caller submits the code the person was sending. */
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [serverError, setServerError] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: (password: string) => contestsApi.register(cid, password),
    onSuccess: () => {
      setServerError(null);
      form.resetFields();
      toast.success(t('contest.registered'));
      onRegistered();
    },
    onError: (error) =>
      setServerError(
        error instanceof ApiError && error.code === 'VALIDATION_FAILED'
          ? t('contest.wrongPassword')
          : error.message,
      ),
  });

  return (
    <Modal
      open={open}
      title={t('contest.password')}
      okText={t('problemDetail.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={register.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="contest-password-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ password }) => register.mutate(password)}
        onValuesChange={() => setServerError(null)}
      >
        <Alert
          type="info"
          showIcon
          title={t('contest.passwordNeededProtected')}
          style={{ marginBottom: 16 }}
        />
        <Form.Item
          name="password"
          label={t('contest.password')}
          rules={[{ required: true, whitespace: true, message: t('contest.enterPassword') }]}
          validateStatus={serverError ? 'error' : undefined}
          help={serverError ?? undefined}
        >
          <Input.Password
            autoFocus
            placeholder={t('contest.passwordPlaceholder')}
            data-testid="contest-password-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
