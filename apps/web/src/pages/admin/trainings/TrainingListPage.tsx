import { useState, type ReactElement } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Space, Switch, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  DeleteOutlined,
  EditOutlined,
  FileSearchOutlined,
  OrderedListOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRoot, PAGE_SIZES, type AdminTrainingRow } from '@judge/contract';
import { backOfficeTrainings, type TrainingAdminSource } from './training-admin-source';
import { toast } from '../../../components/feedback';
import { backOfficeSimilarity } from '../similarity/similarity-scope';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { useSession } from '../../../state/session';
import { TrainingAuthTag, TrainingCategoryTag } from '../../training/training-labels';
import '../../training/Training.css';

export const adminTrainingListKey = ['admin', 'trainings'] as const;

/**
 * The back office's training list (spec 3 "Admin area": training list): search, the visibility switch,
 * edit, the training's problems, delete (root). Editing one is for its admins (root and the author). With a group's
 * `source`, the group's trainings (spec 3 "Group trainings": its roots and the author manage one).
 */
export function TrainingListPage({ source = backOfficeTrainings }: { source?: TrainingAdminSource } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const mobile = useIsMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [keyword, setKeyword] = useState('');
  const root = session.user !== null && isRoot(session.user.role);
  const manages = (row: AdminTrainingRow) => source.decidesByServer || root || row.uid === session.user?.uid;
  const listKey = [...source.key, 'trainings'];

  const query = { currentPage, limit, keyword };
  const { data, isFetching } = useQuery({
    queryKey: [...listKey, query],
    queryFn: () => source.list(query),
    placeholderData: keepPreviousData,
  });
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
    } catch {
      // Shown by the central handler.
    }
    await queryClient.invalidateQueries({ queryKey: listKey });
  };
  const onlyAdmins = (row: AdminTrainingRow, node: ReactElement) =>
    manages(row) ? node : <Tooltip title={t('adminTraining.onlyAdmins')}>{node}</Tooltip>;

  const columns: ColumnsType<AdminTrainingRow> = [
    { title: t('adminTraining.id'), dataIndex: 'id', width: 64, responsive: ['sm'] },
    { title: t('adminTraining.rank'), dataIndex: 'rank', width: 80, responsive: ['md'] },
    {
      title: t('adminTraining.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4}>
          {manages(row) ? (
            <Link to={source.paths.edit(row.id)} data-testid={`admin-training-${row.id}`}>
              {title}
            </Link>
          ) : (
            <span data-testid={`admin-training-${row.id}`}>{title}</span>
          )}
          <Space size={4} wrap>
            <TrainingAuthTag auth={row.auth} />
            <TrainingCategoryTag name={row.categoryName} color={row.categoryColor} />
          </Space>
        </Flex>
      ),
    },
    {
      title: t('adminTraining.visible'),
      dataIndex: 'status',
      width: 80,
      render: (visible: boolean, row) =>
        onlyAdmins(
          row,
          <Switch
            size="small"
            checked={visible}
            disabled={!manages(row)}
            aria-label={t('adminTraining.visible')}
            onChange={(next) =>
              void run(() => source.changeStatus(row.id, next), t('adminTraining.visibleChanged'))
            }
            data-testid={`training-visible-${row.id}`}
          />,
        ),
    },
    { title: t('adminTraining.problemCount'), dataIndex: 'problemCount', width: 80, responsive: ['md'] },
    { title: t('adminTraining.author'), dataIndex: 'author', responsive: ['lg'] },
    {
      title: t('adminTraining.updated'),
      dataIndex: 'gmtModified',
      width: 150,
      responsive: ['lg'],
      render: (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminTraining.actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      width: (root ? 4 : 3) * (mobile ? 32 : 44),
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={manages(row) ? t('adminTraining.edit') : t('adminTraining.onlyAdmins')}>
            <Button
              type="link"
              size={mobile ? 'small' : 'middle'}
              icon={<EditOutlined />}
              disabled={!manages(row)}
              aria-label={t('adminTraining.edit')}
              onClick={() => navigate(source.paths.edit(row.id))}
              data-testid={`edit-training-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={manages(row) ? t('adminTraining.problems') : t('adminTraining.onlyAdmins')}>
            <Button
              type="link"
              size={mobile ? 'small' : 'middle'}
              icon={<OrderedListOutlined />}
              disabled={!manages(row)}
              aria-label={t('adminTraining.problems')}
              onClick={() => navigate(source.paths.problems(row.id))}
              data-testid={`training-problems-${row.id}`}
            />
          </Tooltip>
          {manages(row) && (
            <Tooltip title={t('similarity.action')}>
              <Button
                type="link"
                size={mobile ? 'small' : 'middle'}
                icon={<FileSearchOutlined />}
                aria-label={t('similarity.action')}
                onClick={() => navigate(backOfficeSimilarity.checks('training', row.id))}
                data-testid={`training-similarity-${row.id}`}
              />
            </Tooltip>
          )}
          {/* The site's root deletes in the back office; in a group its roots and the author (the server's rule). */}
          {(root || source.decidesByServer) && (
            <Popconfirm
              title={t('adminTraining.deleteConfirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => run(() => source.remove(row.id), t('common.deleteSuccess'))}
            >
              <Button
                type="link"
                size={mobile ? 'small' : 'middle'}
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                data-testid={`delete-training-${row.id}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={source.decidesByServer ? t('group.training.adminTitle') : t('adminTraining.listTitle')}
      data-testid="admin-training-list"
      variant={source.decidesByServer ? 'borderless' : 'outlined'}
      styles={source.decidesByServer ? { body: { padding: 0 }, header: { padding: 0 } } : undefined}
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('adminTraining.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          data-testid="admin-training-search"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginLeft: 'auto' }}
          onClick={() => navigate(source.paths.create)}
          data-testid="create-training"
        >
          {t('adminTraining.menuCreate')}
        </Button>
      </Flex>
      <Table<AdminTrainingRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        className="training-table"
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('adminTraining.total', { total }),
          onChange: (page, pageSize) => {
            setCurrentPage(page);
            setLimit(pageSize);
          },
        }}
      />
    </Card>
  );
}
