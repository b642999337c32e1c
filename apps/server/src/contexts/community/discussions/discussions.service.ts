import { bindOperations } from '../../../lib/operations.ts';
import { discussionsDeps } from './discussions.deps.ts';
import { categories, saveCategories } from './discussion-categories.ts';
import { list, adminList, detail, postingCheck } from './discussion-reads.ts';
import { create, update, remove, adminUpdate, adminRemove, adminRemoveMany } from './discussion-writes.ts';
import { like, report, reports, setReportStatus } from './discussion-likes-and-reports.ts';
import type { Db } from '../../../db/database.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';

export { toView } from './discussions.deps.ts';

/** The operations, one file per area (discussion-categories, discussion-reads, discussion-writes, discussion-likes-and-reports), bound to one deps. */
export function createDiscussionsService(collaborators: {
  db: Db;
  siteConfig: SiteConfigService;
  groupGate: GroupGate;
  notices?: { inboxChanged(uids: readonly number[]): void };
}) {
  return bindOperations(discussionsDeps(collaborators), {
    categories,
    saveCategories,
    list,
    adminList,
    detail,
    postingCheck,
    create,
    update,
    remove,
    adminUpdate,
    adminRemove,
    adminRemoveMany,
    like,
    report,
    reports,
    setReportStatus,
  });
}
export type DiscussionsService = ReturnType<typeof createDiscussionsService>;
