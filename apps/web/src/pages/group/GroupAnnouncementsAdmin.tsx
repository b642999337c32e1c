import { useTranslation } from 'react-i18next';
import { GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE, GROUP_LEVEL } from '@judge/contract';
import { groupKey, groupsApi } from '../../api/groups';
import { AnnouncementAdminList, type AnnouncementSource } from '../admin/announcements/AnnouncementAdminList';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group admins' announcements (spec 3 "announcement (GroupAnnouncementList, group admins)"): the back office's
 * list with its visible switch and dialog, over the group's calls. The server lets the author or a group root edit.
 */
export function GroupAnnouncementsAdmin() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const key = groupKey(group.id);
  const source: AnnouncementSource = {
    listKey: [...key, 'admin-announcements'],
    shownKeys: [[...key, 'announcements']],
    pageSize: GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE,
    list: (page, limit) => groupsApi.adminAnnouncements(group.id, page, limit),
    create: (body) => groupsApi.createAnnouncement(group.id, body),
    update: (id, body) => groupsApi.updateAnnouncement(group.id, id, body),
    remove: (id) => groupsApi.removeAnnouncement(id),
    testIds: {
      page: 'group-announcement-admin',
      list: 'group-announcement-list',
      create: 'create-group-announcement',
      row: 'group-announcement',
    },
  };
  return (
    <GroupLevelGate needs={GROUP_LEVEL.ADMIN}>
      <AnnouncementAdminList title={t('group.announcement.title')} source={source} />
    </GroupLevelGate>
  );
}
