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
import { sharedAnswerMemo } from '../../../lib/shared-answers.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { filesText, presentProblemFields, type ProblemsRepo } from '../../problems/facts.ts';
import { type ContestProblemsDeps, type LinkRow, presentLink } from './contest-problems.deps.ts';
import { sealCutOf } from './seal-cut.ts';

/** What a view that reads no counts gets in their place: one object, so answers built on it are shared. */
const NO_COUNTS = new Map<number, { total: number; ac: number }>();
const NO_STATUS_COUNTS: { status: number; count: number }[] = [];
// Callers with no submission of their own get the same list, and a problem's page is the same for all with the
// same status on it (lib/shared-answers.ts).
const sharedLists = sharedAnswerMemo<ContestProblemRow[]>();
const sharedDetails = sharedAnswerMemo<ContestProblemDetails>();

export async function list(
  deps: ContestProblemsDeps,
  actor: Actor,
  cid: number,
): Promise<ContestProblemRow[]> {
  const { gate, repo } = deps;
  const view = await gate.forProblemList(actor, cid);
  const links = await repo.listForPage(cid);
  const [counts, mine] = await Promise.all([
    view.realtime ? repo.counts(cid, sealCutOf(view.seal)) : Promise.resolve(NO_COUNTS),
    gate.standings(cid, view),
  ]);
  const oi = view.type === CONTEST_TYPE.OI;
  const build = () =>
    links.map((link) => {
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
  return mine.size > 0 ? build() : sharedLists([links, counts], `${view.realtime}|${oi}`, build);
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
  const [statusCounts, mine, outside] = await Promise.all([
    view.realtime
      ? repo.statusCounts(cid, link.pid, sealCutOf(view.seal))
      : Promise.resolve(NO_STATUS_COUNTS),
    gate.standings(cid, view, [link.pid]),
    problemAccess.outsideContests(actor, page.problem),
  ]);
  const facts: DetailsFacts = {
    realtime: view.realtime,
    showTags: view.admin || view.info.status === CONTEST_STATUS.ENDED,
    canSubmit: view.canSubmit,
    needsPassword: view.needsPassword,
    inBank: outside.inBank,
    groupId: outside.groupId,
  };
  const myStatus = mine.get(link.pid)?.status ?? JudgeStatus.NOT_SUBMITTED;
  // The caller's own part is one status: everyone with the same one on this problem gets the same answer.
  const key = [
    myStatus,
    facts.realtime,
    facts.showTags,
    facts.canSubmit,
    facts.needsPassword,
    facts.inBank,
    facts.groupId,
  ];
  return sharedDetails([page, link, statusCounts], key.join('|'), () =>
    presentDetails(page, link, statusCounts, facts, myStatus),
  );
}

type ProblemPage = NonNullable<Awaited<ReturnType<ProblemsRepo['problemPage']>>>;

/** What a problem's page in a contest shows besides its kept reads: the caller's view of the contest. */
interface DetailsFacts {
  realtime: boolean;
  showTags: boolean;
  canSubmit: boolean;
  needsPassword: boolean;
  inBank: boolean;
  groupId: number | null;
}

/** The verdicts' pie chart of a problem, from its counts by status. */
function problemCountOf(statusCounts: readonly { status: number; count: number }[]): ContestProblemCount {
  const problemCount = { total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 };
  for (const row of statusCounts) {
    const n = Number(row.count);
    problemCount.total += n;
    const key = VERDICT_COUNT_KEY[row.status];
    if (key) problemCount[key] += n;
  }
  return problemCount;
}

function presentDetails(
  page: ProblemPage,
  link: LinkRow,
  statusCounts: readonly { status: number; count: number }[],
  facts: DetailsFacts,
  myStatus: number,
): ContestProblemDetails {
  const { problem, languages, templates, tags } = page;
  const {
    spjCode: _spj,
    judgeExtraFile: _judgeFiles,
    source: _source,
    author: _author,
    ...visible
  } = presentProblemFields(problem);
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
    problemCount: facts.realtime ? problemCountOf(statusCounts) : null,
    codeTemplate: Object.fromEntries(
      templates.filter((t) => t.status === 1).map((t) => [t.language, t.code]),
    ),
    languages,
    tags: facts.showTags ? tags : [],
    myStatus,
    contestProblem: presentLink(link),
    canSubmit: facts.canSubmit,
    needsPassword: facts.needsPassword,
    bankProblemId: problem.problemId,
    // Where the ended contest's button may lead (never to a 404): the bank, the group's page, or nowhere.
    inBank: facts.inBank,
    groupId: facts.groupId,
    realtime: facts.realtime,
  };
}
