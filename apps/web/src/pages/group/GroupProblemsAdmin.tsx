import { useState } from 'react';
import { Button, Flex, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, type GroupProblemRow } from '@judge/contract';
import { groupKey } from '../../api/groups';
import { groupProblemsApi } from '../../api/group-problems';
import { toast } from '../../components/feedback';
import {
  applyAction,
  isFrozen,
  progressName,
  PROGRESS_COLORS,
  PROGRESS_KEYS,
} from './group-problem-progress';
import { GROUP_PROBLEM_PAGE_SIZE } from './GroupProblems';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group admins' problems (spec 3 "Group problems", GroupProblemList for admins): every problem the group made,
 * its auth, the state of its application to go public (none, applying, public, refused) and the buttons to edit,
 * delete and apply or withdraw; creating opens the back office's problem form in group mode. The server lets a
 * group root or the problem's author change one, and freezes it while applying and once public.
 */
export function GroupProblemsAdmin() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useQuery({
    queryKey: [...groupKey(group.id), 'admin-problems', currentPage],
    queryFn: () => groupProblemsApi.adminList(group.id, currentPage, GROUP_PROBLEM_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKey(group.id) });
  const act = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: async () => {
      toast.success(t('group.problem.done'));
      await refresh();
    },
  });
  const base = `/group/${group.id}/problem-admin`;

  return (
    <GroupLevelGate needs={GROUP_LEVEL.ADMIN}>
      <div data-testid="group-problem-admin">
        <Flex gap={12} wrap align="center" justify="space-between" className="group-tab-toolbar">
          <Typography.Title level={5} className="group-tab-toolbar__title">
            {t('group.problem.adminTitle')}
          </Typography.Title>
          <Link to={`${base}/create`}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="create-group-problem">
              {t('group.problem.create')}
            </Button>
          </Link>
        </Flex>
        <Table<GroupProblemRow>
          rowKey="id"
          size="middle"
          data-testid="group-admin-problem-list"
          loading={list.isLoading}
          dataSource={list.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('group.problem.empty') }}
          pagination={{
            current: currentPage,
            pageSize: GROUP_PROBLEM_PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setCurrentPage,
            hideOnSinglePage: true,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('group.problem.problemId'), dataIndex: 'problemId' },
            {
              title: t('group.problem.title'),
              dataIndex: 'title',
              render: (title: string, row) =>
                row.isGroup ? (
                  <Link to={`/group/${group.id}/problem/${encodeURIComponent(row.problemId)}`}>{title}</Link>
                ) : (
                  <Link to={`/problem/${encodeURIComponent(row.problemId)}`}>{title}</Link>
                ),
            },
            { title: t('group.problem.author'), dataIndex: 'author' },
            {
              title: t('group.problem.auth'),
              dataIndex: 'auth',
              render: (auth: 1 | 2 | 3, row) => (
                <Select
                  size="small"
                  value={auth}
                  style={{ width: 120 }}
                  disabled={isFrozen(row.applyPublicProgress)}
                  options={[
                    { value: 1 as const, label: t('group.problem.authMembers') },
                    { value: 2 as const, label: t('adminProblem.authPrivate') },
                    { value: 3 as const, label: t('adminProblem.authContest') },
                  ]}
                  onChange={(value) => act.mutate(() => groupProblemsApi.changeAuth(row.id, value))}
                  data-testid="group-problem-auth"
                />
              ),
            },
            {
              title: t('group.problem.progressTitle'),
              dataIndex: 'applyPublicProgress',
              render: (progress: GroupProblemRow['applyPublicProgress']) => {
                const name = progressName(progress);
                return (
                  <Tag color={PROGRESS_COLORS[name]} data-testid="group-problem-progress">
                    {t(PROGRESS_KEYS[name])}
                  </Tag>
                );
              },
            },
            {
              title: t('group.problem.actions'),
              key: 'actions',
              render: (_: unknown, row) => {
                const frozen = isFrozen(row.applyPublicProgress);
                const apply = applyAction(row.applyPublicProgress);
                return (
                  <Space size={4} wrap={false}>
                    <Tooltip title={frozen ? t('group.problem.frozen') : t('group.problem.edit')}>
                      <Link
                        to={`${base}/edit/${row.id}`}
                        aria-disabled={frozen}
                        onClick={(event) => frozen && event.preventDefault()}
                      >
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          disabled={frozen}
                          aria-label={t('group.problem.edit')}
                          data-testid="edit-group-problem"
                        />
                      </Link>
                    </Tooltip>
                    {apply && (
                      <Popconfirm
                        title={
                          apply === 'apply'
                            ? t('group.problem.applyConfirm')
                            : t('group.problem.withdrawConfirm')
                        }
                        okText={t('common.confirm')}
                        cancelText={t('common.cancel')}
                        onConfirm={() =>
                          act.mutate(() => groupProblemsApi.applyPublic(row.id, apply === 'apply'))
                        }
                      >
                        <Button size="small" data-testid={`${apply}-public`}>
                          {apply === 'apply' ? t('group.problem.apply') : t('group.problem.withdraw')}
                        </Button>
                      </Popconfirm>
                    )}
                    <Popconfirm
                      title={t('group.problem.deleteConfirm')}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      disabled={frozen}
                      onConfirm={() => act.mutate(() => groupProblemsApi.remove(row.id))}
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        disabled={frozen}
                        aria-label={t('group.problem.delete')}
                        data-testid="delete-group-problem"
                      />
                    </Popconfirm>
                  </Space>
                );
              },
            },
          ]}
        />
      </div>
    </GroupLevelGate>
  );
}
