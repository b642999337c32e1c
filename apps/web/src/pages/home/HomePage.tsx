import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../../api/site';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import './HomePage.css';

/** The site's front page: name, description and a greeting (the full home content is built later). */
export function HomePage() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const session = useSession();
  return (
    <div className="home-page">
      <Card className="home-page__hero" variant="borderless">
        <Typography.Title level={1} className="home-page__title" data-testid="home-title">
          {t('home.welcome', { name: config.webName })}
        </Typography.Title>
        {config.webDescription && (
          <Typography.Paragraph className="home-page__description">
            {config.webDescription}
          </Typography.Paragraph>
        )}
        {session.loggedIn ? (
          <Typography.Paragraph strong data-testid="home-greeting">
            {t('home.welcomeUser', { name: session.user?.nickname || session.user?.username })}
          </Typography.Paragraph>
        ) : (
          <Flex vertical align="center" gap={16}>
            <Typography.Paragraph type="secondary">{t('home.guestHint')}</Typography.Paragraph>
            <Flex gap={12} wrap justify="center">
              <Button type="primary" size="large" onClick={() => openAuthDialog('Login')}>
                {t('nav.login')}
              </Button>
              {config.register && (
                <Button size="large" onClick={() => openAuthDialog('Register')}>
                  {t('nav.register')}
                </Button>
              )}
            </Flex>
          </Flex>
        )}
      </Card>
    </div>
  );
}
