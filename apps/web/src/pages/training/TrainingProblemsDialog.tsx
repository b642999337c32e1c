import { Button, Modal, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '../../api/request';
import { trainingsApi } from '../../api/trainings';
import { trainingProblemsKey } from './training-keys';
import { TrainingProblemTable } from './TrainingProblemTable';

/**
 * The training problem dialog of spec 1-core §2.12: the training's problems (the viewer's status, id,
 * title, level, AC rate); a problem opens its page in a new tab, reached through the training so a private
 * problem it holds opens too. A private training the viewer has not registered for says so instead.
 */
export function TrainingProblemsDialog({
  training,
  onClose,
}: {
  training: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tid = training?.id ?? 0;
  const problems = useQuery({
    queryKey: [...trainingProblemsKey(tid), 'dialog'],
    queryFn: () => trainingsApi.problems(tid, { quiet: true }),
    enabled: training !== null,
    retry: false,
  });
  const refused = problems.isError && isErrorCode(problems.error, 'FORBIDDEN');
  return (
    <Modal
      open={training !== null}
      title={training ? t('training.widget.dialogTitle', { title: training.title }) : ''}
      onCancel={onClose}
      footer={
        <Link to={`/training/${tid}`} onClick={onClose}>
          <Button type="primary">{t('training.widget.openTraining')}</Button>
        </Link>
      }
      width={760}
      destroyOnHidden
      data-testid="training-problems-dialog"
    >
      {refused ? (
        <Result status="403" subTitle={t('training.widget.noAccess')} />
      ) : problems.isError ? (
        <Result status="error" subTitle={problems.error.message} />
      ) : (
        <TrainingProblemTable tid={tid} rows={problems.data ?? []} loading={problems.isLoading} compact />
      )}
    </Modal>
  );
}
