import type { ColumnType, Generated } from 'kysely';

/**
 * Table types as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
 * Timestamps are ISO-8601 UTC strings and flags are 0/1 integers on both SQLite and PostgreSQL,
 * so one set of queries works on both.
 */
export interface UsersTable {
  uid: Generated<number>;
  username: string;
  passwordHash: string;
  email: string | null;
  phone: string | null;
  gender: string;
  realname: string | null;
  nickname: string | null;
  avatar: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  blog: string | null;
  github: string | null;
  cfUsername: string | null;
  signature: string | null;
  role: number;
  titleName: string | null;
  titleColor: string | null;
  status: number;
  defCode: number;
  createdAt: string;
  updatedAt: string;
  recentLoginTime: string | null;
  /** School fields of spec 3 §3 (migration 021): year or class level, department id, VIP mark (0/1). */
  grade: string | null;
  deptId: string | null;
  vip: ColumnType<number, number | undefined, number>;
  /** The language the account registered in (its mails are written in it); null: the site default. */
  language: string | null;
}

export interface SessionsTable {
  id: string;
  uid: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code: string;
  uid: number | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface CaptchasTable {
  captchaKey: string;
  text: string;
  expiresAt: string;
}

export interface SlideChallengesTable {
  id: string;
  gapX: number;
  expiresAt: string;
  ticket: string | null;
  ticketUsedAt: string | null;
  attempted: number;
}

export interface LoginFailuresTable {
  username: string;
  failures: number;
  updatedAt: string;
}

export interface SiteSettingsTable {
  name: string;
  value: string;
  updatedAt: string;
}

/** A judge some server heard from (migration 006). */
export interface JudgesTable {
  name: string;
  kind: string;
  /** JSON array of language names. */
  languages: string;
  capacity: number | null;
  runningTasks: number | null;
  lastSeenAt: string;
}

export interface SecretsTable {
  name: string;
  value: string;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  delivered: number;
  error: string | null;
}

export interface GeneratedUserListsTable {
  listKey: string;
  createdBy: number;
  csv: string;
  createdAt: string;
  expiresAt: string;
}

/** Reminders of comments, replies and likes addressed to a user (filled by the discussion modules). */
export interface MessageRemindersTable {
  id: Generated<number>;
  action: string;
  sourceId: number | null;
  sourceType: string | null;
  sourceContent: string | null;
  quoteId: number | null;
  quoteType: string | null;
  url: string | null;
  senderId: number | null;
  recipientId: number;
  state: number;
  createdAt: string;
}

/** System and personal notices addressed to a user (filled by the admin notification module). */
export interface UserNoticesTable {
  id: Generated<number>;
  noticeId: number | null;
  recipientId: number;
  type: string;
  title: string;
  content: string;
  state: number;
  createdAt: string;
}

export interface ProblemsTable {
  id: Generated<number>;
  problemId: string;
  title: string;
  author: string | null;
  authorUid: number | null;
  modifiedUser: string | null;
  type: number;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  description: string;
  input: string;
  output: string;
  examples: string;
  hint: string;
  source: string;
  difficulty: number;
  auth: number;
  ioScore: number;
  codeShare: number;
  isRemoveEndBlank: number;
  openCaseResult: number;
  judgeMode: string;
  judgeCaseMode: string;
  spjCode: string | null;
  spjLanguage: string | null;
  isFileIo: number;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  userExtraFile: string | null;
  judgeExtraFile: string | null;
  isUploadCase: number;
  /** ICPC package imports: JSON of the judge settings the form has no field for (migration 018). */
  judgeProfile: string | null;
  /** Hash over the ordered case hashes: judges cache compiled checkers and data per version. */
  caseVersion: string;
  gid: number | null;
  /** The group that made it, kept when it is made public (migration 024). */
  originGid: number | null;
  /** Apply-public progress: null none, 1 applying, 2 public, 3 refused (migration 024). */
  applyPublicProgress: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface TestdataBlobsTable {
  hash: string;
  size: number;
  content: Buffer;
  createdAt: string;
}

export interface ProblemCasesTable {
  id: Generated<number>;
  pid: number;
  position: number;
  inputName: string;
  outputName: string;
  inputHash: string;
  outputHash: string | null;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number | null;
}

export interface TestcaseUploadsTable {
  uploadKey: string;
  uid: number;
  /** JSON: [{ name, hash, size }] of every file in the zip. */
  files: string;
  createdAt: string;
}

export interface TagClassificationsTable {
  id: Generated<number>;
  name: string;
  oj: string;
  rank: number;
  createdAt: string;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  color: string | null;
  oj: string;
  classificationId: number | null;
  gid: number | null;
  createdAt: string;
}

export interface ProblemTagsTable {
  pid: number;
  tid: number;
}

export interface ProblemLanguagesTable {
  pid: number;
  language: string;
}

export interface CodeTemplatesTable {
  id: Generated<number>;
  pid: number;
  language: string;
  code: string;
  status: number;
}

export interface ProblemCountsTable {
  pid: number;
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
}

export interface SavedCodesTable {
  uid: number;
  pid: number;
  language: string;
  code: string;
  updatedAt: string;
}

export interface SubmissionsTable {
  id: Generated<number>;
  pid: number;
  displayPid: string;
  uid: number;
  username: string;
  language: string;
  code: string;
  length: number;
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
  /** JSON of the judge's per-group results (subtask modes). */
  subtaskResults: string | null;
  share: number;
  cid: number;
  gid: number | null;
  /** The training the submission was made through (its rank reads them), null otherwise. */
  tid: number | null;
  /** The team it was made for in a team contest (migration 050), null otherwise. */
  teamId: Generated<number | null>;
  judger: string | null;
  isManual: number;
  unsafe: number;
  ip: string | null;
  /** Incremented by each rejudge, so a late result of an older judging is ignored. */
  version: number;
  /** Queue order: contest 3 > normal 2 > rejudge 1 (test runs live in their own table). */
  priority: number;
  claimedBy: string | null;
  leaseExpiresAt: string | null;
  progressDone: number;
  progressTotal: number;
  createdAt: string;
  updatedAt: string;
}

export interface JudgeCasesTable {
  id: Generated<number>;
  submissionId: number;
  version: number;
  position: number;
  status: number;
  time: number;
  memory: number;
  score: number;
  groupNum: number | null;
  inputName: string | null;
  outputName: string | null;
  userOutput: string | null;
  message: string | null;
}

export interface TestRunsTable {
  runKey: string;
  uid: number;
  /** Null for a run of the online IDE (migration 013). */
  pid: number | null;
  language: string;
  code: string;
  userInput: string;
  expectedOutput: string | null;
  status: number;
  /** JSON of the finished run (time, memory, stderr, output). */
  result: string | null;
  priority: number;
  claimedBy: string | null;
  leaseExpiresAt: string | null;
  createdAt: string;
}

/** Public discussions (migration 007). */
export interface DiscussionCategoriesTable {
  id: Generated<number>;
  name: string;
  gmtCreate: string;
}

export interface DiscussionsTable {
  id: Generated<number>;
  /** The problem discussed (problems.id); null for general talk. */
  pid: number | null;
  /** A group's discussion; null in the public area. */
  gid: number | null;
  title: string;
  description: string;
  content: string;
  categoryId: number;
  topPriority: number;
  uid: number;
  commentNum: number;
  likeNum: number;
  viewNum: number;
  /** 0 normal, 1 disabled (seen by admin roles only). */
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface DiscussionLikesTable {
  did: number;
  uid: number;
  gmtCreate: string;
}

export interface DiscussionReportsTable {
  id: Generated<number>;
  did: number;
  reporterUid: number;
  /** "#tag##tag#reason" */
  content: string;
  /** 0 waiting, 1 handled. */
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

/** The comment area (migration 008): comments under a discussion or contest, their replies and likes. */
export interface CommentsTable {
  id: Generated<number>;
  /** 'Discussion' or 'Contest'. */
  sourceType: string;
  sourceId: number;
  uid: number;
  content: string;
  likeNum: number;
  replyNum: number;
  gmtCreate: string;
}

export interface RepliesTable {
  id: Generated<number>;
  commentId: number;
  uid: number;
  content: string;
  /** The user answered (null once that account is deleted). */
  toUid: number | null;
  gmtCreate: string;
}

export interface CommentLikesTable {
  uid: number;
  commentId: number;
  gmtCreate: string;
}

/** Contests (migration 009). Flags are 0/1; JSON columns hold text. */
export interface ContestsTable {
  id: Generated<number>;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  /** Seconds, end - start. */
  duration: number;
  type: number;
  auth: number;
  pwd: string | null;
  sealRank: number;
  sealRankTime: string | null;
  autoRealRank: number;
  openPrint: number;
  openRank: number;
  rankShowName: string;
  openAccountLimit: number;
  /** JSON AccountLimitRule or null. */
  accountLimitRule: string | null;
  /** JSON array of usernames. */
  starAccount: string;
  oiRankScoreType: string;
  /** ACM: 'minute' (ICPC, the default) or 'second' (HOJ's rule), migration 033. */
  penaltyUnit: Generated<string>;
  /** The scoring rule (contract SCORING_RULES); null: the type's own (migration 047). */
  scoringRule: Generated<string | null>;
  /** The rule's parameters, JSON of RuleSettings; null: the defaults (migration 047). */
  ruleSettings: Generated<string | null>;
  /** The contest hall, JSON of the contract's HallSettings; null: no hall (migration 049). */
  hallSettings: Generated<string | null>;
  /** 1: played by teams (migration 050, docs/contest-teams.md). */
  teamContest: Generated<number>;
  /** A team's most members, 1-3. */
  maxTeamSize: Generated<number>;
  awardType: number;
  /** JSON array of AwardConfigItem. */
  awardConfig: string;
  visible: number;
  uid: number;
  gid: number | null;
  /** Seconds, 0 = none. */
  timeLimit: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface ContestRegistersTable {
  id: Generated<number>;
  cid: number;
  uid: number;
  beginTime: string | null;
  gmtCreate: string;
}

/** A school of a team contest (migration 050): teams name it, the board shows it. */
export interface ContestAffiliationsTable {
  id: Generated<number>;
  cid: number;
  name: string;
  shortName: string;
  /** The uploaded logo's public path, null without one. */
  logo: string | null;
}

/** A team of a team contest (migration 050). */
export interface ContestTeamsTable {
  id: Generated<number>;
  cid: number;
  name: string;
  affiliationId: number | null;
  seat: string;
  room: string;
  inviteCode: string;
  gmtCreate: string;
  gmtModified: string;
}

/** A team's member; (cid, uid) is the key: one team per account and contest. */
export interface ContestTeamMembersTable {
  cid: number;
  teamId: number;
  uid: number;
  gmtCreate: string;
}

/** Balloon and print volunteers of a contest (migration 055, docs/contest-volunteers.md). */
export interface ContestVolunteersTable {
  cid: number;
  uid: number;
  gmtCreate: string;
  /** The duty's rooms as a JSON array (migration 057; `[]`: every room). */
  rooms: Generated<string>;
}

/** A volunteer's claim of a balloon or print: first come, kept with who delivered it when done. */
export interface ContestDeliveriesTable {
  cid: number;
  kind: string;
  itemId: number;
  volunteerUid: number;
  claimedAt: string;
  doneAt: string | null;
}

/** A contestant's or team's own time window in a contest (its board row's key: a team's is minus its id). */
export interface ContestWindowsTable {
  cid: number;
  rowKey: number;
  startTime: string;
  endTime: string;
  gmtModified: string;
}

export interface ContestProblemsTable {
  id: Generated<number>;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
  uid: number;
  /** A group's announcement (migration 023); null for the site's. */
  gid: ColumnType<number | null, number | null | undefined, number | null>;
  gmtCreate: string;
  gmtModified: string;
}

export interface CarouselImagesTable {
  id: Generated<number>;
  /** File name under DATA_DIR/public/img/carousel. */
  fileName: string;
  uid: number;
  gmtCreate: string;
}

export interface HomeTimersTable {
  id: Generated<number>;
  title: string;
  onTime: string;
  uid: number;
  gmtCreate: string;
  gmtModified: string;
}

/** The super admin's system notifications; pushing copies one into each recipient's user_notices. */
/** A user's own note category (migration 012). */
export interface NoteCategoriesTable {
  id: Generated<number>;
  uid: number;
  name: string;
  rank: number;
  gmtCreate: string;
}

/** A user's personal note (migration 012); cid null: no category. */
export interface NotesTable {
  id: Generated<number>;
  uid: number;
  cid: number | null;
  subject: string;
  content: string;
  isTop: number;
  shared: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface SysNoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  /** All, Admin or Designated. */
  recipientType: string;
  /** JSON array of usernames (Designated), '[]' otherwise. */
  recipients: string;
  pushed: number;
  uid: number;
  gmtCreate: string;
  gmtModified: string;
}

/** A user's replay of an ended contest (migration 017): their window on the contest's clock. */
export interface ContestVirtualParticipationsTable {
  id: Generated<number>;
  cid: number;
  uid: number;
  startTime: string;
  endTime: string;
  gmtCreate: string;
}

/** One counter per contest, bumped by triggers whenever what its board reads changes (migration 015). */
export interface ContestBoardVersionsTable {
  cid: number;
  version: number;
}

/** A contest's announcements (migration 016): 0 visible, 1 hidden. */
export interface ContestAnnouncementsTable {
  id: Generated<number>;
  cid: number;
  title: string;
  content: string;
  status: number;
  uid: number;
  gmtCreate: string;
  gmtModified: string;
}

/** Texts sent to a contest's printer (migration 016): 0 not printed, 1 printed. */
export interface ContestPrintsTable {
  id: Generated<number>;
  cid: number;
  uid: number;
  content: string;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

/** The AC helper's delivered balloons (migration 016): one row per (contest, user, problem) once checked. */
export interface ContestBalloonsTable {
  cid: number;
  uid: number;
  pid: number;
  checked: number;
  gmtModified: string;
}

export interface TrainingCategoriesTable {
  id: Generated<number>;
  name: string;
  color: string;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface TrainingsTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** 'Public' or 'Private'. */
  auth: string;
  privatePwd: string | null;
  rank: number;
  visible: number;
  rankShowName: string;
  categoryId: number | null;
  uid: number;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface TrainingProblemsTable {
  id: Generated<number>;
  tid: number;
  pid: number;
  rank: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface TrainingRankVersionsTable {
  tid: number;
  version: number;
}

export interface TrainingRegistersTable {
  id: Generated<number>;
  tid: number;
  uid: number;
  gmtCreate: string;
}

/** Markdown uploads by content (migration 022). */
export interface MdBlobsTable {
  hash: string;
  size: number;
  mediaType: string;
  content: Buffer;
  createdAt: string;
}

/** One upload of the Markdown editor: who uploaded which content, as a picture or a file. */
export interface MdFilesTable {
  id: Generated<number>;
  uid: number;
  gid: number | null;
  kind: 'img' | 'file';
  hash: string;
  name: string;
  createdAt: string;
}

/** A group (migration 023): auth 1 public, 2 protected, 3 private; visible 0 hides it from non-members. */
export interface GroupsTable {
  id: Generated<number>;
  name: string;
  shortName: string;
  brief: string;
  description: string;
  avatar: string | null;
  auth: number;
  code: string | null;
  visible: number;
  /** The owner. */
  uid: number;
  gmtCreate: string;
  gmtModified: string;
}

/** One user's standing in a group: 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
export interface GroupMembersTable {
  id: Generated<number>;
  gid: number;
  uid: number;
  auth: number;
  reason: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A teacher's class (migration 025): state 0 normal, 1 finished. */
export interface ClassesTable {
  id: Generated<number>;
  name: string;
  description: string;
  state: number;
  /** The teacher who made it. */
  uid: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface ClassStudentsTable {
  id: Generated<number>;
  classId: number;
  uid: number;
  gmtCreate: string;
}

/** A training or contest assigned to a class. */
export interface ClassHomeworkTable {
  id: Generated<number>;
  classId: number;
  kind: 'training' | 'contest';
  refId: number;
  gmtCreate: string;
}

/** A similarity check of one scope (migration 040; docs/similarity.md). */
export interface SimilarityChecksTable {
  id: Generated<number>;
  scope: string;
  scopeId: number;
  status: string;
  progressDone: number;
  progressTotal: number;
  threshold: number;
  allSubmissions: number;
  baseCode: string;
  error: string | null;
  createdBy: number;
  gmtCreate: string;
  gmtModified: string;
}

/** The submissions a check has compared: a rerun compares only pairs with one not listed here. */
export interface SimilarityCheckSubmissionsTable {
  checkId: number;
  submissionId: number;
}

/** A pair a check found at or above its threshold, and what an admin made of it. */
export interface SimilarityPairsTable {
  id: Generated<number>;
  checkId: number;
  pid: number;
  leftSubmissionId: number;
  rightSubmissionId: number;
  leftSimilarity: number;
  rightSimilarity: number;
  score: number;
  status: string;
  note: string;
  gmtModified: string;
}

/** Rows carried over from another judge: the source's table and key, and our id (migration 032). */
export interface LegacyIdsTable {
  source: string;
  legacyId: string;
  id: string;
}

/** A submit's Idempotency-Key and the answer its first call gave (migration 045). */
export interface SubmitKeysTable {
  uid: number;
  key: string;
  /** Null only inside the transaction that claims the key. */
  submitId: number | null;
  /** The first call's SubmissionRow, as JSON: a retry gets exactly it. */
  answer: string | null;
  createdAt: string;
}

/** One change an admin, teacher or group admin made (migration 048, docs/audit-log.md). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actorUid: number;
  actorName: string;
  actorRole: number;
  remoteAddress: string;
  action: string;
  entityKind: string;
  entityId: string | null;
  contestId: number | null;
  groupId: number | null;
  /** JSON: { field: { before, after } }, secrets replaced by a mark. */
  changes: string;
}

/** An account of the Contest API for one contest's tools (migration 051, docs/clics.md "API accounts"). */
export interface ClicsApiAccountsTable {
  id: Generated<number>;
  cid: number;
  /** 'admin' or 'analyst'. */
  role: string;
  username: string;
  passwordHash: string;
  /** SHA-256 (hex) of the bearer token; the token itself is shown once. */
  tokenHash: string;
  createdBy: number;
  createdAt: string;
}

/** A clarification's id chosen by a Contest API client (migration 052, admin_clar's PUT). */
export interface ClicsClarificationIdsTable {
  cid: number;
  clientId: string;
  /** The id it has here: `notice-N` or `reply-N`. */
  clarificationId: string;
}

/** A submission's id chosen by a Contest API client (migration 056, admin_submit's PUT). */
export interface ClicsSubmissionIdsTable {
  cid: number;
  clientId: string;
  submissionId: number;
}

/** An award a contest's admins wrote through the Contest API (migration 056); `teamIds` a JSON array. */
export interface ClicsAwardsTable {
  cid: number;
  awardId: string;
  citation: string;
  teamIds: string;
  /** 1: the award of this id is removed (a computed one included). */
  deleted: number;
  updatedAt: string;
}

/** A contest's thaw at a set time (migration 056, PATCH scoreboard_thaw_time). */
export interface ClicsThawsTable {
  cid: number;
  thawAt: string;
  /** 1 once the seal was lifted. */
  applied: number;
  scheduledBy: number;
}

/** A jury's clarification to one team through the Contest API (migration 056). */
export interface ClicsJuryMessagesTable {
  id: Generated<number>;
  cid: number;
  /** The API's id of the team (a user's uid, or a team contest's team's id). */
  teamId: string;
  problemId: string | null;
  text: string;
  createdBy: number;
  createdAt: string;
}

/**
 * When a Contest API object dated earlier than it was written (a forwarded submission or clarification) was
 * written (migration 058): its feed event is placed then.
 */
export interface ClicsBackdatedTable {
  cid: number;
  /** The feed's type: `submissions` or `clarifications`. */
  kind: string;
  /** This server's own id of the object (a submission's number, a clarification's `notice-3`). */
  objectId: string;
  writtenAt: string;
}

/** A Contest API webhook (migration 053, docs/clics.md "Webhooks"). */
export interface ClicsWebhooksTable {
  id: Generated<number>;
  url: string;
  /** The client's token, sent back in Webhook-Token. */
  token: string;
  /** JSON array of endpoint names; [] means all. */
  endpoints: string;
  /** JSON array of contest ids; [] means every contest the owner administers (root: all). */
  contestIds: string;
  active: number;
  ownerUid: number;
  /** The API account that registered it (its username), null for a site account. */
  apiAccount: string | null;
  /** JSON { contest id: the last token delivered }. */
  cursors: string;
  failures: number;
  failingSince: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  emailCodes: EmailCodesTable;
  captchas: CaptchasTable;
  slideChallenges: SlideChallengesTable;
  loginFailures: LoginFailuresTable;
  siteSettings: SiteSettingsTable;
  secrets: SecretsTable;
  legacyIds: LegacyIdsTable;
  submitKeys: SubmitKeysTable;
  judges: JudgesTable;
  outbox: OutboxTable;
  generatedUserLists: GeneratedUserListsTable;
  messageReminders: MessageRemindersTable;
  userNotices: UserNoticesTable;
  problems: ProblemsTable;
  testdataBlobs: TestdataBlobsTable;
  problemCases: ProblemCasesTable;
  testcaseUploads: TestcaseUploadsTable;
  tagClassifications: TagClassificationsTable;
  tags: TagsTable;
  problemTags: ProblemTagsTable;
  problemLanguages: ProblemLanguagesTable;
  codeTemplates: CodeTemplatesTable;
  problemCounts: ProblemCountsTable;
  savedCodes: SavedCodesTable;
  submissions: SubmissionsTable;
  judgeCases: JudgeCasesTable;
  testRuns: TestRunsTable;
  discussionCategories: DiscussionCategoriesTable;
  discussions: DiscussionsTable;
  discussionLikes: DiscussionLikesTable;
  discussionReports: DiscussionReportsTable;
  comments: CommentsTable;
  replies: RepliesTable;
  commentLikes: CommentLikesTable;
  contests: ContestsTable;
  contestRegisters: ContestRegistersTable;
  contestAffiliations: ContestAffiliationsTable;
  contestTeams: ContestTeamsTable;
  contestTeamMembers: ContestTeamMembersTable;
  contestVolunteers: ContestVolunteersTable;
  contestDeliveries: ContestDeliveriesTable;
  contestWindows: ContestWindowsTable;
  contestProblems: ContestProblemsTable;
  contestAnnouncements: ContestAnnouncementsTable;
  contestPrints: ContestPrintsTable;
  contestBalloons: ContestBalloonsTable;
  contestBoardVersions: ContestBoardVersionsTable;
  contestVirtualParticipations: ContestVirtualParticipationsTable;
  announcements: AnnouncementsTable;
  carouselImages: CarouselImagesTable;
  homeTimers: HomeTimersTable;
  sysNotices: SysNoticesTable;
  noteCategories: NoteCategoriesTable;
  notes: NotesTable;
  trainingCategories: TrainingCategoriesTable;
  trainings: TrainingsTable;
  trainingProblems: TrainingProblemsTable;
  trainingRegisters: TrainingRegistersTable;
  trainingRankVersions: TrainingRankVersionsTable;
  mdBlobs: MdBlobsTable;
  mdFiles: MdFilesTable;
  groups: GroupsTable;
  groupMembers: GroupMembersTable;
  classes: ClassesTable;
  classStudents: ClassStudentsTable;
  classHomework: ClassHomeworkTable;
  similarityChecks: SimilarityChecksTable;
  similarityCheckSubmissions: SimilarityCheckSubmissionsTable;
  similarityPairs: SimilarityPairsTable;
  auditLog: AuditLogTable;
  clicsApiAccounts: ClicsApiAccountsTable;
  clicsClarificationIds: ClicsClarificationIdsTable;
  clicsWebhooks: ClicsWebhooksTable;
  clicsSubmissionIds: ClicsSubmissionIdsTable;
  clicsAwards: ClicsAwardsTable;
  clicsThaws: ClicsThawsTable;
  clicsJuryMessages: ClicsJuryMessagesTable;
  clicsBackdated: ClicsBackdatedTable;
}
