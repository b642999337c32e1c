import { Empty, Flex, Skeleton } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeApi, homeKeys } from '../../api/home';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { DifficultyTag } from '../problem/DifficultyTag';
import { PlainList } from '../../components/plain-list/PlainList';
import { PlainCard } from '../../components/plain-card/PlainCard';
import { PlainTypography } from '../../components/plain-typography/PlainTypography';

/** The latest updated problems of the public bank (spec 1-core §2.3), each linking to its page. */
export function RecentProblems() {
  const { t } = useTranslation();
  const problems = useQuery({
    queryKey: homeKeys.recentProblems,
    queryFn: homeApi.recentUpdatedProblems,
    staleTime: 60_000,
  });
  const rows = problems.data ?? [];
  return (
    <PlainCard
      title={
        <Flex align="center" gap={8}>
          <ReadOutlined />
          {t('homePage.recentProblems')}
        </Flex>
      }
      data-testid="home-recent-problems"
    >
      {problems.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homePage.noProblems')} />
      ) : (
        <PlainList
          size="small"
          dataSource={rows}
          renderItem={(problem) => (
            <PlainList.Item key={problem.id} data-testid={`home-problem-${problem.problemId}`}>
              <Flex align="center" gap={8} className="home-problem">
                <PlainTypography.Text type="secondary" className="home-problem__id">
                  {problem.problemId}
                </PlainTypography.Text>
                <Link
                  to={`/problem/${encodeURIComponent(problem.problemId)}`}
                  className="home-problem__title"
                >
                  {problem.title}
                </Link>
                <DifficultyTag level={problem.difficulty} />
                <PlainTypography.Text type="secondary" className="home-problem__time">
                  <LocalTime value={problem.gmtModified} format="YYYY-MM-DD" />
                </PlainTypography.Text>
              </Flex>
            </PlainList.Item>
          )}
        />
      )}
    </PlainCard>
  );
}
