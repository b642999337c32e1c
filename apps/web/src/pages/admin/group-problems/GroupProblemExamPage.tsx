import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPLY_PUBLIC, type ApplyPublicProgress, type GroupProblemRow } from '@judge/contract';
import { groupProblemsApi } from '../../../api/group-problems';
import { toast } from '../../../components/feedback';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { progressName, PROGRESS_COLORS, PROGRESS_KEYS } from '../../group/group-problem-progress';

const PAGE_SIZE = 10;
export const groupProblemExamKey = ['admin', 'group-problems'] as const;

/**
 * /admin/group-problem (spec 3 "Admin area", issue 11.4): the group problems that applied to go public, applying
 * first; approving puts one in the public problem set with its data, refusing gives it back to its group (and a
 * refused one can be put back to applying). Admin roles, as the server's calls.
 */
export function GroupProblemExamPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const query = { currentPage, limit: PAGE_SIZE, keyword: keyword.trim() || undefined };
  const list = useQuery({
    queryKey: [...groupProblemExamKey, query],
    queryFn: () => groupProblemsApi.applications(query),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: ({ pid, progress }: { pid: number; progress: ApplyPublicProgress }) =>
      groupProblemsApi.changeProgress(pid, progress),
    onSuccess: async () => {
      toast.success(t('group.examination.done'));
      await queryClient.invalidateQueries({ queryKey: groupProblemExamKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'problems'] });
    },
  });
  const decide = (row: GroupProblemRow, progress: ApplyPublicProgress, label: string, confirm: string) => (
    <Popconfirm
      title={confirm}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() => change.mutate({ pid: row.id, progress })}
    >
      <Button
        size="small"
        type={progress === APPLY_PUBLIC.PUBLIC ? 'primary' : 'default'}
        danger={progress === APPLY_PUBLIC.REFUSED}
        data-testid={`exam-${progressName(progress)}`}
      >
        {label}
      </Button>
    </Popconfirm>
  );

  return (
    <Card title={t('group.examination.title')} data-testid="group-problem-exam">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('group.examination.search')}
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setKeyword(value);
            setCurrentPage(1);
          }}
        />
      </Flex>
      <Table<GroupProblemRow>
        rowKey="id"
        size="middle"
        data-testid="group-problem-exam-list"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setCurrentPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('group.problem.problemId'), dataIndex: 'problemId' },
          {
            title: t('group.problem.title'),
            dataIndex: 'title',
            render: (title: string, row) =>
              row.isGroup ? (
                <Link to={`/group/${row.gid}/problem/${encodeURIComponent(row.problemId)}`}>{title}</Link>
              ) : (
                <Link to={`/problem/${encodeURIComponent(row.problemId)}`}>{title}</Link>
              ),
          },
          {
            title: t('group.examination.group'),
            dataIndex: 'gid',
            render: (gid: number) => <Link to={`/group/${gid}`}>{gid}</Link>,
          },
          { title: t('group.problem.author'), dataIndex: 'author' },
          {
            title: t('adminProblem.modified'),
            dataIndex: 'gmtModified',
            render: (value: string) => <LocalTime value={value} />,
          },
          {
            title: t('group.problem.progressTitle'),
            dataIndex: 'applyPublicProgress',
            render: (progress: GroupProblemRow['applyPublicProgress']) => {
              const name = progressName(progress);
              return (
                <Tag color={PROGRESS_COLORS[name]} data-testid="exam-progress">
                  {t(PROGRESS_KEYS[name])}
                </Tag>
              );
            },
          },
          {
            title: t('group.problem.actions'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={4}>
                {row.applyPublicProgress !== APPLY_PUBLIC.PUBLIC &&
                  decide(
                    row,
                    APPLY_PUBLIC.PUBLIC,
                    t('group.examination.approve'),
                    t('group.examination.approveConfirm'),
                  )}
                {row.applyPublicProgress === APPLY_PUBLIC.APPLYING &&
                  decide(
                    row,
                    APPLY_PUBLIC.REFUSED,
                    t('group.examination.refuse'),
                    t('group.examination.refuseConfirm'),
                  )}
                {row.applyPublicProgress === APPLY_PUBLIC.REFUSED &&
                  decide(
                    row,
                    APPLY_PUBLIC.APPLYING,
                    t('group.examination.reopen'),
                    t('group.examination.reopen'),
                  )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
