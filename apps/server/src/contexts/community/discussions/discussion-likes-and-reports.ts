import {
  makePage,
  parseReportContent,
  reportContent,
  type DiscussionReportView,
  type Page,
  type PageQuery,
} from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { discussionUrl } from './discussion-area.ts';
import { type DiscussionsDeps, visible } from './discussions.deps.ts';

export async function like(
  deps: DiscussionsDeps,
  actor: Actor,
  id: number,
  toLike: boolean,
): Promise<{ likeNum: number; hasLike: boolean }> {
  const { repo } = deps;
  const found = await visible(deps, id, actor);
  const { likeNum, reminded } = await repo.setLike(
    { ...found, url: discussionUrl(found) },
    actor.uid,
    toLike,
  );
  // After the commit: the author's open pages show their new unread count.
  if (reminded) deps.notices?.inboxChanged([found.uid]);
  return { likeNum, hasLike: toLike };
}

export async function report(
  deps: DiscussionsDeps,
  actor: Actor,
  body: { did: number; tags: string[]; reason: string },
) {
  const { repo } = deps;
  await visible(deps, body.did, actor);
  await repo.insertReport({
    did: body.did,
    reporterUid: actor.uid,
    content: reportContent(body.tags, body.reason),
  });
}

export async function reports(
  deps: DiscussionsDeps,
  query: PageQuery & { status?: number },
): Promise<Page<DiscussionReportView>> {
  const { repo } = deps;
  const { records, total } = await repo.reports(query.status, query);
  return makePage(
    records.map((row) => ({ ...row, status: row.status === 1, ...parseReportContent(row.content) })),
    total,
    query,
  );
}

export async function setReportStatus(deps: DiscussionsDeps, id: number, status: number) {
  const { repo } = deps;
  if ((await repo.setReportStatus(id, status)) === 0)
    throw new AppError('NOT_FOUND', 'The report does not exist');
}
