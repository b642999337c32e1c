import { useEffect } from 'react';
import { Button, Flex } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trainingsApi } from '../../api/trainings';
import { storeTrainingProblemList } from './training-problem-nav';
import { TrainingProblemTable } from './TrainingProblemTable';
import { trainingProblemsKey } from './training-keys';
import { TrainingAccessGate, useTraining } from './TrainingShell';

/**
 * The problem list tab (spec 2 §2.11 TrainingProblemList): the training's problems in its order; their
 * ids are stored for the problem page's previous / next.
 */
export function TrainingProblemList() {
  return (
    <TrainingAccessGate>
      <ProblemList />
    </TrainingAccessGate>
  );
}

function ProblemList() {
  const { t } = useTranslation();
  const { training } = useTraining();
  const query = useQuery({
    queryKey: trainingProblemsKey(training.id),
    queryFn: () => trainingsApi.problems(training.id),
  });
  const rows = query.data;
  useEffect(() => {
    if (rows)
      storeTrainingProblemList(
        training.id,
        rows.map((row) => row.problemId),
      );
  }, [rows, training.id]);
  return (
    <div data-testid="training-problem-list">
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('training.problems.refresh')}
        </Button>
      </Flex>
      <TrainingProblemTable
        tid={training.id}
        gid={training.gid}
        rows={rows ?? []}
        loading={query.isLoading}
      />
    </div>
  );
}
