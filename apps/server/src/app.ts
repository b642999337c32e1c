import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { AUTH_HEADER, REFRESH_HEADER, healthResponse } from '@judge/contract';
import type { ServerConfig } from './config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Db } from './db/database.ts';
import type { Dialect } from './db/dialect.ts';
import { composeServer, type Composition } from './composition.ts';
import { createRateBudget } from './http/rate-budget.ts';
import { defineRoute } from './http/route.ts';
import { authPlugin } from './plugins/auth.plugin.ts';
import { errorsPlugin, frameworkErrorAnswer } from './plugins/errors.plugin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.ts';
import { registerMetrics } from './plugins/metrics.plugin.ts';
import { createMetrics, watchSources } from './lib/metrics.ts';
import {
  registerAccountRoutes,
  registerAvatarRoutes,
  registerAdminUserRoutes,
  registerUserHomeRoutes,
  registerRankingsRoutes,
  registerGroupRankRoutes,
} from './contexts/accounts/index.ts';
import {
  registerMailRoutes,
  PUBLIC_IMG_PREFIX,
  registerMdFileRoutes,
  registerLiveRoutes,
} from './contexts/platform/index.ts';
import {
  registerMessageRoutes,
  registerDiscussionRoutes,
  registerCommentRoutes,
  registerNoteRoutes,
  registerNoticeRoutes,
  registerGroupDiscussionRoutes,
} from './contexts/community/index.ts';
import { createTokenService } from './contexts/access/index.ts';
import {
  registerAdminProblemRoutes,
  registerProblemRoutes,
  registerTagRoutes,
  registerGroupProblemRoutes,
} from './contexts/problems/index.ts';
import { registerSubmissionRoutes, registerRemoteJudgeRoutes } from './contexts/judging/index.ts';
import {
  registerSiteConfigRoutes,
  registerSystemConfigRoutes,
  registerDashboardRoutes,
  registerAnnouncementRoutes,
  registerGroupAnnouncementRoutes,
  registerHomeRoutes,
} from './contexts/site/index.ts';
import {
  registerContestRoutes,
  registerContestProblemRoutes,
  registerContestAdminRoutes,
  registerScoreboardRoutes,
  registerScrollBoardRoutes,
  registerContestAnnouncementRoutes,
  registerContestPrintRoutes,
  registerContestTeamRoutes,
  registerContestBalloonRoutes,
  registerContestVolunteerRoutes,
  registerContestWindowRoutes,
  registerContestHallHooks,
  registerContestHallRoutes,
  registerGroupContestRoutes,
} from './contexts/contests/index.ts';
import {
  registerFullScreenListRoute,
  registerTrainingRoutes,
  registerTrainingProblemRoutes,
  registerTrainingRankRoutes,
  registerGroupTrainingRoutes,
} from './contexts/trainings/index.ts';
import { registerGroupRoutes, registerBackOfficeGroupFence } from './contexts/groups/index.ts';
import { registerClassRoutes } from './contexts/classes/index.ts';
import { registerSimilarityRoutes } from './contexts/similarity/index.ts';
import {
  registerApiAccountRoutes,
  registerClicsRoutes,
  registerJuryMessageRoutes,
} from './contexts/clics/index.ts';
import { registerAuditLog, registerAuditLogRoutes } from './contexts/audit/index.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  /** An already open database (tests share one per file); opened from the config otherwise. */
  database?: DatabaseHandle;
  logger?: boolean;
}

/** How long a start waits to hear other servers' changes; past it, caches read the database until it does. */
const CHANGE_WATCH_START_WAIT_MS = 5_000;

/** How long requests in flight may take to finish once the server closes. */
const CLOSE_GRACE_MS = 3_000;

export async function buildApp({ config, database, logger = true }: BuildAppOptions) {
  const handle =
    database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      poolMax: config.dbPoolMax,
      sqliteFile: config.sqliteFile,
    });
  await migrateToLatest(handle);
  // Caches trust what they keep only while other servers' changes are heard (change-watch.ts).
  await handle.watch.start(CHANGE_WATCH_START_WAIT_MS);
  const { db } = handle;

  const app: FastifyInstance = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Long-running judge or download calls are not cut short by the server.
    requestTimeout: 0,
    frameworkErrors: frameworkErrorAnswer,
  });

  // Order: ecosystem plugins, our plugins, then the domain modules (style.md, Fastify).
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { files: 1, fields: 20 } });
  // The reference's client posts a few bodies as form text (axios given a plain string, e.g. its dashboard's
  // get-sessions with the uid): read as form fields rather than refused with 415.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
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
  const metrics = createMetrics();
  const parts = await composeServer({
    db,
    dialect: handle.dialect,
    config,
    log: app.log,
    tokens,
    metrics,
    connectionString: handle.connectionString,
  });
  // Before the routes: the audit log pictures each change route's entities before it runs and logs it after.
  registerAuditLog(app, parts.audit);
  watchSources(metrics, {
    queue: () => parts.remoteJudges.status().then((status) => status.queue),
    judges: () => parts.remoteJudges.judgeInfo(),
    pool: handle.poolStats,
  });
  registerMetrics(app, {
    metrics,
    allow: config.metricsAllow,
    databaseAnswers: async () => {
      await sql`SELECT 1`.execute(db);
      return true;
    },
  });
  // Before the routes: the back office's calls on a group's contest or training follow the group's rule (spec 3 §6).
  registerBackOfficeGroupFence(app, parts.policies.groupGate, {
    contest: parts.repos.contests.findById,
    contestOfAnnouncement: parts.repos.contestAnnouncements.contestOf,
    training: parts.repos.trainings.find,
    trainingOfLink: async (id) => (await parts.repos.trainingProblems.findLink(id))?.tid,
  });
  // Before the routes too: a seat's sign-in by address and the contest-only view (docs/contest-hall.md).
  registerContestHallHooks(app, { hall: parts.policies.contestHall, sessions: tokens });
  registerRoutes(app, { parts, db, dialect: handle.dialect, config });
  // The push stream answers no envelope, so it is not one of registerRoutes' defineRoute calls.
  registerLiveRoutes(app, {
    bus: parts.live.bus,
    contests: parts.live.contests,
    onConnections: (open) => metrics.pushConnections.set(open),
  });

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
    await parts.judge?.stop();
    parts.live.notices.stop();
    parts.live.starts.stop();
    await parts.live.bus.close();
    parts.mailer.close();
    if (!database) await handle.close();
  });

  return {
    app,
    db,
    /** Everything the composition root built (benches read a collaborator the routes use). */
    parts,
    services: {
      accounts: parts.accounts,
      adminUsers: parts.adminUsers,
      siteConfig: parts.siteConfig,
      captcha: parts.captcha,
      mailer: parts.mailer,
      tokens,
      problems: parts.problems,
      problemBank: parts.problemBank,
      submissions: parts.submissions,
      judge: parts.judge,
      remoteJudges: parts.remoteJudges,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

/** Every route of the API, registered with the collaborators the composition root built. */
function registerRoutes(
  app: FastifyInstance,
  { parts, db, dialect, config }: { parts: Composition; db: Db; dialect: Dialect; config: ServerConfig },
) {
  const { siteConfig, mailer, emailConfig, problems, remoteJudges } = parts;
  defineRoute(
    app,
    { method: 'GET', url: '/api/health', access: 'public', response: healthResponse },
    async () => ({ ok: true }),
  );
  registerSiteConfigRoutes(app, siteConfig);
  registerSystemConfigRoutes(app, { db, dialect, config, emailConfig, mailer, siteConfig });
  // Every password check but the logins' (a contest's or training's password, the old password of
  // change-password and change-email) spends this one budget per address and per account (login rule).
  const passwordChecks = createRateBudget(config.rateLimits.login);
  registerAccountRoutes(app, { accounts: parts.accounts, captcha: parts.captcha, config, passwordChecks });
  registerAdminUserRoutes(app, parts.adminUsers);
  registerMailRoutes(app, db);
  registerMessageRoutes(app, db);
  registerAvatarRoutes(app, { dataDir: config.dataDir, accounts: parts.repos.accounts });
  registerMdFileRoutes(app, parts.mdFiles);
  registerAdminProblemRoutes(app, problems, parts.icpcImporter, (actor, gid) =>
    parts.policies.groupGate.forAdmin(actor, gid),
  );
  registerProblemRoutes(app, parts.problemBank);
  registerTagRoutes(app, db);
  registerSubmissionRoutes(app, parts.submissions);
  registerRemoteJudgeRoutes(app, remoteJudges);
  registerDashboardRoutes(app, { db, dialect, config, remoteJudges });
  registerDiscussionRoutes(app, parts.discussions);
  registerCommentRoutes(app, parts.comments);
  registerContestRoutes(app, parts.contests, { passwordChecks });
  registerContestProblemRoutes(app, parts.contestProblems);
  registerContestAdminRoutes(app, {
    authoring: parts.contestAuthoring,
    downloadAcSubmissions: parts.contestAcDownload,
  });
  registerScoreboardRoutes(app, parts.scoreboards);
  registerScrollBoardRoutes(app, parts.scrollBoard);
  registerClicsRoutes(app, {
    ...parts.clics,
    passwordChecks,
    importPackage: parts.contestPackageImport,
    control: parts.contestControl,
    clarifications: parts.clarificationPosts,
    submissions: parts.submissionPosts,
  });
  registerApiAccountRoutes(app, parts.clics.apiAccounts);
  registerJuryMessageRoutes(app, parts.clics.juryMessageReader);
  registerUserHomeRoutes(app, parts.userHome);
  registerRankingsRoutes(app, parts.rankings);
  registerNoticeRoutes(app, parts.notices, { hourlyPush: config.hourlyNoticePush });
  registerNoteRoutes(app, parts.notes);
  registerAnnouncementRoutes(app, parts.announcements);
  registerHomeRoutes(app, parts.home);
  registerContestAnnouncementRoutes(app, parts.contestAnnouncements);
  registerContestPrintRoutes(app, parts.contestPrints);
  registerContestBalloonRoutes(app, parts.contestBalloons);
  registerContestVolunteerRoutes(app, parts.contestVolunteers);
  registerContestWindowRoutes(app, parts.contestWindows);
  registerContestTeamRoutes(app, parts.contestTeams.deps, parts.contestTeams.uploads);
  registerAuditLogRoutes(app, parts.audit);
  registerContestHallRoutes(app, parts.policies.contestHall);
  registerTrainingRoutes(app, parts.trainings, { passwordChecks });
  registerTrainingProblemRoutes(app, parts.trainingProblems);
  // The reference client's focus mode: a training's or a contest's problems in one bar.
  registerFullScreenListRoute(app, {
    contestProblems: parts.contestProblems,
    trainingProblems: parts.trainingProblems,
  });
  registerTrainingRankRoutes(app, parts.trainingRank);
  registerGroupRoutes(app, parts.groups);
  registerGroupAnnouncementRoutes(app, parts.groupAnnouncements);
  registerGroupRankRoutes(app, parts.groupRank);
  registerGroupProblemRoutes(app, parts.groupProblems);
  registerGroupTrainingRoutes(app, {
    gate: parts.policies.groupGate,
    trainings: parts.trainings,
    trainingProblems: parts.trainingProblems,
  });
  registerGroupContestRoutes(app, {
    gate: parts.policies.groupGate,
    contests: parts.contests,
    contestProblems: parts.contestProblems,
    authoring: parts.contestAuthoring,
    announcements: parts.contestAnnouncements,
  });
  registerGroupDiscussionRoutes(app, parts.groupDiscussions);
  registerClassRoutes(app, parts.classes);
  registerSimilarityRoutes(app, parts.similarity);
}

/** The image types an upload is sniffed as (files/image-type.ts), by the extension it is stored under. */
// jpeg too: images carried over from HOJ keep their names (and the links to them), bytes checked as jpg.
const SERVED_IMAGE = /\.(png|jpg|jpeg|gif|bmp|webp)$/;

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
