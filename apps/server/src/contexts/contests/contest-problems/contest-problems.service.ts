import {
  CONTEST_STATUS,
  CONTEST_TYPE,
  JudgeStatus,
  makePage,
  PROBLEM_AUTH,
  type AdminContestProblemRow,
  type ContestProblemCount,
  type ContestProblemDetails,
  type ContestProblemRow,
  type ContestProblemView,
  type ContestSubmissionRow,
  type ContestSubmissionStatus,
  type PageQuery,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import { filesText, presentProblemFields } from '../../problems/facts.ts';
import type { ProblemsRepo } from '../../problems/facts.ts';
import { presentRow } from '../../judging/index.ts';
import type { GroupProblemAccess } from '../../groups/policy.ts';
import { hideResult, type ContestGate } from './contest-gate.ts';
import type { ContestProblemsRepo } from './contest-problems.repo.ts';

type LinkRow = NonNullable<Awaited<ReturnType<ContestProblemsRepo['find']>>>;

const presentLink = (row: LinkRow): ContestProblemView => ({
  id: row.id,
  cid: row.cid,
  pid: row.pid,
  displayId: row.displayId,
  displayTitle: row.displayTitle,
  color: row.color,
  gmtCreate: row.gmtCreate,
  gmtModified: row.gmtModified,
});

const COUNT_KEYS: Partial<Record<number, keyof ContestProblemCount>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.OUTPUT_LIMIT_EXCEEDED]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
};

/** A display id is unique in its contest (compared as written); `pid` is the problem that may keep it. */
export async function assertDisplayIdFree(
  repo: ContestProblemsRepo,
  cid: number,
  displayId: string,
  pid: number | null,
  field = 'displayId',
) {
  const taken = await repo.findByDisplayId(cid, displayId);
  if (taken && taken.pid !== pid)
    throw invalidField(field, `${displayId} is already used by another problem of this contest`);
}

/** A balloon colour left out of an edit stays; an empty one clears it. */
export const colorAfterEdit = (stored: string | null, given: string | null | undefined) =>
  given === undefined ? stored : given || null;

/** What a contest's problems are read with: the bank's problems, the contest's rules, a group problem's access. */
export interface ContestProblemsDeps {
  /** The contest's problem links (built once by the root). */
  repo: ContestProblemsRepo;
  problems: ProblemsRepo;
  contests: ContestsService;
  gate: ContestGate;
  problemAccess: GroupProblemAccess;
}

export function createContestProblemsService({
  problems,
  contests,
  gate,
  problemAccess,
  repo,
}: ContestProblemsDeps) {
  async function requireLink(cid: number, pid: number) {
    const link = await repo.find(cid, pid);
    if (!link) throw new AppError('NOT_FOUND', 'The problem is not in this contest');
    return link;
  }

  async function link(
    body: { cid: number; displayId: string },
    problem: { id: number; title: string },
    field: string,
  ) {
    if (await repo.find(body.cid, problem.id))
      throw invalidField(field, 'The problem is already in this contest');
    await assertDisplayIdFree(repo, body.cid, body.displayId, null);
    await repo.insert({
      cid: body.cid,
      pid: problem.id,
      displayId: body.displayId,
      displayTitle: problem.title,
    });
    return presentLink(await requireLink(body.cid, problem.id));
  }

  return {
    // ---- back office ----
    async adminList(query: PageQuery & { cid: number; keyword?: string }) {
      await contests.adminGet(query.cid);
      const { records, total } = await repo.adminPage(query.cid, query.keyword, query);
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
    },

    /**
     * A bank problem into the contest. `publicOnly` (a group's contest, POST
     * /api/group/add-contest-problem-from-public): the bank's public problems only.
     */
    async addFromPublic(body: { cid: number; pid: number; displayId: string }, publicOnly = false) {
      await contests.adminGet(body.cid);
      const problem = await problems.findById(body.pid);
      if (!problem || problem.gid !== null) throw invalidField('pid', 'The problem does not exist');
      if (publicOnly && problem.auth !== PROBLEM_AUTH.PUBLIC)
        throw invalidField('pid', 'the problem is not public');
      return link(body, problem, 'pid');
    },

    /** POST /api/group/add-contest-problem-from-group: a problem the contest's group made, by its problem id. */
    async addFromGroup(body: { cid: number; problemId: string; displayId: string }) {
      const contest = await contests.adminGet(body.cid);
      const problem = await problems.findByProblemId(body.problemId);
      if (!problem || contest.gid === null || problem.originGid !== contest.gid)
        throw invalidField('problemId', say("the problem is not one of the group's"));
      return link(body, problem, 'problemId');
    },

    async adminGet(cid: number, pid: number) {
      await contests.adminGet(cid);
      return presentLink(await requireLink(cid, pid));
    },

    async update(body: {
      cid: number;
      pid: number;
      displayId: string;
      displayTitle: string;
      color?: string | null;
    }) {
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
          color: colorAfterEdit(null, body.color),
        });
        return presentLink(await requireLink(body.cid, body.pid));
      }
      const link = await requireLink(body.cid, body.pid);
      await assertDisplayIdFree(repo, body.cid, body.displayId, body.pid);
      await repo.update(body.cid, body.pid, {
        displayId: body.displayId,
        displayTitle: body.displayTitle,
        color: colorAfterEdit(link.color, body.color),
      });
      return presentLink(await requireLink(body.cid, body.pid));
    },

    /** Only the link goes: the bank problem and the contest's submissions stay. */
    async remove(cid: number, pid: number) {
      await contests.adminGet(cid);
      if ((await repo.remove(cid, pid)) === 0)
        throw new AppError('NOT_FOUND', 'The problem is not in this contest');
    },

    // ---- contest side ----
    async list(actor: Actor, cid: number): Promise<ContestProblemRow[]> {
      const view = await gate.forProblems(actor, cid);
      const links = await repo.list(cid);
      const [counts, mine] = await Promise.all([
        view.realtime ? repo.counts(cid) : Promise.resolve(new Map<number, { total: number; ac: number }>()),
        gate.standings(actor, cid, view.realtime),
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
    },

    async details(actor: Actor, cid: number, displayId: string): Promise<ContestProblemDetails> {
      const view = await gate.forProblems(actor, cid);
      const link = await repo.findByDisplayId(cid, displayId);
      const problem = link && (await problems.findById(link.pid));
      if (!link || !problem) throw new AppError('NOT_FOUND', 'The problem is not in this contest');
      const [statusCounts, languages, templates, tags, mine, outside] = await Promise.all([
        view.realtime ? repo.statusCounts(cid, link.pid) : Promise.resolve([]),
        problems.languages(link.pid),
        problems.templates(link.pid),
        problems.tagsOf([link.pid]),
        gate.standings(actor, cid, view.realtime, [link.pid]),
        problemAccess.outsideContests(actor, problem),
      ]);
      let problemCount: ContestProblemCount | null = null;
      if (view.realtime) {
        problemCount = { total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 };
        for (const row of statusCounts) {
          const n = Number(row.count);
          problemCount.total += n;
          const key = COUNT_KEYS[row.status];
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
        tags: showTags ? (tags.get(link.pid) ?? []) : [],
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
    },

    async submissions(
      actor: Actor,
      query: PageQuery & {
        cid: number;
        onlyMine?: boolean;
        displayId?: string;
        status?: number;
        username?: string;
      },
    ) {
      const view = await gate.forProblems(actor, query.cid);
      // While the contest runs, others' submissions stay hidden from non-admins.
      const ownOnly = query.onlyMine || (!view.admin && view.info.status !== CONTEST_STATUS.ENDED);
      const { records, total } = await repo.submissionPage(
        {
          cid: query.cid,
          uid: ownOnly ? actor.uid : undefined,
          username: ownOnly ? undefined : query.username,
          displayId: query.displayId,
          status: view.realtime ? query.status : undefined,
        },
        query,
      );
      const rows: ContestSubmissionRow[] = records.map((r) => {
        const row = {
          ...presentRow({ ...r, title: r.displayTitle ?? r.bankTitle }),
          displayId: r.displayPid,
        };
        return view.realtime ? row : hideResult(row);
      });
      return makePage(rows, total, query);
    },

    async statuses(actor: Actor, cid: number, ids: number[]) {
      const view = await gate.forProblems(actor, cid);
      const ended = view.info.status === CONTEST_STATUS.ENDED;
      const rows = (await repo.submissionStatuses(cid, ids)).filter(
        (r) => view.admin || ended || r.uid === actor.uid,
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
          return [r.id, view.realtime ? entry : hideResult(entry)];
        }),
      );
    },
  };
}
export type ContestProblemsService = ReturnType<typeof createContestProblemsService>;
