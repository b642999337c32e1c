import { useTranslation } from 'react-i18next';
import { CONTEST_ANNOUNCEMENT_TAB_LIMIT } from '@judge/contract';
import { contestAnnouncementKeys, contestAnnouncementsApi } from '../../api/contest-announcements';
import { AnnouncementPanel } from '../../components/announcements/AnnouncementPanel';
import { ContestAccessGate } from './ContestAccessGate';
import { useContest } from './ContestShell';

/**
 * The Announcements tab (spec 2 §2.2, spec 1-core §2.12): the shared announcement panel fed with the
 * contest's visible announcements, newest first, all on one page (no pager inside contests).
 */
export function ContestAnnouncements() {
  const { t } = useTranslation();
  const { info } = useContest();
  return (
    <ContestAccessGate>
      <AnnouncementPanel
        title={t('contestTools.announcements.title')}
        queryKey={contestAnnouncementKeys.tab(info.id)}
        load={(currentPage, limit) => contestAnnouncementsApi.list(info.id, currentPage, limit)}
        pageSize={CONTEST_ANNOUNCEMENT_TAB_LIMIT}
        pagination={false}
        testId="contest-announcements"
      />
    </ContestAccessGate>
  );
}
