import { useEffect, useState } from 'react';
import {
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  Dropdown,
  Empty,
  Input,
  Pagination,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import {
  CommentOutlined,
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  MoreOutlined,
  PushpinFilled,
  PlusOutlined,
} from '@ant-design/icons';
import { isRoot, type DiscussionView } from '@judge/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { discussionsApi } from '../../api/discussions';
import { useSession } from '../../state/session';
import { AuthorLine } from './AuthorLine';
import { CategorySidebar } from './CategorySidebar';
import { useDiscussionActions } from './useDiscussionActions';
import { readFilters, writeFilters, type Filters } from './discussion-list-query';
import './discussion.css';
import { categoryLabel } from './category-names';

dayjs.extend(relativeTime);

/** The discussion list, general or of one problem (spec 2 §2.12); filters live in the address. */
export function DiscussionListPage() {
  const { t } = useTranslation();
  const { problemID } = useParams();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const [keyword, setKeyword] = useState(filters.keyword);
  const actions = useDiscussionActions();
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const update = (change: Partial<Filters>) =>
    setSearchParams(writeFilters({ ...filters, currentPage: 1, ...change }));
  const list = useQuery({
    queryKey: ['discussion', 'list', problemID ?? null, filters, session.loggedIn],
    queryFn: () =>
      discussionsApi.list({
        currentPage: filters.currentPage,
        limit: filters.limit,
        keyword: filters.keyword,
        cid: filters.cid,
        pid: problemID,
        onlyMine: filters.onlyMine && session.loggedIn,
      }),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];

  const card = (d: DiscussionView) => {
    const menu = [
      ...(actions.canEdit(d) ? [{ key: 'edit', label: t('discussion.edit') }] : []),
      ...(actions.canDelete(d) ? [{ key: 'delete', label: t('discussion.delete'), danger: true }] : []),
    ];
    return (
      <Card key={d.id} size="small" className="discussion-card" data-testid="discussion-card">
        <div className="discussion-card__head">
          <Space size={6} wrap className="discussion-card__title">
            {d.topPriority && (
              <Tag color="red" icon={<PushpinFilled />} data-testid="pinned-marker">
                {t('discussion.pinned')}
              </Tag>
            )}
            {d.status === 1 && <Tag>{t('discussion.disabled')}</Tag>}
            <Link to={`/discussion-detail/${d.id}`} className="discussion-card__link">
              {d.title}
            </Link>
          </Space>
          {menu.length > 0 && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: menu,
                onClick: ({ key }) => (key === 'edit' ? void actions.openEdit(d) : actions.remove(d)),
              }}
            >
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('discussion.edit')}
                data-testid="discussion-menu"
              />
            </Dropdown>
          )}
        </div>
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2 }}
          className="discussion-card__description"
        >
          {d.description}
        </Typography.Paragraph>
        <div className="discussion-card__meta">
          <AuthorLine {...d} />
          <Space size={12} wrap className="discussion-card__counts">
            <Tag color="blue">{categoryLabel(d.categoryName, t)}</Tag>
            {d.pid && !problemID && (
              <Link to={`/discussion/${encodeURIComponent(d.pid)}`}>
                <Tag>{d.pid}</Tag>
              </Link>
            )}
            <span title={t('discussion.comments')}>
              <CommentOutlined /> {d.commentNum}
            </span>
            <Button
              type="text"
              size="small"
              className="discussion-card__like"
              icon={d.hasLike ? <LikeFilled /> : <LikeOutlined />}
              onClick={() => void actions.like(d)}
              aria-label={d.hasLike ? t('discussion.cancelLike') : t('discussion.like')}
              data-testid="like-button"
            >
              {d.likeNum}
            </Button>
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
  };

  return (
    <div className="discussion-page" data-testid="discussion-list-page">
      <Breadcrumb
        className="discussion-breadcrumb"
        items={[
          { title: <Link to="/home">{t('discussion.breadcrumbHome')}</Link> },
          {
            title: problemID ? <Link to="/discussion">{t('discussion.title')}</Link> : t('discussion.title'),
          },
          ...(problemID ? [{ title: problemID }] : []),
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={18}>
          <Card
            size="small"
            title={
              problemID ? t('discussion.problemTitle', { problemId: problemID }) : t('discussion.general')
            }
            className="discussion-toolbar"
          >
            <Space wrap className="discussion-toolbar__row">
              <Input.Search
                allowClear
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                onSearch={(value) => update({ keyword: value.trim() })}
                placeholder={t('discussion.searchPlaceholder')}
                className="discussion-toolbar__search"
                data-testid="discussion-search"
              />
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void actions.openCreate({ pid: problemID, categoryId: filters.cid })}
                data-testid="post-discussion"
              >
                {t('discussion.post')}
              </Button>
              {session.loggedIn && (
                <Checkbox
                  checked={filters.onlyMine}
                  onChange={(event) => update({ onlyMine: event.target.checked })}
                  data-testid="only-mine"
                >
                  {t('discussion.onlyMine')}
                </Checkbox>
              )}
              {problemID && (
                <>
                  <Link to="/discussion">
                    <Button data-testid="back-to-general">{t('discussion.backToGeneral')}</Button>
                  </Link>
                  <Link to={`/problem/${encodeURIComponent(problemID)}`}>
                    <Button data-testid="return-to-problem">{t('discussion.returnToProblem')}</Button>
                  </Link>
                </>
              )}
            </Space>
          </Card>
          <div className="discussion-list" data-testid="discussion-list">
            {records.length === 0 && !list.isLoading ? (
              <Card size="small">
                <Empty description={t('discussion.empty')} />
              </Card>
            ) : (
              records.map(card)
            )}
          </div>
          {(list.data?.total ?? 0) > filters.limit && (
            <Pagination
              className="discussion-pagination"
              current={filters.currentPage}
              pageSize={filters.limit}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(page) => update({ currentPage: page })}
            />
          )}
        </Col>
        <Col xs={24} md={6}>
          <CategorySidebar
            categories={actions.categories}
            selected={filters.cid}
            onSelect={(cid) => update({ cid })}
            editable={session.user !== null && isRoot(session.user.role)}
            onSaved={actions.setCategories}
          />
        </Col>
      </Row>
      {actions.dialogs}
    </div>
  );
}
