import type { z } from 'zod';
import {
  isAdminRole,
  isRoot,
  Role,
  type groupCreateBody,
  type GroupView,
  type PostingCheck,
} from '@judge/contract';
import { AppError, invalidField, say, verdictOf } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { isUniqueViolation } from '../../lib/sql.ts';
import { presentGroup, type GroupsDeps } from './groups.deps.ts';

type Body = z.output<typeof groupCreateBody>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The site's group-creation gates (spec 3 "Group settings" switches; docs/api.md "Groups"): root is bound by
 * none; admin roles and teachers (who run classes through groups) only by the admins' total; everyone else by
 * the AC count, the groups made in the last 24 hours and their total.
 */
async function checkMayCreate(deps: GroupsDeps, actor: Actor) {
  if (isRoot(actor.role)) return;
  const switches = await deps.siteConfig.switches();
  if (isAdminRole(actor.role) || actor.role === Role.TEACHER) {
    const limit = switches.defaultCreateGroupAdminLimit;
    if ((await deps.repo.countOwned(actor.uid)) >= limit)
      throw new AppError('FORBIDDEN', say('You may own at most {{limit}} {{limit|group|groups}}', { limit }));
    return;
  }
  const needed = switches.defaultCreateGroupACInitValue;
  const solved = needed > 0 ? await deps.repo.solvedProblems(actor.uid) : 0;
  if (solved < needed)
    throw new AppError(
      'FORBIDDEN',
      say(
        'You need at least {{needed}} solved {{needed|problem|problems}} to create a group (you have {{solved}})',
        { needed, solved },
      ),
    );
  const daily = switches.defaultCreateGroupDailyLimit;
  const since = new Date(Date.now() - DAY_MS).toISOString();
  if ((await deps.repo.countOwned(actor.uid, since)) >= daily)
    throw new AppError(
      'COOLDOWN',
      say('You may create at most {{daily}} {{daily|group|groups}} a day: please try again tomorrow', {
        daily,
      }),
    );
  const total = switches.defaultCreateGroupLimit;
  if ((await deps.repo.countOwned(actor.uid)) >= total)
    throw new AppError(
      'FORBIDDEN',
      say('You may own at most {{limit}} {{limit|group|groups}}', { limit: total }),
    );
}

/** Whether the caller may create a group now: asked before the form opens, so nobody fills it in vain. */
export function groupCreateCheck(deps: GroupsDeps, actor: Actor): Promise<PostingCheck> {
  return verdictOf(() => checkMayCreate(deps, actor));
}

/** Another group with that name (ignoring case) or short name is a 400 naming the field. */
export async function checkNamesFree(
  deps: GroupsDeps,
  names: { name?: string; shortName?: string },
  exceptId?: number,
) {
  if (names.name !== undefined && (await deps.repo.nameTaken('name', names.name, exceptId)))
    throw invalidField('name', say('another group already has this name'));
  if (names.shortName !== undefined && (await deps.repo.nameTaken('shortName', names.shortName, exceptId)))
    throw invalidField('shortName', say('another group already has this short name'));
}

/** Two saves racing to the same name: the unique index lets one through, the other reads as taken. */
export const nameRace = (error: unknown) =>
  isUniqueViolation(error)
    ? invalidField('name', say('another group already has this name or short name'))
    : error;

/**
 * POST /api/group (login): the caller becomes the owner and the group's first root. Answers the new group (the
 * reference answers nothing; its client reloads the list).
 */
export async function createGroup(deps: GroupsDeps, actor: Actor, body: Body): Promise<GroupView> {
  await checkMayCreate(deps, actor);
  await checkNamesFree(deps, body);
  const gid = await deps.repo
    .insert(actor.uid, {
      name: body.name,
      shortName: body.shortName,
      brief: body.brief,
      description: body.description,
      auth: body.auth,
      code: body.code ?? null,
      visible: body.visible ? 1 : 0,
    })
    .catch((error: unknown) => {
      throw nameRace(error);
    });
  const group = await deps.repo.find(gid);
  return presentGroup(group!, 1, true);
}
