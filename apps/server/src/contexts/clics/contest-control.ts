import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { absoluteTime, timeMsOf } from './clics-format.ts';
import { freezeMsOf } from './contest-object.ts';
import type { ContestScope } from './contest-scope.ts';

/** What changing a contest's clock does to the contests context, handed in by the composition root. */
export interface ContestControlPorts {
  /** Moves the contest to start at this moment, keeping its length. */
  moveStart(actor: Actor, cid: number, startTime: string): Promise<void>;
  /** Lifts the seal now (the contest's board shows everything to everyone). */
  thawNow(cid: number): Promise<void>;
  /** Keeps the seal after the end (a thaw set for later lifts it then), where it would lift at the end. */
  holdSeal(cid: number): Promise<void>;
}

/** Where a thaw is kept: carried out now, or set for later (thaws.repo.ts, thaw-worker.ts). */
export interface ThawRecording {
  record(cid: number, thawAt: string, by: number): Promise<void>;
  schedule(cid: number, thawAt: string, by: number): Promise<void>;
}

/** The spec's margin: no start moved within 30 s of now, nor to within 30 s of now. */
const START_MARGIN_MS = 30_000;

/** PATCH /contests/{id} (Contest_API.md "Modifying contests"): what was asked, once its id is checked. */
export type ContestPatch = { kind: 'start'; startTime: string | null } | { kind: 'thaw'; thawTime: string };

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The patch a body asks for, or a 400 (a 409 for an id that is not the URL's) saying what is wrong. */
export function readContestPatch(body: unknown, cid: number): ContestPatch {
  const patch = (body ?? {}) as Record<string, unknown>;
  if (typeof patch !== 'object' || Array.isArray(patch))
    throw new AppError('BAD_REQUEST', 'The body is a JSON object');
  if (String(patch.id) !== String(cid))
    throw new AppError('CONFLICT', `id ${JSON.stringify(patch.id)} is not the contest of the URL (${cid})`);
  if ('start_time' in patch) {
    if (patch.start_time !== null && typeof patch.start_time !== 'string')
      throw new AppError('BAD_REQUEST', 'start_time is a TIME or null');
    return { kind: 'start', startTime: patch.start_time };
  }
  if (typeof patch.scoreboard_thaw_time === 'string')
    return { kind: 'thaw', thawTime: patch.scoreboard_thaw_time };
  throw new AppError('BAD_REQUEST', 'The body sets start_time or scoreboard_thaw_time');
}

/** A TIME a client sent, or a 400 naming the property. */
function timeMs(value: string, property: string): number {
  const ms = timeMsOf(value);
  if (Number.isNaN(ms)) throw new AppError('BAD_REQUEST', `${property} "${value}" is not a time`);
  return ms;
}

/**
 * Carries out a patch for a contest admin (contest_start, contest_thaw), refusing with 403 what the spec
 * refuses and what this judge cannot do: it has no contest without a start time. A thaw time already passed
 * thaws now (the contest must have ended); a later one, from the end on, is kept and carried out then
 * (thaw-worker.ts), the seal held after the end until then. Answers whether the contest changed as asked (the
 * spec's 204) or at another moment (its 200 with the contest).
 */
export async function applyContestPatch(
  ports: ContestControlPorts & ThawRecording,
  actor: Actor,
  scope: ContestScope,
  patch: ContestPatch,
  nowMs: number,
): Promise<'as-asked' | 'changed-otherwise'> {
  if (patch.kind === 'start') return moveStart(ports, actor, scope, patch.startTime, nowMs);
  const thawMs = timeMs(patch.thawTime, 'scoreboard_thaw_time');
  const cid = scope.settings.cid;
  if (freezeMsOf(scope.settings) === null) throw forbidden('The contest has no freeze to thaw');
  if (scope.thawMs !== null) throw forbidden('The contest is thawed already');
  if (thawMs < scope.endMs) throw forbidden('A contest thaws after its end');
  if (thawMs > nowMs) {
    if (scope.settings.autoRealRank) await ports.holdSeal(cid);
    await ports.schedule(cid, absoluteTime(thawMs), actor.uid);
    return 'as-asked';
  }
  if (nowMs < scope.endMs) throw forbidden('The contest has not ended yet');
  await ports.thawNow(cid);
  await ports.record(cid, absoluteTime(nowMs), actor.uid);
  return 'changed-otherwise';
}

async function moveStart(
  ports: ContestControlPorts,
  actor: Actor,
  scope: ContestScope,
  startTime: string | null,
  nowMs: number,
): Promise<'as-asked'> {
  if (startTime === null)
    throw forbidden('This judge runs a contest at a set time: its start time cannot be cleared');
  if (scope.startMs - START_MARGIN_MS <= nowMs)
    throw forbidden('The contest has started or starts within 30 seconds');
  const startMs = timeMs(startTime, 'start_time');
  if (startMs - START_MARGIN_MS <= nowMs) throw forbidden('The new start time is past or within 30 seconds');
  await ports.moveStart(actor, scope.settings.cid, absoluteTime(startMs));
  return 'as-asked';
}
