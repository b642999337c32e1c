import { bindOperations } from '../../../lib/operations.ts';
import { commentsDeps } from './comments.deps.ts';
import { list, postingCheck, replies } from './comment-lists.ts';
import { add, remove, like } from './comment-writes.ts';
import { addReply, removeReply } from './comment-replies.ts';
import type { Db } from '../../../db/database.ts';
import type { ContestGate } from '../../contests/policy.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import type { CommentNotices } from './comments.deps.ts';
import type { ContestTeamLabels } from './comment-sources.ts';

/** The operations, one file per area (comment-lists, comment-writes, comment-replies), bound to one deps. */
export function createCommentsService(collaborators: {
  db: Db;
  siteConfig: SiteConfigService;
  contestGate: ContestGate;
  groupGate: GroupGate;
  notices?: CommentNotices;
  teams?: ContestTeamLabels;
}) {
  return bindOperations(commentsDeps(collaborators), {
    list,
    postingCheck,
    add,
    remove,
    like,
    replies,
    addReply,
    removeReply,
  });
}
export type CommentsService = ReturnType<typeof createCommentsService>;
