import { lazy, Suspense } from 'react';
import { Flex, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeAuthDialog, useAuthDialog } from '../../state/auth-dialog';
import './AuthDialogs.css';

// The forms (and antd's Form with its validator) load when the dialog first opens, not with every page.
const LoginDialogContent = lazy(async () => ({
  default: (await import('./LoginDialogContent')).LoginDialogContent,
}));
const RegisterDialogContent = lazy(async () => ({
  default: (await import('./RegisterDialogContent')).RegisterDialogContent,
}));
const ResetPasswordDialogContent = lazy(async () => ({
  default: (await import('./ResetPasswordDialogContent')).ResetPasswordDialogContent,
}));

const loading = (
  <Flex justify="center" align="center" style={{ minHeight: 240 }}>
    <Spin />
  </Flex>
);

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
      <Suspense fallback={loading}>
        {mode === 'Login' && <LoginDialogContent />}
        {mode === 'Register' && <RegisterDialogContent />}
        {mode === 'ResetPwd' && <ResetPasswordDialogContent />}
      </Suspense>
    </Modal>
  );
}
