// The composition root (issue 26): every collaborator of the server is built here, once, in layers: the repos
// other contexts read, then the policies (gates) and fact readers, then the services; each gets what it needs
// handed over by name. No factory builds another context's collaborator, so this file is the one place that
// shows what depends on what. buildApp (app.ts) registers the routes with what this returns.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Dialect } from './db/dialect.ts';
import { createAccountsRepo } from './contexts/accounts/accounts/accounts.repo.ts';
import { createAccountsService } from './contexts/accounts/accounts/accounts.service.ts';
import { createAdminUsersService } from './contexts/accounts/admin-users/admin-users.service.ts';
import { createAnnouncementsService } from './contexts/site/announcements/announcements.service.ts';
import { createCaptchaService } from './contexts/access/captcha/captcha.service.ts';
import { classesDeps } from './contexts/classes/classes.deps.ts';
import { createCommentsService } from './contexts/community/comments/comments.service.ts';
import { contestAnnouncementDeps } from './contexts/contests/contest-announcements/contest-announcements.service.ts';
import { createContestAnnouncementsRepo } from './contexts/contests/contest-announcements/contest-announcements.repo.ts';
import { contestBalloonDeps } from './contexts/contests/contest-balloons/contest-balloons.service.ts';
import { contestPrintDeps } from './contexts/contests/contest-prints/contest-prints.service.ts';
import { createContestAcDownload } from './contexts/contests/contest-problems/contest-ac-download.ts';
import { createContestGate } from './contexts/contests/contest-problems/contest-gate.ts';
import { createContestProblemAuthoring } from './contexts/contests/contest-problems/contest-problem-authoring.ts';
import { createContestProblemsRepo } from './contexts/contests/contest-problems/contest-problems.repo.ts';
import { createContestProblemsService } from './contexts/contests/contest-problems/contest-problems.service.ts';
import { createContestsRepo } from './contexts/contests/contests/contests.repo.ts';
import { createContestsService } from './contexts/contests/contests/contests.service.ts';
import { createDiscussionsService } from './contexts/community/discussions/discussions.service.ts';
import { createGroupDiscussions } from './contexts/community/discussions/group-discussions.ts';
import { createMdFilesService } from './contexts/platform/files/md-files.service.ts';
import { createGroupGate } from './contexts/groups/group-gate.ts';
import { createGroupProblemAccess } from './contexts/groups/group-problem-access.ts';
import { createGroupProblems } from './contexts/groups/group-problems.ts';
import { groupsDeps } from './contexts/groups/groups.deps.ts';
import { createHomeService } from './contexts/site/home/home.service.ts';
import { createCompileCheck } from './contexts/judging/judging/compile-check.ts';
import { createJudgingWork } from './contexts/judging/judging/judging-work.ts';
import { createRemoteJudgesService } from './contexts/judging/judging/remote-judges.service.ts';
import { startEmbeddedJudge } from './contexts/judging/judging/start-embedded-judge.ts';
import { createMailer } from './contexts/platform/mail/mailer.ts';
import { createNotesService } from './contexts/community/notes/notes.service.ts';
import { createNoticesService } from './contexts/community/notices/notices.service.ts';
import { createIcpcImporter } from './contexts/problems/problems/icpc-import.service.ts';
import { createProblemBankService } from './contexts/problems/problems/problem-bank.service.ts';
import { createProblemsRepo } from './contexts/problems/problems/problems.repo.ts';
import { createProblemsService } from './contexts/problems/problems/problems.service.ts';
import { createRankingsService } from './contexts/accounts/rankings/rankings.service.ts';
import { createScoreboardsService } from './contexts/contests/scoreboards/scoreboards.service.ts';
import { createScrollBoardService } from './contexts/contests/scroll-board/scroll-board.service.ts';
import type { TokenService } from './contexts/access/sessions/tokens.ts';
import { createEmailConfig } from './contexts/site/site-config/email-config.ts';
import { createSiteConfigService } from './contexts/site/site-config/site-config.service.ts';
import { createSolveRecords } from './contexts/judging/submissions/solve-records.ts';
import { createSubmissionsRepo } from './contexts/judging/submissions/submissions.repo.ts';
import { createSubmissionsService } from './contexts/judging/submissions/submissions.service.ts';
import { createTestRunsRepo } from './contexts/judging/submissions/test-runs.repo.ts';
import { createTagListsService } from './contexts/problems/tags/tag-lists.service.ts';
import { createTestdataRepo } from './contexts/problems/testdata/testdata.repo.ts';
import { createTrainingProblemsRepo } from './contexts/trainings/training-problems/training-problems.repo.ts';
import { createTrainingProgress } from './contexts/trainings/training-problems/training-progress.ts';
import { trainingRankDeps } from './contexts/trainings/training-ranks/training-rank.ts';
import { createTrainingGate } from './contexts/trainings/trainings/training-gate.ts';
import { trainingsDeps } from './contexts/trainings/trainings/trainings.deps.ts';
import { createTrainingsRepo } from './contexts/trainings/trainings/trainings.repo.ts';
import { createUserHomeService } from './contexts/accounts/user-home/user-home.service.ts';

export interface CompositionInput {
  db: Db;
  dialect: Dialect;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Built before the auth plugin, which needs it first. */
  tokens: TokenService;
}

/** The repos more than one context reads (each context builds its private ones itself). */
function buildSharedRepos(db: Db) {
  return {
    accounts: createAccountsRepo(db),
    contests: createContestsRepo(db),
    contestProblems: createContestProblemsRepo(db),
    contestAnnouncements: createContestAnnouncementsRepo(db),
    problems: createProblemsRepo(db),
    submissions: createSubmissionsRepo(db),
    testRuns: createTestRunsRepo(db),
    testdata: createTestdataRepo(db),
    trainings: createTrainingsRepo(db),
    trainingProblems: createTrainingProblemsRepo(db),
  };
}

type SharedRepos = ReturnType<typeof buildSharedRepos>;

/**
 * Who may do what, and the small facts other contexts read: built once, before any service, and from repos
 * and each other only (a contest's rules read the contest's info; a training's ask its group).
 */
function buildPolicies(db: Db, repos: SharedRepos) {
  const groupGate = createGroupGate(db);
  const groupProblemAccess = createGroupProblemAccess(groupGate);
  // The contests service answers a contest's info and phase, which the contest gate and the boards read.
  const contests = createContestsService({ db, groups: groupGate });
  const contestGate = createContestGate({ contests, repo: repos.contestProblems });
  const trainingGate = createTrainingGate({
    trainings: repos.trainings,
    links: repos.trainingProblems,
    groups: groupGate,
  });
  const trainingProgress = createTrainingProgress(db);
  const solveRecords = createSolveRecords(db);
  return {
    groupGate,
    groupProblemAccess,
    contests,
    contestGate,
    trainingGate,
    trainingProgress,
    solveRecords,
  };
}

/** The judges: the queue's work (shared by the embedded and the remote judges), the embedded one if configured. */
async function buildJudging({ db, dialect, config, log }: CompositionInput, repos: SharedRepos) {
  const work = createJudgingWork({
    db,
    dialect,
    submissions: repos.submissions,
    testRuns: repos.testRuns,
    problems: repos.problems,
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
  return { judge, remoteJudges };
}

/** Builds every collaborator of the server once. */
export async function composeServer(input: CompositionInput) {
  const { db, config, log, tokens } = input;
  const repos = buildSharedRepos(db);
  const policies = buildPolicies(db, repos);
  const { groupGate, contests, contestGate, trainingGate } = policies;

  // Root's SMTP settings in the database; the SMTP_* variables win over them (mail/smtp-settings.ts).
  const emailConfig = createEmailConfig(db);
  const mailer = createMailer({ db, config, log, storedEmailConfig: emailConfig.stored });
  const siteConfig = createSiteConfigService(db);
  const captcha = createCaptchaService(db);
  const accounts = createAccountsService({ db, tokens, mailer, captcha, siteConfig });
  const adminUsers = createAdminUsersService({
    db,
    tokens,
    dataDir: config.dataDir,
    accounts: repos.accounts,
  });
  const { judge, remoteJudges } = await buildJudging(input, repos);

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
  const icpcImporter = createIcpcImporter({
    db,
    problems,
    testdata: repos.testdata,
    worker: () => judge?.worker ?? null,
  });
  const submissions = createSubmissionsService({
    db,
    siteConfig,
    onQueued: () => {
      judge?.poke();
      remoteJudges.poke();
    },
    canJudge: (language) => remoteJudges.canRun(language),
    problems: repos.problems,
    testdata: repos.testdata,
    contestGate,
    trainingGate,
    groupGate,
    contestProblems: repos.contestProblems,
  });

  const contestProblems = createContestProblemsService({
    db,
    problems: repos.problems,
    contests,
    gate: contestGate,
    problemAccess: policies.groupProblemAccess,
  });
  const contestAuthoring = createContestProblemAuthoring({ db, problems, contests, contestProblems });
  const contestAnnouncements = contestAnnouncementDeps(db, { gate: contestGate, contests });
  // One scoreboards service (one board cache) for the boards and the scroll board, which asks it.
  const scoreboards = createScoreboardsService({ db, contests, gate: contestGate });

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
  const rankings = createRankingsService({ db });

  return {
    repos,
    policies,
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
    mdFiles: createMdFilesService(db),
    discussions: createDiscussionsService({ db, siteConfig, groupGate }),
    groupDiscussions: createGroupDiscussions({ db, siteConfig, gate: groupGate }),
    comments: createCommentsService({ db, siteConfig, contestGate, groupGate }),
    contests,
    contestProblems,
    contestAuthoring,
    contestAcDownload: createContestAcDownload({ gate: contestGate, repo: repos.contestProblems }),
    contestAnnouncements,
    contestPrints: contestPrintDeps(db, { gate: contestGate }),
    contestBalloons: contestBalloonDeps(db, { gate: contestGate, contests }),
    scoreboards,
    scrollBoard: createScrollBoardService({ scoreboards }),
    userHome,
    rankings,
    notices: createNoticesService({ db }),
    notes: createNotesService({ db }),
    announcements,
    home: createHomeService({ db, dataDir: config.dataDir }),
    trainings,
    trainingProblems,
    trainingRank: trainingRankDeps(db, { gate: trainingGate, groups: groupGate }),
    groups: groupsDeps(db, { gate: groupGate, siteConfig, announcements, rankings }, config.dataDir),
    groupProblems: createGroupProblems({
      db,
      gate: groupGate,
      problems,
      problemsRepo: repos.problems,
      submissions: repos.submissions,
      contests,
      authoring: contestAuthoring,
    }),
    classes: classesDeps(db, {
      trainings: repos.trainings,
      trainingProblems: repos.trainingProblems,
      contests: repos.contests,
      contestProblems: repos.contestProblems,
      solveRecords: policies.solveRecords,
    }),
  };
}
export type Composition = Awaited<ReturnType<typeof composeServer>>;
