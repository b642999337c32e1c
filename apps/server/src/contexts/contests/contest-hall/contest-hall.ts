import { addressInNetworks, sameAddress } from '@judge/contract/hall-addresses';
import {
  CONTEST_AUTH,
  CONTEST_STATUS,
  GROUP_LEVEL,
  isHallContest,
  isRoleId,
  isRoot,
  type ContestHallInfo,
  type HallSettings,
  type SessionRule,
} from '@judge/contract';
import { AppError } from '../../../errors.ts';
import { nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import { presentHall } from '../contests/contest-hall-values.ts';
import type { ContestsRepo } from '../contests/contests.repo.ts';
import { contestStatus } from '../contests/contest-status.ts';
import type { TeamMembership } from '../contest-teams/team-membership.ts';
import type { HallContestRow, HallContestsRepo } from './hall-contests.repo.ts';

/** Who a hall rule is asked about: a signed-in caller, or an account signing in. */
export type HallAccount = Pick<Actor, 'uid' | 'username' | 'role'>;

/** How strict each session rule is: an account held by two hall contests keeps the strictest. */
const STRICTNESS: Record<SessionRule, number> = { any: 0, 'single-replace': 1, 'single-refuse': 2 };

const running = (contest: { startTime: string; endTime: string }) =>
  contestStatus(nowIso(), contest.startTime, contest.endTime) === CONTEST_STATUS.RUNNING;

/**
 * Whether a running contest's hall refuses the caller's address (docs/contest-hall.md): only while it runs, only
 * when it names ranges, never its admins. The contest gate asks it for every page of the contest.
 */
export function addressRefused(
  contest: { startTime: string; endTime: string; hall: HallSettings },
  caller: { admin: boolean; address: string | null },
): boolean {
  if (caller.admin || contest.hall.allowedNetworks.length === 0 || !running(contest)) return false;
  return !addressInNetworks(caller.address, contest.hall.allowedNetworks);
}

/** Whether the account has a seat in the hall (seats are the contest's registrations too). */
export const isSeat = (hall: HallSettings, username: string) =>
  hall.ipAutoLogin.some((entry) => entry.username.toLowerCase() === username.toLowerCase());

/** What get-contest-info tells the caller of the contest's hall. */
export function hallInfoFor(
  contest: { startTime: string; endTime: string; hall: HallSettings },
  caller: { admin: boolean; address: string | null },
): ContestHallInfo {
  return { restricted: isHallContest(contest.hall), addressAllowed: !addressRefused(contest, caller) };
}

/**
 * The contest hall's rules across contests: which running hall contest holds an account (a contestant of it,
 * not one of its admins), the session rule that applies at sign-in, and which seat an address is.
 */
export function createContestHall({
  hallContests,
  contests,
  groups,
  teams,
}: {
  hallContests: HallContestsRepo;
  contests: Pick<ContestsRepo, 'registration' | 'tookPart'>;
  groups: Pick<GroupGate, 'standing'>;
  /** A team's members take part through their team (docs/contest-teams.md). */
  teams: Pick<TeamMembership, 'isMember'>;
}) {
  // Each kept list of hall contests with its settings read, once per list (asked on every signed-in call).
  const presented = new WeakMap<HallContestRow[], (HallContestRow & { hall: HallSettings })[]>();
  async function runningHalls() {
    const unended = await hallContests.unended();
    if (unended.length === 0) return [];
    let withHalls = presented.get(unended);
    if (withHalls === undefined) {
      withHalls = unended.map((contest) => ({ ...contest, hall: presentHall(contest) }));
      presented.set(unended, withHalls);
    }
    return withHalls.filter(running);
  }

  /** The contest's admins (the author, root, a group contest's group roots) are never held by its hall. */
  async function administers(account: HallAccount, contest: HallContestRow) {
    if (isRoot(account.role) || account.uid === contest.uid) return true;
    if (contest.gid === null) return false;
    try {
      return (await groups.standing({ ...account, sessionId: '' }, contest.gid)).level >= GROUP_LEVEL.ROOT;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /**
   * A contestant: registered, one of its seats, a member of one of its teams, or (in a public contest, where nobody
   * registers) someone who has submitted to it while it runs.
   */
  async function takesPart(account: HallAccount, contest: HallContestRow & { hall: HallSettings }) {
    if (isSeat(contest.hall, account.username) || (await contests.registration(contest.id, account.uid)))
      return true;
    if (await teams.isMember(contest.id, account.uid)) return true;
    return contest.auth === CONTEST_AUTH.PUBLIC && contests.tookPart(contest, account.uid);
  }

  /** The running hall contests that hold the account, earliest end first. */
  async function holding(account: HallAccount) {
    const held = [];
    for (const contest of await runningHalls()) {
      if ((await takesPart(account, contest)) && !(await administers(account, contest))) held.push(contest);
    }
    return held.sort((a, b) => a.endTime.localeCompare(b.endTime));
  }

  return {
    /** The running hall contest the account is held by (the contest-only view), or null. */
    async confinementOf(account: HallAccount) {
      const [contest] = await holding(account);
      return contest ? { cid: contest.id, title: contest.title, endTime: contest.endTime } : null;
    },

    /** The session rule for the account's sign-in now: the strictest of the hall contests that hold it. */
    async sessionRuleOf(account: HallAccount): Promise<SessionRule> {
      let rule: SessionRule = 'any';
      for (const contest of await holding(account))
        if (STRICTNESS[contest.hall.sessionRule] > STRICTNESS[rule]) rule = contest.hall.sessionRule;
      return rule;
    },

    /** The running hall contests that allow one session per account (few, and kept: cheap to ask on every call). */
    async singleSessionContestIds(): Promise<number[]> {
      const halls = await runningHalls();
      return halls.filter((contest) => contest.hall.sessionRule !== 'any').map((contest) => contest.id);
    },

    /** Whether a running hall contest that allows one session per account holds the account. */
    async heldToOneSession(account: HallAccount): Promise<boolean> {
      return (await holding(account)).some((contest) => contest.hall.sessionRule !== 'any');
    },

    /** A seat's account as it signs in, when it exists and may. */
    async seatAccount(username: string): Promise<HallAccount | null> {
      const account = await hallContests.seatAccount(username);
      return account && isRoleId(account.role) ? { ...account, role: account.role } : null;
    },

    /** The seat account a running hall contest signs in at the address, or null. */
    async seatAt(address: string): Promise<string | null> {
      for (const contest of await runningHalls()) {
        const seat = contest.hall.ipAutoLogin.find((entry) => sameAddress(address, entry.address));
        if (seat) return seat.username;
      }
      return null;
    },
  };
}
export type ContestHall = ReturnType<typeof createContestHall>;
