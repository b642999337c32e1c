import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeAuthDialog, useAuthDialog } from '../../state/auth-dialog';
import { LoginDialogContent } from './LoginDialogContent';
import { RegisterDialogContent } from './RegisterDialogContent';
import { ResetPasswordDialogContent } from './ResetPasswordDialogContent';
import './AuthDialogs.css';

/** The shell's one account dialog; its mode decides which form it shows (spec 1-core §2.1). */
export function AuthDialogs() {
  const { t } = useTranslation();
  const mode = useAuthDialog();
  const title =
    mode === 'Register' ? t('register.title') : mode === 'ResetPwd' ? t('resetPwd.title') : t('login.title');
  return (
    <Modal
      open={mode !== null}
      title={title}
      onCancel={closeAuthDialog}
      footer={null}
      width={420}
      destroyOnHidden
      centered
      className="auth-dialog"
      data-testid="auth-dialog"
    >
      {mode === 'Login' && <LoginDialogContent />}
      {mode === 'Register' && <RegisterDialogContent />}
      {mode === 'ResetPwd' && <ResetPasswordDialogContent />}
    </Modal>
  );
}
