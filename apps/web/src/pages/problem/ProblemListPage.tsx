import { useEffect, useState } from 'react';
import { Button, Card, Checkbox, Col, Flex, Input, Row, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { DIFFICULTIES, PROBLEM_LIST_PAGE_SIZE, type ProblemListRow } from '@judge/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { problemsApi, type ProblemTag } from '../../api/problems';
import { toast } from '../../components/feedback';
import { passRate } from '../../components/judge-status/format';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { ProblemStatusIcon } from '../../components/judge-status/ProblemStatusIcon';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSession } from '../../state/session';
import { difficultyColor, DifficultyTag, useDifficultyName } from './DifficultyTag';
import {
  readProblemListFilters,
  writeProblemListFilters,
  type ProblemListFilters,
} from './problem-list-query';
import { RecentContests } from '../contest/RecentContests';
import { TagSidebar } from './TagSidebar';
import './ProblemListPage.css';

const SHOW_TAGS_KEY = 'problemListShowTags';

function useShowTags() {
  const [showTags, setShowTags] = useState(() => {
    try {
      return localStorage.getItem(SHOW_TAGS_KEY) !== 'false';
    } catch {
      return true;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(SHOW_TAGS_KEY, String(showTags));
    } catch {
      // kept for this visit only
    }
  }, [showTags]);
  return [showTags, setShowTags] as const;
}

/** The problem bank (spec 1-core §2.6); every filter lives in the address so a list can be shared. */
export function ProblemListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const difficultyName = useDifficultyName();
  const mobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readProblemListFilters(searchParams);
  const [keyword, setKeyword] = useState(filters.keyword);
  const [showTags, setShowTags] = useShowTags();
  // Tag names for the chips of tags picked on another visit (the address holds only ids).
  const [tagNames, setTagNames] = useState<Record<number, ProblemTag>>({});

  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const update = (change: Partial<ProblemListFilters>) =>
    setSearchParams(writeProblemListFilters({ ...filters, currentPage: 1, ...change }));

  const list = useQuery({
    queryKey: ['problem-list', filters, session.loggedIn],
    queryFn: () =>
      problemsApi.list({
        currentPage: filters.currentPage,
        limit: PROBLEM_LIST_PAGE_SIZE,
        keyword: filters.keyword,
        difficulty: filters.difficulty,
        sortBy: filters.sortByNew ? 1 : undefined,
        tagIds: filters.tagIds,
      }),
    placeholderData: keepPreviousData,
  });
  const allTags = useQuery({
    queryKey: ['problem-tags-by-classification'],
    queryFn: problemsApi.tagsByClassification,
    staleTime: 5 * 60_000,
  });
  const tagById = (id: number) =>
    tagNames[id] ?? allTags.data?.flatMap((group) => group.tagList).find((tag) => tag.id === id);

  const random = useMutation({
    mutationFn: problemsApi.random,
    onSuccess: ({ problemId }) => {
      toast.success(t('problemList.goodLuck'));
      void navigate(`/problem/${encodeURIComponent(problemId)}`);
    },
  });

  const toggleTag = (tag: ProblemTag) => {
    setTagNames((names) => ({ ...names, [tag.id]: tag }));
    update({
      tagIds: filters.tagIds.includes(tag.id)
        ? filters.tagIds.filter((id) => id !== tag.id)
        : [...filters.tagIds, tag.id],
    });
  };

  const columns: ColumnsType<ProblemListRow> = [
    ...(session.loggedIn
      ? [
          {
            title: t('problemList.status'),
            dataIndex: 'myStatus',
            width: mobile ? 40 : 64,
            align: 'center' as const,
            render: (status: number) => <ProblemStatusIcon status={status} />,
          },
        ]
      : []),
    {
      title: t('problemList.problemId'),
      dataIndex: 'problemId',
      width: mobile ? 64 : 100,
      render: (problemId: string) => (
        <Link to={`/problem/${encodeURIComponent(problemId)}`}>{problemId}</Link>
      ),
    },
    {
      title: t('problemList.problemTitle'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4}>
          <Link
            to={`/problem/${encodeURIComponent(row.problemId)}`}
            data-testid={`problem-link-${row.problemId}`}
          >
            {title}
          </Link>
          {showTags && row.tags.length > 0 && (
            <Space size={[4, 4]} wrap>
              {row.tags.map((tag) => (
                <Tag
                  key={tag.id}
                  color={tag.color ?? undefined}
                  className="problem-list__row-tag"
                  onClick={() => toggleTag({ ...tag, oj: 'ME', classificationId: null, tcid: null })}
                >
                  {tag.name}
                </Tag>
              ))}
            </Space>
          )}
        </Flex>
      ),
    },
    {
      title: t('problemList.level'),
      dataIndex: 'difficulty',
      width: mobile ? 90 : 130,
      render: (level: number) => <DifficultyTag level={level} />,
    },
    { title: t('problemList.total'), dataIndex: 'total', width: 80, align: 'right', responsive: ['md'] },
    { title: t('problemList.ac'), dataIndex: 'ac', width: 70, align: 'right', responsive: ['md'] },
    {
      title: t('problemList.passRate'),
      key: 'passRate',
      width: 100,
      align: 'right',
      responsive: ['sm'],
      render: (_, row) => passRate(row.ac, row.total),
    },
    {
      title: t('problemList.modified'),
      dataIndex: 'gmtModified',
      width: 120,
      responsive: ['lg'],
      render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD" />,
    },
  ];

  return (
    <Row gutter={[16, 16]} className="problem-list" data-testid="problem-list-page">
      <Col xs={24} lg={18}>
        <Card>
          <Flex justify="space-between" align="center" gap={12} wrap className="problem-list__header">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('problemList.title')}
            </Typography.Title>
            <Flex gap={12} wrap align="center">
              <Input.Search
                allowClear
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                onSearch={(value) => update({ keyword: value.trim() })}
                placeholder={t('problemList.keyword')}
                className="problem-list__search"
                data-testid="problem-search"
              />
              <Checkbox checked={showTags} onChange={(event) => setShowTags(event.target.checked)}>
                {t('problemList.showTags')}
              </Checkbox>
              <Checkbox
                checked={filters.sortByNew}
                onChange={(event) => update({ sortByNew: event.target.checked })}
                data-testid="sort-by-new"
              >
                {t('problemList.sortByNew')}
              </Checkbox>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => setSearchParams(new URLSearchParams())}
                data-testid="reset-filters"
              >
                {t('problemList.reset')}
              </Button>
              <Button
                type="primary"
                ghost
                icon={<ThunderboltOutlined />}
                loading={random.isPending}
                onClick={() => random.mutate()}
                data-testid="random-problem"
              >
                {t('problemList.random')}
              </Button>
            </Flex>
          </Flex>

          <Flex gap={8} wrap align="center" className="problem-list__difficulties">
            <Typography.Text strong>{t('difficulty.label')}:</Typography.Text>
            <Tag.CheckableTag
              checked={filters.difficulty === undefined}
              onChange={() => update({ difficulty: undefined })}
              data-testid="difficulty-all"
            >
              {t('difficulty.all')}
            </Tag.CheckableTag>
            {DIFFICULTIES.map((difficulty) => (
              <Tag
                key={difficulty.level}
                color={
                  filters.difficulty === difficulty.level ? difficultyColor(difficulty.level) : undefined
                }
                className="problem-list__difficulty"
                style={
                  filters.difficulty === difficulty.level
                    ? undefined
                    : { color: difficulty.color, borderColor: difficulty.color, background: '#fff' }
                }
                onClick={() =>
                  update({
                    difficulty: filters.difficulty === difficulty.level ? undefined : difficulty.level,
                  })
                }
                data-testid={`difficulty-${difficulty.level}`}
              >
                {difficultyName(difficulty.level)}
              </Tag>
            ))}
          </Flex>

          {filters.tagIds.length > 0 && (
            <Flex gap={8} wrap align="center" className="problem-list__chips" data-testid="tag-chips">
              <Typography.Text strong>{t('problemList.tagFilter')}:</Typography.Text>
              {filters.tagIds.map((id) => {
                const tag = tagById(id);
                return (
                  <Tag
                    key={id}
                    closable
                    color={tag?.color ?? 'blue'}
                    onClose={(event) => {
                      event.preventDefault();
                      update({ tagIds: filters.tagIds.filter((tagId) => tagId !== id) });
                    }}
                  >
                    {tag?.name ?? `#${id}`}
                  </Tag>
                );
              })}
            </Flex>
          )}

          <Table<ProblemListRow>
            rowKey="pid"
            size="middle"
            columns={columns}
            dataSource={list.data?.records ?? []}
            loading={list.isFetching}
            // On a phone the title wraps instead, so the level stays on screen.
            scroll={mobile ? undefined : { x: 'max-content' }}
            pagination={{
              current: filters.currentPage,
              pageSize: PROBLEM_LIST_PAGE_SIZE,
              // Spec 1-core §9: the total reads 100 until the list has loaded.
              total: list.data?.total ?? 100,
              showSizeChanger: false,
              showTotal: (total) => t('problemList.totalProblems', { count: total }),
              onChange: (page) => update({ currentPage: page }),
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <RecentContests />
        <TagSidebar selected={filters.tagIds} onToggle={toggleTag} />
      </Col>
    </Row>
  );
}
