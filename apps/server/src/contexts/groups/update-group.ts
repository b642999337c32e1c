import { GROUP_AUTH, type GroupUpdateBody, type GroupView } from '@judge/contract';
import { invalidField, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { checkNamesFree, nameRace } from './create-group.ts';
import { presentGroup, type GroupsDeps } from './groups.deps.ts';

/**
 * PUT /api/group (the group's roots: the owner, auth-5 members, the site's root; spec 3 "Group setting screen"):
 * the fields sent change, the others stay. A group made private needs an invitation code, sent or already
 * stored (a protected one is applied to with a reason alone: docs/api.md "Groups"). Answers the saved group.
 */
export async function updateGroup(deps: GroupsDeps, actor: Actor, body: GroupUpdateBody): Promise<GroupView> {
  const { group } = await deps.gate.forRoot(actor, body.id);
  const auth = body.auth ?? group.auth;
  const code = body.code ?? group.code;
  if (auth === GROUP_AUTH.PRIVATE && !code)
    throw invalidField('code', say('code is required for a private group'));
  await checkNamesFree(
    deps,
    {
      name: body.name === undefined || body.name === group.name ? undefined : body.name,
      shortName:
        body.shortName === undefined || body.shortName === group.shortName ? undefined : body.shortName,
    },
    group.id,
  );
  await deps.repo
    .update(group.id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.shortName === undefined ? {} : { shortName: body.shortName }),
      ...(body.brief === undefined ? {} : { brief: body.brief }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.visible === undefined ? {} : { visible: body.visible ? 1 : 0 }),
      auth,
      code,
    })
    .catch((error: unknown) => {
      throw nameRace(error);
    });
  const saved = await deps.repo.find(group.id);
  return presentGroup(saved!, await deps.repo.memberCount(group.id), true);
}
