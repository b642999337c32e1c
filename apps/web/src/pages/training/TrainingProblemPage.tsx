import { Button, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemDetailPage } from '../problem/ProblemDetailPage';
import { trainingsApi } from '../../api/trainings';
import { trainingDetailKey } from './training-keys';
import { parseTrainingId } from './TrainingShell';
import { trainingAddressFix } from './training-paths';

/** /training/:trainingID/problem/:problemID: the bank's problem page in its training variant. */
export function TrainingProblemPage() {
  const { t } = useTranslation();
  const tid = parseTrainingId(useParams().trainingID);
  const { pathname } = useLocation();
  // A group's training: its submissions are the group's, so "my submissions" asks the group's list.
  const detail = useQuery({
    queryKey: trainingDetailKey(tid ?? 0),
    queryFn: () => trainingsApi.detail(tid!),
    enabled: tid !== null,
  });
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
  // Where the page belongs is known from the training: nothing is drawn (no editor to type in) before.
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const moved = detail.data ? trainingAddressFix(pathname, tid, detail.data.gid) : null;
  if (moved) return <Navigate to={moved} replace />;
  // A new page per training: nothing of one training's page is kept for another.
  return <ProblemDetailPage key={tid} training={{ tid, gid: detail.data?.gid ?? null }} />;
}
