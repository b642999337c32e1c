import { useMemo } from 'react';
import { Breadcrumb } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE, LIMITS } from '@judge/contract';
import { contestAnnouncementKeys } from '../../../api/contest-announcements';
import { AnnouncementAdminList, type AnnouncementSource } from '../announcements/AnnouncementAdminList';
import { backOfficeContests, type ContestAdminSource } from './contest-admin-source';

function parseCid(raw: string | undefined): number | null {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 && cid <= LIMITS.idMax ? cid : null;
}

/** A contest's announcements as the shared back-office list reads and writes them. */
const contestAnnouncements = (cid: number, contests: ContestAdminSource): AnnouncementSource => ({
  listKey: contestAnnouncementKeys.admin(cid),
  shownKeys: [contestAnnouncementKeys.tab(cid)],
  pageSize: ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  ...contests.announcements(cid),
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
 * dialog and delete with a confirmation. With a group's `source`, a group contest's (spec 3 "Group contests").
 */
export function ContestAnnouncementsPage({
  source = backOfficeContests,
}: { source?: ContestAdminSource } = {}) {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = parseCid(contestID) ?? 0;
  const contest = useQuery({
    queryKey: [...source.key, 'contest', cid],
    queryFn: () => source.get(cid),
    enabled: cid > 0,
  });
  const announcements = useMemo(() => contestAnnouncements(cid, source), [cid, source]);
  return (
    <AnnouncementAdminList
      source={announcements}
      title={
        <Breadcrumb
          items={[
            { title: <Link to={source.paths.list}>{t('contestTools.adminAnnouncements.back')}</Link> },
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
