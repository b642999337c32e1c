import { Alert, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTH } from '@judge/contract';
import { trainingsApi } from '../../api/trainings';
import { PasswordEntryAlert } from '../../components/password-entry/PasswordEntryAlert';
import { Markdown } from '../../components/markdown/Markdown';
import { useTraining } from './TrainingShell';

/**
 * The introduction tab (spec 2 §2.11): the description, and for a private training its password form
 * until the user has registered (spec 2 §4); then the problem list and rank tabs enable.
 */
export function TrainingIntroduction() {
  const { t } = useTranslation();
  const { training } = useTraining();
  const isPrivate = training.auth === TRAINING_AUTH.PRIVATE;
  return (
    <Flex vertical gap={16} data-testid="training-introduction">
      {isPrivate && !training.access && <PasswordForm />}
      {isPrivate && training.access && (
        <Alert
          type="success"
          showIcon
          title={
            training.isTrainingAdmin ? t('training.password.adminAccess') : t('training.password.granted')
          }
          data-testid="training-access-granted"
        />
      )}
      {training.description ? (
        <Markdown>{training.description}</Markdown>
      ) : (
        <Empty description={t('training.noDescription')} />
      )}
    </Flex>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { training, refresh } = useTraining();
  return (
    <PasswordEntryAlert
      title={t('training.password.needed')}
      texts={{
        enter: t('training.password.enter'),
        placeholder: t('training.password.placeholder'),
        label: t('training.password.label'),
        register: t('training.password.register'),
        wrong: t('training.password.wrong'),
        registered: t('training.password.registered'),
      }}
      register={(password) => trainingsApi.register(training.id, password)}
      onRegistered={refresh}
      className="training-password"
      testId="training"
    />
  );
}
