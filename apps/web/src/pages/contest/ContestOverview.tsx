import { Alert, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTEST_AUTH } from '@judge/contract';
import { contestsApi } from '../../api/contests';
import { PasswordEntryAlert } from '../../components/password-entry/PasswordEntryAlert';
import { Markdown } from '../../components/markdown/Markdown';
import { useContest } from './ContestShell';
import { ContestStatus, hasTimeLimit } from './contest-time';
import { VirtualParticipationCard } from './VirtualParticipationCard';

/**
 * The overview tab (spec 2 §2.2 ContestDetails): the description, and for a private or protected
 * contest the password form until the user has registered (spec 2 §4).
 */
export function ContestOverview() {
  const { t } = useTranslation();
  const { info, status, refresh } = useContest();
  const needsPassword = info.auth !== CONTEST_AUTH.PUBLIC && !info.registered && !info.isContestAdmin;

  return (
    <Flex vertical gap={16} className="contest-overview" data-testid="contest-overview">
      {needsPassword && (
        <PasswordEntryAlert
          title={
            info.auth === CONTEST_AUTH.PRIVATE
              ? t('contest.passwordNeededPrivate')
              : t('contest.passwordNeededProtected')
          }
          texts={{
            enter: t('contest.enterPassword'),
            placeholder: t('contest.passwordPlaceholder'),
            label: t('contest.password'),
            register: t('contest.register'),
            wrong: t('contest.wrongPassword'),
            registered: t('contest.registered'),
          }}
          register={(password) => contestsApi.register(info.id, password)}
          onRegistered={refresh}
          className="contest-overview__password"
          testId="contest"
        />
      )}
      {!needsPassword && info.auth !== CONTEST_AUTH.PUBLIC && info.registered && (
        <Alert
          type="success"
          showIcon
          title={t('contest.accessGranted')}
          data-testid="contest-access-granted"
        />
      )}
      {hasTimeLimit(info) && !info.beginTime && info.access && status === ContestStatus.RUNNING && (
        <Alert type="info" showIcon title={t('contest.notStarted')} data-testid="contest-not-started" />
      )}
      {!needsPassword && !info.access && (
        <Alert type="error" showIcon title={t('contest.noAccess')} data-testid="contest-no-access" />
      )}
      <VirtualParticipationCard info={info} refresh={refresh} />
      {info.description ? (
        <Markdown className="contest-overview__description">{info.description}</Markdown>
      ) : (
        // A private contest keeps its description until the password is given: the form says enough.
        !needsPassword && <Empty description={t('contest.noDescription')} />
      )}
      {info.author && (
        <Typography.Text type="secondary" className="contest-overview__author">
          {t('contest.author')}: {info.author}
        </Typography.Text>
      )}
    </Flex>
  );
}
