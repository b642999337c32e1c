import { useMemo } from 'react';
import { Breadcrumb } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE, LIMITS } from '@judge/contract';
import { adminContestAnnouncementsApi, contestAnnouncementKeys } from '../../../api/contest-announcements';
import { adminContestsApi } from '../../../api/contests';
import { AnnouncementAdminList, type AnnouncementSource } from '../announcements/AnnouncementAdminList';

function parseCid(raw: string | undefined): number | null {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 && cid <= LIMITS.idMax ? cid : null;
}

/** A contest's announcements as the shared back-office list reads and writes them. */
const contestAnnouncements = (cid: number): AnnouncementSource => ({
  listKey: contestAnnouncementKeys.admin(cid),
  shownKeys: [contestAnnouncementKeys.tab(cid)],
  pageSize: ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  list: (page, limit) => adminContestAnnouncementsApi.list(cid, page, limit),
  create: (announcement) => adminContestAnnouncementsApi.create({ cid, announcement }),
  update: (id, announcement) =>
    adminContestAnnouncementsApi.update({ cid, announcement: { ...announcement, id } }),
  remove: (id) => adminContestAnnouncementsApi.remove(id),
  testIds: {
    page: 'admin-contest-announcements',
    list: 'admin-contest-announcement-list',
    create: 'create-contest-announcement',
    row: 'contest-announcement',
  },
});

/**
 * /admin/contest/:contestID/announcement (spec 3 admin routes; reached from the contest list's row actions):
 * the contest's announcements, 10 a page, hidden ones too, with a visible switch, the shared create/edit
 * dialog and delete with a confirmation.
 */
export function ContestAnnouncementsPage() {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = parseCid(contestID) ?? 0;
  const contest = useQuery({
    queryKey: ['admin', 'contest', cid],
    queryFn: () => adminContestsApi.get(cid),
    enabled: cid > 0,
  });
  const source = useMemo(() => contestAnnouncements(cid), [cid]);
  return (
    <AnnouncementAdminList
      source={source}
      title={
        <Breadcrumb
          items={[
            { title: <Link to="/admin/contest">{t('contestTools.adminAnnouncements.back')}</Link> },
            {
              title: contest.data
                ? t('contestTools.adminAnnouncements.title', { title: contest.data.title })
                : t('contestTools.adminAnnouncements.manage'),
            },
          ]}
        />
      }
    />
  );
}
