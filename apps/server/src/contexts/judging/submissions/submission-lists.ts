import { JudgeStatus, makePage, type PageQuery } from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentRow } from './submissions.presenter.ts';
import type { SubmissionsDeps } from './submissions.deps.ts';

/** GET /api/get-submission-list: the public site's submissions, or a group's for its members. */
export async function list(
  deps: SubmissionsDeps,
  viewer: Actor | null,
  query: PageQuery & {
    onlyMine?: boolean;
    status?: number;
    username?: string;
    problemID?: string;
    completeProblemID?: boolean;
    /** A group's submissions (its members only); without it the public site's. */
    gid?: number;
  },
) {
  if (query.onlyMine && !viewer) throw new AppError('UNAUTHENTICATED');
  if (query.gid) await deps.groupGate.forMember(viewer, query.gid);
  const { records, total } = await deps.repo.page(
    {
      uid: query.onlyMine ? viewer!.uid : undefined,
      username: query.onlyMine ? undefined : query.username,
      status: query.status,
      problemId: query.problemID,
      exactProblemId: query.completeProblemID ?? false,
      cid: 0,
      gid: query.gid,
    },
    query,
  );
  return makePage(records.map(presentRow), total, query);
}

/** The groups among `gids` whose members the viewer is one of. */
async function groupsSeenBy(deps: SubmissionsDeps, viewer: Actor | null, gids: Set<number>) {
  const seen = new Set<number>();
  for (const gid of gids) {
    try {
      await deps.groupGate.forMember(viewer, gid);
      seen.add(gid);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return seen;
}

/**
 * Outside contests only: contest submissions answer check-contest-submissions-status.
 * A group's submissions answer only its members (the others' rows are left out, as a contest's are).
 */
export async function statuses(deps: SubmissionsDeps, viewer: Actor | null, ids: number[]) {
  const found = (await deps.repo.statuses(ids)).filter((r) => r.cid === 0);
  const member = await groupsSeenBy(
    deps,
    viewer,
    new Set(found.flatMap((r) => (r.gid === null ? [] : [r.gid]))),
  );
  const rows = found.filter((r) => r.gid === null || member.has(r.gid));
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      {
        submitId: r.id,
        status: r.status,
        score: r.score,
        time: r.time,
        memory: r.memory,
        oiRankScore: r.oiRankScore,
        progressDone: r.progressDone,
        progressTotal: r.progressTotal,
      },
    ]),
  );
}

/** An entry per asked pid (-10 where never submitted): the reference client reads map[pid].status. */
export async function userProblemStatus(
  deps: SubmissionsDeps,
  actor: Actor,
  pids: number[],
  contest?: { cid: number },
) {
  const found: Record<number, { status: number; score: number | null }> = contest
    ? await deps.contestGate.userStatuses(actor, contest.cid, pids)
    : Object.fromEntries(
        [...(await deps.repo.userStatuses(actor.uid, pids)).entries()].map(([pid, s]) => [
          pid,
          { status: s.status, score: s.score },
        ]),
      );
  return Object.fromEntries(
    pids.map((pid) => [pid, found[pid] ?? { status: JudgeStatus.NOT_SUBMITTED, score: null }]),
  );
}

/**
 * GET /api/get-last-ac-code: the caller's own latest accepted code of a problem (its button "use my last
 * accepted code"), `{ submitId, language, code }`; `{ code: '' }` when there is none.
 */
export async function lastAcceptedCode(deps: SubmissionsDeps, actor: Actor, pid: number, cid: number) {
  const row = await deps.repo.lastAccepted(actor.uid, pid, cid);
  if (!row) return { submitId: null, language: null, code: '' };
  return { submitId: row.id, language: row.language, code: row.code };
}
