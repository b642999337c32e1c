import { CONTEST_TYPE, PRINT_STATUS, type DeliveryClaim, type DeliveryKind } from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { DeliveryKey } from './contest-volunteers.repo.ts';
import type { ContestVolunteerDeps } from './contest-volunteers.deps.ts';
import { servesRoom } from './rooms.ts';
import { dutyContest } from './volunteer-queues.ts';

/**
 * A volunteer's claim, release and delivery of a balloon or print: first come, the second volunteer told who has
 * it. Each is its own call, so the audit log names each (docs/audit-log.md: `delivery.claim`, ...).
 */
type DeliveryCall = { cid: number; kind: DeliveryKind; id: number };

/**
 * What a delivery is in the contest's own tables: whether it is there (and already delivered, by the admins'
 * AC helper or print queue too), and how it is marked delivered there (the admins' view).
 */
const DELIVERY_ITEMS: Record<
  DeliveryKind,
  {
    /** null: no such item in the contest; else whether it was delivered, and whose it is (its room's). */
    delivered: (
      deps: ContestVolunteerDeps,
      contest: { type: number },
      key: DeliveryKey,
    ) => Promise<{ delivered: boolean; uid: number } | null>;
    markDelivered: (deps: ContestVolunteerDeps, key: DeliveryKey) => Promise<void>;
  }
> = {
  balloon: {
    delivered: async (deps, contest, key) => {
      if (contest.type !== CONTEST_TYPE.ACM) return null;
      const submission = await deps.balloons.repo.acceptedSubmission(key.cid, key.itemId);
      if (!submission) return null;
      const delivered = await deps.balloons.repo.isChecked({
        cid: key.cid,
        uid: submission.uid,
        pid: submission.pid,
      });
      return { delivered, uid: submission.uid };
    },
    markDelivered: async (deps, key) => {
      const submission = await deps.balloons.repo.acceptedSubmission(key.cid, key.itemId);
      if (submission)
        await deps.balloons.repo.setChecked({ cid: key.cid, uid: submission.uid, pid: submission.pid }, true);
    },
  },
  print: {
    delivered: async (deps, _contest, key) => {
      const print = await deps.prints.repo.statusOf(key.itemId);
      return print?.cid === key.cid
        ? { delivered: print.status === PRINT_STATUS.PRINTED, uid: print.uid }
        : null;
    },
    markDelivered: async (deps, key) => {
      await deps.prints.repo.markPrinted(key.itemId, key.cid);
    },
  },
};

async function deliveryOf(deps: ContestVolunteerDeps, actor: Actor, call: DeliveryCall) {
  const { contest, rooms } = await dutyContest(deps, actor, call.cid);
  const key: DeliveryKey = { cid: call.cid, kind: call.kind, itemId: call.id };
  const item = await DELIVERY_ITEMS[call.kind].delivered(deps, contest, key);
  if (item === null) throw new AppError('NOT_FOUND', 'No such balloon or print in this contest');
  // A volunteer of some rooms takes deliveries to their teams only (docs/contest-volunteers.md "Rooms"); one it
  // holds already (its rooms changed since) it may still finish or release.
  const checkRoom = async () => {
    if (rooms && !servesRoom(rooms, await deps.repo.roomOf(call.cid, item.uid)))
      throw new AppError('FORBIDDEN', say('This delivery is in a room you do not serve'));
  };
  return { key, delivered: item.delivered, claim: await deps.repo.claimOf(key), checkRoom };
}

/** Nobody claims what the admins delivered themselves (the AC helper's Check It, a print marked printed). */
function checkOpen(delivered: boolean, claim: DeliveryClaim | null) {
  if (delivered && !claim) throw new AppError('BAD_REQUEST', say('This delivery is done already'));
}

/** Refuses a claim held by another volunteer, naming them, or one already delivered. */
function checkHeldBy(actor: Actor, claim: DeliveryClaim | null) {
  if (claim && claim.uid !== actor.uid)
    throw new AppError(
      'DELIVERY_CLAIMED',
      say('{{username}} has claimed this delivery already', { username: claim.username }),
      { username: claim.username },
    );
  if (claim?.doneAt) throw new AppError('BAD_REQUEST', say('This delivery is done already'));
}

/** Takes the delivery for the caller; two at once: the key keeps the first, the second is told who. */
async function take(deps: ContestVolunteerDeps, actor: Actor, key: DeliveryKey) {
  await deps.repo.claim(key, actor.uid);
  checkHeldBy(actor, await deps.repo.claimOf(key));
}

/** PUT /api/volunteer/delivery/claim */
export async function claimDelivery(deps: ContestVolunteerDeps, actor: Actor, call: DeliveryCall) {
  const { key, claim, delivered, checkRoom } = await deliveryOf(deps, actor, call);
  if (claim?.uid !== actor.uid) await checkRoom();
  checkHeldBy(actor, claim);
  checkOpen(delivered, claim);
  if (!claim) await take(deps, actor, key);
}

/** PUT /api/volunteer/delivery/release: back to the queue for another volunteer. */
export async function releaseDelivery(deps: ContestVolunteerDeps, actor: Actor, call: DeliveryCall) {
  const { key, claim } = await deliveryOf(deps, actor, call);
  checkHeldBy(actor, claim);
  if (!claim) throw new AppError('BAD_REQUEST', say('You have not claimed this delivery'));
  await deps.repo.release(key, actor.uid);
}

/** PUT /api/volunteer/delivery/done: delivered (claimed on the way if nobody had it), shown so to the admins too. */
export async function finishDelivery(deps: ContestVolunteerDeps, actor: Actor, call: DeliveryCall) {
  const { key, claim, delivered, checkRoom } = await deliveryOf(deps, actor, call);
  if (claim?.uid !== actor.uid) await checkRoom();
  checkHeldBy(actor, claim);
  checkOpen(delivered, claim);
  if (!claim) await take(deps, actor, key);
  await DELIVERY_ITEMS[call.kind].markDelivered(deps, key);
  await deps.repo.markDone(key, actor.uid);
}
