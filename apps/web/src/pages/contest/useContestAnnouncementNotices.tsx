import { useEffect, useRef } from 'react';
import { App, Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_ANNOUNCEMENT_POLL_SECONDS, type ContestAnnouncement, type LiveEvent } from '@judge/contract';
import { contestAnnouncementsApi } from '../../api/contest-announcements';
import { readAnnouncementIds, rememberAnnouncementsRead, unreadPushed } from './contest-announcement-reads';
import { useLiveEvent } from '../../live/useLive';

/**
 * While the contest shell is open (spec 2 §7, spec 1-core §9): asks at once, then whenever the server pushes a new
 * announcement of the contest (docs/live-updates.md), or every 60 s while the push stream cannot be held, for the
 * contest's announcements this browser has not shown the user yet, and notifies each one (it stays until
 * closed); those shown are remembered per user and contest, so they are not announced again.
 */
export function useContestAnnouncementNotices({
  cid,
  uid,
  enabled,
}: {
  cid: number | null;
  uid: number | undefined;
  enabled: boolean;
}) {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const told = useRef<((event: LiveEvent) => void) | null>(null);
  const pushed = useLiveEvent(
    (event) => event.kind === 'contest-announcement' && event.cid === cid,
    (event) => told.current?.(event),
    enabled && cid !== null,
  );

  useEffect(() => {
    if (!enabled || cid === null || uid === undefined) return;
    let stopped = false;
    const notify = (announcement: ContestAnnouncement) =>
      notification.info({
        key: `contest-announcement-${announcement.id}`,
        title: t('contestTools.announcements.notified'),
        description: (
          <div data-testid="contest-announcement-notice">
            <Typography.Paragraph strong ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
              {announcement.title}
            </Typography.Paragraph>
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => {
                notification.destroy(`contest-announcement-${announcement.id}`);
                void navigate(`/contest/${cid}/announcements`);
              }}
            >
              {t('contestTools.announcements.view')}
            </Button>
          </div>
        ),
        duration: 0,
      });
    const show = (unread: ContestAnnouncement[]) => {
      if (stopped || unread.length === 0) return;
      // Oldest first, so the newest ends on top of the stack.
      [...unread].reverse().forEach(notify);
      rememberAnnouncementsRead(
        uid,
        cid,
        unread.map((announcement) => announcement.id),
      );
    };
    const check = async () => {
      try {
        show(await contestAnnouncementsApi.notRead(cid, readAnnouncementIds(uid, cid)));
      } catch {
        // A failed check stays silent; the next one comes in a minute.
      }
    };
    void check();
    // A pushed announcement carries itself: shown unless already shown, no request (a resync asks again).
    told.current = (event) => {
      if (event.kind !== 'contest-announcement') return void check();
      show(unreadPushed(event.announcement, readAnnouncementIds(uid, cid)));
    };
    const timer = pushed
      ? undefined
      : setInterval(() => void check(), CONTEST_ANNOUNCEMENT_POLL_SECONDS * 1000);
    return () => {
      stopped = true;
      told.current = null;
      clearInterval(timer);
    };
  }, [cid, uid, enabled, pushed, notification, navigate, t]);
}
