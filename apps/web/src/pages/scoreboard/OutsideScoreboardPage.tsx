import { useRef, useState } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_TYPE, LIMITS, type OutsideBoardRefusal } from '@judge/contract';
import { ApiError } from '../../api/request';
import { scoreboardsApi } from '../../api/scoreboards';
import { serverClockOffset } from '../contest/contest-time';
import { outsideBoardPath } from './outside-board-path';
import { OutsideBoardHeader } from './OutsideBoardHeader';
import { Scoreboard } from './Scoreboard';
import { LabelledSwitch } from './ScoreboardToolbar';
import { useFullScreen } from './useFullScreen';

/** /contest/acm-scoreboard/:contestID (spec 2 §2.1). */
export const AcmOutsideScoreboard = () => <OutsideScoreboardPage type={CONTEST_TYPE.ACM} />;
/** /contest/oi-scoreboard/:contestID (spec 2 §2.1). */
export const OiOutsideScoreboard = () => <OutsideScoreboardPage type={CONTEST_TYPE.OI} />;

function parseCid(raw: string | undefined): number | null {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 && cid <= LIMITS.idMax ? cid : null;
}

/**
 * The outside board: no login needed, open when the contest opens its rank. The header and the same
 * board as the Rank tab (no own row on top, nothing leading into the contest), with a large-text
 * switch and full screen for a projector. An address of the wrong rule goes to the right one.
 */
function OutsideScoreboardPage({ type }: { type: number }) {
  const { t } = useTranslation();
  const cid = parseCid(useParams().contestID);
  const page = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(page);
  const [large, setLarge] = useState(false);
  const info = useQuery({
    queryKey: ['contest-outside-info', cid],
    queryFn: () => scoreboardsApi.outsideInfo(cid!),
    enabled: cid !== null,
    retry: false,
  });

  if (cid === null || info.isError) return <OutsideBoardRefused error={info.error} contestId={cid} />;
  if (!info.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  const { contest, problemList } = info.data;
  if (contest.type !== type) return <Navigate to={outsideBoardPath(contest.id, contest.type)} replace />;

  return (
    <div ref={page} className={`scoreboard-outside${fullScreen.active ? ' scoreboard-outside--full' : ''}`}>
      <Card className="scoreboard-outside__header">
        <OutsideBoardHeader contest={contest} receivedAtMs={info.dataUpdatedAt} />
      </Card>
      <Card>
        <Scoreboard
          side="outside"
          contest={contest}
          problems={problemList}
          serverOffsetMs={serverClockOffset(contest.now, info.dataUpdatedAt)}
          large={large}
          extraControls={
            <>
              <LabelledSwitch
                label={t('scoreboard.largeText')}
                checked={large}
                onChange={setLarge}
                testId="board-large-text"
              />
              {fullScreen.supported && (
                <Button
                  icon={fullScreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                  onClick={fullScreen.toggle}
                  data-testid="board-full-screen"
                >
                  {fullScreen.active ? t('scoreboard.exitFullScreen') : t('scoreboard.fullScreen')}
                </Button>
              )}
            </>
          }
        />
      </Card>
    </div>
  );
}

/** A refused outside board, said in the user's language: rank closed, not started yet, or no such contest. */
function OutsideBoardRefused({ error, contestId }: { error: unknown; contestId: number | null }) {
  const { t } = useTranslation();
  const refusal =
    error instanceof ApiError && error.code === 'FORBIDDEN'
      ? (error.data as OutsideBoardRefusal | null)
      : null;
  const missing = contestId === null || (error instanceof ApiError && error.code === 'NOT_FOUND');
  const title = missing
    ? t('contest.notFound')
    : refusal?.reason === 'notStarted'
      ? t('scoreboard.outside.notStarted', { time: dayjs(refusal.startTime).format('YYYY-MM-DD HH:mm:ss') })
      : refusal?.reason === 'rankClosed'
        ? t('scoreboard.outside.rankClosed')
        : t('scoreboard.loadFailed');
  return (
    <Result
      status={missing ? '404' : refusal ? '403' : 'error'}
      title={title}
      extra={
        <Link to={contestId !== null && !missing ? `/contest/${contestId}` : '/contest'}>
          <Button type="primary">
            {contestId !== null && !missing ? t('scoreboard.outside.enterContest') : t('contest.backToList')}
          </Button>
        </Link>
      }
      data-testid="outside-board-refused"
      data-reason={missing ? 'notFound' : (refusal?.reason ?? 'failed')}
    />
  );
}
