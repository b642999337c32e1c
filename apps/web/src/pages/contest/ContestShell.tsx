import { useMemo } from 'react';
import { Alert, Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRoot, LIMITS, type ContestInfo } from '@judge/contract';
import { useWebsiteConfig } from '../../api/site';
import { useSession } from '../../state/session';
import { contestsApi } from '../../api/contests';
import { isErrorCode } from '../../api/request';
import { toast } from '../../components/feedback';
import { ContestHeader } from './ContestHeader';
import { useContestClock } from './useContestClock';
import { clockTimes } from './contest-time';
import { useContestAnnouncementNotices } from './useContestAnnouncementNotices';
import { useContestStartPush } from './contest-start-push';
import { contestTabOf, visibleContestTabs } from './contest-tabs';
import type { ContestStatusValue } from './contest-time';
import './ContestShell.css';

export const contestInfoKey = (cid: number) => ['contest-info', cid] as const;

export interface ContestContext {
  info: ContestInfo;
  /** The status by the ticking clock (personal end included). */
  status: ContestStatusValue;
  refresh: () => Promise<void>;
}

export const useContest = () => useOutletContext<ContestContext>();

function parseCid(raw: string | undefined): number | null {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 && cid <= LIMITS.idMax ? cid : null;
}

/**
 * /contest/:contestID (spec 2 §2.2; login required by the route): the header with the clock and
 * the tabs, each its own route; the tabs other than the overview are disabled until access is granted.
 */
export function ContestShell() {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = parseCid(contestID);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const config = useWebsiteConfig();
  const session = useSession();
  const infoQuery = useQuery({
    queryKey: contestInfoKey(cid ?? 0),
    queryFn: () => contestsApi.info(cid!),
    enabled: cid !== null,
  });
  const info = infoQuery.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestInfoKey(cid ?? 0) });
  // A virtual participation in progress (or scheduled) runs the clock on its own window.
  const clockInfo = useMemo(() => (info ? clockTimes(info) : undefined), [info]);
  const clock = useContestClock(clockInfo, infoQuery.dataUpdatedAt, () => void refresh());
  // New announcements are notified on every tab of the shell, to those the contest lets read them.
  useContestAnnouncementNotices({ cid, uid: session.user?.uid, enabled: info?.access === true });
  useContestStartPush(cid, clock.status, info?.access === true);

  const start = useMutation({
    mutationFn: () => contestsApi.start(cid!),
    onSuccess: async () => {
      toast.success(t('contest.started'));
      await refresh();
    },
  });

  if (cid === null || infoQuery.isError) {
    const missing = cid === null || isErrorCode(infoQuery.error, 'NOT_FOUND');
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t('contest.notFound') : infoQuery.error?.message}
        extra={
          <Link to="/contest">
            <Button type="primary">{t('contest.backToList')}</Button>
          </Link>
        }
        data-testid="contest-missing"
      />
    );
  }
  if (!info || clock.status === undefined) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  const context: ContestContext = { info, status: clock.status, refresh };
  const tabs = visibleContestTabs({
    info,
    config,
    root: session.user !== null && isRoot(session.user.role),
  });
  return (
    <div className="contest-shell" data-testid="contest-shell">
      <Card className="contest-shell__header">
        <ContestHeader
          info={clockInfo ?? info}
          nowMs={clock.nowMs}
          status={clock.status}
          target={clock.target}
          starting={start.isPending}
          onStart={() => start.mutateAsync().catch(() => undefined)}
        />
      </Card>
      {!info.hall.addressAllowed && (
        <Alert
          type="error"
          showIcon
          data-testid="contest-address-refused"
          message={t('contestHall.refusedTitle')}
          description={t('contestHall.refusedText')}
        />
      )}
      <Card className="contest-shell__body">
        <Tabs
          activeKey={contestTabOf(pathname)}
          onTabClick={(key) => {
            const tab = tabs.find((candidate) => candidate.key === key);
            void navigate(tab?.path ? `/contest/${cid}/${tab.path}` : `/contest/${cid}`);
          }}
          items={tabs.map((tab) => ({
            key: tab.key,
            disabled: tab.needsAccess && (!info.access || !info.hall.addressAllowed),
            label: <span data-testid={`contest-tab-${tab.key}`}>{t(tab.labelKey as never)}</span>,
          }))}
        />
        <Outlet context={context} />
      </Card>
    </div>
  );
}
