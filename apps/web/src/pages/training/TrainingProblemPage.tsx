import { Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemDetailPage } from '../problem/ProblemDetailPage';
import { parseTrainingId } from './TrainingShell';

/** /training/:trainingID/problem/:problemID: the bank's problem page in its training variant. */
export function TrainingProblemPage() {
  const { t } = useTranslation();
  const tid = parseTrainingId(useParams().trainingID);
  if (tid === null)
    return (
      <Result
        status="404"
        title={t('training.notFound')}
        extra={
          <Link to="/training">
            <Button type="primary">{t('training.backToList')}</Button>
          </Link>
        }
      />
    );
  // A new page per training: nothing of one training's page is kept for another.
  return <ProblemDetailPage key={tid} training={{ tid }} />;
}
