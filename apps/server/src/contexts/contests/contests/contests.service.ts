import {
  GROUP_LEVEL,
  AWARD_TYPE,
  CONTEST_AUTH,
  CONTEST_STATUS,
  isRoot,
  makePage,
  RECENT_CONTEST_DAYS,
  RECENT_CONTEST_MAX,
  SEAL_RANK_OPTION,
  type AccountLimitRule,
  type AdminContestRow,
  type AdminContestView,
  type AwardConfigItem,
  type ContestInfo,
  type ContestListRow,
  type ContestSaveInput,
  type OiRankScoreType,
  type PageQuery,
  type RankShowName,
  type VirtualParticipation,
  VIRTUAL_START_MAX_DAYS,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import {
  contestStatus,
  defaultSealOption,
  durationSeconds,
  matchesAccountRule,
  personalEndTime,
  sealOptionDisabled,
  sealOptionOf,
  sealRankTimeFor,
} from './contest-status.ts';
import type { ContestRow, ContestsRepo, ContestValues } from './contests.repo.ts';

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** An ISO time the database can sort as text: 1970 to 9999, as toISOString writes it. */
function storedTime(field: string, value: string): string {
  const iso = new Date(value).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso) || iso < '1970')
    throw invalidField(field, `${field} must be between 1970 and 9999`);
  return iso;
}

/**
 * The form's rules beyond the shapes (spec 3 §4, §5), each failing with a 400 naming its field, and
 * the row they produce. `storedPwd` is the contest's password on an edit (kept when pwd is omitted).
 */
export function contestValuesFrom(
  body: ContestSaveInput,
  options: { uid: number; gid: number | null; storedPwd?: string | null },
): ContestValues {
  const startTime = storedTime('startTime', body.startTime);
  const endTime = storedTime('endTime', body.endTime);
  if (endTime <= startTime) throw invalidField('endTime', 'endTime must be after startTime');
  const duration = durationSeconds(startTime, endTime);
  if (duration <= 0) throw invalidField('endTime', 'the contest must last at least one second');
  if (duration > 2_147_483_647) throw invalidField('endTime', 'the contest is too long');

  let pwd: string | null = null;
  if (body.auth !== CONTEST_AUTH.PUBLIC) {
    pwd = body.pwd === undefined ? (options.storedPwd ?? '') : body.pwd;
    if (!pwd) throw invalidField('pwd', 'a private or protected contest needs a password');
  }

  let sealRankTime: string | null = null;
  if (body.sealRank) {
    const option = body.sealRankOption ?? defaultSealOption(body.type, duration);
    if (sealOptionDisabled(option, duration))
      throw invalidField(
        'sealRankOption',
        option === SEAL_RANK_OPTION.HALF_HOUR
          ? 'sealing the last half hour needs a contest of at least 30 minutes'
          : 'sealing the last hour needs a contest of at least one hour',
      );
    sealRankTime = sealRankTimeFor(option, startTime, endTime);
  }

  const seen = new Set<string>();
  body.starAccount.forEach((name, i) => {
    const key = name.toLowerCase();
    if (seen.has(key)) throw invalidField(`starAccount.${i}`, `${name} is listed twice`);
    seen.add(key);
  });

  // A rule is kept while the limit is off (the form shows it again), but never an impossible one.
  const accountLimitRule: AccountLimitRule | null = body.accountLimitRule ?? null;
  if (body.openAccountLimit && !accountLimitRule)
    throw invalidField('accountLimitRule', 'accountLimitRule is required when the account limit is on');
  if (accountLimitRule) {
    if (body.openAccountLimit && !accountLimitRule.prefix && !accountLimitRule.suffix)
      throw invalidField('accountLimitRule.prefix', 'a prefix or a suffix is required');
    if (accountLimitRule.start > accountLimitRule.end)
      throw invalidField('accountLimitRule.end', 'end must not be below start');
  }

  const priorities = new Set<number>();
  body.awardConfig.forEach((item, i) => {
    if (priorities.has(item.priority))
      throw invalidField(`awardConfig.${i}.priority`, `priority ${item.priority} is used twice`);
    priorities.add(item.priority);
    if (body.awardType === AWARD_TYPE.PROPORTION && item.num > 100)
      throw invalidField(`awardConfig.${i}.num`, 'a proportion is a percent: 0 to 100');
  });
  if (body.awardType === AWARD_TYPE.PROPORTION) {
    const sum = body.awardConfig.reduce((total, item) => total + item.num, 0);
    if (sum > 100) throw invalidField('awardConfig', 'the proportions add up to more than 100 percent');
  }
  if (body.awardType !== AWARD_TYPE.NONE && body.awardConfig.length === 0)
    throw invalidField('awardConfig', 'awards need at least one row');

  if (body.timeLimit > duration)
    throw invalidField('timeLimit', 'the time limit must not be longer than the contest');

  return {
    title: body.title,
    description: body.description,
    startTime,
    endTime,
    duration,
    type: body.type,
    auth: body.auth,
    pwd,
    sealRank: body.sealRank ? 1 : 0,
    sealRankTime,
    autoRealRank: body.autoRealRank ? 1 : 0,
    openPrint: body.openPrint ? 1 : 0,
    openRank: body.openRank ? 1 : 0,
    rankShowName: body.rankShowName,
    openAccountLimit: body.openAccountLimit ? 1 : 0,
    accountLimitRule: accountLimitRule ? JSON.stringify(accountLimitRule) : null,
    starAccount: JSON.stringify(body.starAccount),
    oiRankScoreType: body.oiRankScoreType,
    awardType: body.awardType,
    awardConfig: JSON.stringify([...body.awardConfig].sort((a, b) => a.priority - b.priority)),
    visible: body.visible ? 1 : 0,
    uid: options.uid,
    gid: options.gid,
    timeLimit: body.timeLimit,
  };
}

const listRow = (row: ContestRow, now: string): ContestListRow => ({
  id: row.id,
  title: row.title,
  type: row.type,
  auth: row.auth,
  startTime: row.startTime,
  endTime: row.endTime,
  duration: row.duration,
  status: contestStatus(now, row.startTime, row.endTime),
  count: row.count,
  timeLimit: row.timeLimit,
  openRank: row.openRank === 1,
});

const adminRow = (row: ContestRow, now: string): AdminContestRow => ({
  ...listRow(row, now),
  visible: row.visible === 1,
  uid: row.uid,
  author: row.author,
  gid: row.gid,
  gmtCreate: row.gmtCreate,
  gmtModified: row.gmtModified,
});

/** The contest admin of spec 2 §6: the author or root. */
export const isContestAdmin = (actor: Actor, contest: { uid: number }) =>
  isRoot(actor.role) || actor.uid === contest.uid;

export function createContestsService({ groups, repo }: { groups: GroupGate; repo: ContestsRepo }) {
  /**
   * Whether the caller administers the contest. A group's contest (docs/api.md "Group contests") first asks the
   * group: its members only (the group gate's 401, 404 or 403); then its admins are the group's roots and its
   * author (spec 3 §6). A site contest: root and its author.
   */
  async function adminOf(actor: Actor, contest: ContestRow): Promise<boolean> {
    if (contest.gid === null) return isContestAdmin(actor, contest);
    const { level } = await groups.forMember(actor, contest.gid);
    return level >= GROUP_LEVEL.ROOT || actor.uid === contest.uid;
  }

  async function requireContest(cid: number) {
    const contest = await repo.findById(cid);
    if (!contest) throw new AppError('NOT_FOUND', 'The contest does not exist');
    return contest;
  }

  /** A contest as the public side sees it: an invisible one exists only for its contest admins. */
  async function requireVisibleContest(actor: Actor, cid: number) {
    const contest = await repo.findById(cid);
    if (!contest) throw new AppError('NOT_FOUND', 'The contest does not exist');
    const admin = await adminOf(actor, contest);
    if (contest.visible !== 1 && !admin) throw new AppError('NOT_FOUND', 'The contest does not exist');
    return Object.assign(contest, { admin });
  }

  /**
   * Access to the contest (entering its problems, submissions and rank): contest admins always;
   * otherwise the account limit must admit the user, and a public or protected contest needs nothing
   * more while a private one needs the registration its password gives. Submitting to a protected
   * contest needs that registration too (spec 2 §6; the contest gate asks for it).
   */
  function accessFor(actor: Actor, contest: ContestRow & { admin: boolean }, registered: boolean): boolean {
    if (contest.admin) return true;
    if (contest.openAccountLimit === 1) {
      const rule = parseJson<AccountLimitRule | null>(contest.accountLimitRule, null);
      if (rule && !matchesAccountRule(actor.username, rule)) return false;
    }
    return contest.auth !== CONTEST_AUTH.PRIVATE || registered;
  }

  return {
    /** The back office's list; with `gid` a group's (GET /api/group/get-admin-contest-list). */
    async adminList(query: PageQuery & { keyword?: string }, gid: number | null = null) {
      const now = nowIso();
      const { total, rows } = await repo.adminList({
        gid,
        keyword: query.keyword,
        offset: (query.currentPage - 1) * query.limit,
        limit: query.limit,
      });
      return makePage(
        rows.map((row) => adminRow(row, now)),
        total,
        query,
      );
    },

    async adminGet(cid: number): Promise<AdminContestView> {
      const row = await requireContest(cid);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        startTime: row.startTime,
        endTime: row.endTime,
        duration: row.duration,
        type: row.type,
        auth: row.auth,
        pwd: row.pwd,
        sealRank: row.sealRank === 1,
        sealRankOption:
          row.sealRank === 1 ? sealOptionOf(row.sealRankTime, row.startTime, row.endTime) : null,
        sealRankTime: row.sealRankTime,
        autoRealRank: row.autoRealRank === 1,
        openPrint: row.openPrint === 1,
        openRank: row.openRank === 1,
        rankShowName: row.rankShowName as RankShowName,
        openAccountLimit: row.openAccountLimit === 1,
        accountLimitRule: parseJson<AccountLimitRule | null>(row.accountLimitRule, null),
        starAccount: parseJson<string[]>(row.starAccount, []),
        oiRankScoreType: row.oiRankScoreType as OiRankScoreType,
        awardType: row.awardType,
        awardConfig: parseJson<AwardConfigItem[]>(row.awardConfig, []),
        visible: row.visible === 1,
        timeLimit: row.timeLimit,
        uid: row.uid,
        author: row.author,
        gid: row.gid,
        status: contestStatus(nowIso(), row.startTime, row.endTime),
        count: row.count,
        gmtCreate: row.gmtCreate,
        gmtModified: row.gmtModified,
      };
    },

    /** The author is the creating actor; `gid`: a group's contest. */
    async create(actor: Actor, body: ContestSaveInput, gid: number | null = null) {
      const cid = await repo.insert(contestValuesFrom(body, { uid: actor.uid, gid }));
      return { cid };
    },

    /** Root, admin and problem admin edit any contest (the reference's rule); the author stays. */
    async update(body: ContestSaveInput & { cid: number }) {
      const stored = await requireContest(body.cid);
      const values = contestValuesFrom(body, { uid: stored.uid, gid: stored.gid, storedPwd: stored.pwd });
      await repo.update(body.cid, values);
    },

    async remove(cid: number) {
      if ((await repo.delete(cid)) === 0) throw new AppError('NOT_FOUND', 'The contest does not exist');
    },

    /**
     * A copy with the same settings and problem list; the caller becomes its author and it starts
     * hidden, so its times can be set before anyone sees it. Registrations are not copied.
     */
    async clone(actor: Actor, cid: number) {
      const source = await requireContest(cid);
      const {
        id: _id,
        author: _author,
        count: _count,
        gmtCreate: _created,
        gmtModified: _modified,
        ...values
      } = source;
      const newId = await repo.clone(cid, { ...values, uid: actor.uid, visible: 0 });
      return { cid: newId };
    },

    async setVisible(cid: number, visible: boolean) {
      if ((await repo.setVisible(cid, visible)) === 0)
        throw new AppError('NOT_FOUND', 'The contest does not exist');
    },

    /** The visible contests of the public site, or with `gid` of a group (GET /api/group/get-contest-list). */
    async publicList(
      query: PageQuery & { status?: number; type?: number; keyword?: string },
      gid: number | null = null,
    ) {
      const now = nowIso();
      const { total, rows } = await repo.publicList({
        gid,
        now,
        status: query.status,
        type: query.type,
        keyword: query.keyword,
        offset: (query.currentPage - 1) * query.limit,
        limit: query.limit,
      });
      return makePage(
        rows.map((row) => listRow(row, now)),
        total,
        query,
      );
    },

    /**
     * The home page's contests; the reference's Home.vue renders each one's description in its carousel. A
     * private contest's stays hidden (empty) here, as get-contest-info hides it until the caller has access.
     */
    async recent(): Promise<(ContestListRow & { description: string })[]> {
      const now = nowIso();
      const until = new Date(Date.parse(now) + RECENT_CONTEST_DAYS * 86_400_000).toISOString();
      const rows = await repo.recent({ now, until, limit: RECENT_CONTEST_MAX });
      return rows.map((row) => ({
        ...listRow(row, now),
        description: row.auth === CONTEST_AUTH.PRIVATE ? '' : (row.description ?? ''),
      }));
    },

    async info(actor: Actor, cid: number): Promise<ContestInfo> {
      const contest = await requireVisibleContest(actor, cid);
      const [registration, virtual] = await Promise.all([
        repo.registration(cid, actor.uid),
        repo.virtualParticipation(cid, actor.uid),
      ]);
      const admin = contest.admin;
      const access = accessFor(actor, contest, Boolean(registration));
      const now = nowIso();
      const beginTime = registration?.beginTime ?? null;
      return {
        id: contest.id,
        title: contest.title,
        description: contest.auth === CONTEST_AUTH.PRIVATE && !access ? null : contest.description,
        type: contest.type,
        auth: contest.auth,
        startTime: contest.startTime,
        endTime: contest.endTime,
        duration: contest.duration,
        status: contestStatus(now, contest.startTime, contest.endTime),
        now,
        sealRank: contest.sealRank === 1,
        sealRankTime: contest.sealRankTime,
        autoRealRank: contest.autoRealRank === 1,
        openPrint: contest.openPrint === 1,
        openRank: contest.openRank === 1,
        rankShowName: contest.rankShowName as RankShowName,
        oiRankScoreType: contest.oiRankScoreType as OiRankScoreType,
        awardType: contest.awardType,
        awardConfig: parseJson<AwardConfigItem[]>(contest.awardConfig, []),
        timeLimit: contest.timeLimit,
        beginTime,
        personalEndTime: personalEndTime({
          endTime: contest.endTime,
          timeLimit: contest.timeLimit,
          beginTime,
        }),
        uid: contest.uid,
        author: contest.author,
        gid: contest.gid,
        count: contest.count,
        isContestAdmin: admin,
        access,
        registered: Boolean(registration),
        virtual: virtual ?? null,
      };
    },

    /**
     * Starts a virtual participation of an ended contest, now or at `startTime` (within 30 days): a
     * window of the contest's length, or of its time limit when it has one. Not for contest admins,
     * nor for those who took part for real; once per user and contest.
     */
    async startVirtual(
      actor: Actor,
      cid: number,
      startTime: string | undefined,
    ): Promise<VirtualParticipation> {
      const contest = await requireVisibleContest(actor, cid);
      if (contest.admin)
        throw new AppError('FORBIDDEN', say('Contest admins do not take part in their contest'));
      const now = Date.now();
      if (contestStatus(now, contest.startTime, contest.endTime) !== CONTEST_STATUS.ENDED)
        throw new AppError('BAD_REQUEST', say('Virtual participation opens once the contest has ended'));
      const registration = await repo.registration(cid, actor.uid);
      if (!accessFor(actor, contest, Boolean(registration)))
        throw new AppError('FORBIDDEN', say('Register for the contest first'));
      if (await repo.tookPart(contest, actor.uid))
        throw new AppError(
          'BAD_REQUEST',
          say('You took part in this contest: its board already has your row'),
        );
      const start = startTime === undefined ? now : Date.parse(storedTime('startTime', startTime));
      // A minute's grace for a start picked on a clock slightly behind the server's.
      if (start < now - 60_000) throw invalidField('startTime', say('The start must not be in the past'));
      if (start > now + VIRTUAL_START_MAX_DAYS * 86_400_000)
        throw invalidField(
          'startTime',
          say('The start must be within {{days}} days', { days: VIRTUAL_START_MAX_DAYS }),
        );
      const seconds =
        contest.timeLimit > 0 ? Math.min(contest.timeLimit, contest.duration) : contest.duration;
      const window = {
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + seconds * 1000).toISOString(),
      };
      if (!(await repo.insertVirtual(cid, actor.uid, window)))
        throw new AppError('BAD_REQUEST', say('You already have a virtual participation of this contest'));
      return window;
    },

    /** Every virtual participation of a contest (the scoreboard's rows of virtual participants). */
    virtualParticipations: (cid: number) => repo.virtualParticipations(cid),

    /**
     * Registration with the contest's password (private and protected contests); public contests
     * need none. Idempotent. A contest with an account limit refuses names outside its rule.
     */
    async register(actor: Actor, cid: number, password: string | undefined) {
      const contest = await requireVisibleContest(actor, cid);
      const admin = contest.admin;
      if (contest.auth !== CONTEST_AUTH.PUBLIC && !admin) {
        const given = (password ?? '').trim();
        if (!given) throw invalidField('password', say('Enter the contest password'));
        if (given !== contest.pwd) throw invalidField('password', say('The contest password is wrong'));
      }
      if (contest.openAccountLimit === 1 && !admin) {
        const rule = parseJson<AccountLimitRule | null>(contest.accountLimitRule, null);
        if (rule && !matchesAccountRule(actor.username, rule))
          throw new AppError(
            'FORBIDDEN',
            say('This contest admits only the accounts its account rule names'),
          );
      }
      await repo.register(cid, actor.uid);
    },

    async access(actor: Actor, cid: number) {
      const contest = await requireVisibleContest(actor, cid);
      const registration = await repo.registration(cid, actor.uid);
      return { access: accessFor(actor, contest, Boolean(registration)) };
    },

    /** Starts the caller's clock in a time-limited contest, once; later calls answer the same time. */
    async start(actor: Actor, cid: number) {
      const contest = await requireVisibleContest(actor, cid);
      if (contest.timeLimit <= 0)
        throw new AppError('BAD_REQUEST', say('This contest has no time limit to start'));
      const registration = await repo.registration(cid, actor.uid);
      if (registration?.beginTime) return { beginTime: registration.beginTime };
      const now = nowIso();
      const status = contestStatus(now, contest.startTime, contest.endTime);
      if (status === CONTEST_STATUS.SCHEDULED)
        throw new AppError('BAD_REQUEST', say('The contest has not started yet'));
      if (status === CONTEST_STATUS.ENDED) throw new AppError('BAD_REQUEST', say('Contest has ended'));
      if (!accessFor(actor, contest, Boolean(registration)))
        throw new AppError('FORBIDDEN', say('Register for the contest first'));
      // Starting is starting to answer: in a protected contest that takes its password, like submitting
      // (the start's registration row is what the password gives).
      if (contest.auth === CONTEST_AUTH.PROTECTED && !registration && !contest.admin)
        throw new AppError('CONTEST_PASSWORD_REQUIRED');
      return { beginTime: await repo.start(cid, actor.uid, now) };
    },
  };
}

export type ContestsService = ReturnType<typeof createContestsService>;
