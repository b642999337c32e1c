import { useState } from 'react';
import { Avatar, Button, Flex, Popconfirm, Select, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckOutlined, CloseOutlined, DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  GROUP_LEVEL,
  GROUP_MEMBER_PAGE_SIZE,
  isRoot,
  type GroupMemberLevel,
  type GroupMemberView,
} from '@judge/contract';
import { groupKey, groupsApi } from '../../api/groups';
import { toast } from '../../components/feedback';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSession } from '../../state/session';
import { GroupLevelGate, useGroup } from './GroupShell';
import { memberChoices } from './member-levels';
import { levelLabelKey } from './group-labels';

const LEVEL_COLORS: Record<number, string> = { 1: 'gold', 2: 'default', 3: 'blue', 4: 'purple', 5: 'red' };

/**
 * The members (spec 3 "Group member screen"): username, join and change times, level. The group's admins switch
 * to the management mode: every row with its application reason, the levels they may give (the rules the server
 * applies) and removal.
 */
export function GroupMembers() {
  const { t } = useTranslation();
  const { group, level, refresh } = useGroup();
  const { user } = useSession();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [managing, setManaging] = useState(false);
  const [page, setPage] = useState(1);
  const admin = level >= GROUP_LEVEL.ADMIN;
  const list = useQuery({
    queryKey: [...groupKey(group.id), managing ? 'applications' : 'members', page],
    queryFn: () =>
      managing
        ? groupsApi.applications(group.id, page, GROUP_MEMBER_PAGE_SIZE)
        : groupsApi.members(group.id, page, GROUP_MEMBER_PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: level >= GROUP_LEVEL.MEMBER,
  });
  const viewer = {
    uid: user?.uid ?? 0,
    level,
    owner: user?.uid === group.uid,
    siteRoot: user !== null && isRoot(user.role),
  };
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
    } catch {
      return; // The request layer has shown why.
    }
    toast.success(success);
    await queryClient.invalidateQueries({ queryKey: groupKey(group.id) });
    await refresh();
  };

  const columns: ColumnsType<GroupMemberView> = [
    {
      title: t('group.member.username'),
      key: 'user',
      render: (_, row) => (
        <Flex gap={8} align="center">
          {!mobile && <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />}
          <Link to={`/user-home?username=${encodeURIComponent(row.username)}`}>{row.username}</Link>
        </Flex>
      ),
    },
    {
      title: t('group.member.joined'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
    },
    {
      title: t('group.member.changed'),
      dataIndex: 'gmtModify',
      responsive: ['lg'],
      render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
    },
    {
      title: t('group.member.level'),
      key: 'level',
      render: (_, row) => {
        const choices = memberChoices(viewer, row, group.uid);
        if (!managing || !choices.canChange)
          return <Tag color={LEVEL_COLORS[row.auth]}>{t(levelLabelKey(row.auth))}</Tag>;
        return (
          <Select<GroupMemberLevel>
            size="small"
            value={row.auth}
            className="group-member__level"
            data-testid={`member-level-${row.username}`}
            options={choices.levels.map((value) => ({ value, label: t(levelLabelKey(value)) }))}
            onChange={(value) =>
              void run(() => groupsApi.setLevel(group.id, row.uid, value), t('group.member.levelChanged'))
            }
          />
        );
      },
    },
    ...(managing
      ? [
          {
            title: t('group.member.reason'),
            key: 'reason',
            responsive: ['sm' as const],
            render: (_: unknown, row: GroupMemberView) =>
              row.reason ? (
                <Typography.Text ellipsis={{ tooltip: row.reason }} className="group-member__reason">
                  {row.reason}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('group.member.noReason')}</Typography.Text>
              ),
          },
          {
            title: t('group.member.actions'),
            key: 'actions',
            render: (_: unknown, row: GroupMemberView) => (
              <Flex gap={4}>
                {row.auth === GROUP_LEVEL.APPLYING && (
                  <ApplicantButtons
                    compact={mobile}
                    choices={memberChoices(viewer, row, group.uid).levels}
                    username={row.username}
                    onLevel={(value, success) =>
                      void run(() => groupsApi.setLevel(group.id, row.uid, value), success)
                    }
                  />
                )}
                {memberChoices(viewer, row, group.uid).canRemove && (
                  <Popconfirm
                    title={t('group.member.removeConfirm', { username: row.username })}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      run(() => groupsApi.removeMember(group.id, row.uid), t('group.member.removed'))
                    }
                  >
                    <Tooltip title={t('group.member.remove')}>
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('group.member.remove')}
                        data-testid={`remove-member-${row.username}`}
                      />
                    </Tooltip>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>
      <Flex justify="space-between" align="center" wrap gap={8} className="group-tab-toolbar">
        <Typography.Title level={5} className="group-tab-toolbar__title">
          {managing ? t('group.member.adminMode') : t('group.member.title')}
        </Typography.Title>
        {admin && (
          <Button
            onClick={() => {
              setManaging(!managing);
              setPage(1);
            }}
            data-testid="manage-members"
          >
            {managing ? t('group.member.back') : t('group.member.adminMode')}
          </Button>
        )}
      </Flex>
      <Table<GroupMemberView>
        rowKey="uid"
        size={mobile ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        onRow={(row) =>
          ({ 'data-testid': `member-row-${row.username}` }) as React.HTMLAttributes<HTMLElement>
        }
        locale={{ emptyText: t('group.member.empty') }}
        pagination={{
          current: page,
          pageSize: GROUP_MEMBER_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        data-testid={managing ? 'group-applications' : 'group-members'}
      />
    </GroupLevelGate>
  );
}

/** An application's answers in one click (spec 3 §4: applying becomes a member, or refused), when the rules allow. */
function ApplicantButtons({
  compact,
  choices,
  username,
  onLevel,
}: {
  /** On a phone the buttons show their icons only (their names as tooltips), so the row fits. */
  compact: boolean;
  choices: GroupMemberLevel[];
  username: string;
  onLevel: (level: GroupMemberLevel, success: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {choices.includes(GROUP_LEVEL.MEMBER) && (
        <Tooltip title={compact ? t('group.member.approve') : undefined}>
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            aria-label={t('group.member.approve')}
            onClick={() => onLevel(GROUP_LEVEL.MEMBER, t('group.member.approved'))}
            data-testid={`approve-member-${username}`}
          >
            {!compact && t('group.member.approve')}
          </Button>
        </Tooltip>
      )}
      {choices.includes(GROUP_LEVEL.REFUSED) && (
        <Tooltip title={compact ? t('group.member.refuse') : undefined}>
          <Button
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('group.member.refuse')}
            onClick={() => onLevel(GROUP_LEVEL.REFUSED, t('group.member.refusedDone'))}
            data-testid={`refuse-member-${username}`}
          >
            {!compact && t('group.member.refuse')}
          </Button>
        </Tooltip>
      )}
    </>
  );
}
