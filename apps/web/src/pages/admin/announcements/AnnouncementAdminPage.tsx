import { useTranslation } from 'react-i18next';
import { ADMIN_ANNOUNCEMENT_PAGE_SIZE } from '@judge/contract';
import { homeAdminApi, homeKeys } from '../../../api/home';
import { AnnouncementAdminList, type AnnouncementSource } from './AnnouncementAdminList';

const GENERAL_ANNOUNCEMENTS: AnnouncementSource = {
  listKey: homeKeys.adminAnnouncements,
  shownKeys: [homeKeys.commonAnnouncements],
  pageSize: ADMIN_ANNOUNCEMENT_PAGE_SIZE,
  list: (page, limit) => homeAdminApi.announcements(page, limit),
  create: (body) => homeAdminApi.createAnnouncement(body),
  update: (id, body) => homeAdminApi.updateAnnouncement({ ...body, id }),
  remove: (id) => homeAdminApi.removeAnnouncement(id),
  testIds: {
    page: 'announcement-admin',
    list: 'announcement-admin-list',
    create: 'create-announcement',
    row: 'announcement',
  },
  showModified: true,
};

/**
 * General announcements in the back office (spec 3 "Announcement", super admin only): a list of 10 per page
 * with a visible switch, a create/edit dialog (title and content required) and delete with confirmation.
 */
export function AnnouncementAdminPage() {
  const { t } = useTranslation();
  return <AnnouncementAdminList title={t('adminAnnouncement.title')} source={GENERAL_ANNOUNCEMENTS} />;
}
