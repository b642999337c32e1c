import {
  CONTEST_STATUS,
  CONTEST_TYPE,
  JudgeStatus,
  VERDICT_COUNT_KEY,
  type ContestProblemCount,
  type ContestProblemDetails,
  type ContestProblemRow,
} from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { filesText, presentProblemFields } from '../../problems/facts.ts';
import { type ContestProblemsDeps, presentLink } from './contest-problems.deps.ts';
import { sealCutOf } from './seal-cut.ts';

export async function list(
  deps: ContestProblemsDeps,
  actor: Actor,
  cid: number,
): Promise<ContestProblemRow[]> {
  const { gate, repo } = deps;
  const view = await gate.forProblems(actor, cid);
  const links = await repo.listForPage(cid);
  const [counts, mine] = await Promise.all([
    view.realtime
      ? repo.counts(cid, sealCutOf(view.seal))
      : Promise.resolve(new Map<number, { total: number; ac: number }>()),
    gate.standings(cid, view),
  ]);
  const oi = view.info.type === CONTEST_TYPE.OI;
  return links.map((link) => {
    const own = mine.get(link.pid);
    return {
      id: link.id,
      cid: link.cid,
      pid: link.pid,
      displayId: link.displayId,
      displayTitle: link.displayTitle,
      color: link.color,
      ac: view.realtime ? (counts.get(link.pid)?.ac ?? 0) : null,
      total: view.realtime ? (counts.get(link.pid)?.total ?? 0) : null,
      myStatus: own?.status ?? JudgeStatus.NOT_SUBMITTED,
      score: oi ? (own?.score ?? null) : null,
    };
  });
}

export async function details(
  deps: ContestProblemsDeps,
  actor: Actor,
  cid: number,
  displayId: string,
): Promise<ContestProblemDetails> {
  const { gate, problemAccess, problems, repo } = deps;
  const view = await gate.forProblems(actor, cid);
  const link = await repo.linkForPage(cid, displayId);
  const page = link && (await problems.problemPage(link.pid));
  if (!link || !page) throw new AppError('NOT_FOUND', 'The problem is not in this contest');
  const { problem, languages, templates, tags } = page;
  const [statusCounts, mine, outside] = await Promise.all([
    view.realtime ? repo.statusCounts(cid, link.pid, sealCutOf(view.seal)) : Promise.resolve([]),
    gate.standings(cid, view, [link.pid]),
    problemAccess.outsideContests(actor, problem),
  ]);
  let problemCount: ContestProblemCount | null = null;
  if (view.realtime) {
    problemCount = { total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 };
    for (const row of statusCounts) {
      const n = Number(row.count);
      problemCount.total += n;
      const key = VERDICT_COUNT_KEY[row.status];
      if (key) problemCount[key] += n;
    }
  }
  const {
    spjCode: _spj,
    judgeExtraFile: _judgeFiles,
    source: _source,
    author: _author,
    ...visible
  } = presentProblemFields(problem);
  const showTags = view.admin || view.info.status === CONTEST_STATUS.ENDED;
  return {
    problem: {
      ...visible,
      // The stored JSON text, as the bank's detail and the reference client (JSON.parse) have it.
      userExtraFile: filesText(problem.userExtraFile),
      problemId: link.displayId,
      title: link.displayTitle,
      pid: problem.id,
      isRemote: false,
    },
    problemCount,
    codeTemplate: Object.fromEntries(
      templates.filter((t) => t.status === 1).map((t) => [t.language, t.code]),
    ),
    languages,
    tags: showTags ? tags : [],
    myStatus: mine.get(link.pid)?.status ?? JudgeStatus.NOT_SUBMITTED,
    contestProblem: presentLink(link),
    canSubmit: view.canSubmit,
    needsPassword: view.needsPassword,
    bankProblemId: problem.problemId,
    // Where the ended contest's button may lead (never to a 404): the bank, the group's page, or nowhere.
    inBank: outside.inBank,
    groupId: outside.groupId,
    realtime: view.realtime,
  };
}
