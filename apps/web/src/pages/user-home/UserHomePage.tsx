import {
  Avatar,
  Button,
  Card,
  Empty,
  Flex,
  Result,
  Skeleton,
  Space,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import {
  GlobalOutlined,
  ManOutlined,
  PhoneOutlined,
  ReloadOutlined,
  UserOutlined,
  WomanOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserHome } from '@judge/contract';
import { isErrorCode } from '../../api/request';
import { userHomeApi, userHomeKey } from '../../api/user-home';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { Markdown } from '../../components/markdown/Markdown';
import { useSession } from '../../state/session';
import { DifficultyTag } from '../problem/DifficultyTag';
import { TrainingProgressTable } from '../training/TrainingProgressTable';
import { nicknameColor, safeLink, solvedCount, targetFromSearch, totalScore } from './profile';
import { SubmissionHeatmap } from './SubmissionHeatmap';
import './UserHomePage.css';

const statusLink = (username: string, status?: number) =>
  `/status?username=${encodeURIComponent(username)}${status === undefined ? '' : `&status=${status}`}`;

/** The user home, /user-home?uid=..&username=.. (spec 1-core §2.9); without either, the signed-in user's own. */
export function UserHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const { target, invalid } = targetFromSearch(search);
  const named = target.uid !== undefined || target.username !== undefined;
  const enabled = !invalid && (named || session.loggedIn);
  // Without parameters the answer depends on who is signed in.
  const who = named ? target : { username: session.user?.username };
  const info = useQuery({
    queryKey: userHomeKey(who, 'info'),
    queryFn: () => userHomeApi.info(target),
    enabled,
  });
  const heatmap = useQuery({
    queryKey: userHomeKey(who, 'heatmap'),
    queryFn: () => userHomeApi.heatmap(target),
    enabled,
  });

  if (invalid || (info.isError && isErrorCode(info.error, 'NOT_FOUND')))
    return (
      <Result
        status="404"
        title={t('userHome.notFound')}
        data-testid="user-home-not-found"
        extra={
          <Link to="/home">
            <Button type="primary">{t('notFound.goHome')}</Button>
          </Link>
        }
      />
    );
  if (!enabled) return <Result status="info" title={t('userHome.noUser')} data-testid="user-home-no-user" />;
  if (info.isError) return <Result status="error" title={info.error.message} />;
  const home = info.data;
  if (!home) return <Skeleton active avatar paragraph={{ rows: 6 }} />;

  return (
    <div className="user-home" data-testid="user-home-page">
      <ProfileCard home={home} />
      {heatmap.data ? (
        <SubmissionHeatmap heatmap={heatmap.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
      <Card className="user-home-tabs">
        <Tabs
          items={[
            {
              key: 'profile',
              label: t('userHome.tabs.profile'),
              children: home.signature ? (
                <Markdown className="user-home-signature">{home.signature}</Markdown>
              ) : (
                <Empty description={t('userHome.signatureNotSet')} data-testid="signature-not-set" />
              ),
            },
            {
              key: 'solved',
              label: t('userHome.tabs.solved'),
              children: (
                <SolvedProblems
                  home={home}
                  refreshing={info.isFetching}
                  onRefresh={() => void info.refetch()}
                />
              ),
            },
            {
              key: 'trainings',
              label: <span data-testid="user-home-trainings-tab">{t('training.widget.tab')}</span>,
              children: <TrainingProgressTable target={target} who={who} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}

function ProfileCard({ home }: { home: UserHome }) {
  const { t } = useTranslation();
  const blog = home.blog ? safeLink(home.blog) : null;
  return (
    <Card className="user-home-card">
      <Flex vertical align="center" gap={8}>
        <Avatar
          size={110}
          src={home.avatar || undefined}
          icon={<UserOutlined />}
          className="user-home-card__avatar"
        />
        <Space size={6} wrap className="user-home-card__name">
          <Typography.Title level={3} className="user-home-card__username" data-testid="user-home-username">
            {home.username}
          </Typography.Title>
          {home.gender === 'male' && (
            <Tooltip title={t('userHome.male')}>
              <ManOutlined
                className="user-home-card__gender user-home-card__gender--male"
                aria-label={t('userHome.male')}
              />
            </Tooltip>
          )}
          {home.gender === 'female' && (
            <Tooltip title={t('userHome.female')}>
              <WomanOutlined
                className="user-home-card__gender user-home-card__gender--female"
                aria-label={t('userHome.female')}
              />
            </Tooltip>
          )}
        </Space>
        <Space size={6} wrap>
          {home.titleName && (
            <Tag color={home.titleColor || undefined} data-testid="user-home-title">
              {home.titleName}
            </Tag>
          )}
          {home.nickname && (
            <Tag color={nicknameColor(home.nickname)} data-testid="user-home-nickname">
              {home.nickname}
            </Tag>
          )}
        </Space>
        <Typography.Text type="secondary" data-testid="user-home-last-login">
          {t('userHome.lastLogin')}:{' '}
          {home.recentLoginTime ? <LocalTime value={home.recentLoginTime} /> : t('userHome.neverLoggedIn')}
        </Typography.Text>
        {(home.school || home.grade) && (
          <Space size={[16, 4]} wrap className="user-home-card__facts">
            {home.school && (
              <span data-testid="user-home-school">
                <Typography.Text type="secondary">{t('userHome.school')}: </Typography.Text>
                {home.school}
              </span>
            )}
            {home.grade && (
              <span data-testid="user-home-grade">
                <Typography.Text type="secondary">{t('userHome.grade')}: </Typography.Text>
                {home.grade}
              </span>
            )}
          </Space>
        )}
        {(home.phone || home.blog) && (
          <Space size={12}>
            {home.phone && (
              <Tooltip title={`${t('userHome.phone')}: ${home.phone}`}>
                <a href={`tel:${home.phone}`} aria-label={t('userHome.phone')} data-testid="user-home-phone">
                  <PhoneOutlined className="user-home-card__icon" />
                </a>
              </Tooltip>
            )}
            {home.blog && (
              <Tooltip title={`${t('userHome.blog')}: ${home.blog}`}>
                {blog ? (
                  <a
                    href={blog}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    aria-label={t('userHome.blog')}
                    data-testid="user-home-blog"
                  >
                    <GlobalOutlined className="user-home-card__icon" />
                  </a>
                ) : (
                  <GlobalOutlined
                    className="user-home-card__icon"
                    aria-label={t('userHome.blog')}
                    data-testid="user-home-blog"
                  />
                )}
              </Tooltip>
            )}
          </Space>
        )}
        <div className="user-home-card__stats">
          <Link to={statusLink(home.username)} className="user-home-stat" data-testid="user-home-total">
            <span className="user-home-stat__value">{home.total}</span>
            <span className="user-home-stat__label">{t('userHome.submissions')}</span>
          </Link>
          <Link to={statusLink(home.username, 0)} className="user-home-stat" data-testid="user-home-solved">
            <span className="user-home-stat__value">{solvedCount(home)}</span>
            <span className="user-home-stat__label">{t('userHome.solved')}</span>
          </Link>
          <Tooltip title={t('userHome.scoreHint')}>
            <div className="user-home-stat" data-testid="user-home-score">
              <span className="user-home-stat__value">{totalScore(home)}</span>
              <span className="user-home-stat__label">{t('userHome.score')}</span>
            </div>
          </Tooltip>
        </div>
      </Flex>
    </Card>
  );
}

function SolvedProblems({
  home,
  refreshing,
  onRefresh,
}: {
  home: UserHome;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="solved-problems">
      <Flex justify="flex-end" className="user-home-solved__toolbar">
        <Button
          icon={<ReloadOutlined />}
          loading={refreshing}
          onClick={onRefresh}
          data-testid="solved-refresh"
        >
          {t('userHome.refresh')}
        </Button>
      </Flex>
      {home.solvedGroups.length === 0 ? (
        <Empty description={t('userHome.noSolved')} />
      ) : (
        <div className="user-home-solved">
          {home.solvedGroups.map((group) => (
            <div
              key={group.difficulty}
              className="user-home-solved__group"
              data-testid={`solved-group-${group.difficulty}`}
            >
              <div className="user-home-solved__level">
                <DifficultyTag level={group.difficulty} />
                <Typography.Text type="secondary">{group.problemIds.length}</Typography.Text>
              </div>
              <div className="user-home-solved__ids">
                {group.problemIds.map((problemId) => (
                  <Link
                    key={problemId}
                    to={`/problem/${encodeURIComponent(problemId)}`}
                    className="user-home-solved__id"
                  >
                    {problemId}
                  </Link>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
