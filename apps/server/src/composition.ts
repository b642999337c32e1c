// The composition root (issue 26): every collaborator of the server is built here, once, in layers: the repos
// other contexts read, then the policies (gates) and fact readers, then the services; each gets what it needs
// handed over by name. No factory builds another context's collaborator, so this file is the one place that
// shows what depends on what. buildApp (app.ts) registers the routes with what this returns.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Dialect } from './db/dialect.ts';
import { createChangeReactions, type ChangeReactions } from './lib/change-reactions.ts';
import { verdictLabel, type Metrics } from './lib/metrics.ts';
import { createRemovalReactions, type RemovalReactions } from './lib/removal-reactions.ts';
import {
  removeContestComments,
  removeGroupDiscussions,
  createCommentsService,
  createDiscussionsService,
  createGroupDiscussions,
  createNotesService,
  createNoticesService,
  sendMineNotices,
} from './contexts/community/index.ts';
import {
  removeGroupContests,
  contestAnnouncementDeps,
  createContestAnnouncementsRepo,
  contestBalloonDeps,
  contestPrintDeps,
  contestVolunteerDeps,
  contestWindowDeps,
  createContestAcDownload,
  createContestProblemAuthoring,
  createContestProblemsRepo,
  createContestProblemsService,
  createContestsRepo,
  createContestWindowsRepo,
  createHallContestsRepo,
  createContestsService,
  createScoreboardsService,
  createScrollBoardService,
  type ScoreboardsService,
  type ContestsService,
} from './contexts/contests/index.ts';
import {
  removeGroupProblems,
  countVerdict,
  createIcpcImporter,
  createProblemBankService,
  createProblemsRepo,
  createProblemsService,
  createTagListsService,
  createTestdataRepo,
  createGroupProblems,
} from './contexts/problems/index.ts';
import { createTemplateReader } from './contexts/problems/facts.ts';
import {
  removeGroupTrainings,
  createTrainingProblemsRepo,
  trainingRankDeps,
  trainingsDeps,
  createTrainingsRepo,
} from './contexts/trainings/index.ts';
import {
  createAccountsRepo,
  createAccountsService,
  createAdminUsersService,
  type AdminUsersService,
  createRankingsService,
  createUserHomeService,
} from './contexts/accounts/index.ts';
import { createAnnouncementsService, createHomeService, createEmailConfig } from './contexts/site/index.ts';
import { createCaptchaService, type TokenService } from './contexts/access/index.ts';
import { classesDeps } from './contexts/classes/index.ts';
import { similarityDeps } from './contexts/similarity/index.ts';
import { createAuditLog } from './contexts/audit/index.ts';
import { createContestGate, createContestHall, type ContestGate } from './contexts/contests/policy.ts';
import { createHiddenContestResults } from './contexts/contests/facts.ts';
import { createTeamMembership } from './contexts/contests/index.ts';
import { buildContestTeams } from './composition/contest-teams.ts';
import { createMdFilesService, createMailer } from './contexts/platform/index.ts';
import { buildLive, liveWithContests, type Live } from './composition/live.ts';
import { createGroupGate, createGroupProblemAccess } from './contexts/groups/policy.ts';
import { groupsDeps } from './contexts/groups/index.ts';
import {
  createCompileCheck,
  casesOf,
  judgeProblemOf,
  createJudgingWork,
  createRemoteJudgesService,
  startEmbeddedJudge,
  createSubmissionsRepo,
  renameContestSubmissions,
  createSubmissionsService,
  createTestRunsRepo,
} from './contexts/judging/index.ts';
import { createSiteConfigService } from './contexts/site/facts.ts';
import { createJudgeLog, createSolveRecords, createSubmissionCode } from './contexts/judging/facts.ts';
import { createTrainingProgress } from './contexts/trainings/facts.ts';
import { createTrainingGate } from './contexts/trainings/policy.ts';
import { buildClics, buildClicsWrites } from './composition/clics.ts';
import { removeContestApiRows } from './contexts/clics/index.ts';

export interface CompositionInput {
  db: Db;
  dialect: Dialect;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Built before the auth plugin, which needs it first. */
  tokens: TokenService;
  /** The app's Prometheus metrics: the judgings and board rebuilds are counted where they happen. */
  metrics?: Metrics;
  /** PostgreSQL's address: the live events travel between server processes on a LISTEN connection of their own. */
  connectionString?: string;
}

/** The repos more than one context reads (each context builds its private ones itself). */
function buildSharedRepos(db: Db, removal: RemovalReactions, changes: ChangeReactions) {
  return {
    accounts: createAccountsRepo(db),
    contests: createContestsRepo(db, removal),
    contestWindows: createContestWindowsRepo(db),
    contestProblems: createContestProblemsRepo(db, changes),
    contestAnnouncements: createContestAnnouncementsRepo(db),
    problems: createProblemsRepo(db),
    submissions: createSubmissionsRepo(db, changes),
    testRuns: createTestRunsRepo(db),
    testdata: createTestdataRepo(db),
    trainings: createTrainingsRepo(db),
    trainingProblems: createTrainingProblemsRepo(db),
  };
}

export type SharedRepos = ReturnType<typeof buildSharedRepos>;

/**
 * Who may do what, and the small facts other contexts read: built once, before any service, and from repos
 * and each other only (a contest's rules read the contest's info; a training's ask its group).
 */
function buildPolicies(db: Db, repos: SharedRepos) {
  const groupGate = createGroupGate(db);
  const groupProblemAccess = createGroupProblemAccess(groupGate);
  const solveRecords = createSolveRecords(db, repos.submissions);
  // The contests service answers a contest's info and phase, which the contest gate and the boards read.
  const teamMembership = createTeamMembership(db);
  const contests = createContestsService({
    groups: groupGate,
    repo: repos.contests,
    submitters: solveRecords,
    teams: teamMembership,
    windows: repos.contestWindows,
  });
  const contestGate = createContestGate({
    contests,
    repo: repos.contestProblems,
    windows: repos.contestWindows,
  });
  const contestHall = createContestHall({
    hallContests: createHallContestsRepo(db),
    contests: repos.contests,
    groups: groupGate,
    teams: teamMembership,
  });
  const trainingGate = createTrainingGate({
    trainings: repos.trainings,
    links: repos.trainingProblems,
    groups: groupGate,
  });
  const trainingProgress = createTrainingProgress(db);
  return {
    groupGate,
    groupProblemAccess,
    contests,
    contestGate,
    contestHall,
    trainingGate,
    trainingProgress,
    solveRecords,
    teams: teamMembership,
  };
}

/** The judges: the queue's work (shared by the embedded and the remote judges), the embedded one if configured. */
async function buildJudging({ db, dialect, config, log }: CompositionInput, repos: SharedRepos, live: Live) {
  const work = createJudgingWork({
    db,
    dialect,
    submissions: repos.submissions,
    testRuns: repos.testRuns,
    problems: repos.problems,
    notices: live.notices,
  });
  const judge = config.embeddedJudge
    ? await startEmbeddedJudge({ db, dialect, config, log, testdata: repos.testdata, work })
    : null;
  const remoteJudges = await createRemoteJudgesService({
    db,
    dialect,
    config,
    work,
    testdata: repos.testdata,
    embedded: judge,
  });
  // What the submissions tell of their writes: queued work wakes the judges; the live updates hear of both.
  const onQueued = () => {
    judge?.poke();
    remoteJudges.poke();
    live.notices.queueChanged();
  };
  return { judge, remoteJudges, submissionPorts: { onQueued, notices: live.notices } };
}

/**
 * What each context removes of its own when a group is disbanded or contests are deleted, in the order the
 * dissolution has always run: discussions, contests (their Q&A through 'contest/remove'), trainings, problems.
 */
function registerRemovals(removal: RemovalReactions) {
  removal.on('group/dissolve', (trx, { gid }) => removeGroupDiscussions(trx, gid));
  removal.on('group/dissolve', (trx, { gid }) => removeGroupContests(trx, gid, removal));
  removal.on('group/dissolve', (trx, { gid }) => removeGroupTrainings(trx, gid));
  removal.on('group/dissolve', (trx, { gid }) => removeGroupProblems(trx, gid));
  removal.on('contest/remove', (trx, { cids }) => removeContestComments(trx, cids));
  removal.on('contest/remove', (trx, { cids }) => removeContestApiRows(trx, cids));
}

/**
 * What each context writes of its own when another's write asks it to: the bank's counters follow a submission's
 * verdict (problems), a contest problem's new display id reaches its submissions (judging).
 */
/** The writes one context asks of another; with metrics, each recorded judging counted by language and verdict. */
function buildChanges(metrics: Metrics | undefined): ChangeReactions {
  const changes = createChangeReactions();
  registerChanges(changes);
  if (metrics)
    changes.on('submission/judged', async (_trx, { language, status }) => {
      metrics.judgings.inc({ language, verdict: verdictLabel(status) });
    });
  return changes;
}

function registerChanges(changes: ChangeReactions) {
  changes.on('submission/verdict', countVerdict);
  changes.on('contest-problem/rename', renameContestSubmissions);
}

/** The classes ask the trainings, contests and submissions, the groups a teacher administers, and root's user management. */
function buildClasses(
  db: Db,
  repos: SharedRepos,
  policies: ReturnType<typeof buildPolicies>,
  accounts: AdminUsersService,
) {
  return classesDeps(db, {
    trainings: repos.trainings,
    trainingProblems: repos.trainingProblems,
    contests: repos.contests,
    contestProblems: repos.contestProblems,
    solveRecords: policies.solveRecords,
    judgeLog: createJudgeLog(db),
    groups: policies.groupGate,
    accounts,
  });
}

/** Builds every collaborator of the server once. */
export async function composeServer(input: CompositionInput) {
  const { db, config, log, tokens, metrics } = input;
  const removal = createRemovalReactions();
  registerRemovals(removal);
  const changes = buildChanges(metrics);
  const repos = buildSharedRepos(db, removal, changes);
  const policies = buildPolicies(db, repos);
  const { groupGate, contests, contestGate, contestHall: sessionRules, trainingGate, teams } = policies;

  // Root's SMTP settings in the database; the SMTP_* variables win over them (mail/smtp-settings.ts).
  const emailConfig = createEmailConfig(db);
  const mailer = createMailer({ db, config, log, storedEmailConfig: emailConfig.stored });
  const siteConfig = createSiteConfigService(db);
  const captcha = createCaptchaService(db);
  const accounts = createAccountsService({ db, tokens, mailer, captcha, siteConfig, sessionRules });
  const adminUsers = createAdminUsersService({
    db,
    tokens,
    dataDir: config.dataDir,
    accounts: repos.accounts,
  });
  const live = buildLive(input);
  const { judge, remoteJudges, submissionPorts } = await buildJudging(input, repos, live);
  const { notices } = live;

  const { problems, problemBank, mdFiles, icpcImporter } = buildProblems(db, repos, policies, judge);
  const submissions = createSubmissionsService({
    db,
    submissions: repos.submissions,
    siteConfig,
    ...submissionPorts,
    canJudge: (language) => remoteJudges.canRun(language),
    checkCaptcha: (captchaKey, answer) => captcha.checkText(captchaKey, answer),
    problems: repos.problems,
    testdata: repos.testdata,
    contestGate,
    trainingGate,
    groupGate,
    contestProblems: repos.contestProblems,
  });

  const contestProblems = createContestProblemsService({
    repo: repos.contestProblems,
    problems: repos.problems,
    contests,
    gate: contestGate,
    problemAccess: policies.groupProblemAccess,
  });
  const contestAuthoring = createContestProblemAuthoring({
    problems,
    contests,
    contestProblems,
    repo: repos.contestProblems,
  });
  const contestAnnouncements = contestAnnouncementDeps(db, { gate: contestGate, contests, notices });
  // One scoreboards service (one board cache) for the boards and the scroll board, which asks it.
  const onRebuild = metrics && (() => metrics.scoreboardRebuilds.inc());
  const scoreboards = createScoreboardsService({ db, contests, gate: contestGate, onRebuild });
  live.bus.hear(scoreboards.hearer);
  const trainings = trainingsDeps(db, { gate: trainingGate, progress: policies.trainingProgress });
  const userHome = createUserHomeService({ db });
  const trainingProblems = {
    links: repos.trainingProblems,
    gate: trainingGate,
    trainings: repos.trainings,
    problems: repos.problems,
    submissions: repos.submissions,
    progress: policies.trainingProgress,
    userHome,
  };
  const announcements = createAnnouncementsService({ db });
  const comments = createCommentsService({ db, siteConfig, contestGate, groupGate, notices, teams });
  const rankings = createRankingsService({ db });

  return {
    repos,
    policies,
    live: liveWithContests(live, { contestGate, contestProblems, contests: repos.contests, log }),
    tokens,
    emailConfig,
    mailer,
    siteConfig,
    captcha,
    accounts,
    adminUsers,
    judge,
    remoteJudges,
    problems,
    problemBank,
    icpcImporter,
    submissions,
    mdFiles,
    discussions: createDiscussionsService({ db, siteConfig, groupGate, notices }),
    groupDiscussions: createGroupDiscussions({ db, siteConfig, gate: groupGate }),
    comments,
    contests,
    contestProblems,
    contestAuthoring,
    contestAcDownload: createContestAcDownload({ gate: contestGate, repo: repos.contestProblems }),
    contestAnnouncements,
    ...contestHallDesks(db, contestGate, contests, repos),
    contestTeams: buildContestTeams({ db, repos, contestGate, adminUsers, dataDir: config.dataDir }),
    ...boardReaders(db, repos, contestGate, scoreboards, config.dataDir),
    userHome,
    rankings,
    notices: createNoticesService({ db }),
    notes: createNotesService({ db }),
    announcements,
    home: createHomeService({ db, dataDir: config.dataDir, hiddenResults: createHiddenContestResults(db) }),
    trainings,
    trainingProblems,
    trainingRank: trainingRankDeps(db, { gate: trainingGate, groups: groupGate }),
    groups: groupsDeps(
      db,
      { gate: groupGate, siteConfig, removal, sendMineNotices, notices },
      config.dataDir,
    ),
    groupAnnouncements: { gate: groupGate, announcements },
    groupRank: { gate: groupGate, rankings },
    groupProblems: createGroupProblems({
      db,
      gate: groupGate,
      problems,
      problemsRepo: repos.problems,
      submissions: repos.submissions,
      contestEditing: contestAuthoring,
    }),
    classes: buildClasses(db, repos, policies, adminUsers),
    // The similarity check asks the contests', trainings' and groups' gates who administers a scope.
    similarity: similarityDeps(
      db,
      { contests: contestGate, trainings: trainingGate, groups: groupGate },
      { code: createSubmissionCode(db), templates: createTemplateReader(db) },
      (error) => log.error({ err: error }, 'similarity check failed'),
    ),
    audit: buildAuditLog(db, log, policies),
    // The Contest API's writes (issue 22): a contest's clock, its clarifications, a contest package's import.
    ...buildClicsWrites({
      repos,
      icpcImporter,
      contests,
      contestProblems,
      adminUsers,
      comments,
      contestAnnouncements,
      submissions,
    }),
  };
}
export type Composition = Awaited<ReturnType<typeof composeServer>>;

/**
 * The problems' services and what they ask of the judging (the special judge's compile check, the judge's
 * view of an imported package's problem), handed in as the problems context's ports.
 */
function buildProblems(
  db: Db,
  repos: SharedRepos,
  policies: ReturnType<typeof buildPolicies>,
  judge: Awaited<ReturnType<typeof buildJudging>>['judge'],
) {
  const problems = createProblemsService({
    db,
    compileCheck: createCompileCheck(() => judge?.worker ?? null),
    testdata: repos.testdata,
  });
  const problemBank = createProblemBankService({
    db,
    languageAvailability: () => judge?.languageAvailability,
    submissions: repos.submissions,
    problemAccess: policies.groupProblemAccess,
    tagLists: createTagListsService(db),
  });
  const mdFiles = createMdFilesService(db, {
    groupAdmin: (actor, gid) => policies.groupGate.forAdmin(actor, gid),
  });
  const icpcImporter = createIcpcImporter({
    db,
    problems,
    testdata: repos.testdata,
    worker: () => judge?.worker ?? null,
    storeImage: mdFiles.storeImage,
    judgeTask: { judgeProblemOf, casesOf },
  });
  return { problems, problemBank, mdFiles, icpcImporter };
}

/** The scoreboards and what reads them: the scroll board (it asks the scoreboards) and the Contest API. */
function boardReaders(
  db: Db,
  repos: SharedRepos,
  contestGate: ContestGate,
  scoreboards: ScoreboardsService,
  dataDir: string,
) {
  const scrollBoard = createScrollBoardService({ scoreboards });
  return { scoreboards, scrollBoard, clics: buildClics(db, repos, contestGate, scoreboards, dataDir) };
}

/**
 * The hall's desks of a contest: the balloon and print queues (the contest admins' and, over the same two, the
 * volunteers'), and the per-contestant time windows the admins set.
 */
function contestHallDesks(db: Db, gate: ContestGate, contests: ContestsService, repos: SharedRepos) {
  const contestPrints = contestPrintDeps(db, { gate });
  const contestBalloons = contestBalloonDeps(db, { gate, contests });
  const volunteers = { gate, contests: repos.contests, balloons: contestBalloons, prints: contestPrints };
  const windows = { repo: repos.contestWindows, gate, teams: createTeamMembership(db) };
  return {
    contestPrints,
    contestBalloons,
    contestVolunteers: contestVolunteerDeps(db, volunteers),
    contestWindows: contestWindowDeps(db, windows),
  };
}

/** The audit log, whose contest and group parts their admins read (asked of the contests' and groups' gates). */
function buildAuditLog(db: Db, log: CompositionInput['log'], policies: ReturnType<typeof buildPolicies>) {
  const refusedAsFalse = () => false;
  return createAuditLog({
    db,
    log,
    ports: {
      isContestAdmin: (actor, cid) =>
        policies.contestGate.view(actor, cid).then((view) => view.admin, refusedAsFalse),
      isGroupAdmin: (actor, gid) => policies.groupGate.forAdmin(actor, gid).then(() => true, refusedAsFalse),
    },
  });
}
