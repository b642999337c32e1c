// The back office's texts in English, a chunk of their own (index.ts loadBackOfficeTexts): a visitor of the
// site's pages never downloads them; the back office's layout and the site's pages that reuse its forms and
// tabs (a group's, a contest's) load them before they render.
import { adminProblemEnUS } from './admin-problem.en-US';
import { adminSystemEnUS } from './admin-system.en-US';
import { classEnUS } from './class.en-US';
import { auditLogEnUS } from './audit-log.en-US';
import { noticeEnUS } from './notice.en-US';
import { similarityEnUS } from './similarity.en-US';
import { contestAdminEnUS } from './contest-admin.en-US';
import { clicsAccountsEnUS } from './clics-accounts.en-US';
import { adminContestEnUS } from './admin-contest.en-US';
import { adminTrainingEnUS } from './admin-training.en-US';
import { adminDiscussionEnUS } from './admin-discussion.en-US';
import { adminHomeEnUS } from './admin-home.en-US';
import { adminUsersEnUS } from './admin-users.en-US';

export const translation = {
  ...adminProblemEnUS,
  ...adminSystemEnUS,
  ...classEnUS,
  ...auditLogEnUS,
  ...noticeEnUS,
  ...similarityEnUS,
  ...contestAdminEnUS,
  ...clicsAccountsEnUS,
  ...adminContestEnUS,
  ...adminTrainingEnUS,
  ...adminDiscussionEnUS,
  ...adminHomeEnUS,
  ...adminUsersEnUS,
};
