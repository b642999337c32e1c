import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { contestsApi } from '../../api/contests';
import { usePasswordRegistration } from '../../components/password-entry/usePasswordRegistration';

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
  const { form, serverError, clearError, mutation } = usePasswordRegistration(
    (password) => contestsApi.register(cid, password),
    onRegistered,
    { wrong: t('contest.wrongPassword'), registered: t('contest.registered') },
  );

  return (
    <Modal
      open={open}
      title={t('contest.password')}
      okText={t('problemDetail.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="contest-password-dialog"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ password }) => mutation.mutate(password)}
        onValuesChange={clearError}
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
