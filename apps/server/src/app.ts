import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { AUTH_HEADER, REFRESH_HEADER } from '@judge/contract';
import type { ServerConfig } from './config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { createRateBudget } from './http/rate-budget.ts';
import { defineRoute } from './http/route.ts';
import { authPlugin } from './plugins/auth.plugin.ts';
import { errorsPlugin } from './plugins/errors.plugin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { registerAdminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { createAdminUsersService } from './modules/admin-users/admin-users.service.ts';
import { createCaptchaService } from './modules/captcha/captcha.service.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { registerMailRoutes } from './modules/mail/mail.routes.ts';
import { registerMessageRoutes } from './modules/messages/messages.routes.ts';
import { registerFileRoutes, PUBLIC_IMG_PREFIX } from './modules/files/files.routes.ts';
import { registerMdFileRoutes } from './modules/files/md-files.routes.ts';
import { createMdFilesService } from './modules/files/md-files.service.ts';
import { createTokenService } from './modules/sessions/tokens.ts';
import { registerAdminProblemRoutes } from './modules/problems/admin-problems.routes.ts';
import { createIcpcImporter } from './modules/problems/icpc-import.service.ts';
import { createProblemsService } from './modules/problems/problems.service.ts';
import { createProblemBankService } from './modules/problems/problem-bank.service.ts';
import { registerProblemRoutes } from './modules/problems/problems.routes.ts';
import { registerTagRoutes } from './modules/tags/tags.routes.ts';
import { registerSubmissionRoutes } from './modules/submissions/submissions.routes.ts';
import { createSubmissionsService } from './modules/submissions/submissions.service.ts';
import { startEmbeddedJudge } from './modules/judging/start-embedded-judge.ts';
import { createCompileCheck } from './modules/judging/compile-check.ts';
import { registerRemoteJudgeRoutes } from './modules/judging/remote-judges.routes.ts';
import { createRemoteJudgesService } from './modules/judging/remote-judges.service.ts';
import { createTestdataRepo } from './modules/testdata/testdata.repo.ts';
import { registerSiteConfigRoutes } from './modules/site-config/site-config.routes.ts';
import { createSiteConfigService } from './modules/site-config/site-config.service.ts';
import { createEmailConfig } from './modules/site-config/email-config.ts';
import { registerSystemConfigRoutes } from './modules/site-config/system-config.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerDiscussionRoutes } from './modules/discussions/discussions.routes.ts';
import { createDiscussionsService } from './modules/discussions/discussions.service.ts';
import { registerCommentRoutes } from './modules/comments/comments.routes.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { registerContestRoutes } from './modules/contests/contests.routes.ts';
import { createContestsService } from './modules/contests/contests.service.ts';
import { registerContestProblemRoutes } from './modules/contest-problems/contest-problems.routes.ts';
import { createContestProblemsService } from './modules/contest-problems/contest-problems.service.ts';
import { registerContestAdminRoutes } from './modules/contest-problems/contest-admin.routes.ts';
import { createContestProblemAuthoring } from './modules/contest-problems/contest-problem-authoring.ts';
import { createContestAcDownload } from './modules/contest-problems/contest-ac-download.ts';
import { registerScoreboardRoutes } from './modules/scoreboards/scoreboards.routes.ts';
import { createScoreboardsService } from './modules/scoreboards/scoreboards.service.ts';
import { registerScrollBoardRoutes } from './modules/scroll-board/scroll-board.routes.ts';
import { createScrollBoardService } from './modules/scroll-board/scroll-board.service.ts';
import { registerUserHomeRoutes } from './modules/user-home/user-home.routes.ts';
import { createUserHomeService } from './modules/user-home/user-home.service.ts';
import { registerRankingsRoutes } from './modules/rankings/rankings.routes.ts';
import { createRankingsService } from './modules/rankings/rankings.service.ts';
import { registerNoteRoutes } from './modules/notes/notes.routes.ts';
import { createNotesService } from './modules/notes/notes.service.ts';
import { registerNoticeRoutes } from './modules/notices/notices.routes.ts';
import { createNoticesService } from './modules/notices/notices.service.ts';
import { registerAnnouncementRoutes } from './modules/announcements/announcements.routes.ts';
import { createAnnouncementsService } from './modules/announcements/announcements.service.ts';
import { registerHomeRoutes } from './modules/home/home.routes.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { registerContestAnnouncementRoutes } from './modules/contest-announcements/contest-announcements.routes.ts';
import { contestAnnouncementDeps } from './modules/contest-announcements/contest-announcements.service.ts';
import { registerContestPrintRoutes } from './modules/contest-prints/contest-prints.routes.ts';
import { contestPrintDeps } from './modules/contest-prints/contest-prints.service.ts';
import { registerContestBalloonRoutes } from './modules/contest-balloons/contest-balloons.routes.ts';
import { contestBalloonDeps } from './modules/contest-balloons/contest-balloons.service.ts';
import { registerTrainingRoutes } from './modules/trainings/trainings.routes.ts';
import { trainingsDeps } from './modules/trainings/trainings.deps.ts';
import { registerTrainingProblemRoutes } from './modules/training-problems/training-problems.routes.ts';
import { registerFullScreenListRoute } from './modules/problems/full-screen-list.routes.ts';
import { trainingProblemsDeps } from './modules/training-problems/training-problems.deps.ts';
import { registerTrainingRankRoutes } from './modules/training-ranks/training-ranks.routes.ts';
import { trainingRankDeps } from './modules/training-ranks/training-rank.ts';
import { registerGroupRoutes } from './modules/groups/groups.routes.ts';
import { groupsDeps } from './modules/groups/groups.deps.ts';
import { createGroupGate } from './modules/groups/group-gate.ts';
import { createGroupProblems } from './modules/groups/group-problems.ts';
import { registerGroupProblemRoutes } from './modules/groups/group-problems.routes.ts';
import { registerGroupTrainingRoutes } from './modules/groups/group-trainings.routes.ts';
import { registerGroupContestRoutes } from './modules/groups/group-contests.routes.ts';
import { registerBackOfficeGroupFence } from './modules/groups/back-office-fence.ts';
import { createContestsRepo } from './modules/contests/contests.repo.ts';
import { createContestAnnouncementsRepo } from './modules/contest-announcements/contest-announcements.repo.ts';
import { createTrainingsRepo } from './modules/trainings/trainings.repo.ts';
import { createTrainingProblemsRepo } from './modules/training-problems/training-problems.repo.ts';
import { registerClassRoutes } from './modules/classes/classes.routes.ts';
import { classesDeps } from './modules/classes/classes.deps.ts';
import { registerGroupDiscussionRoutes } from './modules/discussions/group-discussions.routes.ts';
import { createGroupDiscussions } from './modules/discussions/group-discussions.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  /** An already open database (tests share one per file); opened from the config otherwise. */
  database?: DatabaseHandle;
  logger?: boolean;
}

/** How long requests in flight may take to finish once the server closes. */
const CLOSE_GRACE_MS = 3_000;

export async function buildApp({ config, database, logger = true }: BuildAppOptions) {
  const handle = database ?? openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  await migrateToLatest(handle);
  const { db } = handle;

  const app: FastifyInstance = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Long-running judge or download calls are not cut short by the server.
    requestTimeout: 0,
  });

  // Order: ecosystem plugins, our plugins, then the domain modules (style.md, Fastify).
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { files: 1, fields: 20 } });
  await app.register(errorsPlugin, { spaIndex: findSpaIndex(config.webDist) });
  await app.register(securityHeadersPlugin);
  const tokens = await createTokenService(db, {
    ttlSeconds: config.tokenTtlSeconds,
    refreshAfterSeconds: config.tokenRefreshAfterSeconds,
  });
  await app.register(authPlugin, { tokens });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Browsers may only read these response headers when they are exposed.
    reply.header('Access-Control-Expose-Headers', `${AUTH_HEADER}, ${REFRESH_HEADER}`);
    return payload;
  });
  // Before the routes: the back office's calls on a group's contest or training follow the group's rule (spec 3 §6).
  registerBackOfficeGroupFence(app, db, {
    contest: createContestsRepo(db).findById,
    contestOfAnnouncement: createContestAnnouncementsRepo(db).contestOf,
    training: createTrainingsRepo(db).find,
    trainingOfLink: async (id) => (await createTrainingProblemsRepo(db).findLink(id))?.tid,
  });

  // Root's SMTP settings in the database; the SMTP_* variables win over them (mail/smtp-settings.ts).
  const emailConfig = createEmailConfig(db);
  const mailer = createMailer({ db, config, log: app.log, storedEmailConfig: emailConfig.stored });
  const siteConfig = createSiteConfigService(db);
  const captcha = createCaptchaService(db);
  const accounts = createAccountsService({ db, tokens, mailer, captcha, siteConfig });
  const adminUsers = createAdminUsersService({ db, tokens, dataDir: config.dataDir });
  const judge = config.embeddedJudge
    ? await startEmbeddedJudge({
        db,
        dialect: handle.dialect,
        config,
        log: app.log,
        testdata: createTestdataRepo(db),
      })
    : null;
  const problems = createProblemsService({
    db,
    compileCheck: createCompileCheck(() => judge?.worker ?? null),
  });
  const problemBank = createProblemBankService({
    db,
    languageAvailability: () => judge?.languageAvailability,
  });
  const remoteJudges = await createRemoteJudgesService({
    db,
    dialect: handle.dialect,
    config,
    embedded: judge,
  });
  const submissions = createSubmissionsService({
    db,
    siteConfig,
    onQueued: () => {
      judge?.poke();
      remoteJudges.poke();
    },
    canJudge: (language) => remoteJudges.canRun(language),
  });

  defineRoute(app, { method: 'GET', url: '/api/health', access: 'public' }, async () => ({ ok: true }));
  registerSiteConfigRoutes(app, siteConfig);
  registerSystemConfigRoutes(app, { db, dialect: handle.dialect, config, emailConfig, mailer, siteConfig });
  // Every password check but the logins' (a contest's or training's password, the old password of
  // change-password and change-email) spends this one budget per address and per account (login rule).
  const passwordChecks = createRateBudget(config.rateLimits.login);
  registerAccountRoutes(app, { accounts, captcha, config, passwordChecks });
  registerAdminUserRoutes(app, adminUsers);
  registerMailRoutes(app, db);
  registerMessageRoutes(app, db);
  registerFileRoutes(app, { db, dataDir: config.dataDir });
  registerMdFileRoutes(app, createMdFilesService(db));
  registerAdminProblemRoutes(
    app,
    problems,
    createIcpcImporter({ db, problems, worker: () => judge?.worker ?? null }),
    (actor, gid) => createGroupGate(db).forAdmin(actor, gid),
  );
  registerProblemRoutes(app, problemBank);
  registerTagRoutes(app, db);
  registerSubmissionRoutes(app, submissions);
  registerRemoteJudgeRoutes(app, remoteJudges);
  registerDashboardRoutes(app, { db, dialect: handle.dialect, config, remoteJudges });
  registerDiscussionRoutes(app, createDiscussionsService({ db, siteConfig }));
  registerCommentRoutes(app, createCommentsService({ db, siteConfig }));
  registerContestRoutes(app, createContestsService({ db }), { passwordChecks });
  const contestProblems = createContestProblemsService({ db });
  registerContestProblemRoutes(app, contestProblems);
  registerContestAdminRoutes(app, {
    authoring: createContestProblemAuthoring({ db, problems }),
    downloadAcSubmissions: createContestAcDownload(db),
  });
  // One scoreboards service (one board cache) for the boards and the scroll board, which asks it.
  const scoreboards = createScoreboardsService({ db });
  registerScoreboardRoutes(app, scoreboards);
  registerScrollBoardRoutes(app, createScrollBoardService({ scoreboards }));
  registerUserHomeRoutes(app, createUserHomeService({ db }));
  registerRankingsRoutes(app, createRankingsService({ db }));
  registerNoticeRoutes(app, createNoticesService({ db }));
  registerNoteRoutes(app, createNotesService({ db }));
  registerAnnouncementRoutes(app, createAnnouncementsService({ db }));
  registerHomeRoutes(app, createHomeService({ db, dataDir: config.dataDir }));
  registerContestAnnouncementRoutes(app, contestAnnouncementDeps(db));
  registerContestPrintRoutes(app, contestPrintDeps(db));
  registerContestBalloonRoutes(app, contestBalloonDeps(db));
  registerTrainingRoutes(app, trainingsDeps(db), { passwordChecks });
  registerTrainingProblemRoutes(app, trainingProblemsDeps(db));
  // The reference client's focus mode: a training's or a contest's problems in one bar.
  registerFullScreenListRoute(app, { contestProblems, trainingProblems: trainingProblemsDeps(db) });
  registerTrainingRankRoutes(app, trainingRankDeps(db));
  registerGroupRoutes(app, groupsDeps(db, siteConfig, config.dataDir));
  registerGroupProblemRoutes(app, createGroupProblems({ db, gate: createGroupGate(db), problems }));
  registerGroupTrainingRoutes(app, {
    gate: createGroupGate(db),
    trainings: trainingsDeps(db),
    trainingProblems: trainingProblemsDeps(db),
  });
  registerGroupContestRoutes(app, {
    gate: createGroupGate(db),
    contests: createContestsService({ db }),
    contestProblems: createContestProblemsService({ db }),
    authoring: createContestProblemAuthoring({ db, problems }),
    announcements: contestAnnouncementDeps(db),
  });
  registerGroupDiscussionRoutes(app, createGroupDiscussions({ db, siteConfig }));
  registerClassRoutes(app, classesDeps(db));

  const publicImages = path.join(config.dataDir, 'public', 'img');
  fs.mkdirSync(publicImages, { recursive: true });
  await app.register(fastifyStatic, {
    root: publicImages,
    prefix: PUBLIC_IMG_PREFIX,
    decorateReply: false,
    maxAge: '7d',
    // Uploads are stored under the extension of the type their bytes were sniffed as, which is the type they are
    // served as; anything else found there (an .svg or .html put in by hand) is not served from our origin.
    allowedPath: (pathName) => SERVED_IMAGE.test(pathName),
  });

  if (findSpaIndex(config.webDist)) await registerWebAssets(app, config.webDist);

  // Closing (Ctrl-C, SIGTERM): no new connections; requests in flight get CLOSE_GRACE_MS to finish (judge
  // long polls answer at once, remote-judges.routes.ts); then whatever is still open is cut. Node's close
  // only ends idle keep-alive connections, not ones opened ahead of time that never carried a request
  // (browsers and HTTP clients open such), which would hold the close for a minute or more.
  let cutConnections: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    cutConnections = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
    cutConnections.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(cutConnections);
    await judge?.stop();
    mailer.close();
    if (!database) await handle.close();
  });

  return {
    app,
    db,
    services: {
      accounts,
      adminUsers,
      siteConfig,
      captcha,
      mailer,
      tokens,
      problems,
      problemBank,
      submissions,
      judge,
      remoteJudges,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

/** The image types an upload is sniffed as (files/image-type.ts), by the extension it is stored under. */
const SERVED_IMAGE = /\.(png|jpg|gif|bmp|webp)$/;

/** A year: files under /assets/ carry a hash of their content in their name, so they never change. */
const HASHED_ASSET_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The built web app: the brotli or gzip copy made at build (apps/web/scripts/precompress.mjs) when the
 * browser takes it; hashed files cached for a year, the rest (the drawing board's page, the favicon)
 * for an hour. index.html itself is sent by the errors plugin's SPA fallback, never cached.
 */
async function registerWebAssets(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    maxAge: '1h',
    setHeaders: (reply, filePath) => {
      if (path.relative(webDist, filePath).startsWith(`assets${path.sep}`))
        reply.header('Cache-Control', `public, max-age=${HASHED_ASSET_MAX_AGE_S}, immutable`);
    },
  });
}

function findSpaIndex(webDist: string): string | null {
  const index = path.join(webDist, 'index.html');
  return fs.existsSync(index) ? index : null;
}
