import { GROUP_AUTH, GROUP_LEVEL, type GroupApplyQuery } from '@judge/contract';
import { AppError, invalidField, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { groupNoticeTexts } from './group-notices.ts';
import { tellMembers, type GroupsDeps } from './groups.deps.ts';

/**
 * POST /api/group/member?gid=&code=&reason= (login; spec 3 §4 "Membership"): a public group is joined at once
 * (the new member is welcomed); a protected one takes an application with a reason (2 to 100 characters); a
 * private one also its invitation code. The group's roots are told of an application. Applying again while
 * applying, or as a member, is refused; a refused applicant may apply again.
 */
export async function applyToGroup(deps: GroupsDeps, actor: Actor, query: GroupApplyQuery) {
  const { group } = await deps.gate.standing(actor, query.gid);
  const row = await deps.repo.memberRow(group.id, actor.uid);
  if (group.uid === actor.uid || (row && row.auth >= GROUP_LEVEL.MEMBER))
    throw new AppError('FORBIDDEN', say('You are already a member of this group'));
  if (row?.auth === GROUP_LEVEL.APPLYING)
    throw new AppError('FORBIDDEN', say('You have already applied: please wait for the answer'));
  if (group.auth !== GROUP_AUTH.PUBLIC) {
    if (!query.reason) throw invalidField('reason', say('reason is required to apply to this group'));
    if (group.auth === GROUP_AUTH.PRIVATE) {
      if (!query.code) throw invalidField('code', say('code is required to apply to a private group'));
      if (query.code !== group.code) throw invalidField('code', say('the invitation code is wrong'));
    }
  }
  const joins = group.auth === GROUP_AUTH.PUBLIC;
  await deps.repo.saveApplication(
    group.id,
    actor.uid,
    joins ? GROUP_LEVEL.MEMBER : GROUP_LEVEL.APPLYING,
    query.reason ?? null,
  );
  if (joins) await tellMembers(deps, [actor.uid], groupNoticeTexts.welcome(group));
  else
    await tellMembers(
      deps,
      await deps.repo.uidsAt(group.id, [GROUP_LEVEL.ROOT]),
      groupNoticeTexts.applied(group, actor.username),
    );
}
