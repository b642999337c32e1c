import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { RateBudget } from '../../http/rate-budget.ts';
import { accessObject } from './access-object.ts';
import { ownAccount } from './account-object.ts';
import { COLLECTION_TYPES } from './collection-types.ts';
import { zipStream } from '../problems/facts.ts';
import { createBasicAuth, type ClicsCaller } from './basic-auth.ts';
import { API_INFORMATION, type ClicsService } from './clics.service.ts';
import type { ClicsSource } from './clics-source.ts';
import { viewedContest } from './contest-view.ts';
import { registerEventFeedDownload } from './event-feed-download.routes.ts';
import { placeInFeed, REAL_FEED_TIMING, streamFeed, type FeedTiming } from './feed-stream.ts';
import { scoreboardOf } from './scoreboard.ts';
import type { ContestPackageImporter } from './package-import/import-contest-package.ts';
import { applyContestPatch, readContestPatch, type ContestControlPorts } from './contest-control.ts';
import type { ThawsRepo } from './thaws.repo.ts';
import { createThawWorker, type ThawWorker } from './thaw-worker.ts';
import type { AwardKeeping } from './award-writes.ts';
import { registerAwardWrites } from './award-writes.routes.ts';
import type { ClarificationKeeping, ClarificationPorts } from './clarification-post.ts';
import type { ClarificationNaming } from './clarification-put.ts';
import { registerClarificationWrites } from './clarification-writes.routes.ts';
import type { SubmissionDating, SubmissionPorts } from './submission-post.ts';
import type { SubmissionNaming } from './submission-put.ts';
import type { SubmissionSources } from './submission-files.ts';
import { registerSubmissionWrites } from './submission-writes.routes.ts';
import type { WriteContext } from './write-routes.ts';
import type { Webhooks } from './webhooks/webhooks.service.ts';
import type { WebhookWorker } from './webhooks/webhook-worker.ts';
import { registerWebhookRoutes } from './webhooks/webhooks.routes.ts';
import { PACKAGE_FIELD } from './package-import/package-files.ts';
import { readUploadedFile } from '../../http/uploaded-file.ts';

/** The largest contest package taken (its problems' test data included). */
const PACKAGE_MAX_BYTES = 512 * 1024 * 1024;

/** Where ICPC tools are pointed: `http://SERVER/api/clics`. */
export const CLICS_ROOT = '/api/clics';

type Params = { cid: string; collection?: string; id?: string };
type Query = Record<string, string | undefined>;

/**
 * The Contest API (Contest_API.md), read-only. It speaks the spec, not our envelope: bare JSON objects and
 * arrays, failures as `{code, message}`, HTTP basic auth besides our tokens; so it lives in a scope of its
 * own with its own error handler, outside defineRoute's table (the route audit leaves /api/clics out).
 */
export function registerClicsRoutes(
  app: FastifyInstance,
  deps: {
    service: ClicsService;
    source: Pick<ClicsSource, 'findAccount' | 'findApiAccount'>;
    passwordChecks: RateBudget;
    /** Creates a contest from a contest package (package-import/); absent: POST /contests is not offered. */
    importPackage?: ContestPackageImporter;
    /** Moves a contest's start and thaws it (contest_start, contest_thaw); absent: PATCH is not offered. */
    control?: ContestControlPorts;
    /** Keeps thaws, carried out now or set for later (a worker carries those out); with control, required. */
    thaws?: ThawsRepo;
    /** Posts clarifications (post_clar) to the contest's Q&A and announcements; absent: not offered. */
    clarifications?: ClarificationPorts;
    /** Keeps the jury's messages to one team and dates forwarded clarifications; with clarifications, required. */
    clarificationKeeping?: ClarificationKeeping;
    /** Keeps the ids clients choose for clarifications they PUT (admin_clar); absent: PUT is not offered. */
    clarificationNaming?: ClarificationNaming;
    /** The webhooks collection and the worker delivering to them; absent: not offered. */
    webhooks?: { collection: Webhooks; worker: WebhookWorker };
    /** Posts submissions (team_submit, admin_submit) to the site's judge; absent: not offered. */
    submissions?: SubmissionPorts;
    /** Dates a forwarded submission (admin_submit's earlier `time`); with submissions, required to take them. */
    submissionDating?: SubmissionDating;
    /** Keeps the ids clients choose for submissions they PUT (admin_submit); absent: PUT is not offered. */
    submissionNaming?: SubmissionNaming;
    /** Keeps the awards the contest's admins write; absent: awards are read only. */
    awardKeeping?: AwardKeeping;
    /** Reads a submission's source for its files; absent: the files are not served. */
    submissionSources?: SubmissionSources;
    timing?: FeedTiming;
  },
) {
  const basicAuth = createBasicAuth(deps.source, deps.passwordChecks);
  // Once per request: the scope's hook below asks first, so the audit log's hooks see the caller too.
  const callers = new WeakMap<FastifyRequest, Promise<ClicsCaller | null>>();
  const callerOf = (request: FastifyRequest) => {
    let caller = callers.get(request);
    if (!caller) {
      caller = basicAuth(request);
      callers.set(request, caller);
    }
    return caller;
  };
  const { service } = deps;
  registerEventFeedDownload(app, service);
  const contestId = (params: Params) => {
    if (!/^[1-9]\d{0,9}$/.test(params.cid)) throw new AppError('NOT_FOUND', 'No such contest');
    return Number(params.cid);
  };
  /** What a write reads first: its caller must have signed in (the write decides whether it may). */
  const writes: WriteContext = {
    root: CLICS_ROOT,
    runsContest: service.runsContest,
    async signedIn(request) {
      const caller = await callerOf(request);
      if (!caller) throw new AppError('UNAUTHENTICATED');
      const cid = contestId(request.params);
      return { caller, cid, view: await service.view(caller, cid) };
    },
  };
  /** The contest for this request; the runs (every test case result) are read only where they are sent. */
  const viewOf = async (request: FastifyRequest<{ Params: Params }>, runs = false) =>
    service.view(await callerOf(request), contestId(request.params), { runs });

  void app.register(
    async (scope) => {
      let closing = false;
      scope.addHook('preClose', async () => {
        closing = true;
      });
      // A caller signed in by HTTP basic auth is the request's actor, as a token's is: the audit log's hooks
      // (which name who changed what) run after this one. Wrong credentials are refused here, with a 401.
      scope.addHook('preHandler', async (request) => {
        const caller = await callerOf(request);
        if (caller && !request.actor) request.actor = caller;
      });
      scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
        const code = error instanceof AppError ? error.status : (error.statusCode ?? 500);
        if (code === 401) reply.header('WWW-Authenticate', 'Basic realm="Contest API"');
        const message = code >= 500 && !(error instanceof AppError) ? 'Internal error' : error.message;
        if (code >= 500) scope.log.error(error);
        return reply.status(code).send({ code, message });
      });

      scope.get('/', async () => API_INFORMATION);
      if (deps.webhooks) registerWebhookRoutes(scope, deps.webhooks, callerOf);
      scope.get('/contests', async (request) => service.contests(await callerOf(request)));
      // Not in the spec, which defines the package but no upload: a contest package (a zip in the form field
      // `data`) makes a contest with its problems and team accounts (docs/clics.md "Importing a contest").
      const { importPackage } = deps;
      if (importPackage)
        scope.post('/contests', async (request, reply) => {
          const caller = await callerOf(request);
          if (!caller) throw new AppError('UNAUTHENTICATED');
          // An API account acts for its maker in one contest: making another is not its to do.
          if (caller.apiAccount)
            throw new AppError('FORBIDDEN', 'A Contest API account is for its one contest: it imports none');
          const upload = await readUploadedFile(request, {
            field: PACKAGE_FIELD,
            maxBytes: PACKAGE_MAX_BYTES,
            maxLabel: '512 MB',
            extensions: ['zip'],
          });
          const report = await importPackage(caller, upload.content);
          return reply
            .code(201)
            .header('Location', `${CLICS_ROOT}/contests/${report.contestId}`)
            .send(report);
        });
      scope.get<{ Params: Params }>('/contests/:cid', async (request) =>
        viewedContest((await viewOf(request)).scope),
      );
      const control = deps.control && deps.thaws && { ...deps.control, ...deps.thaws };
      if (control)
        registerThawWorker(
          scope,
          createThawWorker(control, control, (error) => scope.log.error(error)),
        );
      if (control)
        scope.patch<{ Params: Params }>('/contests/:cid', async (request, reply) => {
          const caller = await callerOf(request);
          if (!caller) throw new AppError('UNAUTHENTICATED');
          const cid = contestId(request.params);
          const { scope: contest } = await service.view(caller, cid);
          if (contest.reader !== 'admin')
            throw new AppError('FORBIDDEN', "Only the contest's admins change its clock");
          const patch = readContestPatch(request.body, cid);
          const outcome = await applyContestPatch(control, caller, contest, patch, Date.now());
          if (outcome === 'as-asked') return reply.code(204).send();
          return viewedContest((await service.view(caller, cid)).scope);
        });
      const clarifications = deps.clarifications &&
        deps.clarificationKeeping && { ...deps.clarifications, ...deps.clarificationKeeping };
      if (clarifications)
        registerClarificationWrites(scope, writes, clarifications, deps.clarificationNaming);
      const submissions = deps.submissions &&
        deps.submissionDating && { ...deps.submissions, ...deps.submissionDating };
      if (submissions)
        registerSubmissionWrites(scope, writes, {
          ports: submissions,
          naming: deps.submissionNaming,
          sources: deps.submissionSources,
          viewOf,
        });
      if (deps.awardKeeping) registerAwardWrites(scope, writes, deps.awardKeeping);
      scope.get<{ Params: Params }>('/contests/:cid/account', async (request) => {
        const caller = await callerOf(request);
        if (!caller) throw new AppError('UNAUTHENTICATED');
        return ownAccount((await service.view(caller, contestId(request.params))).scope, caller);
      });
      scope.get<{ Params: Params }>('/contests/:cid/access', async (request) =>
        accessObject((await viewOf(request)).scope, (await callerOf(request)) !== null),
      );
      scope.get<{ Params: Params }>('/contests/:cid/state', async (request) => (await viewOf(request)).state);
      scope.get<{ Params: Params }>('/contests/:cid/scoreboard', async (request) =>
        scoreboardOf(await viewOf(request)),
      );
      // Not an endpoint of the spec: the contest as a contest package (a zip), as this caller sees it.
      scope.get<{ Params: Params }>('/contests/:cid/package.zip', async (request, reply) => {
        const made = await service.packageOf(await callerOf(request), contestId(request.params));
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${made.cid}.zip"`)
          .send(zipStream(made.entries));
      });
      scope.get<{ Params: Params; Querystring: Query }>(
        '/contests/:cid/event-feed',
        async (request, reply) => {
          const token = sinceTokenOf(request.query);
          const view = await viewOf(request, true);
          const since = placeInFeed(view, token);
          const caller = await callerOf(request);
          replyAsStream(reply);
          await streamFeed({
            view,
            since,
            stream: request.query.stream !== 'false',
            nextView: () => service.polledView(caller, contestId(request.params)),
            write: (text) => reply.raw.write(text),
            isOpen: () => !closing && !request.raw.destroyed && !reply.raw.destroyed,
            timing: deps.timing ?? REAL_FEED_TIMING,
          });
          reply.raw.end();
        },
      );
      scope.get<{ Params: Params; Querystring: Query }>('/contests/:cid/:collection', async (request) => {
        const objects = collectionOf(
          await viewOf(request, request.params.collection === 'runs'),
          request.params.collection!,
        );
        return objects.filter((object) => matchesFilters(object, request.query));
      });
      scope.get<{ Params: Params }>('/contests/:cid/:collection/:id', async (request) => {
        const objects = collectionOf(
          await viewOf(request, request.params.collection === 'runs'),
          request.params.collection!,
        );
        const found = objects.find((object) => object.id === request.params.id);
        if (!found)
          throw new AppError('NOT_FOUND', `No ${request.params.collection} object ${request.params.id}`);
        return found;
      });
    },
    { prefix: CLICS_ROOT },
  );
}

/** The thaws set for later are carried out while the server runs. */
function registerThawWorker(scope: FastifyInstance, worker: ThawWorker) {
  scope.addHook('onReady', async () => worker.start());
  scope.addHook('onClose', async () => worker.stop());
}

function collectionOf(view: Awaited<ReturnType<ClicsService['view']>>, collection: string) {
  if (!COLLECTION_TYPES.includes(collection)) throw new AppError('NOT_FOUND', `No endpoint ${collection}`);
  return view.collections.get(collection) ?? [];
}

/** Filtering by an ID property (Contest_API.md "Filtering"): `team_id=5`, `from_team_id=` for null. */
function matchesFilters(object: Record<string, unknown>, query: Query) {
  return Object.entries(query).every(([name, wanted]) => {
    if (!(name in object) || name === 'id') return true;
    const value = object[name];
    return value === null ? wanted === '' : String(value) === wanted;
  });
}

/** What the feed takes: the spec's two options, and check-api.sh's `strict` (ignored: we add nothing). */
const FEED_OPTIONS = new Set(['since_token', 'stream', 'strict']);

function sinceTokenOf(query: Query) {
  const unknown = Object.keys(query).find((name) => !FEED_OPTIONS.has(name));
  if (unknown) throw new AppError('BAD_REQUEST', `The event feed takes no ${unknown}`);
  return query.since_token ?? null;
}

function replyAsStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
