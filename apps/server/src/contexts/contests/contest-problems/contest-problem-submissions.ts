import {
  CONTEST_STATUS,
  makePage,
  type ContestSubmissionRow,
  type ContestSubmissionStatus,
  type PageQuery,
} from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentRow } from '../../judging/index.ts';
import { hideResult } from '../../judging/facts.ts';
import { resultHidden } from './contest-gate.ts';
import { sealCutOf } from './seal-cut.ts';
import { type ContestProblemsDeps } from './contest-problems.deps.ts';

export async function submissions(
  deps: ContestProblemsDeps,
  actor: Actor,
  query: PageQuery & {
    cid: number;
    onlyMine?: boolean;
    displayId?: string;
    status?: number;
    username?: string;
  },
) {
  const { gate, repo } = deps;
  const view = await gate.forProblems(actor, query.cid);
  // While the contest runs, others' submissions stay hidden from non-admins.
  const ownOnly = query.onlyMine || (!view.admin && view.info.status !== CONTEST_STATUS.ENDED);
  const { records, total } = await repo.submissionPage(
    {
      cid: query.cid,
      uids: ownOnly ? view.ownUids : undefined,
      username: ownOnly ? undefined : query.username,
      displayId: query.displayId,
      status: view.realtime ? query.status : undefined,
      sealedFrom: sealCutOf(view.seal) ?? undefined,
      ownUids: view.ownUids,
    },
    query,
  );
  const rows: ContestSubmissionRow[] = records.map((r) => {
    const row = {
      ...presentRow({ ...r, title: r.displayTitle ?? r.bankTitle }),
      displayId: r.displayPid,
    };
    return resultHidden(view, r, actor.uid) ? hideResult(row) : row;
  });
  return makePage(rows, total, query);
}

export async function statuses(deps: ContestProblemsDeps, actor: Actor, cid: number, ids: number[]) {
  const { gate, repo } = deps;
  const view = await gate.forProblems(actor, cid);
  const ended = view.info.status === CONTEST_STATUS.ENDED;
  const rows = (await repo.submissionStatuses(cid, ids)).filter(
    (r) => view.admin || ended || view.ownUids.includes(r.uid),
  );
  return Object.fromEntries(
    rows.map((r) => {
      const entry: ContestSubmissionStatus = {
        submitId: r.id,
        status: r.status,
        score: r.score,
        time: r.time,
        memory: r.memory,
        oiRankScore: r.oiRankScore,
        progressDone: r.progressDone,
        progressTotal: r.progressTotal,
      };
      return [r.id, resultHidden(view, r, actor.uid) ? hideResult(entry) : entry];
    }),
  );
}
