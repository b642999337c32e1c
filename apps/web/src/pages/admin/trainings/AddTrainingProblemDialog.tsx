import { useState } from 'react';
import { Button, Flex, Input, Modal, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProblemPickerPaging } from '../problem-picker-paging';
import type { AdminTrainingProblemRow } from '@judge/contract';
import type { TrainingAdminSource } from './training-admin-source';
import { toast } from '../../../components/feedback';
import { ProblemAuthTag } from './TrainingProblemsPage';

/**
 * Adds problems of the bank to a training (spec 3 "Admin area"): by id (the bank's problem id typed in) or
 * from the search below; only the site's public and private problems not in the training yet are offered. A group's
 * training (spec 3 "Group trainings") adds the public bank's problems from the search, and by id the group's own
 * problems (or else a public one with that id).
 */
export function AddTrainingProblemDialog({
  open,
  tid,
  source,
  onClose,
  onAdded,
}: {
  open: boolean;
  tid: number;
  source: TrainingAdminSource;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const paging = useProblemPickerPaging();
  const { currentPage, pageSize } = paging;
  const [problemId, setProblemId] = useState('');
  const [adding, setAdding] = useState<number | 'byId' | null>(null);
  const query = { tid, currentPage, limit: pageSize, keyword };
  const bank = useQuery({
    queryKey: [...source.key, 'training-addable', query],
    queryFn: () => source.pool(query),
    placeholderData: keepPreviousData,
    enabled: open,
  });

  const add = async (pid: number) => {
    await source.addProblem(tid, pid);
    toast.success(t('adminTraining.problemPage.added'));
    onAdded();
    await bank.refetch();
  };
  const addRow = async (row: AdminTrainingProblemRow) => {
    setAdding(row.id);
    try {
      await add(row.id);
    } catch {
      // Said by the central handler.
    } finally {
      setAdding(null);
    }
  };
  /** By id: the addable problem whose id is exactly the one typed (ignoring case). */
  const addById = async () => {
    const wanted = problemId.trim();
    if (!wanted) {
      toast.error(t('adminTraining.problemPage.idRequired'));
      return;
    }
    setAdding('byId');
    try {
      if (source.addGroupProblem) {
        // The group's own problems are in no pool: the server finds one by its id.
        const own = await source.addGroupProblem(tid, wanted).then(
          () => true,
          () => false,
        );
        if (own) {
          toast.success(t('adminTraining.problemPage.added'));
          onAdded();
          setProblemId('');
          return;
        }
      }
      const found = await source.pool({ tid, currentPage: 1, limit: 50, keyword: wanted });
      const match = found.problemList.records.find(
        (row) => row.problemId.toLowerCase() === wanted.toLowerCase(),
      );
      if (!match) toast.error(t('adminTraining.problemPage.idUnknown', { id: wanted }));
      else {
        await add(match.id);
        setProblemId('');
      }
    } catch {
      // Said by the central handler.
    } finally {
      setAdding(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('adminTraining.problemPage.addTitle')}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="add-training-problem-dialog"
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('adminTraining.problemPage.byId')}</Typography.Text>
          <Input
            value={problemId}
            onChange={(event) => setProblemId(event.target.value)}
            onPressEnter={() => void addById()}
            maxLength={32}
            style={{ width: 160 }}
            data-testid="add-by-id"
          />
          <Button
            type="primary"
            loading={adding === 'byId'}
            onClick={() => void addById()}
            data-testid="add-by-id-button"
          >
            {t('adminTraining.problemPage.addById')}
          </Button>
        </Flex>
        <Input.Search
          allowClear
          placeholder={t('adminTraining.problemPage.bankSearch')}
          enterButton={t('common.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            paging.firstPage();
          }}
          data-testid="training-bank-search"
        />
        <Table<AdminTrainingProblemRow>
          rowKey="id"
          size="small"
          dataSource={bank.data?.problemList.records ?? []}
          loading={bank.isFetching && !bank.data}
          pagination={paging.pagination(bank.data?.problemList.total ?? 0)}
          columns={[
            { title: t('adminTraining.problemPage.problemId'), dataIndex: 'problemId', width: 110 },
            { title: t('adminTraining.problemPage.problemTitle'), dataIndex: 'title', ellipsis: true },
            {
              title: t('adminTraining.problemPage.problemAuth'),
              dataIndex: 'auth',
              width: 90,
              responsive: ['sm'],
              render: (auth: number) => <ProblemAuthTag auth={auth} />,
            },
            {
              title: t('adminTraining.actions'),
              key: 'add',
              width: 80,
              render: (_, row) => (
                <Button
                  size="small"
                  type="primary"
                  loading={adding === row.id}
                  disabled={adding !== null && adding !== row.id}
                  onClick={() => void addRow(row)}
                  data-testid={`add-bank-problem-${row.problemId}`}
                >
                  {t('adminTraining.problemPage.choose')}
                </Button>
              ),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}
