import { CONTEST_AUTH, CONTEST_STATUS, JudgeStatus, type ContestInfo } from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import type { ContestAccessFacts } from '../contests/contest-info.ts';
import type { ContestProblemsRepo } from './contest-problems.repo.ts';
import {
  hiddenFromOf,
  viewFor,
  type SealSettings,
  type ViewerView,
} from '../scoreboards/board-visibility.ts';
import type { ContestWindowsRepo } from '../contest-windows/contest-windows.repo.ts';

/** What the caller may do in a contest, computed once per call from get-contest-info's rules. */
export interface ContestView {
  info: ContestInfo;
  admin: boolean;
  /**
   * Spec 2 §6 realtime permission (admins always; ACM contests always; OI contests after the end): the
   * caller's own results show. Read from the seal, so it and the board never disagree.
   */
  realtime: boolean;
  /**
   * What the scoreboard inside the contest shows this caller (board-visibility.ts): the one seal policy
   * every place that shows a contest's results asks (problem counts, the pie, submissions, statuses).
   */
  seal: ViewerView;
  /** The contest is running and, in a time-limited contest, the caller's own window is open. */
  canSubmit: boolean;
  /** A protected contest the caller has not registered for: submitting asks for its password first. */
  needsPassword: boolean;
  /** The caller's virtual participation of the ended contest is running now. */
  virtualRunning: boolean;
  /**
   * The accounts whose contest submissions are the caller's own: the caller, and in a team contest every member
   * of the caller's team (docs/contest-teams.md: each member sees the team's submissions).
   */
  ownUids: number[];
}

/** What the contest's problem list needs of the caller's view: its seal, its own accounts, the contest's type. */
export type ProblemListView = Pick<ContestView, 'admin' | 'realtime' | 'seal' | 'ownUids'> & { type: number };

/**
 * The seal as the board inside the contest applies it to this caller; the contest's own windows (by row key,
 * their ends) move it as they move the board's (docs/contest-rules.md "Own time windows").
 */
export function sealFor(
  info: SealSettings & Pick<ContestInfo, 'now' | 'isContestAdmin'>,
  ownWindowEnds?: ReadonlyMap<number, number>,
): ViewerView {
  return viewFor({
    contest: ownWindowEnds && ownWindowEnds.size > 0 ? { ...info, ownWindowEnds } : info,
    nowMs: Date.parse(info.now),
    viewerIsAdmin: info.isContestAdmin,
    board: 'inside',
    forceRefresh: false,
  });
}

/**
 * Whether a contest submission's result is hidden from the caller: every result without realtime
 * permission; else others' submissions made at or after the seal (each contestant sees their own).
 */
export function resultHidden(
  view: Pick<ContestView, 'realtime' | 'seal'> & { ownUids?: number[] },
  submission: { uid: number; teamId?: number | null; createdAt: string },
  viewerUid: number,
): boolean {
  if (!view.realtime) return true;
  if (submission.uid === viewerUid || view.ownUids?.includes(submission.uid)) return false;
  // Its board row's seal: its team's in a team contest (the negative team id), else its account's.
  const rowKey = submission.teamId ? -submission.teamId : submission.uid;
  const from = hiddenFromOf(view.seal, rowKey);
  return from !== null && Date.parse(submission.createdAt) >= from;
}

export function standingOf(rows: { pid: number; status: number; score: number | null }[]) {
  const result = new Map<number, { status: number; score: number | null }>();
  for (const row of rows) {
    const known = result.get(row.pid);
    if (!known) result.set(row.pid, { status: row.status, score: row.score });
    else if (row.status === JudgeStatus.ACCEPTED && known.status !== JudgeStatus.ACCEPTED)
      result.set(row.pid, { status: JudgeStatus.ACCEPTED, score: known.score });
  }
  return result;
}

/**
 * Whether the caller's own time is open: its own window when the admins set one (docs/contest-rules.md "Own time
 * windows"), else the contest running and, in a time-limited contest, the caller's own limit not past.
 */
function ownTimeOpen(info: ContestInfo, nowMs: number): boolean {
  if (info.window)
    return nowMs >= Date.parse(info.window.startTime) && nowMs < Date.parse(info.window.endTime);
  const limitOpen =
    info.timeLimit <= 0 || (info.beginTime !== null && nowMs < Date.parse(info.personalEndTime));
  return info.status === CONTEST_STATUS.RUNNING && limitOpen;
}

/** A submission inside the caller's own window only, said in the contestant's terms. */
function checkOwnWindow(window: { startTime: string; endTime: string }, nowMs: number) {
  if (nowMs < Date.parse(window.startTime))
    throw new AppError('FORBIDDEN', say('Your time in this contest has not started yet'));
  if (nowMs >= Date.parse(window.endTime))
    throw new AppError('FORBIDDEN', say('Your time in this contest is over'));
}

/** A submission while the contest runs; after the end only a virtual participation's window takes them. */
function checkContestTimes(v: Pick<ContestView, 'info' | 'virtualRunning'>) {
  if (v.info.status === CONTEST_STATUS.SCHEDULED)
    throw new AppError('FORBIDDEN', say('The contest has not started yet'));
  if (v.info.status === CONTEST_STATUS.ENDED && !v.virtualRunning)
    throw new AppError('FORBIDDEN', say('Contest has ended'));
}

/**
 * The problems may be read by contest admins always; by others with access once the contest has started (and,
 * in a time-limited contest that still runs, once they started their clock).
 */
function checkProblemsOpen(
  facts: Pick<
    ContestInfo,
    'isContestAdmin' | 'access' | 'status' | 'now' | 'window' | 'timeLimit' | 'beginTime'
  >,
) {
  if (facts.isContestAdmin) return;
  if (!facts.access) throw new AppError('FORBIDDEN', say('Register for the contest first'));
  if (facts.status === CONTEST_STATUS.SCHEDULED)
    throw new AppError('FORBIDDEN', say('The contest has not started yet'));
  // A late starter's contest begins with its own window: nothing of it before (its problems, its board).
  if (facts.window && Date.parse(facts.now) < Date.parse(facts.window.startTime))
    throw new AppError('FORBIDDEN', say('Your time in this contest has not started yet'));
  // An own window is the contestant's start: no start to press (docs/contest-rules.md "Own time windows").
  if (facts.status === CONTEST_STATUS.RUNNING && facts.timeLimit > 0 && !facts.beginTime && !facts.window)
    throw new AppError('FORBIDDEN', say('Start the contest first'));
}

/**
 * The contest rules other modules need (submissions asks it about contest submissions): who sees a
 * contest's problems, who may submit, who sees which contest submission.
 */
export function createContestGate({
  contests,
  repo,
  windows,
}: {
  contests: ContestsService;
  repo: ContestProblemsRepo;
  /** The contest's own windows, which move the seal (kept: read once a second at most). */
  windows: Pick<ContestWindowsRepo, 'endsOf'>;
}) {
  async function view(actor: Actor, cid: number): Promise<ContestView> {
    const info = await contests.info(actor, cid);
    // The contest hall (docs/contest-hall.md): while it runs, nothing of the contest reaches a non-admin
    // calling from outside its ranges; get-contest-info alone answers, saying so (hall.addressAllowed).
    if (!info.hall.addressAllowed) throw new AppError('CONTEST_ADDRESS_REFUSED');
    const now = Date.parse(info.now);
    const virtualRunning =
      info.virtual !== null &&
      now >= Date.parse(info.virtual.startTime) &&
      now < Date.parse(info.virtual.endTime);
    return {
      info,
      ...(await sealedFor(actor, cid, info)),
      virtualRunning,
      canSubmit:
        info.access &&
        (info.team !== null || !info.teamContest || info.isContestAdmin) &&
        (ownTimeOpen(info, now) || virtualRunning),
      needsPassword: info.auth === CONTEST_AUTH.PROTECTED && !info.registered && !info.isContestAdmin,
    };
  }

  /** The caller's seal and own accounts, from the contest's facts and its own windows. */
  async function sealedFor(
    actor: Actor,
    cid: number,
    facts: Omit<ContestAccessFacts, 'hall'>,
  ): Promise<Omit<ProblemListView, 'type'>> {
    const seal = sealFor(facts, await windows.endsOf(cid));
    return {
      admin: facts.isContestAdmin,
      seal,
      realtime: seal.hiddenFromMs !== Number.NEGATIVE_INFINITY,
      ownUids: facts.team ? facts.team.memberUids : [actor.uid],
    };
  }

  /**
   * The contest's access facts once its problems are open to the caller (the hall's addresses, then
   * checkProblemsOpen): the list's and the board's gate, which need no whole ContestInfo.
   */
  async function openFacts(actor: Actor, cid: number) {
    const facts = await contests.accessFacts(actor, cid);
    if (!facts.hall.addressAllowed) throw new AppError('CONTEST_ADDRESS_REFUSED');
    checkProblemsOpen(facts);
    return facts;
  }

  /**
   * The caller's own status per problem (their team's in a team contest), hidden (-5, no score) without realtime
   * permission.
   */
  async function standings(cid: number, view: Pick<ContestView, 'realtime' | 'ownUids'>, pids?: number[]) {
    const own = standingOf(await repo.userSubmissions(cid, view.ownUids, pids));
    if (view.realtime) return own;
    return new Map(
      [...own.keys()].map((pid) => [pid, { status: JudgeStatus.SUBMITTED_UNKNOWN, score: null }]),
    );
  }

  const gate = {
    view,
    standings,

    /** The contest's problems in display order, for modules that show them (the scoreboard). */
    problemList: (cid: number) => repo.list(cid),

    /** Each problem's time limit (ms) and test case count, for the contest's CLICS export. */
    async problemJudgeFacts(cid: number) {
      const rows = await repo.judgeFacts(cid);
      return new Map(
        rows.map((row) => [
          row.pid,
          { timeLimitMs: row.timeLimit, testDataCount: Number(row.testDataCount ?? 0) },
        ]),
      );
    },

    /**
     * The problems may be read by contest admins always; by others with access once the contest
     * has started (and, in a time-limited contest that still runs, once they started their clock).
     */
    async forProblems(actor: Actor, cid: number): Promise<ContestView> {
      const v = await view(actor, cid);
      checkProblemsOpen(v.info);
      return v;
    },

    /**
     * The contest's problem list and the caller's statuses on it: the problems' rule and the seal, asked of the
     * contest's access facts alone (every contestant opens it at the start, when building the whole ContestInfo
     * for it and get-contest-info took 9-30 % of a server's busy time: docs/load.md).
     */
    async forProblemList(actor: Actor, cid: number): Promise<ProblemListView> {
      const facts = await openFacts(actor, cid);
      return { ...(await sealedFor(actor, cid, facts)), type: facts.type };
    },

    /**
     * The board inside the contest: the problems' rule, asked of the contest's access facts alone (a
     * contestant's board refreshes all contest long; the whole ContestInfo was most of its cost).
     */
    async forBoard(actor: Actor, cid: number): Promise<{ admin: boolean }> {
      return { admin: (await openFacts(actor, cid)).isContestAdmin };
    },

    /** A submission with cid: the contest problem it goes to, or the reason it may not. */
    async forSubmit(actor: Actor, cid: number, pid: number) {
      const v = await view(actor, cid);
      if (!v.info.access) throw new AppError('FORBIDDEN', say('Register for the contest first'));
      // An own window set by the admins replaces the contest's times for this contestant (or team).
      if (v.info.window && !v.admin && !v.virtualRunning)
        checkOwnWindow(v.info.window, Date.parse(v.info.now));
      else checkContestTimes(v);
      if (v.needsPassword) throw new AppError('CONTEST_PASSWORD_REQUIRED');
      // A team contest's submissions are its teams' (docs/contest-teams.md); its admins try problems alone.
      if (v.info.teamContest && !v.admin && !v.info.team)
        throw new AppError('FORBIDDEN', say('Join a team of this contest to submit'));
      if (v.info.timeLimit > 0 && !v.info.window && !v.admin && !v.virtualRunning) {
        if (!v.info.beginTime) throw new AppError('FORBIDDEN', say('Start the contest first'));
        if (!v.canSubmit) throw new AppError('FORBIDDEN', say('Your time in this contest is over'));
      }
      const contestProblem = await repo.find(cid, pid);
      if (!contestProblem) throw new AppError('NOT_FOUND', 'The problem is not in this contest');
      return { view: v, contestProblem, teamId: v.admin ? null : (v.info.team?.id ?? null) };
    },

    /**
     * Whether a viewer sees a contest submission, and its result: contest admins all; others need
     * access, and while the contest runs only their own. Its result as the seal allows (resultHidden).
     */
    async forSubmission(
      viewer: Actor | null,
      submission: { cid: number; uid: number; pid: number; createdAt: string },
    ) {
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      const v = await view(viewer, submission.cid);
      if (!v.admin) {
        if (!v.info.access) throw new AppError('FORBIDDEN', say('Register for the contest first'));
        // A contestant whose own window outlasts the contest still plays: others' stay hidden until it closes.
        const playing = v.info.status !== CONTEST_STATUS.ENDED || (v.info.window && v.canSubmit);
        if (playing && !v.ownUids.includes(submission.uid))
          throw new AppError('FORBIDDEN', say("Others' submissions are hidden until the contest ends"));
      }
      // The contest's title, not the bank's (a renamed problem keeps its origin to itself).
      const link = await repo.find(submission.cid, submission.pid);
      return { view: v, hide: resultHidden(v, submission, viewer.uid), title: link?.displayTitle ?? null };
    },

    /**
     * A contest's participant pages that need no started clock (its announcements, printing): contest
     * admins, and others with access to the contest (in any status).
     */
    async forParticipant(actor: Actor, cid: number): Promise<ContestView> {
      const v = await view(actor, cid);
      if (!v.admin && !v.info.access) throw new AppError('FORBIDDEN', say('Register for the contest first'));
      return v;
    },

    /** The contest admins' tools (spec 2 §6: the author and root): the print queue, the AC helper. */
    async forContestAdmin(actor: Actor, cid: number): Promise<ContestView> {
      const v = await view(actor, cid);
      if (!v.admin) throw new AppError('FORBIDDEN', say('Only the contest admins may do this'));
      return v;
    },

    /** get-user-problem-status with isContestProblemList: the caller's standing in the contest. */
    async userStatuses(actor: Actor, cid: number, pids: number[]) {
      const v = await gate.forProblemList(actor, cid);
      return Object.fromEntries((await standings(cid, v, pids)).entries());
    },
  };
  return gate;
}
export type ContestGate = ReturnType<typeof createContestGate>;
