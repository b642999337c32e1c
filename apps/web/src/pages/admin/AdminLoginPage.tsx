import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/site';
import { LoginForm } from '../../components/auth/LoginForm';
import { toast } from '../../components/feedback';
import { LanguageSwitch } from '../../components/shell/LanguageSwitch';
import './AdminLoginPage.css';

/** /admin/login: back-office roles sign in here; the server refuses other roles with ADMIN_REQUIRED. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useWebsiteConfig();
  return (
    <Flex className="admin-login" vertical align="center" justify="center">
      <div className="admin-login__language">
        <LanguageSwitch />
      </div>
      <Card className="admin-login__card" data-testid="admin-login-page">
        <Typography.Title level={3} className="admin-login__title">
          {config.shortName} · {t('admin.login')}
        </Typography.Title>
        <LoginForm
          kind="admin"
          submitText={t('admin.loginSubmit')}
          onLoggedIn={() => {
            toast.success(t('login.success'));
            navigate('/admin/dashboard', { replace: true });
          }}
        />
        <Button type="link" block href="/home">
          {t('admin.backToSite')}
        </Button>
      </Card>
    </Flex>
  );
}
