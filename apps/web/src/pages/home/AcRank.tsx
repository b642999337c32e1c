import { Avatar, Empty, Flex, Skeleton, Tag } from 'antd';
import { TrophyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeApi, homeKeys } from '../../api/home';
import { PlainList } from '../../components/plain-list/PlainList';
import { PlainCard } from '../../components/plain-card/PlainCard';
import { PlainTypography } from '../../components/plain-typography/PlainTypography';

const MEDALS = ['#faad14', '#a6a6a6', '#d48806'];

/** The 7-day AC rank (spec 1-core §2.3): rank, avatar, username with title tag, AC count. */
export function AcRank() {
  const { t } = useTranslation();
  const rank = useQuery({ queryKey: homeKeys.acRank, queryFn: homeApi.recentAcRank, staleTime: 60_000 });
  const rows = rank.data ?? [];
  return (
    <PlainCard
      size="small"
      title={
        <Flex align="center" gap={8}>
          <TrophyOutlined />
          {t('homePage.acRank')}
        </Flex>
      }
      data-testid="home-ac-rank"
    >
      {rank.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homePage.noAcRank')} />
      ) : (
        <PlainList
          size="small"
          dataSource={rows}
          renderItem={(row, index) => (
            <PlainList.Item key={row.uid} data-testid={`home-rank-${row.username}`}>
              <Flex align="center" gap={8} style={{ width: '100%', minWidth: 0 }}>
                <span
                  className="home-rank__place"
                  style={index < 3 ? { background: MEDALS[index], color: '#fff' } : undefined}
                >
                  {index + 1}
                </span>
                <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Link
                    to={`/user-home?username=${encodeURIComponent(row.username)}`}
                    className="home-rank__name"
                  >
                    {row.username}
                  </Link>
                  {row.titleName && (
                    <span>
                      <Tag color={row.titleColor || undefined} className="home-rank__title">
                        {row.titleName}
                      </Tag>
                    </span>
                  )}
                </Flex>
                <PlainTypography.Text strong data-testid="home-rank-ac">
                  {t('homePage.acCount', { count: row.ac })}
                </PlainTypography.Text>
              </Flex>
            </PlainList.Item>
          )}
        />
      )}
    </PlainCard>
  );
}
