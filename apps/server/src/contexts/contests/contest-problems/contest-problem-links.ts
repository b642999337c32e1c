import { makePage, PROBLEM_AUTH, type AdminContestProblemRow, type PageQuery } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import {
  type ContestProblemsDeps,
  requireLink,
  link,
  presentLink,
  assertDisplayIdFree,
  colorAfterEdit,
  colorOfNewLink,
} from './contest-problems.deps.ts';

export async function adminList(
  deps: ContestProblemsDeps,
  query: PageQuery & { cid: number; keyword?: string; problemType?: number },
) {
  const contest = await deps.contests.adminGet(query.cid);
  const { problemType } = query;
  if (problemType !== undefined)
    return addableList(deps, { cid: query.cid, gid: contest.gid }, { ...query, problemType });
  const { records, total } = await deps.repo.adminPage(query.cid, query.keyword, query);
  const rows: AdminContestProblemRow[] = records.map((r) => ({
    ...presentLink(r),
    problemId: r.problemId,
    title: r.title,
    auth: r.auth,
    type: r.type,
    gid: r.gid,
  }));
  // The reference's back office (views/admin/problem/ProblemList.vue in a contest) reads the bank's problems
  // as problemList and each one's link as contestProblemMap[pid]; our page keeps its own rows.
  const problemList = makePage(
    records.map((r) => ({
      id: r.pid,
      problemId: r.problemId,
      title: r.title,
      auth: r.auth,
      type: r.type,
    })),
    total,
    query,
  );
  return {
    ...makePage(rows, total, query),
    problemList,
    contestProblemMap: Object.fromEntries(rows.map((row) => [row.pid, row])),
  };
}

/**
 * With `problemType` (the reference's AddPublicProblem.vue sends the contest's type) the call lists the bank
 * problems that can still be added, in `problemList`; none of them is linked yet, so our own page is empty.
 */
async function addableList(
  deps: ContestProblemsDeps,
  contest: { cid: number; gid: number | null },
  query: PageQuery & { keyword?: string; problemType: number },
) {
  const { records, total } = await deps.repo.adminAddable(contest, query, query);
  return {
    ...makePage<AdminContestProblemRow>([], 0, query),
    problemList: makePage(records, total, query),
    contestProblemMap: {},
  };
}

/**
 * A bank problem into the contest. `publicOnly` (a group's contest, POST
 * /api/group/add-contest-problem-from-public): the bank's public problems only.
 */
export async function addFromPublic(
  deps: ContestProblemsDeps,
  body: { cid: number; pid: number; displayId: string },
  publicOnly = false,
) {
  const { contests, problems } = deps;
  await contests.adminGet(body.cid);
  const problem = await problems.findById(body.pid);
  if (!problem || problem.gid !== null) throw invalidField('pid', 'The problem does not exist');
  if (publicOnly && problem.auth !== PROBLEM_AUTH.PUBLIC)
    throw invalidField('pid', 'the problem is not public');
  return link(deps, body, problem, 'pid');
}

/** POST /api/group/add-contest-problem-from-group: a problem the contest's group made, by its problem id. */
export async function addFromGroup(
  deps: ContestProblemsDeps,
  body: { cid: number; problemId: string; displayId: string },
) {
  const { contests, problems } = deps;
  const contest = await contests.adminGet(body.cid);
  const problem = await problems.findByProblemId(body.problemId);
  if (!problem || contest.gid === null || problem.originGid !== contest.gid)
    throw invalidField('problemId', say("the problem is not one of the group's"));
  return link(deps, body, problem, 'problemId');
}

export async function adminGet(deps: ContestProblemsDeps, cid: number, pid: number) {
  const { contests } = deps;
  await contests.adminGet(cid);
  return presentLink(await requireLink(deps, cid, pid));
}

export async function update(
  deps: ContestProblemsDeps,
  body: {
    cid: number;
    pid: number;
    displayId: string;
    displayTitle: string;
    color?: string | null;
  },
) {
  const { contests, problems, repo } = deps;
  const contest = await contests.adminGet(body.cid);
  if (!(await repo.find(body.cid, body.pid))) {
    // The reference's contest problem form writes the problem first (POST /api/admin/contest/problem
    // without cid: a contest problem in no contest) and links it here; any other problem stays a 404.
    const problem = await problems.findById(body.pid);
    const orphan =
      Boolean(problem) &&
      problem!.auth === PROBLEM_AUTH.CONTEST &&
      problem!.gid === contest.gid &&
      (await repo.contestsOf(body.pid)).length === 0;
    if (!orphan) throw new AppError('NOT_FOUND', 'The problem is not in this contest');
    await assertDisplayIdFree(repo, body.cid, body.displayId, null);
    await repo.insert({
      cid: body.cid,
      pid: body.pid,
      displayId: body.displayId,
      displayTitle: body.displayTitle,
      color: colorOfNewLink(body.color),
    });
    return presentLink(await requireLink(deps, body.cid, body.pid));
  }
  const link = await requireLink(deps, body.cid, body.pid);
  await assertDisplayIdFree(repo, body.cid, body.displayId, body.pid);
  await repo.update(body.cid, body.pid, {
    displayId: body.displayId,
    displayTitle: body.displayTitle,
    color: colorAfterEdit(link.color, body.color),
  });
  return presentLink(await requireLink(deps, body.cid, body.pid));
}

/** Only the link goes: the bank problem and the contest's submissions stay. */
export async function remove(deps: ContestProblemsDeps, cid: number, pid: number) {
  const { contests, repo } = deps;
  await contests.adminGet(cid);
  if ((await repo.remove(cid, pid)) === 0)
    throw new AppError('NOT_FOUND', 'The problem is not in this contest');
}
