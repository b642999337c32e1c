// The back office's texts in Chinese, a chunk of their own (index.ts loadBackOfficeTexts): a visitor of the
// site's pages never downloads them; the back office's layout and the site's pages that reuse its forms and
// tabs (a group's, a contest's) load them before they render.
import { adminProblemZhCN } from './admin-problem.zh-CN';
import { adminSystemZhCN } from './admin-system.zh-CN';
import { classZhCN } from './class.zh-CN';
import { auditLogZhCN } from './audit-log.zh-CN';
import { noticeZhCN } from './notice.zh-CN';
import { similarityZhCN } from './similarity.zh-CN';
import { contestAdminZhCN } from './contest-admin.zh-CN';
import { clicsAccountsZhCN } from './clics-accounts.zh-CN';
import { adminContestZhCN } from './admin-contest.zh-CN';
import { adminTrainingZhCN } from './admin-training.zh-CN';
import { adminDiscussionZhCN } from './admin-discussion.zh-CN';
import { adminHomeZhCN } from './admin-home.zh-CN';
import { adminUsersZhCN } from './admin-users.zh-CN';

export const translation = {
  ...adminProblemZhCN,
  ...adminSystemZhCN,
  ...classZhCN,
  ...auditLogZhCN,
  ...noticeZhCN,
  ...similarityZhCN,
  ...contestAdminZhCN,
  ...clicsAccountsZhCN,
  ...adminContestZhCN,
  ...adminTrainingZhCN,
  ...adminDiscussionZhCN,
  ...adminHomeZhCN,
  ...adminUsersZhCN,
};
