import type { ContestWindow } from './contest-windows.ts';
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { filledTextField, flagField, idField, integerField, textField } from './fields.ts';
import { ruleSettingsSchema, SCORING_RULES, type RuleSettings, type ScoringRule } from './contest-rules.ts';
import type { ContestInfoTeam } from './contest-teams.ts';
import {
  allowedNetworksSchema,
  ipAutoLoginSchema,
  sessionRuleSchema,
  type ContestHallInfo,
  type HallSeat,
  type SessionRule,
} from './contest-hall.ts';

/**
 * Contests (spec 2 §3-§7, spec 3 "Contest"): the entity, the back office's form and calls, and the
 * public list / info / registration / access / start calls. Times are ISO-8601 UTC strings,
 * durations and time limits are seconds.
 */

export const CONTEST_TYPE = { ACM: 0, OI: 1 } as const;
/** 0 public (anyone), 1 private (password to see and submit), 2 protected (anyone sees, password to submit). */
export const CONTEST_AUTH = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;
/** Computed from the server's clock: -1 scheduled, 0 running, 1 ended. */
export const CONTEST_STATUS = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
export type ContestStatus = (typeof CONTEST_STATUS)[keyof typeof CONTEST_STATUS];

/** Seal rank options of the form: the rank freezes in the last half hour, the last hour, or the whole contest. */
export const SEAL_RANK_OPTION = { HALF_HOUR: 0, HOUR: 1, WHOLE: 2 } as const;
export type SealRankOption = (typeof SEAL_RANK_OPTION)[keyof typeof SEAL_RANK_OPTION];
/** Seconds before the end at which the half-hour and one-hour options freeze the rank. */
export const SEAL_RANK_OFFSETS = { halfHour: 1800, hour: 3600 } as const;

export const RANK_SHOW_NAMES = ['username', 'nickname', 'realname'] as const;
export type RankShowName = (typeof RANK_SHOW_NAMES)[number];
export const OI_RANK_SCORE_TYPES = ['Recent', 'Highest'] as const;
export type OiRankScoreType = (typeof OI_RANK_SCORE_TYPES)[number];
/**
 * The unit an ACM board counts time in: whole minutes as ICPC counts them (a solve at 61 s costs one minute), or
 * seconds as HOJ counts them (contests carried over from HOJ keep its rule, so they rank as they did there).
 */
export const PENALTY_UNITS = ['minute', 'second'] as const;
export type PenaltyUnit = (typeof PENALTY_UNITS)[number];
/** 0 no awards, 1 by proportion (num = percent of ranked users), 2 by number (num = how many users). */
export const AWARD_TYPE = { NONE: 0, PROPORTION: 1, NUMBER: 2 } as const;

export const CONTEST_LIST_PAGE_SIZE = 10;
/** /api/get-recent-contest: running contests and those starting within this many days, at most RECENT_CONTEST_MAX. */
export const RECENT_CONTEST_DAYS = 14;
export const RECENT_CONTEST_MAX = 5;

export const CONTEST_LIMITS = {
  titleMax: 255,
  descriptionMax: 200_000,
  pwdMax: 64,
  starAccountMax: 1000,
  awardItemsMax: 20,
  awardNameMax: 50,
  accountAffixMax: 20,
  accountExtraMax: 2000,
} as const;

/** The three default award rows of the form (spec 3 §9): gold 10, silver 20, bronze 30. */
export const DEFAULT_AWARD_CONFIG: AwardConfigItem[] = [
  { priority: 1, name: 'Gold Medal', background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: 'Silver Medal', background: '#b4b4b4', color: '#ffffff', num: 20 },
  { priority: 3, name: 'Bronze Medal', background: '#a5681c', color: '#ffffff', num: 30 },
];

const colour = (field: string) =>
  z
    .string({ error: `${field} must be a colour like #409eff` })
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/, `${field} must be a colour like #409eff`);
/** A real calendar time (no 30 February, no 24:30) written as ISO-8601 with a zone. */
export function isIsoTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(
    value,
  );
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 7].map((i) => Number(match[i] ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
  );
}

/** An ISO-8601 time with a zone (Z or an offset); the server stores it as UTC. */
const isoTime = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .refine(isIsoTime, `${field} must be an ISO-8601 time such as 2026-05-01T08:00:00Z`);

export const awardConfigItemSchema = z.object({
  priority: integerField('priority', 1, 1000),
  name: filledTextField('name', CONTEST_LIMITS.awardNameMax),
  background: colour('background'),
  color: colour('color'),
  /** Percent of ranked users (award type 1, 0-100) or a number of users (award type 2). */
  num: integerField('num', 0, 100_000),
});
export type AwardConfigItem = z.infer<typeof awardConfigItemSchema>;

/**
 * Account limit (spec 3 "accountLimitRule"): with openAccountLimit on, only usernames
 * `prefix + n + suffix` with start <= n <= end (n in decimal, leading zeros allowed), or a name in
 * `extra`, may register for (and so take part in) the contest. Prefix and suffix may not both be empty.
 */
export const accountLimitRuleSchema = z.object({
  prefix: textField('prefix', CONTEST_LIMITS.accountAffixMax).trim().default(''),
  suffix: textField('suffix', CONTEST_LIMITS.accountAffixMax).trim().default(''),
  start: integerField('start', 0, LIMITS.idMax),
  end: integerField('end', 0, LIMITS.idMax),
  extra: z
    .array(filledTextField('extra', LIMITS.usernameMax))
    .max(CONTEST_LIMITS.accountExtraMax, `extra: at most ${CONTEST_LIMITS.accountExtraMax} names`)
    .default([]),
});
export type AccountLimitRule = z.infer<typeof accountLimitRuleSchema>;

/**
 * The back office's contest form (POST /api/admin/contest; PUT adds `cid`). The server computes
 * `duration` (end - start, seconds) and `sealRankTime` (from `sealRankOption`); the author is the caller.
 * Rules beyond the shapes (400 naming the field): endTime after startTime; pwd required for auth 1/2
 * (on PUT an omitted pwd keeps the stored one); sealRankOption half hour needs a duration of at least
 * 1800 s and hour at least 3600 s (omitted: ACM under an hour -> whole, ACM otherwise -> hour,
 * OI -> whole); starAccount names unique (ignoring case); accountLimitRule required when
 * openAccountLimit, with start <= end; awardConfig priorities unique and, for awardType 1, nums summing
 * to at most 100; timeLimit (seconds, 0 = none) at most the duration.
 */
export const contestSaveBody = z.object({
  title: filledTextField('title', CONTEST_LIMITS.titleMax),
  description: filledTextField('description', CONTEST_LIMITS.descriptionMax),
  startTime: isoTime('startTime'),
  endTime: isoTime('endTime'),
  type: z.union([z.literal(0), z.literal(1)], { error: 'type must be 0 (ACM) or 1 (OI)' }),
  auth: z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'auth must be 0 (public), 1 (private) or 2 (protected)',
  }),
  pwd: textField('pwd', CONTEST_LIMITS.pwdMax).trim().optional(),
  sealRank: flagField('sealRank').default(false),
  sealRankOption: z
    .union([z.literal(0), z.literal(1), z.literal(2)], {
      error: 'sealRankOption must be 0 (last half hour), 1 (last hour) or 2 (whole contest)',
    })
    .optional(),
  /** After the end: true shows the real rank at once; false keeps the seal until sealRank is turned off. */
  autoRealRank: flagField('autoRealRank').default(true),
  openPrint: flagField('openPrint').default(false),
  /** The outside scoreboard (anyone may look at the rank without entering). */
  openRank: flagField('openRank').default(false),
  rankShowName: z
    .enum(RANK_SHOW_NAMES, { error: 'rankShowName must be username, nickname or realname' })
    .default('username'),
  openAccountLimit: flagField('openAccountLimit').default(false),
  accountLimitRule: accountLimitRuleSchema.nullable().optional(),
  /** Usernames ranked as stars (unofficial, rank -1). */
  starAccount: z
    .array(filledTextField('starAccount', LIMITS.usernameMax))
    .max(CONTEST_LIMITS.starAccountMax, `starAccount: at most ${CONTEST_LIMITS.starAccountMax} names`)
    .default([]),
  oiRankScoreType: z
    .enum(OI_RANK_SCORE_TYPES, { error: 'oiRankScoreType must be Recent or Highest' })
    .default('Recent'),
  /** Omitted (the reference's client never sends it): 'minute' for a new contest, the stored unit on an edit. */
  penaltyUnit: z.enum(PENALTY_UNITS, { error: 'penaltyUnit must be minute or second' }).optional(),
  /**
   * How the contest scores (docs/contest-rules.md): 'acm' for type 0, an OI rule for type 1. Omitted (the
   * reference's client never sends it): the type's own for a new contest, the stored rule on an edit.
   */
  scoringRule: z
    .enum(SCORING_RULES, { error: `scoringRule must be one of ${SCORING_RULES.join(', ')}` })
    .optional(),
  /** The rule's parameters (Ledo's cost per try, homework's due time and late periods); omitted: kept. */
  ruleSettings: ruleSettingsSchema.optional(),
  /**
   * The contest hall (contest-hall.ts, docs/contest-hall.md), each omitted: kept on an edit, none on a new contest.
   * The ranges contestants may reach the running contest from (empty: anywhere).
   */
  allowedNetworks: allowedNetworksSchema.optional(),
  /** A second sign-in of a contestant's account while the contest runs: allowed, refused, or replacing. */
  sessionRule: sessionRuleSchema.optional(),
  /** Seats with fixed addresses signed in as their account while the contest runs. */
  ipAutoLogin: ipAutoLoginSchema.optional(),
  awardType: z
    .union([z.literal(0), z.literal(1), z.literal(2)], {
      error: 'awardType must be 0 (none), 1 (proportion) or 2 (number)',
    })
    .default(0),
  awardConfig: z
    .array(awardConfigItemSchema)
    .max(CONTEST_LIMITS.awardItemsMax, `awardConfig: at most ${CONTEST_LIMITS.awardItemsMax} items`)
    .default(DEFAULT_AWARD_CONFIG),
  visible: flagField('visible').default(true),
  /** Seconds each participant has from their own start (0 = no limit); the form edits it in hours. */
  timeLimit: integerField('timeLimit', 0, LIMITS.idMax).default(0),
});
export type ContestSaveBody = z.input<typeof contestSaveBody>;
export type ContestSaveInput = z.infer<typeof contestSaveBody>;
const contestUpdateObject = contestSaveBody.extend({ cid: idField('cid') });

const HALF_HOUR_MS = 1800_000;

/**
 * The reference's contest form (hoj-vue views/admin/contest/Contest.vue) sends back the edit call's data with
 * its edits (and on create the same form without `id`): the contest as `id`, an unset password as null, the
 * seal as `sealRankTime` only. Read as ours: `id`
 * names it, a null password or option is left out, and a seal time half an hour or an hour before the end, or
 * at the start, gives its option (any other leaves the option to the default rule).
 */
/**
 * The reference's account limit as it keeps and sends it (its Contest.vue changeAccountRuleToStr, its
 * ContestValidator): `<prefix>team</prefix><suffix></suffix><start>1</start><end>50</end><extra>a b</extra>`.
 * Read into ours; a start or end that is not a number stays text, so the form's check names it.
 */
export function readTaggedAccountRule(stored: string): Record<string, unknown> {
  const tag = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(stored)?.[1] ?? '';
  const number = (name: string) => (/^\s*\d+\s*$/.test(tag(name)) ? Number(tag(name)) : tag(name));
  return {
    prefix: tag('prefix'),
    suffix: tag('suffix'),
    start: number('start'),
    end: number('end'),
    extra: tag('extra').trim().split(/\s+/).filter(Boolean),
  };
}

/** Ours as the reference's tagged text (its Contest.vue changeAccountRuleToStr, read back by changeStrToAccountRule). */
export function writeTaggedAccountRule(rule: AccountLimitRule): string {
  return (
    `<prefix>${rule.prefix}</prefix><suffix>${rule.suffix}</suffix>` +
    `<start>${rule.start}</start><end>${rule.end}</end><extra>${rule.extra.join(' ')}</extra>`
  );
}

export function readReferenceContest(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body: Record<string, unknown> = { ...input };
  if (body.cid === undefined && body.id !== undefined) body.cid = body.id;
  // Its account limit is tagged text ('' when off), its award rows are awardConfigList.
  if (typeof body.accountLimitRule === 'string')
    body.accountLimitRule = body.accountLimitRule.trim()
      ? readTaggedAccountRule(body.accountLimitRule)
      : null;
  // Only the reference sends awardConfigList; on an edit it also sends back the view's awardConfig, so its
  // (edited) list wins.
  if (Array.isArray(body.awardConfigList)) body.awardConfig = body.awardConfigList;
  delete body.awardConfigList;
  if (body.pwd === null) delete body.pwd;
  if (body.sealRankOption === null) delete body.sealRankOption;
  if (body.sealRankOption === undefined && typeof body.sealRankTime === 'string') {
    const seal = Date.parse(body.sealRankTime);
    const start = Date.parse(String(body.startTime));
    const end = Date.parse(String(body.endTime));
    if (seal <= start) body.sealRankOption = 2;
    else if (end - seal === HALF_HOUR_MS) body.sealRankOption = 0;
    else if (end - seal === 2 * HALF_HOUR_MS) body.sealRankOption = 1;
  }
  return body;
}

export const contestUpdateBody = z.preprocess(readReferenceContest, contestUpdateObject);
export type ContestUpdateBody = z.input<typeof contestUpdateObject>;

export const cidQuery = z.object({ cid: idField('cid') });
export type CidQuery = z.input<typeof cidQuery>;

export const adminContestListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(10),
  /** Matches the title, or the id when it is a number. */
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
});

/** PUT /api/admin/contest/change-contest-visible: query parameters, as the reference sends them. */
export const changeContestVisibleQuery = z.object({
  cid: idField('cid'),
  visible: z
    .enum(['true', 'false', '1', '0'], { error: 'visible must be true or false' })
    .transform((value) => value === 'true' || value === '1'),
});

export const contestListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(CONTEST_LIST_PAGE_SIZE),
  status: z.coerce
    .number({ error: 'status must be -1, 0 or 1' })
    .int('status must be -1, 0 or 1')
    .min(-1, 'status must be -1, 0 or 1')
    .max(1, 'status must be -1, 0 or 1')
    .optional(),
  type: z.coerce
    .number({ error: 'type must be 0 or 1' })
    .int('type must be 0 or 1')
    .min(0, 'type must be 0 or 1')
    .max(1, 'type must be 0 or 1')
    .optional(),
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
});
export type ContestListQuery = z.input<typeof contestListQuery>;

export const registerContestBody = z.object({
  // The reference client sends the route's contestID as text (ContestDetails.vue, Problem.vue's contestID + ''):
  // digits are read as the number, anything else stays refused.
  cid: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'cid is required' })
      .int('cid must be an integer')
      .positive('cid must be positive')
      .max(LIMITS.idMax, `cid must be at most ${LIMITS.idMax}`),
  ),
  /** Needed for private and protected contests; public ones ignore it. */
  password: textField('password', CONTEST_LIMITS.pwdMax).optional(),
});
export type RegisterContestBody = z.input<typeof registerContestBody>;

/** A contest in the public list, the recent list and the back office list. */
export interface ContestListRow {
  id: number;
  title: string;
  type: number;
  auth: number;
  startTime: string;
  endTime: string;
  /** Seconds. */
  duration: number;
  status: ContestStatus;
  /** Registered users. */
  count: number;
  /** Seconds, 0 = none. */
  timeLimit: number;
  openRank: boolean;
}

export interface AdminContestRow extends ContestListRow {
  visible: boolean;
  uid: number;
  author: string | null;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/admin/contest: everything the form edits, as stored (pwd included), plus derived values. */
export interface AdminContestView {
  id: number;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  duration: number;
  type: number;
  auth: number;
  pwd: string | null;
  sealRank: boolean;
  sealRankOption: SealRankOption | null;
  sealRankTime: string | null;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: RankShowName;
  openAccountLimit: boolean;
  /** The account limit as this product's clients read it. */
  accountLimit: AccountLimitRule | null;
  /** The same rule as the reference's edit form parses it: its tagged text (writeTaggedAccountRule). */
  accountLimitRule: string | null;
  starAccount: string[];
  oiRankScoreType: OiRankScoreType;
  penaltyUnit: PenaltyUnit;
  scoringRule: ScoringRule;
  ruleSettings: RuleSettings;
  allowedNetworks: string[];
  sessionRule: SessionRule;
  ipAutoLogin: HallSeat[];
  awardType: number;
  awardConfig: AwardConfigItem[];
  /** The same rows under the reference's name (its edit form's award table). */
  awardConfigList: AwardConfigItem[];
  visible: boolean;
  timeLimit: number;
  uid: number;
  author: string | null;
  gid: number | null;
  status: ContestStatus;
  count: number;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/get-contest-info (login). Never carries pwd. */
export interface ContestInfo {
  id: number;
  title: string;
  /** null for a private contest until the caller has access (contest admins always see it). */
  description: string | null;
  type: number;
  auth: number;
  startTime: string;
  endTime: string;
  duration: number;
  status: ContestStatus;
  /** The server's clock, so a countdown is right on a client whose clock is off. */
  now: string;
  sealRank: boolean;
  sealRankTime: string | null;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OiRankScoreType;
  penaltyUnit: PenaltyUnit;
  scoringRule: ScoringRule;
  ruleSettings: RuleSettings;
  awardType: number;
  awardConfig: AwardConfigItem[];
  /** Seconds, 0 = none. */
  timeLimit: number;
  /** When the caller started a time-limited contest; null before. */
  beginTime: string | null;
  /**
   * The caller's own end: its own window's end (below), else min(endTime, beginTime + timeLimit) once started,
   * else endTime.
   */
  personalEndTime: string;
  /** The caller's (or its team's) own time window, set by the contest's admins; null: the contest's times. */
  window: ContestWindow | null;
  uid: number;
  author: string | null;
  gid: number | null;
  /** Registered users. */
  count: number;
  /** Contest admin: the author or root. */
  isContestAdmin: boolean;
  /** Whether the caller may enter (see get-contest-access). */
  access: boolean;
  /** Whether the caller has registered (entered the password). */
  registered: boolean;
  /** The caller's virtual participation of this (ended) contest, if they started one. */
  virtual: VirtualParticipation | null;
  /** The contest hall as it concerns the caller (docs/contest-hall.md). */
  hall: ContestHallInfo;
  /** Played by teams (docs/contest-teams.md), their most members, and the caller's team (null: none). */
  teamContest: boolean;
  maxTeamSize: number;
  team: ContestInfoTeam | null;
}

/**
 * A replay of an ended contest (our addition): the user takes part in a window of the contest's
 * length (its time limit when it has one) from a start of their choosing; the board shows them the
 * contest as it stood at the same minute of the real one, and their row, marked virtual.
 */
export interface VirtualParticipation {
  startTime: string;
  endTime: string;
}

/** Virtual participation may be scheduled this far ahead. */
export const VIRTUAL_START_MAX_DAYS = 30;

/** POST /api/contest/virtual (login): start (now, or at `startTime`) a virtual participation. */
export const startVirtualBody = z.object({
  cid: idField('cid'),
  startTime: isoTime('startTime').optional(),
});
export type StartVirtualBody = z.input<typeof startVirtualBody>;

export interface ContestAccess {
  access: boolean;
}

export interface ContestStartResult {
  beginTime: string;
}
