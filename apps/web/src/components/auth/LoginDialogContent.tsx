import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/site';
import { closeAuthDialog, openAuthDialog } from '../../state/auth-dialog';
import { toast } from '../feedback';
import { LoginForm } from './LoginForm';

export function LoginDialogContent() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  return (
    <>
      <LoginForm
        kind="general"
        submitText={t('login.submit')}
        onLoggedIn={({ firstLogin }) => {
          closeAuthDialog();
          toast.success(t(firstLogin ? 'login.firstSuccess' : 'login.success'));
        }}
      />
      <Flex justify="space-between" wrap>
        {config.register ? (
          <Button
            type="link"
            size="small"
            onClick={() => openAuthDialog('Register')}
            data-testid="open-register"
          >
            {t('login.noAccount')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="link" size="small" onClick={() => openAuthDialog('ResetPwd')}>
          {t('login.forgot')}
        </Button>
      </Flex>
    </>
  );
}
