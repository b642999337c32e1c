import { z } from 'zod';
import { ruleSettingsSchema, SCORING_RULES } from './contest-rules.ts';
import { SESSION_RULES, type ContestHallState } from './contest-hall.ts';
import { contestInfoTeamSchema, teamLabelSchema } from './contest-teams.ts';
import { pageOf } from './envelope.ts';
import { contestWindowSchema } from './contest-windows.ts';
import {
  adminProblemDetailResponse,
  problemCountResponse,
  problemDetailFieldsResponse,
  tagViewResponse,
} from './problem-responses.ts';
import { submissionRowResponse } from './submission-responses.ts';
import { announcementResponse } from './site-responses.ts';
import {
  OI_RANK_SCORE_TYPES,
  PENALTY_UNITS,
  RANK_SHOW_NAMES,
  type AdminContestRow,
  type AdminContestView,
  type ContestInfo,
  type ContestListRow,
  type VirtualParticipation,
} from './contests.ts';
import type {
  AdminContestProblemRow,
  ContestProblemDetails,
  ContestProblemRow,
  ContestProblemView,
  ContestSubmissionRow,
  ContestSubmissionStatus,
} from './contest-problems.ts';
import type { ContestAnnouncement } from './contest-announcements.ts';
import type { AcInfoRow } from './contest-balloons.ts';
import type { ContestPrintRow } from './contest-prints.ts';
import type {
  AcmProblemCell,
  AcmRankRow,
  ContestOutsideInfo,
  OiRankRow,
  ScoreboardPage,
  ScoreboardUser,
} from './scoreboards.ts';
import type { ScrollBoardData, ScrollBoardInfo, ScrollBoardSubmission } from './scroll-board.ts';

/**
 * What the contest calls answer (issue 26 step 3): lists, info, problems, submissions, boards, announcements,
 * prints and balloons. Stored rows are checked as stored: text, nullable where the database allows null.
 */
const int = z.number().int();
const contestStatus = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
const rankShowName = z.enum(RANK_SHOW_NAMES);
const awardConfigItem = z.object({
  priority: int,
  name: z.string(),
  background: z.string(),
  color: z.string(),
  num: int,
});

export const contestListRowResponse = z.object({
  id: int,
  title: z.string(),
  type: int,
  auth: int,
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  status: contestStatus,
  count: int,
  timeLimit: z.number(),
  openRank: z.boolean(),
}) satisfies z.ZodType<ContestListRow>;
/** GET /api/get-contest-list (and a group's). */
export const contestPageResponse = pageOf(contestListRowResponse);
/** GET /api/get-recent-contest: the home page's contests with their descriptions. */
export const recentContestsResponse = z.array(contestListRowResponse.extend({ description: z.string() }));

export const adminContestRowResponse = contestListRowResponse.extend({
  visible: z.boolean(),
  uid: int,
  author: z.string().nullable(),
  gid: int.nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<AdminContestRow>;
/** GET /api/admin/contest/get-contest-list (and a group's admin list). */
export const adminContestPageResponse = pageOf(adminContestRowResponse);

/** GET /api/admin/contest: the stored contest as its form edits it. */
export const adminContestViewResponse = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  type: int,
  auth: int,
  pwd: z.string().nullable(),
  sealRank: z.boolean(),
  sealRankOption: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  sealRankTime: z.string().nullable(),
  autoRealRank: z.boolean(),
  openPrint: z.boolean(),
  openRank: z.boolean(),
  rankShowName,
  openAccountLimit: z.boolean(),
  accountLimit: z
    .object({ prefix: z.string(), suffix: z.string(), start: int, end: int, extra: z.array(z.string()) })
    .nullable(),
  accountLimitRule: z.string().nullable(),
  starAccount: z.array(z.string()),
  oiRankScoreType: z.enum(OI_RANK_SCORE_TYPES),
  penaltyUnit: z.enum(PENALTY_UNITS),
  scoringRule: z.enum(SCORING_RULES),
  ruleSettings: ruleSettingsSchema,
  allowedNetworks: z.array(z.string()),
  sessionRule: z.enum(SESSION_RULES),
  ipAutoLogin: z.array(z.object({ address: z.string(), username: z.string() })),
  awardType: int,
  awardConfig: z.array(awardConfigItem),
  awardConfigList: z.array(awardConfigItem),
  visible: z.boolean(),
  timeLimit: z.number(),
  uid: int,
  author: z.string().nullable(),
  gid: int.nullable(),
  status: contestStatus,
  count: int,
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<AdminContestView>;

export const virtualParticipationResponse = z.object({
  startTime: z.string(),
  endTime: z.string(),
}) satisfies z.ZodType<VirtualParticipation>;

/** GET /api/get-contest-info. */
export const contestInfoResponse = z.object({
  id: int,
  title: z.string(),
  description: z.string().nullable(),
  type: int,
  auth: int,
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  status: contestStatus,
  now: z.string(),
  sealRank: z.boolean(),
  sealRankTime: z.string().nullable(),
  autoRealRank: z.boolean(),
  openPrint: z.boolean(),
  openRank: z.boolean(),
  rankShowName,
  oiRankScoreType: z.enum(OI_RANK_SCORE_TYPES),
  penaltyUnit: z.enum(PENALTY_UNITS),
  scoringRule: z.enum(SCORING_RULES),
  ruleSettings: ruleSettingsSchema,
  awardType: int,
  awardConfig: z.array(awardConfigItem),
  timeLimit: z.number(),
  beginTime: z.string().nullable(),
  personalEndTime: z.string(),
  window: contestWindowSchema.nullable(),
  uid: int,
  author: z.string().nullable(),
  gid: int.nullable(),
  count: int,
  isContestAdmin: z.boolean(),
  access: z.boolean(),
  registered: z.boolean(),
  virtual: virtualParticipationResponse.nullable(),
  hall: z.object({ restricted: z.boolean(), addressAllowed: z.boolean() }),
  teamContest: z.boolean(),
  maxTeamSize: int,
  team: contestInfoTeamSchema.nullable(),
}) satisfies z.ZodType<ContestInfo>;

/** GET /api/contest-hall/state. */
export const contestHallStateResponse = z.object({
  confinedTo: z.object({ cid: int, title: z.string(), endTime: z.string() }).nullable(),
}) satisfies z.ZodType<ContestHallState>;

/** POST /api/contest/start/:cid. */
export const contestStartResponse = z.object({ beginTime: z.string() });

export const contestProblemViewResponse = z.object({
  id: int,
  cid: int,
  pid: int,
  displayId: z.string(),
  displayTitle: z.string(),
  color: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<ContestProblemView>;

export const adminContestProblemRowResponse = contestProblemViewResponse.extend({
  problemId: z.string(),
  title: z.string(),
  auth: int,
  type: int,
  gid: int.nullable(),
}) satisfies z.ZodType<AdminContestProblemRow>;

/** GET /api/admin/contest/get-problem-list: the contest's problems as a page, the bank's page to add from. */
export const adminContestProblemListResponse = pageOf(adminContestProblemRowResponse).extend({
  problemList: pageOf(z.object({ id: int, problemId: z.string(), title: z.string(), auth: int, type: int })),
  contestProblemMap: z.record(z.string(), adminContestProblemRowResponse),
});

/** GET /api/admin/contest/problem: the problem form's data and the contest's link to it (null outside). */
export const adminContestProblemDetailResponse = adminProblemDetailResponse.extend({
  contestProblem: contestProblemViewResponse.nullable(),
});

export const contestProblemRowResponse = z.object({
  id: int,
  cid: int,
  pid: int,
  displayId: z.string(),
  displayTitle: z.string(),
  color: z.string().nullable(),
  ac: int.nullable(),
  total: int.nullable(),
  myStatus: int,
  score: z.number().nullable(),
}) satisfies z.ZodType<ContestProblemRow>;
/** GET /api/get-contest-problem. */
export const contestProblemListResponse = z.array(contestProblemRowResponse);

/** GET /api/get-contest-problem-details: the bank detail's statement less its source and author (they give it away). */
export const contestProblemDetailsResponse = z.object({
  problem: problemDetailFieldsResponse.omit({ source: true, author: true }),
  problemCount: problemCountResponse.nullable(),
  codeTemplate: z.record(z.string(), z.string()),
  languages: z.array(z.string()),
  tags: z.array(tagViewResponse),
  myStatus: int,
  contestProblem: contestProblemViewResponse,
  canSubmit: z.boolean(),
  needsPassword: z.boolean(),
  bankProblemId: z.string(),
  inBank: z.boolean(),
  groupId: int.nullable(),
  realtime: z.boolean(),
}) satisfies z.ZodType<ContestProblemDetails>;

/** GET /api/contest-submissions. */
export const contestSubmissionPageResponse = pageOf(
  submissionRowResponse.extend({ displayId: z.string() }) satisfies z.ZodType<ContestSubmissionRow>,
);
/** POST /api/check-contest-submissions-status: by submitId. */
export const contestSubmissionStatusesResponse = z.record(
  z.string(),
  z.object({
    submitId: int,
    status: int,
    score: z.number().nullable(),
    time: z.number().nullable(),
    memory: z.number().nullable(),
    oiRankScore: z.number().nullable(),
    progressDone: int,
    progressTotal: int,
  }) satisfies z.ZodType<ContestSubmissionStatus>,
);

/** GET /api/get-full-screen-problem-list: a training's or a contest's problems in a problem's focus mode. */
export const fullScreenProblemListResponse = z.array(
  z.object({
    pid: int,
    problemId: z.string(),
    title: z.string(),
    status: int,
    score: z.number().nullable(),
  }),
);
export type FullScreenProblemRow = z.infer<typeof fullScreenProblemListResponse>[number];

export const contestAnnouncementResponse = announcementResponse.extend({
  cid: int,
}) satisfies z.ZodType<ContestAnnouncement>;
export const contestAnnouncementPageResponse = pageOf(contestAnnouncementResponse);
/** POST /api/get-contest-not-read-announcement. */
export const contestAnnouncementListResponse = z.array(contestAnnouncementResponse);

/** GET /api/get-contest-ac-info. */
export const acInfoPageResponse = pageOf(
  z.object({
    id: int,
    cid: int,
    pid: int,
    uid: int,
    username: z.string(),
    realname: z.string().nullable(),
    displayId: z.string(),
    color: z.string().nullable(),
    submitTime: z.string(),
    firstBlood: z.boolean(),
    checked: z.boolean(),
    team: teamLabelSchema.nullable().optional(),
  }) satisfies z.ZodType<AcInfoRow>,
);

/** GET /api/get-contest-print. */
export const contestPrintPageResponse = pageOf(
  z.object({
    id: int,
    cid: int,
    uid: int,
    username: z.string(),
    realname: z.string().nullable(),
    status: z.union([z.literal(0), z.literal(1)]),
    gmtCreate: z.string(),
    gmtModified: z.string(),
    team: teamLabelSchema.nullable().optional(),
  }) satisfies z.ZodType<ContestPrintRow>,
);

const scoreboardUser = z.object({
  uid: int,
  username: z.string(),
  nickname: z.string().nullable(),
  realname: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string().nullable(),
  avatar: z.string().nullable(),
  team: teamLabelSchema.optional(),
}) satisfies z.ZodType<ScoreboardUser>;
const rankedRow = scoreboardUser.extend({
  rank: int,
  isWinAward: z.boolean(),
  awardName: z.string().nullable(),
  awardBackground: z.string().nullable(),
  awardColor: z.string().nullable(),
  isVirtual: z.boolean(),
});
const acmProblemCell = z.object({
  isAC: z.boolean(),
  isFirstAC: z.boolean(),
  ACTime: z.number().nullable(),
  errorNum: int,
  tryNum: int.nullable(),
}) satisfies z.ZodType<AcmProblemCell>;
export const acmRankRowResponse = rankedRow.extend({
  ac: int,
  total: int,
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), acmProblemCell),
}) satisfies z.ZodType<AcmRankRow>;
const oiRankRow = rankedRow.extend({
  totalScore: z.number(),
  totalTime: z.number(),
  submissionInfo: z.record(z.string(), z.number()),
  timeInfo: z.record(z.string(), z.number()),
  pendingInfo: z.record(z.string(), z.number()),
  lateInfo: z.record(z.string(), z.boolean()).optional(),
}) satisfies z.ZodType<OiRankRow>;

/** POST /api/get-contest-rank (and the outside board): a page of ACM or OI rows. */
export const scoreboardPageResponse = pageOf(z.union([acmRankRowResponse, oiRankRow])).extend({
  sealed: z.boolean(),
  builtAt: z.string(),
  version: int,
  problemStats: z.record(z.string(), z.object({ ac: int, total: int })),
}) satisfies z.ZodType<ScoreboardPage>;

/** GET /api/get-contest-outsize-info. */
export const contestOutsideInfoResponse = z.object({
  contest: z.object({
    id: int,
    title: z.string(),
    type: int,
    auth: int,
    startTime: z.string(),
    endTime: z.string(),
    duration: z.number(),
    status: int,
    now: z.string(),
    sealRank: z.boolean(),
    sealRankTime: z.string().nullable(),
    autoRealRank: z.boolean(),
    rankShowName: z.string(),
    oiRankScoreType: z.string(),
    scoringRule: z.string(),
    penaltyUnit: z.string(),
    openRank: z.boolean(),
    awardType: int,
    author: z.string().nullable(),
    uid: int,
    gid: int.nullable(),
    isContestAdmin: z.boolean(),
  }),
  problemList: z.array(contestProblemViewResponse.omit({ gmtCreate: true, gmtModified: true })),
}) satisfies z.ZodType<ContestOutsideInfo>;

/** GET /api/get-contest-scroll-board-info. */
export const scrollBoardInfoResponse = z.object({
  id: int,
  rankShowName: z.string(),
  problemCount: int,
  balloonColor: z.record(z.string(), z.string().nullable()),
  startTime: z.string(),
  sealRankTime: z.string(),
  starUserList: z.array(z.string()),
}) satisfies z.ZodType<ScrollBoardInfo>;

/** GET /api/get-contest-scroll-board-submission. */
export const scrollBoardSubmissionsResponse = z.array(
  z.object({
    uid: z.string(),
    username: z.string(),
    nickname: z.string().nullable(),
    realname: z.string().nullable(),
    school: z.string().nullable(),
    gender: z.string().nullable(),
    submitId: int,
    status: int,
    submitTime: z.string(),
    displayId: z.string(),
  }) satisfies z.ZodType<ScrollBoardSubmission>,
);

const medalCounts = { gold: int, silver: int, bronze: int };
/** GET /api/get-contest-scroll-board. */
export const scrollBoardDataResponse = z.object({
  contest: z.object({
    id: int,
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    status: contestStatus,
    sealRankTime: z.string().nullable(),
    rankShowName,
  }),
  problems: z.array(
    z.object({ displayId: z.string(), displayTitle: z.string(), color: z.string().nullable() }),
  ),
  sealedRows: z.array(acmRankRowResponse),
  realRows: z.array(acmRankRowResponse),
  medalDefaults: z.object({ ...medalCounts, rankedCount: int, fromContest: z.boolean() }),
}) satisfies z.ZodType<ScrollBoardData>;

/** GET /api/admin/judge/rejudge-contest-problem: how many submissions went back to the queue. */
export const contestRejudgeResponse = z.object({ count: int });
