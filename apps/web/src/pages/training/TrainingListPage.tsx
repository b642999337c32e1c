import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Input, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTHS, TRAINING_LIST_PAGE_SIZE, type TrainingView } from '@judge/contract';
import { trainingsApi } from '../../api/trainings';
import { toast } from '../../components/feedback';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { TrainingAuthTag, TrainingCategoryTag, TrainingProgressBar } from './training-labels';
import {
  readTrainingListFilters,
  writeTrainingListFilters,
  type TrainingListFilters,
} from './training-list-query';
import './Training.css';

dayjs.extend(relativeTime);

export const trainingCategoriesKey = ['training-categories'] as const;

/**
 * /training (spec 2 §2.11): the trainings by rank, 15 to a page, filtered by keyword, access and
 * category (all in the address); progress for the signed-in; opening one needs login.
 */
export function TrainingListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const mobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readTrainingListFilters(searchParams);
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const update = (change: Partial<TrainingListFilters>) =>
    setSearchParams(writeTrainingListFilters({ ...filters, currentPage: 1, ...change }));

  const categories = useQuery({ queryKey: trainingCategoriesKey, queryFn: trainingsApi.categories });
  const list = useQuery({
    queryKey: ['training-list', filters, session.loggedIn],
    queryFn: () => trainingsApi.list({ ...filters, limit: TRAINING_LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const open = (id: number) => {
    if (!session.loggedIn) {
      toast.warning(t('guard.loginFirst'));
      openAuthDialog('Login');
      return;
    }
    void navigate(`/training/${id}`);
  };

  const columns: ColumnsType<TrainingView> = [
    { title: t('training.column.rank'), dataIndex: 'rank', width: 72, responsive: ['sm'] },
    {
      title: t('training.column.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4}>
          <Typography.Link onClick={() => open(row.id)} data-testid={`training-${row.id}`}>
            {title}
          </Typography.Link>
          {mobile && (
            <span>
              <TrainingAuthTag auth={row.auth} />
              <TrainingCategoryTag name={row.categoryName} color={row.categoryColor} />
            </span>
          )}
        </Flex>
      ),
    },
    ...(mobile
      ? []
      : [
          {
            title: t('training.column.auth'),
            dataIndex: 'auth',
            width: 120,
            render: (_: unknown, row: TrainingView) => <TrainingAuthTag auth={row.auth} />,
          },
          {
            title: t('training.column.category'),
            key: 'category',
            width: 140,
            render: (_: unknown, row: TrainingView) => (
              <TrainingCategoryTag name={row.categoryName} color={row.categoryColor} />
            ),
          },
        ]),
    // Progress is the signed-in user's own (spec 2 §2.11); guests see none.
    ...(session.loggedIn
      ? [
          {
            title: t('training.column.progress'),
            key: 'progress',
            width: mobile ? 120 : 170,
            render: (_: unknown, row: TrainingView) => (
              <TrainingProgressBar
                ac={row.acCount}
                total={row.problemCount}
                testId={`training-progress-${row.id}`}
              />
            ),
          },
        ]
      : []),
    {
      title: t('training.column.problemCount'),
      dataIndex: 'problemCount',
      width: 100,
      align: 'center',
      responsive: ['md'],
    },
    {
      title: t('training.column.author'),
      dataIndex: 'author',
      width: 140,
      responsive: ['lg'],
      ellipsis: true,
      render: (author: string | null) =>
        author ? <Link to={`/user-home?username=${encodeURIComponent(author)}`}>{author}</Link> : null,
    },
    {
      title: t('training.column.updated'),
      dataIndex: 'gmtModified',
      width: 160,
      responsive: ['lg'],
      render: (time: string) => (
        <Tooltip title={dayjs(time).format('YYYY-MM-DD HH:mm:ss')}>
          <span>{dayjs(time).fromNow()}</span>
        </Tooltip>
      ),
    },
  ];

  return (
    <Flex vertical gap={16} className="training-list" data-testid="training-list-page">
      <Card>
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('training.listTitle')}
            </Typography.Title>
            <Input.Search
              allowClear
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onSearch={(value) => update({ keyword: value.trim() })}
              placeholder={t('training.search')}
              className="training-list__search"
              data-testid="training-search"
            />
          </Flex>
          <FilterRow label={t('training.authFilter')}>
            <FilterTag active={filters.auth === undefined} onClick={() => update({ auth: undefined })}>
              {t('training.all')}
            </FilterTag>
            {TRAINING_AUTHS.map((auth) => (
              <FilterTag
                key={auth}
                active={filters.auth === auth}
                onClick={() => update({ auth })}
                testId={`training-auth-${auth}`}
              >
                {t(`training.auth.${auth}`)}
              </FilterTag>
            ))}
          </FilterRow>
          <FilterRow label={t('training.categoryFilter')}>
            <FilterTag
              active={filters.categoryId === undefined}
              onClick={() => update({ categoryId: undefined })}
            >
              {t('training.all')}
            </FilterTag>
            {(categories.data ?? []).map((category) => (
              <FilterTag
                key={category.id}
                active={filters.categoryId === category.id}
                color={category.color}
                onClick={() => update({ categoryId: category.id })}
                testId={`training-category-${category.id}`}
              >
                {category.name}
              </FilterTag>
            ))}
          </FilterRow>
        </Flex>
      </Card>
      <Card>
        <Table<TrainingView>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching && !list.data}
          locale={{ emptyText: t('training.empty') }}
          className="training-table"
          pagination={{
            current: filters.currentPage,
            pageSize: TRAINING_LIST_PAGE_SIZE,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => t('training.total', { total }),
            onChange: (page) => update({ currentPage: page }),
          }}
          data-testid="training-table"
        />
      </Card>
    </Flex>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="baseline" wrap className="training-list__filter">
      <Typography.Text strong className="training-list__filter-label">
        {label}
      </Typography.Text>
      <Flex gap={6} wrap>
        {children}
      </Flex>
    </Flex>
  );
}

/** A clickable filter: filled in its colour when chosen, outlined otherwise. */
function FilterTag({
  active,
  color = '#409eff',
  onClick,
  testId,
  children,
}: {
  active: boolean;
  color?: string;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="small"
      shape="round"
      autoInsertSpace={false}
      onClick={onClick}
      aria-pressed={active}
      style={
        active
          ? { background: color, borderColor: color, color: '#fff' }
          : { color, borderColor: color, background: '#fff' }
      }
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
