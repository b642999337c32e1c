import { useState } from 'react';
import {
  Breadcrumb,
  Button,
  Card,
  Flex,
  Input,
  InputNumber,
  Popconfirm,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZES,
  PROBLEM_AUTH,
  TRAINING_LIMITS,
  type AdminTrainingProblemRow,
  type TrainingProblemLink,
} from '@judge/contract';
import { backOfficeTrainings, type TrainingAdminSource } from './training-admin-source';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { parseTrainingId } from '../../training/TrainingShell';
import { AddTrainingProblemDialog } from './AddTrainingProblemDialog';
import { isOwnProblem, OwnProblemActions, OwnProblemAuthSwitch } from './OwnProblemActions';
import '../../training/Training.css';

export const adminTrainingProblemsKey = (tid: number) => ['admin', 'training-problems', tid] as const;

/** A problem's auth as the back office names it (spec 3: 1 public, 2 private, 3 contest). */
export function ProblemAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  const [name, color] =
    auth === PROBLEM_AUTH.PUBLIC
      ? (['public', 'green'] as const)
      : auth === PROBLEM_AUTH.PRIVATE
        ? (['private', 'orange'] as const)
        : (['contest', 'default'] as const);
  return <Tag color={color}>{t(`adminTraining.problemPage.problemAuths.${name}`)}</Tag>;
}

/**
 * /admin/training/:trainingId/problems (spec 3 "Admin area": training problems): the training's problems
 * in its order, each rank edited in place (0 to 2147483647), removal with a confirmation, and the dialog
 * adding problems of the bank by id or by search.
 */
/** With a group's `source`, a group training's problems (spec 3 "Group trainings"). */
export function TrainingProblemsPage({
  source = backOfficeTrainings,
}: { source?: TrainingAdminSource } = {}) {
  const { t } = useTranslation();
  const tid = parseTrainingId(useParams().trainingId) ?? 0;
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState(false);

  const training = useQuery({
    queryKey: [...source.key, 'training', tid],
    queryFn: () => source.get(tid),
    enabled: tid > 0,
  });
  const query = { tid, currentPage, limit, keyword };
  const problemsKey = [...source.key, 'training-problems', tid];
  const list = useQuery({
    queryKey: [...problemsKey, query],
    queryFn: () => source.problems(query),
    placeholderData: keepPreviousData,
    enabled: tid > 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: problemsKey });
  const linkOf = (row: AdminTrainingProblemRow): TrainingProblemLink | undefined =>
    list.data?.trainingProblemMap[String(row.id)];

  const act = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
    } catch {
      // Said by the central handler.
    }
    await refresh();
  };

  const columns: ColumnsType<AdminTrainingProblemRow> = [
    { title: 'ID', dataIndex: 'id', width: 64, responsive: ['md'] },
    {
      title: t('adminTraining.problemPage.problemId'),
      dataIndex: 'problemId',
      width: 110,
      // On a phone the title goes under the id: a column of its own would be squeezed to nothing.
      render: (problemId: string, row) =>
        mobile ? (
          <Flex vertical>
            <span>{problemId}</span>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 120 }}>
              {row.title}
            </Typography.Text>
          </Flex>
        ) : (
          problemId
        ),
    },
    ...(mobile
      ? []
      : [{ title: t('adminTraining.problemPage.problemTitle'), dataIndex: 'title', ellipsis: true }]),
    {
      title: t('adminTraining.problemPage.problemAuth'),
      dataIndex: 'auth',
      width: 90,
      responsive: ['sm'],
      render: (auth: number, row) =>
        source.ownProblems && isOwnProblem(source.ownProblems, row) ? (
          <OwnProblemAuthSwitch own={source.ownProblems} row={row} act={act} />
        ) : auth === PROBLEM_AUTH.PRIVATE ? (
          <Tooltip title={t('adminTraining.problemPage.privateHint')}>
            <span>
              <ProblemAuthTag auth={auth} />
            </span>
          </Tooltip>
        ) : (
          <ProblemAuthTag auth={auth} />
        ),
    },
    {
      title: t('adminTraining.problemPage.rank'),
      key: 'rank',
      width: mobile ? 110 : 150,
      render: (_, row) => {
        const link = linkOf(row);
        return link ? (
          <RankInput
            link={link}
            onSave={(rank) =>
              act(() => source.setProblemRank(link, rank), t('adminTraining.problemPage.rankSaved'))
            }
          />
        ) : null;
      },
    },
    {
      title: t('adminTraining.actions'),
      key: 'actions',
      width: source.ownProblems ? (mobile ? 110 : 180) : mobile ? 80 : 96,
      render: (_, row) => (
        <Flex wrap="wrap">
          <Tooltip title={t(`adminTraining.problemPage.${source.problemView.label}`)}>
            <Link
              to={source.problemView.path(tid, row.problemId)}
              target="_blank"
              data-testid={`view-training-problem-${row.id}`}
            >
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined />}
                aria-label={t(`adminTraining.problemPage.${source.problemView.label}`)}
              />
            </Link>
          </Tooltip>
          {source.ownProblems && isOwnProblem(source.ownProblems, row) && (
            <OwnProblemActions own={source.ownProblems} row={row} act={act} />
          )}
          <Popconfirm
            title={t('adminTraining.problemPage.removeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              act(() => source.removeProblem(tid, row.id), t('adminTraining.problemPage.removed'))
            }
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('adminTraining.problemPage.remove')}
              data-testid={`remove-training-problem-${row.problemId}`}
            />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={
        <Breadcrumb
          items={[
            { title: <Link to={source.paths.list}>{t('adminTraining.problemPage.backToTrainings')}</Link> },
            {
              title: training.data
                ? t('adminTraining.problemPage.title', { title: training.data.training.title })
                : t('adminTraining.problemPage.titleFallback'),
            },
          ]}
        />
      }
      data-testid="admin-training-problems"
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('adminTraining.problemPage.search')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="add-training-problem"
        >
          {t('adminTraining.problemPage.add')}
        </Button>
      </Flex>
      <Table<AdminTrainingProblemRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.problemList.records ?? []}
        loading={list.isFetching && !list.data}
        scroll={mobile ? undefined : { x: 'max-content' }}
        locale={{ emptyText: t('adminTraining.problemPage.empty') }}
        className="training-table"
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: list.data?.problemList.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (page, size) => {
            setCurrentPage(page);
            setLimit(size);
          },
        }}
        data-testid="training-problem-links"
      />
      <AddTrainingProblemDialog
        open={adding}
        tid={tid}
        source={source}
        onClose={() => setAdding(false)}
        onAdded={() => void refresh()}
      />
    </Card>
  );
}

/** A link's rank, saved when it changes (Enter or leaving the field); empty puts the stored one back. */
function RankInput({ link, onSave }: { link: TrainingProblemLink; onSave: (rank: number) => unknown }) {
  const [value, setValue] = useState<number | null>(link.rank);
  const commit = () => {
    if (value === null) setValue(link.rank);
    else if (value !== link.rank) void onSave(value);
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={TRAINING_LIMITS.rankMax}
      precision={0}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: '100%' }}
      data-testid={`training-problem-rank-${link.displayId}`}
    />
  );
}
