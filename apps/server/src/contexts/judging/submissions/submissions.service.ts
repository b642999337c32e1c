import {
  IDE_LANGUAGES,
  GROUP_LEVEL,
  isAdminRole,
  JudgeStatus,
  PROBLEM_AUTH,
  makePage,
  type PageQuery,
  type SubmissionRow,
  type SubmitBody,
  type SubtaskResult,
  type ContestRejudgeResult,
} from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import { randomToken } from '../../../lib/random.ts';
import { secondsSince } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { hideResult, type ContestGate } from '../../contests/policy.ts';
import type { ContestProblemsRepo } from '../../contests/facts.ts';
import type { GroupGate } from '../../groups/policy.ts';
import { QUEUE_PRIORITY } from '../judging/queue.repo.ts';
import type { ProblemsRepo } from '../../problems/facts.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import type { TestdataRepo } from '../../problems/facts.ts';
import type { TrainingGate } from '../../trainings/policy.ts';
import { canSeeCases, canSeeCode, canSubmitTo, canViewProblem, isJudgeStaff } from './submissions.policy.ts';
import { presentRow } from './submissions.presenter.ts';
import { createSubmissionsRepo, IN_PROGRESS, isFinal, type SubmissionRecord } from './submissions.repo.ts';
import { createTestRunsRepo, type TestRunOutcome } from './test-runs.repo.ts';

/** Statuses a super admin may set by hand (spec 1-core §4.3: not Judging, Compiling or Compile Error). */
const MANUAL_STATUSES: number[] = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
];

/** A submission whose problem is known by its number (a text id has been looked up). */
type ResolvedSubmit = SubmitBody & { pid: number };

/** The fields every new submission starts with (waiting, no result). */
function newSubmission(actor: Actor, body: ResolvedSubmit, ip: string | null) {
  return {
    uid: actor.uid,
    username: actor.username,
    language: body.language,
    code: body.code,
    length: body.code.length,
    status: JudgeStatus.PENDING,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    errorMessage: null,
    subtaskResults: null,
    share: 0,
    gid: null,
    judger: null,
    isManual: 0,
    unsafe: 0,
    ip,
    version: 0,
    claimedBy: null,
    leaseExpiresAt: null,
    progressDone: 0,
    progressTotal: 0,
  };
}

/** What a submission is checked and stored with: the other contexts' rules and the problems it names. */
export interface SubmissionsDeps {
  db: Db;
  siteConfig: SiteConfigService;
  onQueued: () => void;
  /** Whether a connected judge can run the language: a waiting submission says when none can. */
  canJudge: (language: string) => Promise<boolean>;
  problems: ProblemsRepo;
  testdata: TestdataRepo;
  contestGate: ContestGate;
  trainingGate: TrainingGate;
  groupGate: GroupGate;
  contestProblems: ContestProblemsRepo;
}

export function createSubmissionsService({
  db,
  siteConfig,
  onQueued,
  canJudge,
  problems,
  testdata,
  contestGate,
  trainingGate,
  groupGate,
  contestProblems,
}: SubmissionsDeps) {
  const repo = createSubmissionsRepo(db);
  const testRuns = createTestRunsRepo(db);
  /**
   * The polled detail's row (the submission with its problem's title, type and sharing), kept until a
   * submission, a problem or a user (whose removal removes their submissions) changes: on this server at
   * once (a judge's verdict, a share, a rejudge), from another server of the same PostgreSQL within a
   * second (no trigger watches these tables). While submissions are being judged the stamp moves at every
   * step and a poll reads; a finished one, or a quiet judge, is answered from memory. Who may see it is
   * decided on every call, never kept.
   */
  const keptDetailRows = keptReads<Awaited<ReturnType<typeof repo.findWithProblem>>>(
    changeStampOf(db, ['submissions', 'problems', 'users'], { trustMs: 1_000 }),
    256,
  );

  const noSuchSubmission = () => new AppError('NOT_FOUND', 'The submission does not exist');

  async function requireSubmission(id: number): Promise<SubmissionRecord> {
    const submission = await repo.findById(id);
    if (!submission) throw noSuchSubmission();
    return submission;
  }

  async function requireSubmittableProblem(actor: Actor, pid: number, language: string) {
    const problem = await problems.findById(pid);
    if (!problem || !canViewProblem(actor, problem))
      throw new AppError('NOT_FOUND', 'The problem does not exist');
    if (!canSubmitTo(actor, problem))
      throw new AppError('FORBIDDEN', say('This problem does not accept submissions outside its contest'));
    const languages = await problems.languages(pid);
    if (!languages.includes(language))
      throw invalidField('language', say('{{language}} is not allowed for this problem', { language }));
    return problem;
  }

  /**
   * A problem reached through a training (a submission or a test run with tid): the training decides
   * (access, the problem in it), not the bank's visibility, so a private problem it holds can be solved. `gid`:
   * whose submission it is: a group's training makes it the group's, a bank problem's too (as the reference
   * keeps the training's gid), so the group's rank counts it; else the problem's own.
   */
  async function requireTrainingProblem(actor: Actor, body: { tid: number; pid: number; language: string }) {
    const { view } = await trainingGate.forProblem(actor, body.tid, body.pid);
    const problem = await problems.findById(body.pid);
    if (!problem) throw new AppError('NOT_FOUND', 'The problem does not exist');
    if (!(await problems.languages(body.pid)).includes(body.language))
      throw invalidField(
        'language',
        say('{{language}} is not allowed for this problem', { language: body.language }),
      );
    return { problem, gid: view.training.gid ?? problem.gid };
  }

  /**
   * A problem reached through its group (a submission with gid): members solve the group's problems open to them
   * (auth 1), its admins any (docs/api.md "Group problems"). One the back office made public is the bank's now.
   */
  async function requireGroupProblem(actor: Actor, body: { gid: number; pid: number; language: string }) {
    const standing = await groupGate.forMember(actor, body.gid);
    const problem = await problems.findById(body.pid);
    if (!problem || problem.originGid !== body.gid)
      throw new AppError('NOT_FOUND', 'The problem does not exist');
    if (problem.gid === null) return requireSubmittableProblem(actor, body.pid, body.language);
    if (problem.auth !== PROBLEM_AUTH.PUBLIC && standing.level < GROUP_LEVEL.ADMIN)
      throw new AppError('NOT_FOUND', 'The problem does not exist');
    if (!(await problems.languages(body.pid)).includes(body.language))
      throw invalidField(
        'language',
        say('{{language}} is not allowed for this problem', { language: body.language }),
      );
    return problem;
  }

  /** A group's submission is seen by the group's members only (the gate's refusals otherwise). */
  async function assertGroupSubmissionVisible(viewer: Actor | null, submission: SubmissionRecord) {
    if (submission.gid !== null) await groupGate.forMember(viewer, submission.gid);
  }

  /** The super admin's rejudge: back to the queue behind fresh work (the rejudge priority), judges woken. */
  async function sendBackToJudge(ids: number[]) {
    await repo.requeueAll(ids, QUEUE_PRIORITY.rejudge);
    if (ids.length > 0) onQueued();
  }

  /**
   * A submission in a contest: the contest's rules (access, running, the personal window of a
   * time-limited contest, the problem in the contest) instead of the bank's; no submission
   * interval and no public-judge switch; stored with cid and the contest display id.
   */
  /**
   * A problem reached through a contest (a submission or a test run with cid): the contest's rules
   * decide, not the bank's visibility, so a contest-only or private problem can be worked on.
   */
  async function requireContestProblem(actor: Actor, body: { cid: number; pid: number; language: string }) {
    // The back office's contest-judge switch closes contest submissions and test runs (admin roles may
    // still try their contests), as the public-judge switch does outside contests.
    if (!(await siteConfig.switches()).openContestJudge && !isAdminRole(actor.role))
      throw new AppError('NO_ACCESS', say('No Access: contest judging is closed on this site'));
    const { contestProblem } = await contestGate.forSubmit(actor, body.cid, body.pid);
    const problem = await problems.findById(body.pid);
    if (!problem) throw new AppError('NOT_FOUND', 'The problem does not exist');
    if (!(await problems.languages(body.pid)).includes(body.language))
      throw invalidField(
        'language',
        say('{{language}} is not allowed for this problem', { language: body.language }),
      );
    return { contestProblem, problem };
  }

  /**
   * The reference client names the problem by the id on its page: the contest's display id ("A") with cid,
   * the problem's problemId otherwise. An unknown one is a missing problem, as a wrong number is.
   */
  async function resolvePid(body: SubmitBody): Promise<ResolvedSubmit> {
    if (typeof body.pid === 'number') return { ...body, pid: body.pid };
    const pid = body.cid
      ? (await contestProblems.findByDisplayId(body.cid, body.pid))?.pid
      : (await problems.findByProblemId(body.pid))?.id;
    if (pid === undefined) throw new AppError('NOT_FOUND', 'The problem does not exist');
    return { ...body, pid };
  }

  async function submitToContest(
    actor: Actor,
    body: ResolvedSubmit & { cid: number },
    ip: string | null,
  ): Promise<SubmissionRow> {
    const { contestProblem, problem } = await requireContestProblem(actor, body);
    const id = await repo.insert({
      ...newSubmission(actor, body, ip),
      pid: problem.id,
      displayPid: contestProblem.displayId,
      cid: body.cid,
      priority: QUEUE_PRIORITY.contest,
    });
    const stored = await requireSubmission(id);
    onQueued();
    return presentRow({ ...stored, title: contestProblem.displayTitle, problemType: problem.type });
  }

  const service = {
    async submit(actor: Actor, sent: SubmitBody, ip: string | null): Promise<SubmissionRow> {
      const body = await resolvePid(sent);
      if (body.gid && (body.cid || body.tid))
        throw invalidField(
          'gid',
          say("a group submission goes to the group's problem, not through a contest or training"),
        );
      if (body.cid && body.tid)
        throw invalidField('tid', 'a submission goes to a contest or a training, not both');
      if (body.cid) return submitToContest(actor, { ...body, cid: body.cid }, ip);
      const switches = await siteConfig.switches();
      if (!switches.openPublicJudge && !isAdminRole(actor.role))
        throw new AppError('FORBIDDEN', say('The judge is closed for submissions outside contests'));
      // Through a training (tid): the training's rules; otherwise the bank's. Both are the public site's
      // submissions (the interval, the switch and the bank's counts apply alike).
      const trained = body.tid ? await requireTrainingProblem(actor, { ...body, tid: body.tid }) : null;
      const problem = trained
        ? trained.problem
        : body.gid
          ? await requireGroupProblem(actor, { ...body, gid: body.gid })
          : await requireSubmittableProblem(actor, body.pid, body.language);
      if (!isAdminRole(actor.role) && switches.defaultSubmitInterval > 0) {
        const last = await repo.lastSubmitTime(actor.uid);
        const wait = last ? Math.ceil(switches.defaultSubmitInterval - secondsSince(last)) : 0;
        if (wait > 0)
          throw new AppError(
            'COOLDOWN',
            say('Submitting too fast: wait {{seconds}} {{seconds|second|seconds}}', { seconds: wait }),
            { secondsLeft: wait },
          );
      }
      const id = await repo.insert({
        ...newSubmission(actor, body, ip),
        pid: problem.id,
        displayPid: problem.problemId,
        cid: 0,
        tid: body.tid || null,
        gid: trained ? trained.gid : problem.gid,
        priority: QUEUE_PRIORITY.normal,
      });
      // Read before waking the judges: a fast judge would otherwise be seen already compiling it.
      const stored = await requireSubmission(id);
      onQueued();
      return presentRow({ ...stored, title: problem.title, problemType: problem.type });
    },

    async detail(viewer: Actor | null, id: number) {
      // One read for the submission and its problem's title, type and sharing (a polled call), kept.
      const found = await keptDetailRows(String(id), () => repo.findWithProblem(id));
      if (!found) throw noSuchSubmission();
      const { problemTitle, problemType, problemCodeShare, ...submission } = found;
      await assertGroupSubmissionVisible(viewer, submission);
      // A contest submission: the contest's rules decide who sees it and whether its result shows.
      const contest = submission.cid !== 0 ? await contestGate.forSubmission(viewer, submission) : null;
      const codeShare = problemCodeShare === 1;
      const codeVisible = canSeeCode(viewer, submission, {
        problemCodeShare: codeShare,
        hideNonContestCode: (await siteConfig.switches()).hideNonContestSubmissionCode,
      });
      const row = presentRow({
        ...submission,
        title: contest?.title ?? problemTitle ?? '',
        problemType: problemType ?? 0,
      });
      return {
        submission: {
          ...(contest?.hide ? hideResult(row) : row),
          code: codeVisible ? submission.code : null,
          errorMessage: contest?.hide ? null : submission.errorMessage,
          progressDone: submission.progressDone,
          progressTotal: submission.progressTotal,
          unsafe: submission.unsafe === 1,
        },
        codeShare,
        /** Waiting with no connected judge able to run its language: it is judged once one connects. */
        noJudgeForLanguage:
          submission.status === JudgeStatus.PENDING && !(await canJudge(submission.language)),
        /** The owner may download the first failed case of a finished submission outside contests. */
        canDownloadWrongCase: Boolean(
          viewer &&
          viewer.uid === submission.uid &&
          submission.cid === 0 &&
          isFinal(submission.status) &&
          submission.status !== JudgeStatus.ACCEPTED &&
          submission.status !== JudgeStatus.COMPILE_ERROR,
        ),
      };
    },

    async caseResults(viewer: Actor | null, id: number) {
      const submission = await requireSubmission(id);
      await assertGroupSubmissionVisible(viewer, submission);
      const problem = await problems.findById(submission.pid);
      const judgeCaseMode = problem?.judgeCaseMode ?? 'default';
      const contest = submission.cid !== 0 ? await contestGate.forSubmission(viewer, submission) : null;
      if (!problem || contest?.hide || !canSeeCases(viewer, problem))
        return { judgeCaseMode, judgeCaseList: [], subTaskJudgeCaseVoList: [], hidden: true };
      const staff = isJudgeStaff(viewer);
      const cases = (await repo.cases(id, submission.version)).map((c) => ({
        caseId: c.position + 1,
        status: c.status,
        time: c.time,
        memory: c.memory,
        score: c.score,
        groupNum: c.groupNum,
        inputData: c.inputName,
        outputData: c.outputName,
        userOutput: staff ? c.userOutput : null,
        message: staff ? c.message : null,
      }));
      const stored: SubtaskResult[] = submission.subtaskResults
        ? (JSON.parse(submission.subtaskResults) as SubtaskResult[])
        : [];
      const subtasks = stored.map((subtask) => ({
        groupNum: subtask.groupNum,
        status: subtask.status,
        score: Math.round(subtask.score),
        ac: subtask.ac,
        total: subtask.total,
        time: subtask.timeMs,
        memory: subtask.memoryKb,
        subtaskDetailList: cases.filter((c) => c.groupNum === subtask.groupNum),
      }));
      return { judgeCaseMode, judgeCaseList: cases, subTaskJudgeCaseVoList: subtasks, hidden: false };
    },

    async list(
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
      if (query.gid) await groupGate.forMember(viewer, query.gid);
      const { records, total } = await repo.page(
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
    },

    /** Outside contests only: contest submissions answer check-contest-submissions-status. */
    /** A group's submissions answer only its members (the others' rows are left out, as a contest's are). */
    async statuses(viewer: Actor | null, ids: number[]) {
      const found = (await repo.statuses(ids)).filter((r) => r.cid === 0);
      const member = new Map<number, boolean>();
      for (const gid of new Set(found.flatMap((r) => (r.gid === null ? [] : [r.gid])))) {
        try {
          await groupGate.forMember(viewer, gid);
          member.set(gid, true);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          member.set(gid, false);
        }
      }
      const rows = found.filter((r) => r.gid === null || member.get(r.gid));
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
    },

    /** An entry per asked pid (-10 where never submitted): the reference client reads map[pid].status. */
    async userProblemStatus(actor: Actor, pids: number[], contest?: { cid: number }) {
      const found: Record<number, { status: number; score: number | null }> = contest
        ? await contestGate.userStatuses(actor, contest.cid, pids)
        : Object.fromEntries(
            [...(await repo.userStatuses(actor.uid, pids)).entries()].map(([pid, s]) => [
              pid,
              { status: s.status, score: s.score },
            ]),
          );
      return Object.fromEntries(
        pids.map((pid) => [pid, found[pid] ?? { status: JudgeStatus.NOT_SUBMITTED, score: null }]),
      );
    },

    /**
     * GET /api/get-last-ac-code: the caller's own latest accepted code of a problem (its button "use my last
     * accepted code"), `{ submitId, language, code }`; `{ code: '' }` when there is none.
     */
    async lastAcceptedCode(actor: Actor, pid: number, cid: number) {
      const row = await repo.lastAccepted(actor.uid, pid, cid);
      if (!row) return { submitId: null, language: null, code: '' };
      return { submitId: row.id, language: row.language, code: row.code };
    },

    async share(actor: Actor, id: number, share: boolean) {
      const submission = await requireSubmission(id);
      if (submission.uid !== actor.uid)
        throw new AppError('FORBIDDEN', say('Only the author may share this code'));
      const problem = await problems.findById(submission.pid);
      if (share && problem?.codeShare !== 1)
        throw new AppError('FORBIDDEN', say('This problem does not allow sharing code'));
      await repo.setShare(id, share);
    },

    /** A submission the judge failed on (System Error) goes back to the queue at its owner's request. */
    async resubmit(actor: Actor, id: number) {
      const submission = await requireSubmission(id);
      if (submission.uid !== actor.uid && !isAdminRole(actor.role)) throw new AppError('FORBIDDEN');
      if (
        submission.status !== JudgeStatus.SYSTEM_ERROR &&
        submission.status !== JudgeStatus.SUBMITTED_FAILED
      ) {
        throw new AppError(
          'BAD_REQUEST',
          say('Only a submission that failed to be judged can be resubmitted'),
        );
      }
      await repo.requeue(id, QUEUE_PRIORITY.normal);
      onQueued();
    },

    async rejudge(id: number) {
      await requireSubmission(id);
      await sendBackToJudge([id]);
    },

    /**
     * Spec 2 §2.9: every submission of one problem in one contest back to the queue (root only, by the
     * route). The board follows by itself: each requeued row bumps the contest's board counter.
     */
    async rejudgeContestProblem(actor: Actor, cid: number, pid: number): Promise<ContestRejudgeResult> {
      await contestGate.forContestAdmin(actor, cid);
      if (!(await contestGate.problemList(cid)).some((link) => link.pid === pid))
        throw new AppError('NOT_FOUND', 'The problem is not in this contest');
      const ids = await repo.contestProblemSubmissionIds(cid, pid);
      await sendBackToJudge(ids);
      return { count: ids.length };
    },

    async manualJudge(id: number, status: number, score: number | undefined) {
      const submission = await requireSubmission(id);
      if (
        [JudgeStatus.JUDGING, JudgeStatus.COMPILING, JudgeStatus.COMPILE_ERROR].includes(
          submission.status as never,
        )
      ) {
        throw invalidField(
          'submitId',
          'a submission that is judging, compiling or failed to compile cannot be judged by hand',
        );
      }
      if (!MANUAL_STATUSES.includes(status))
        throw invalidField('status', 'choose a final verdict (not cancelled, judging or compile error)');
      await repo.setManual(id, status, score ?? submission.score ?? null);
    },

    async cancel(id: number) {
      const submission = await requireSubmission(id);
      if (!IN_PROGRESS.includes(submission.status) && submission.status !== JudgeStatus.SYSTEM_ERROR) {
        throw invalidField('submitId', 'only a waiting or judging submission can be cancelled');
      }
      await repo.setManual(id, JudgeStatus.CANCELLED, 0);
    },

    remove: async (id: number) => {
      await requireSubmission(id);
      await repo.remove(id);
    },

    /** The first failed case's input and answer, for the owner outside contests. */
    async wrongCase(actor: Actor, id: number) {
      const submission = await requireSubmission(id);
      const detail = await service.detail(actor, id);
      if (!detail.canDownloadWrongCase)
        throw new AppError(
          'FORBIDDEN',
          say('Only the author may download the failed case of a finished submission outside contests'),
        );
      const failed = (await repo.cases(id, submission.version)).find(
        (c) => c.status !== JudgeStatus.ACCEPTED,
      );
      const stored =
        failed && (await problems.cases(submission.pid)).find((c) => c.position === failed.position);
      if (!stored) throw new AppError('NOT_FOUND', 'No failed case was recorded for this submission');
      return {
        caseId: failed.position + 1,
        inputName: stored.inputName,
        outputName: stored.outputName,
        input: (await testdata.get(stored.inputHash)) ?? Buffer.alloc(0),
        output: stored.outputHash
          ? ((await testdata.get(stored.outputHash)) ?? Buffer.alloc(0))
          : Buffer.alloc(0),
      };
    },

    async startTestRun(
      actor: Actor,
      body: {
        pid?: number;
        cid?: number;
        tid?: number;
        /** A run on a group problem's page: the group's rules (docs/api.md "Group problems"). */
        gid?: number;
        language: string;
        code: string;
        userInput: string;
        expectedOutput?: string;
      },
    ) {
      if (body.pid !== undefined && body.cid)
        await requireContestProblem(actor, { cid: body.cid, pid: body.pid, language: body.language });
      else if (body.pid !== undefined && body.tid)
        await requireTrainingProblem(actor, { tid: body.tid, pid: body.pid, language: body.language });
      else if (body.pid !== undefined && body.gid)
        await requireGroupProblem(actor, { gid: body.gid, pid: body.pid, language: body.language });
      else if (body.pid !== undefined) await requireSubmittableProblem(actor, body.pid, body.language);
      // The online IDE's run has no problem: only the IDE's languages (docs/api.md "Online IDE").
      else if (!(IDE_LANGUAGES as readonly string[]).includes(body.language))
        throw invalidField(
          'language',
          say('{{language}} is not a language of the online IDE', { language: body.language }),
        );
      const runKey = randomToken(18);
      await testRuns.insert({
        runKey,
        uid: actor.uid,
        pid: body.pid ?? null,
        language: body.language,
        code: body.code,
        userInput: body.userInput,
        expectedOutput: body.expectedOutput ?? null,
      });
      onQueued();
      return runKey;
    },

    async testRunResult(actor: Actor, runKey: string) {
      const run = await testRuns.find(runKey);
      if (!run || run.uid !== actor.uid)
        throw new AppError('NOT_FOUND', 'The test run does not exist or has expired');
      const problem = run.pid === null ? undefined : await problems.findById(run.pid);
      const outcome: TestRunOutcome | null = run.result ? (JSON.parse(run.result) as TestRunOutcome) : null;
      return {
        status: run.status,
        time: outcome?.time ?? null,
        memory: outcome?.memory ?? null,
        stderr: outcome?.stderr ?? null,
        userInput: run.userInput,
        expectedOutput: run.expectedOutput,
        userOutput: outcome?.userOutput ?? null,
        problemJudgeMode: problem?.judgeMode ?? 'default',
      };
    },
  };
  return service;
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
