import { useEffect, useState } from 'react';
import {
  App,
  Avatar,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Input,
  Pagination,
  Row,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { PlusOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_AUTHS, GROUP_LIST_PAGE_SIZES, type GroupView } from '@judge/contract';
import { groupListKey, groupsApi } from '../../api/groups';
import { toast } from '../../components/feedback';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { refusalText } from '../../i18n/server-messages';
import { GroupAuthTag } from './GroupAuthTag';
import { GroupCreateDialog } from './GroupCreateDialog';
import { readGroupListFilters, writeGroupListFilters, type GroupListFilters } from './group-list-query';
import './Group.css';
import { authLabelKey } from './group-labels';

/**
 * /group (spec 3 "Group list"): the groups as cards (picture, name, brief, owner, members, kind, hidden, created),
 * filtered by keyword, kind and "my groups", 9 to 120 a page (all in the address). Opening or creating a group
 * needs login (a warning and the login dialog).
 */
export function GroupListPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const mobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readGroupListFilters(searchParams);
  const [keyword, setKeyword] = useState(filters.keyword);
  const [creating, setCreating] = useState(false);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const update = (change: Partial<GroupListFilters>) =>
    setSearchParams(writeGroupListFilters({ ...filters, currentPage: 1, ...change }));

  const list = useQuery({
    queryKey: [...groupListKey, filters, session.loggedIn],
    queryFn: () => groupsApi.list(filters),
    placeholderData: keepPreviousData,
  });
  /** The site's creation gates are asked first: someone who may not create a group is told before filling the form. */
  const openCreate = async () => {
    if (needLogin()) return;
    const check = await groupsApi.createCheck().catch(() => null);
    if (!check) return;
    if (check.refusal)
      modal.warning({
        title: t('group.cannotCreate'),
        content: <span data-testid="group-create-refusal">{refusalText(check.refusal, i18n.language)}</span>,
        okText: t('common.confirm'),
      });
    else setCreating(true);
  };
  const needLogin = () => {
    if (session.loggedIn) return false;
    toast.warning(t('group.loginFirst'));
    openAuthDialog('Login');
    return true;
  };
  const open = (id: number) => !needLogin() && void navigate(`/group/${id}`);

  const card = (group: GroupView) => (
    <Col key={group.id} xs={24} sm={12} lg={8} xxl={6}>
      <Card
        hoverable
        className={`group-card group-card--auth-${group.auth}`}
        onClick={() => open(group.id)}
        data-testid={`group-card-${group.id}`}
      >
        <Flex gap={14}>
          <Avatar shape="square" size={72} src={group.avatar || undefined} icon={<TeamOutlined />} />
          <Flex vertical gap={4} className="group-card__text">
            <Typography.Text strong ellipsis={{ tooltip: group.name }} className="group-card__name">
              {group.name}
            </Typography.Text>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="group-card__brief">
              {group.brief || t('group.noDescription')}
            </Typography.Paragraph>
          </Flex>
        </Flex>
        <Flex justify="space-between" align="center" wrap gap={6} className="group-card__footer">
          <Space size={[4, 4]} wrap onClick={(event) => event.stopPropagation()}>
            <GroupAuthTag auth={group.auth} onClick={() => update({ auth: group.auth })} />
            {!group.visible && (
              <Tooltip title={t('group.hiddenTip')}>
                <Tag>{t('group.hidden')}</Tag>
              </Tooltip>
            )}
            <Typography.Text type="secondary">
              <UserOutlined /> {group.memberCount}
            </Typography.Text>
          </Space>
          <Space size={8} onClick={(event) => event.stopPropagation()}>
            {group.owner && (
              <Link
                to={`/user-home?username=${encodeURIComponent(group.owner)}`}
                className="group-card__owner"
              >
                {group.owner}
              </Link>
            )}
            <Typography.Text type="secondary">
              <LocalTime value={group.gmtCreate} format="YYYY-MM-DD" />
            </Typography.Text>
          </Space>
        </Flex>
      </Card>
    </Col>
  );

  const records = list.data?.records ?? [];
  return (
    <div className="group-list-page" data-testid="group-list-page">
      <Card className="group-list-toolbar">
        <Flex gap={12} wrap align="center" justify="space-between">
          <Typography.Title level={4} className="group-list-toolbar__title">
            {t('group.listTitle')}
          </Typography.Title>
          <Space wrap>
            <Input.Search
              allowClear
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onSearch={(value) => update({ keyword: value.trim() })}
              placeholder={t('group.search')}
              className="group-list-toolbar__search"
              data-testid="group-search"
            />
            {session.loggedIn && (
              <Button
                type={filters.onlyMine ? 'primary' : 'default'}
                onClick={() => update({ onlyMine: !filters.onlyMine })}
                data-testid="group-only-mine"
              >
                {filters.onlyMine ? t('group.allGroups') : t('group.mine')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void openCreate()}
              data-testid="create-group"
            >
              {t('group.create')}
            </Button>
          </Space>
        </Flex>
        <Flex gap={8} wrap align="center" className="group-list-toolbar__kinds">
          <Typography.Text type="secondary">{t('group.authFilter')}:</Typography.Text>
          <Tag.CheckableTag checked={filters.auth === undefined} onChange={() => update({ auth: undefined })}>
            {t('group.all')}
          </Tag.CheckableTag>
          {GROUP_AUTHS.map((auth) => (
            <Tag.CheckableTag
              key={auth}
              checked={filters.auth === auth}
              onChange={() => update({ auth })}
              data-testid={`group-auth-filter-${auth}`}
            >
              {t(authLabelKey(auth))}
            </Tag.CheckableTag>
          ))}
        </Flex>
      </Card>
      {records.length === 0 && !list.isLoading ? (
        <Card>
          <Empty description={t('group.empty')} />
        </Card>
      ) : (
        <Row gutter={[16, 16]} className="group-list" data-testid="group-list">
          {records.map(card)}
        </Row>
      )}
      <Pagination
        className="group-list-pagination"
        current={filters.currentPage}
        pageSize={filters.limit}
        total={list.data?.total ?? 0}
        showSizeChanger
        pageSizeOptions={GROUP_LIST_PAGE_SIZES.map(String)}
        simple={mobile}
        showTotal={mobile ? undefined : (total) => t('group.total', { total })}
        onChange={(page, limit) =>
          setSearchParams(
            writeGroupListFilters({ ...filters, currentPage: limit === filters.limit ? page : 1, limit }),
          )
        }
        hideOnSinglePage={false}
      />
      <GroupCreateDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
