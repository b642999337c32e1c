import { useState } from 'react';
import { Button, Card, Empty, Flex, Pagination, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CommentOutlined,
  DeleteOutlined,
  EyeOutlined,
  LikeOutlined,
  PlusOutlined,
  PushpinFilled,
} from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_DISCUSSION_PAGE_SIZE, GROUP_LEVEL, type DiscussionView } from '@judge/contract';
import { groupKey, groupsApi } from '../../api/groups';
import { toast } from '../../components/feedback';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { AuthorLine } from '../discussion/AuthorLine';
import { GroupLevelGate, useGroup } from './GroupShell';
import { useGroupDiscussionActions } from './useGroupDiscussionActions';
import '../discussion/discussion.css';

/**
 * The group's discussions (spec 3 "Group discussion screen"): pinned first, then newest, 10 a page, each with its
 * author and badge, counts and age; the post button; the group's admins switch to a table with the pin and status
 * of every discussion, disabled ones too, and delete.
 */
export function GroupDiscussions() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [managing, setManaging] = useState(false);
  const [page, setPage] = useState(1);
  const actions = useGroupDiscussionActions();
  // discussion/:problemID (spec 3): one problem's discussions, reached from the group's problem page.
  const { problemID } = useParams();
  const list = useQuery({
    queryKey: [...groupKey(group.id), 'discussions', managing, page, problemID ?? null],
    queryFn: () =>
      managing
        ? groupsApi.adminDiscussions(group.id, page, GROUP_DISCUSSION_PAGE_SIZE)
        : groupsApi.discussions(group.id, page, GROUP_DISCUSSION_PAGE_SIZE, problemID),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  const detail = (d: DiscussionView) => `/group/${group.id}/discussion-detail/${d.id}`;

  const card = (d: DiscussionView) => (
    <Card key={d.id} size="small" className="discussion-card" data-testid={`group-discussion-${d.id}`}>
      <Flex justify="space-between" gap={8} align="start">
        <Space size={6} wrap>
          {d.topPriority && (
            <Tag color="red" icon={<PushpinFilled />}>
              {t('group.discussion.pinned')}
            </Tag>
          )}
          <Link to={detail(d)} className="discussion-card__title" data-testid="group-discussion-title">
            {d.title}
          </Link>
        </Space>
        {actions.canDelete(d) && (
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('discussion.delete')}
            onClick={() => actions.remove(d)}
          />
        )}
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="discussion-card__description">
        {d.description}
      </Typography.Paragraph>
      <div className="discussion-card__meta">
        <AuthorLine {...d} />
        <Space size={12} wrap className="discussion-card__counts">
          <Tag color="blue">{d.categoryName}</Tag>
          <span title={t('discussion.comments')}>
            <CommentOutlined /> {d.commentNum}
          </span>
          <span title={t('discussion.likes')}>
            <LikeOutlined /> {d.likeNum}
          </span>
          <span title={t('discussion.views')}>
            <EyeOutlined /> {d.viewNum}
          </span>
          <span className="discussion-card__age" title={dayjs(d.gmtCreate).format('YYYY-MM-DD HH:mm:ss')}>
            {dayjs(d.gmtCreate).fromNow()}
          </span>
        </Space>
      </div>
    </Card>
  );

  const change = async (d: DiscussionView, values: { topPriority?: boolean; status?: 0 | 1 }) => {
    try {
      await groupsApi.updateDiscussion(group.id, d.id, values);
    } catch {
      return;
    }
    toast.success(t('group.discussion.updated'));
    await actions.refresh();
  };
  const columns: ColumnsType<DiscussionView> = [
    { title: 'ID', dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('group.discussion.columnTitle'),
      key: 'title',
      ellipsis: true,
      render: (_, d) => <Link to={detail(d)}>{d.title}</Link>,
    },
    { title: t('group.discussion.author'), dataIndex: 'author', responsive: ['md'] },
    {
      title: t('group.created'),
      dataIndex: 'gmtCreate',
      responsive: ['lg'],
      render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
    },
    {
      title: t('group.discussion.status'),
      key: 'status',
      width: 110,
      render: (_, d) => (
        <Select<0 | 1>
          size="small"
          value={d.status as 0 | 1}
          options={[
            { value: 0, label: t('group.discussion.normal') },
            { value: 1, label: t('group.discussion.disable') },
          ]}
          onChange={(status) => void change(d, { status })}
          data-testid={`discussion-status-${d.id}`}
        />
      ),
    },
    {
      title: t('group.discussion.top'),
      key: 'top',
      width: 70,
      render: (_, d) => (
        <Switch
          size="small"
          checked={d.topPriority}
          onChange={(topPriority) => void change(d, { topPriority })}
          data-testid={`discussion-pin-${d.id}`}
        />
      ),
    },
    {
      title: '',
      key: 'delete',
      width: 48,
      render: (_, d) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('discussion.delete')}
          onClick={() => actions.remove(d)}
        />
      ),
    },
  ];

  return (
    <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>
      <Flex justify="space-between" align="center" wrap gap={8} className="group-tab-toolbar">
        <Flex align="baseline" gap={12} wrap>
          <Typography.Title
            level={5}
            className="group-tab-toolbar__title"
            data-testid="group-discussion-heading"
          >
            {managing
              ? t('group.discussion.adminMode')
              : problemID
                ? t('discussion.problemTitle', { problemId: problemID })
                : t('group.discussion.title')}
          </Typography.Title>
          {problemID && !managing && (
            <Space wrap>
              <Link to={`/group/${group.id}/problem/${encodeURIComponent(problemID)}`}>
                {t('discussion.returnToProblem')}
              </Link>
              <Link to={`/group/${group.id}/discussion`}>{t('group.discussion.backToList')}</Link>
            </Space>
          )}
        </Flex>
        <Space wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={actions.openCreate}
            data-testid="group-post-discussion"
          >
            {t('group.discussion.post')}
          </Button>
          {actions.moderator && (
            <Button
              onClick={() => {
                setManaging(!managing);
                setPage(1);
              }}
              data-testid="manage-discussions"
            >
              {managing ? t('group.discussion.back') : t('group.discussion.adminMode')}
            </Button>
          )}
        </Space>
      </Flex>
      {managing ? (
        <Table<DiscussionView>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={records}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: GROUP_DISCUSSION_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
          data-testid="group-discussion-admin"
        />
      ) : (
        <div className="discussion-list" data-testid="group-discussion-list">
          {records.length === 0 && !list.isLoading ? (
            <Empty description={t('group.discussion.empty')} />
          ) : (
            records.map(card)
          )}
          {(list.data?.total ?? 0) > GROUP_DISCUSSION_PAGE_SIZE && (
            <Pagination
              className="discussion-pagination"
              current={page}
              pageSize={GROUP_DISCUSSION_PAGE_SIZE}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </div>
      )}
      {actions.dialog}
    </GroupLevelGate>
  );
}
