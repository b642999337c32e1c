import { Button, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnnouncementPage } from '../../components/announcements/AnnouncementPanel';
import { AnnouncementPanel } from '../../components/announcements/AnnouncementPanel';
import { homeApi, homeKeys } from '../../api/home';
import { useWebsiteConfig } from '../../api/site';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { RecentContests } from '../contest/RecentContests';
import { AcRank } from './AcRank';
import { HomeCarousel } from './HomeCarousel';
import { HomeTimers } from './HomeTimers';
import { RecentProblems } from './RecentProblems';
import { PlainCard } from '../../components/plain-card/PlainCard';
import { PlainTypography } from '../../components/plain-typography/PlainTypography';
import './HomePage.css';

const loadCommonAnnouncements = (currentPage: number, limit: number): Promise<AnnouncementPage> =>
  homeApi.commonAnnouncements(currentPage, limit);

/**
 * The home page (spec 1-core §2.3): the carousel, a welcome with the login and register buttons for
 * guests, the announcement panel and the latest updated problems; beside them (below on phones) the
 * countdown timers, the recent contests and the 7-day AC rank.
 */
export function HomePage() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const session = useSession();
  return (
    <div className="home-page">
      <HomeCarousel />
      <PlainCard className="home-page__hero" variant="borderless">
        <PlainTypography.Title level={1} className="home-page__title" data-testid="home-title">
          {t('home.welcome', { name: config.webName })}
        </PlainTypography.Title>
        {config.webDescription && (
          <PlainTypography.Paragraph className="home-page__description">
            {config.webDescription}
          </PlainTypography.Paragraph>
        )}
        {session.loggedIn ? (
          <PlainTypography.Paragraph strong className="home-page__greeting" data-testid="home-greeting">
            {t('home.welcomeUser', { name: session.user?.nickname || session.user?.username })}
          </PlainTypography.Paragraph>
        ) : (
          <Flex vertical align="center" gap={12}>
            <PlainTypography.Paragraph type="secondary" className="home-page__greeting">
              {t('home.guestHint')}
            </PlainTypography.Paragraph>
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
      </PlainCard>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <AnnouncementPanel queryKey={homeKeys.commonAnnouncements} load={loadCommonAnnouncements} />
            <RecentProblems />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <HomeTimers />
            <RecentContests />
            <AcRank />
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
