import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GROUP_LEVEL, isAdminRole, isRoot, LIMITS } from '@judge/contract';
import { AppError, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { GroupGate } from './group-gate.ts';

/**
 * A group's contests and trainings in the back office (spec 3 §6: "Super admin: all rights; passes any group check";
 * a group contest's admins are its author, the super admin and the group's roots): the back office's lists leave
 * them out, and its calls on one of them answer the other admin roles (admin, problem admin) as if it did not exist,
 * 404, unless the group's own rule lets them manage it (a group root, or its author while a member). Root passes.
 * One fence before the handlers instead of a check in each of the contests' and trainings' back office operations;
 * the handlers still refuse callers without an admin role as before (401, 403).
 */
/** A contest or training row: its group (null: the site's) and its author. */
interface Owned {
  gid: number | null;
  uid: number;
}

/** What the fence asks the contests' and trainings' domains (their repos: app.ts wires them). */
export interface BackOfficeOwners {
  contest(cid: number): Promise<Owned | undefined>;
  contestOfAnnouncement(aid: number): Promise<number | undefined>;
  training(tid: number): Promise<Owned | undefined>;
  trainingOfLink(id: number): Promise<number | undefined>;
}

export function registerBackOfficeGroupFence(
  app: FastifyInstance,
  gate: GroupGate,
  owners: BackOfficeOwners,
) {
  /** The group's own rule for its contest or training: its roots, and its author while a member. */
  async function managesInGroup(actor: Actor, row: { gid: number; uid: number }) {
    try {
      const { level } = await gate.standing(actor, row.gid);
      return level >= GROUP_LEVEL.ROOT || (row.uid === actor.uid && level >= GROUP_LEVEL.MEMBER);
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }
  const idOf = (value: unknown): number | null => {
    const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    // Past the ids a table holds (PostgreSQL's integer) the call's own validation answers 400 naming the field.
    return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= LIMITS.idMax ? n : null;
  };
  const fieldOf = (request: FastifyRequest, name: string): number | null => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    return idOf(query[name]) ?? idOf(body[name]);
  };

  /** The contest a back office contest call names (by cid, or its announcement's aid). */
  async function namedContest(request: FastifyRequest): Promise<Owned | null> {
    let cid = fieldOf(request, 'cid');
    const aid = fieldOf(request, 'aid') ?? fieldOf(request, 'id');
    if (cid === null && aid !== null && request.routeOptions.url === '/api/admin/contest/announcement')
      cid = (await owners.contestOfAnnouncement(aid)) ?? null;
    return cid === null ? null : ((await owners.contest(cid)) ?? null);
  }

  /** The training a back office training call names (tid, the form's training.id, a link's id). */
  async function namedTraining(request: FastifyRequest): Promise<Owned | null> {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as {
      training?: { id?: unknown };
    };
    let tid = fieldOf(request, 'tid') ?? idOf(body.training?.id);
    const linkId = fieldOf(request, 'id');
    if (tid === null && linkId !== null && request.routeOptions.url === '/api/admin/training/problem')
      tid = (await owners.trainingOfLink(linkId)) ?? null;
    return tid === null ? null : ((await owners.training(tid)) ?? null);
  }

  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    const contest = url.startsWith('/api/admin/contest');
    const training = url.startsWith('/api/admin/training') && !url.startsWith('/api/admin/training/category');
    if (!contest && !training) return;
    const actor = request.actor;
    // Others are refused by the handler's own access rule; root passes every group check.
    if (!actor || !isAdminRole(actor.role) || isRoot(actor.role)) return;
    const named = contest ? await namedContest(request) : await namedTraining(request);
    if (!named || named.gid === null || (await managesInGroup(actor, { ...named, gid: named.gid }))) return;
    throw new AppError(
      'NOT_FOUND',
      say(contest ? 'The contest does not exist' : 'The training does not exist'),
    );
  });
}
