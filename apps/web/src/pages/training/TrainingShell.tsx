import type { ReactNode } from 'react';
import { Button, Card, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TrainingDetail } from '@judge/contract';
import { isErrorCode } from '../../api/request';
import { trainingsApi } from '../../api/trainings';
import { trainingDetailKey, trainingKey } from './training-keys';
import { TrainingAuthTag, TrainingCategoryTag, TrainingProgressBar } from './training-labels';
import { trainingAddressFix, trainingBase } from './training-paths';
import './Training.css';

export interface TrainingContext {
  training: TrainingDetail;
  refresh: () => Promise<void>;
}

export const useTraining = () => useOutletContext<TrainingContext>();

export function parseTrainingId(raw: string | undefined): number | null {
  const tid = Number(raw);
  return Number.isInteger(tid) && tid > 0 && tid <= LIMITS.idMax ? tid : null;
}

/** The shell's tabs (spec 2 §2.11): each its own route; problems and rank wait for access. */
const TABS = [
  { key: 'introduction', path: '', needsAccess: false },
  { key: 'problems', path: 'problems', needsAccess: true },
  { key: 'rank', path: 'rank', needsAccess: true },
] as const;

const tabOf = (pathname: string) =>
  TABS.find((tab) => tab.path && pathname.endsWith(`/${tab.path}`))?.key ?? 'introduction';

/**
 * /training/:trainingID (spec 2 §2.11 TrainingDetails; login required by the route): the header with the
 * caller's progress and the introduction, problem list and rank tabs; the last two are disabled until a
 * private training's password is given.
 */
export function TrainingShell() {
  const { t } = useTranslation();
  const { trainingID } = useParams();
  const tid = parseTrainingId(trainingID);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const detail = useQuery({
    queryKey: trainingDetailKey(tid ?? 0),
    queryFn: () => trainingsApi.detail(tid!),
    enabled: tid !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trainingKey(tid ?? 0) });

  if (tid === null || detail.isError) {
    const missing = tid === null || isErrorCode(detail.error, 'NOT_FOUND');
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('training.notFound') : detail.error?.message}
        extra={
          <Link to="/training">
            <Button type="primary">{t('training.backToList')}</Button>
          </Link>
        }
        data-testid="training-missing"
      />
    );
  }
  const training = detail.data;
  if (!training)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const moved = trainingAddressFix(pathname, training.id, training.gid);
  if (moved) return <Navigate to={moved} replace />;
  const base = trainingBase(training.id, training.gid);

  return (
    <div className="training-shell" data-testid="training-shell">
      <Card>
        <Flex vertical align="center" gap={10}>
          <Typography.Title level={3} className="training-header__title" data-testid="training-title">
            {training.title}
          </Typography.Title>
          <Space size={[4, 4]} wrap style={{ justifyContent: 'center' }}>
            <TrainingAuthTag auth={training.auth} />
            <TrainingCategoryTag name={training.categoryName} color={training.categoryColor} />
            <Typography.Text type="secondary">
              {t('training.problemCount', { count: training.problemCount })}
            </Typography.Text>
            {training.author && (
              <Typography.Text type="secondary">
                {t('training.author')}:{' '}
                <Link to={`/user-home?username=${encodeURIComponent(training.author)}`}>
                  {training.author}
                </Link>
              </Typography.Text>
            )}
          </Space>
          <div className="training-header__progress">
            <TrainingProgressBar
              ac={training.acCount}
              total={training.problemCount}
              testId="training-detail-progress"
            />
          </div>
        </Flex>
      </Card>
      <Card>
        <Tabs
          activeKey={tabOf(pathname)}
          onTabClick={(key) => {
            const tab = TABS.find((candidate) => candidate.key === key);
            void navigate(tab?.path ? `${base}/${tab.path}` : base);
          }}
          items={TABS.map((tab) => ({
            key: tab.key,
            disabled: tab.needsAccess && !training.access,
            label: <span data-testid={`training-tab-${tab.key}`}>{t(`training.tabs.${tab.key}`)}</span>,
          }))}
        />
        <Outlet context={{ training, refresh } satisfies TrainingContext} />
      </Card>
    </div>
  );
}

/** A tab that needs access says how to get it instead of calling (the server would refuse). */
export function TrainingAccessGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { training } = useTraining();
  if (training.access) return children;
  return (
    <Result
      status="403"
      title={t('training.locked')}
      extra={
        <Link to={trainingBase(training.id, training.gid)}>
          <Button type="primary">{t('training.tabs.introduction')}</Button>
        </Link>
      }
      data-testid="training-locked"
    />
  );
}
