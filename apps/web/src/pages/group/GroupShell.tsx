import type { ReactNode } from 'react';
import { Avatar, Button, Card, Flex, Result, Skeleton, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, LIMITS, type GroupLevel, type GroupView } from '@judge/contract';
import { groupKey, groupsApi } from '../../api/groups';
import { isErrorCode } from '../../api/request';
import { useWebsiteConfig } from '../../api/site';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { GroupActions } from './GroupActions';
import { GroupAuthTag } from './GroupAuthTag';
import { tabOfPath, visibleTabs } from './group-tabs';
import './Group.css';
import { levelLabelKey } from './group-labels';
import { MarkdownUploadGroup } from '../../components/markdown/upload-group';

export interface GroupContext {
  group: GroupView;
  /** The caller's level: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root (the owner and root 5). */
  level: GroupLevel;
  refresh: () => Promise<void>;
}

export const useGroup = () => useOutletContext<GroupContext>();

export function parseGroupId(raw: string | undefined): number | null {
  const gid = Number(raw);
  return Number.isInteger(gid) && gid > 0 && gid <= LIMITS.idMax ? gid : null;
}

/**
 * /group/:groupID (spec 3 "Group details"; login required by the route): the group's card (picture, name, kind,
 * owner, members, the join / leave / disband buttons) and its tabs, each a route; the members' tabs are disabled
 * for others, the admins' and roots' own tabs hidden.
 */
export function GroupShell() {
  const { t } = useTranslation();
  const gid = parseGroupId(useParams().groupID);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useWebsiteConfig();
  const detail = useQuery({
    queryKey: [...groupKey(gid ?? 0), 'detail'],
    queryFn: () => groupsApi.detail(gid!),
    enabled: gid !== null,
  });
  const level = useQuery({
    queryKey: [...groupKey(gid ?? 0), 'level'],
    queryFn: () => groupsApi.level(gid!),
    enabled: gid !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKey(gid ?? 0) });

  if (gid === null || detail.isError) {
    const missing = gid === null || isErrorCode(detail.error, 'NOT_FOUND');
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('group.notFound') : detail.error?.message}
        extra={
          <Link to="/group">
            <Button type="primary">{t('group.backToList')}</Button>
          </Link>
        }
        data-testid="group-missing"
      />
    );
  }
  const group = detail.data;
  if (!group || level.data === undefined)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const base = `/group/${gid}`;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const tabs = visibleTabs({ level: level.data, openGroupDiscussion: config.openGroupDiscussion });
  return (
    <div className="group-shell" data-testid="group-shell">
      <Card className="group-header">
        <Flex gap={16} align="center" wrap className="group-header__row">
          <Avatar
            shape="square"
            size={88}
            src={group.avatar || undefined}
            icon={<TeamOutlined />}
            className="group-header__avatar"
          />
          <Flex vertical gap={6} className="group-header__text">
            <Typography.Title level={3} className="group-header__title" data-testid="group-title">
              {group.name}
            </Typography.Title>
            <Space size={[4, 4]} wrap>
              <Tag>{group.shortName}</Tag>
              <GroupAuthTag auth={group.auth} />
              {!group.visible && (
                <Tooltip title={t('group.hiddenTip')}>
                  <Tag color="default">{t('group.hidden')}</Tag>
                </Tooltip>
              )}
              {level.data > 0 && (
                <Tag color={level.data >= GROUP_LEVEL.MEMBER ? 'green' : 'gold'} data-testid="group-level">
                  {t(levelLabelKey(level.data))}
                </Tag>
              )}
            </Space>
            <Space size={[12, 4]} wrap className="group-header__facts">
              <Typography.Text type="secondary">
                <UserOutlined /> {t('group.owner')}:{' '}
                {group.owner ? (
                  <Link to={`/user-home?username=${encodeURIComponent(group.owner)}`}>{group.owner}</Link>
                ) : (
                  '—'
                )}
              </Typography.Text>
              <Typography.Text type="secondary" data-testid="group-member-count">
                {t('group.members', { count: group.memberCount })}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('group.created')}: <LocalTime value={group.gmtCreate} format="YYYY-MM-DD" />
              </Typography.Text>
            </Space>
          </Flex>
          <div className="group-header__actions">
            <GroupActions group={group} level={level.data} refresh={refresh} />
          </div>
        </Flex>
      </Card>
      <Card className="group-body">
        <Tabs
          activeKey={tabOfPath(rest)}
          onTabClick={(key) => {
            const tab = tabs.find((candidate) => candidate.key === key);
            void navigate(tab?.path ? `${base}/${tab.path}` : base);
          }}
          items={tabs.map((tab) => ({
            key: tab.key,
            disabled: !tab.enabled,
            label: (
              <span data-testid={`group-tab-${tab.key}`}>
                {t(`group.tabs.${tab.key}` as 'group.tabs.home')}
              </span>
            ),
          }))}
        />
        {/* Its admins may upload pictures and files in the Markdown editors of the group's pages. */}
        <MarkdownUploadGroup.Provider value={level.data >= GROUP_LEVEL.ADMIN ? group.id : null}>
          <Outlet context={{ group, level: level.data, refresh } satisfies GroupContext} />
        </MarkdownUploadGroup.Provider>
      </Card>
    </div>
  );
}

/** A tab for members (or admins, roots) says so instead of calling when the caller is below it. */
export function GroupLevelGate({ needs, children }: { needs: GroupLevel; children: ReactNode }) {
  const { t } = useTranslation();
  const { level, group } = useGroup();
  if (level >= needs) return children;
  return (
    <Result
      status="403"
      title={t('group.locked')}
      extra={
        <Link to={`/group/${group.id}`}>
          <Button type="primary">{t('group.tabs.home')}</Button>
        </Link>
      }
      data-testid="group-locked"
    />
  );
}
