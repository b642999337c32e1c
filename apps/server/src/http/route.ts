import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  canEnterBackOffice,
  canManageClasses,
  canManageUsers,
  isAdminRole,
  isRoot,
  REMOTE_JUDGE_PREFIX,
  roleAllows,
  type RestrictedAction,
} from '@judge/contract';
import type { RateLimitRule } from '../config.ts';
import { AppError } from '../errors.ts';
import { rejectUnstorableText } from '../lib/nul.ts';
import { isSharedAnswer } from '../lib/shared-answers.ts';
import type { Actor } from '../plugins/auth.plugin.ts';
import { zodToAppError } from '../plugins/errors.plugin.ts';

/**
 * Who may call a route. Each policy is a small pure check; the route names one and the helper
 * enforces it before the handler runs, so no handler forgets it.
 */
export const ACCESS = {
  public: null,
  login: () => true,
  backOffice: (actor: Actor) => canEnterBackOffice(actor.role),
  userAdmin: (actor: Actor) => canManageUsers(actor.role),
  /** Problem bank management: root, admin and problem admin. */
  problemAdmin: (actor: Actor) => isAdminRole(actor.role),
  root: (actor: Actor) => isRoot(actor.role),
  /** Classes: teachers (their own, checked by the classes module), admins and root. */
  classes: (actor: Actor) => canManageClasses(actor.role),
} as const;
export type Access = keyof typeof ACCESS;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSpec<
  B extends z.ZodType,
  Q extends z.ZodType,
  A extends Access,
  R extends z.ZodType,
  P extends z.ZodType = z.ZodUndefined,
  I extends z.ZodType = z.ZodUndefined,
> {
  method: Method | Method[];
  url: string;
  access: A;
  body?: B;
  query?: Q;
  /** The path's parameters (`/api/contest/start/:cid`), parsed as the query is: a bad one is a 400 naming it. */
  params?: P;
  /**
   * Fields a client may send in the query string or in a JSON body (the reference's client puts a PUT's fields
   * in the query, ours in the body): the two merged, the query's winning, and parsed as one.
   */
  input?: I;
  /**
   * What the call answers in the envelope's `data`: the contract's response schema. The handler's result is
   * typed by it, and under test every answer is checked against it (a mismatch fails the call loudly).
   */
  response?: R;
  /** Restricted roles (no submit, no posts, muted) lose these actions. */
  action?: RestrictedAction;
  rateLimit?: RateLimitRule;
}

export interface RouteContext<B, Q, A extends Access, P = undefined, I = undefined> {
  body: B;
  query: Q;
  params: P;
  input: I;
  actor: A extends 'public' ? Actor | null : Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Sentinel a handler returns when it has written the reply itself (file downloads). */
export const REPLY_SENT = Symbol('reply-sent');

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw zodToAppError(result.error);
  return result.data;
}

/** A call's fields from its JSON body and its query string, the query's winning (see RouteSpec.input). */
function queryOrBody(request: FastifyRequest): Record<string, unknown> {
  const fieldsOf = (value: unknown): object =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return { ...fieldsOf(request.body), ...fieldsOf(request.query) };
}

export function requireActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw new AppError(request.tokenProblem === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
}

interface SharedEnvelope {
  json: Buffer;
  /** Made the first time a client that takes gzip asks (every browser does). */
  gzip?: Buffer;
}
const sharedEnvelopes = new WeakMap<object, SharedEnvelope>();
/** Under test, the declared response of the route a reply belongs to: a shared answer is checked as any other. */
const sharedAnswerChecks = new WeakMap<FastifyReply, (data: unknown) => void>();
/** Under test, checks an answer a route sends itself against the route's declared response. */
export const checkSentAnswer = (reply: FastifyReply, data: unknown) => sharedAnswerChecks.get(reply)?.(data);
/** Below this an envelope goes as it is: compressing it would not save a packet. */
export const GZIP_FROM_BYTES = 1024;

/**
 * Sends a result that the service hands out again and again as the very same object (a memoised
 * scoreboard page, read by every viewer of a projected board): its envelope is serialised, encoded and,
 * for clients that take gzip, compressed once per object instead of once per request. A board page of 30
 * rows is about 36 KB of JSON and 4 KB gzipped.
 */
export function sendShared(reply: FastifyReply, data: object): typeof REPLY_SENT {
  sharedAnswerChecks.get(reply)?.(data);
  let envelope = sharedEnvelopes.get(data);
  if (envelope === undefined) {
    envelope = { json: Buffer.from(JSON.stringify({ status: 200, msg: 'success', data })) };
    sharedEnvelopes.set(data, envelope);
  }
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (envelope.json.length >= GZIP_FROM_BYTES && acceptsGzip(reply.request.headers['accept-encoding'])) {
    envelope.gzip ??= gzipSync(envelope.json);
    reply.header('Content-Encoding', 'gzip').send(envelope.gzip);
  } else {
    reply.send(envelope.json);
  }
  return REPLY_SENT;
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** What defineRoute registered: the route table the permission audit and the route fuzzer walk (test/). */
export interface RegisteredRoute {
  methods: Method[];
  url: string;
  access: Access;
  action?: RestrictedAction;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  input?: z.ZodType;
  response?: z.ZodType;
}

// Keyed by the HTTP server, which every encapsulated scope of one app shares.
const registries = new WeakMap<object, RegisteredRoute[]>();

/** Every route defineRoute registered on this app (or any of its scopes), in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app.server) ?? [];
}

/**
 * Under test (vitest sets NODE_ENV), every answer of a route that declares its response is checked against it,
 * so each API test checks the shapes it reads; in production the check costs nothing.
 */
const CHECK_RESPONSES = process.env.NODE_ENV === 'test';

/** The data as the client reads it (JSON), checked against the declared response; a mismatch is a 500 naming it. */
export function checkResponse(route: string, schema: z.ZodType, data: unknown): void {
  const result = schema.safeParse(data === undefined ? null : JSON.parse(JSON.stringify(data)));
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`)
    .join('; ');
  throw new AppError('INTERNAL', `${route} answered data its declared response refuses: ${issues}`);
}

/** A route that answers null (`noDataResponse`) may end without returning: its handler's `void` is sent as null. */
type NothingWhenNull<R extends z.ZodType> = null extends z.input<R> ? void : never;

export function defineRoute<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  A extends Access = Access,
  R extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUndefined,
  I extends z.ZodType = z.ZodUndefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, A, R, P, I>,
  handler: (
    ctx: RouteContext<z.infer<B>, z.infer<Q>, A, z.infer<P>, z.infer<I>>,
  ) => Promise<z.input<R> | typeof REPLY_SENT | NothingWhenNull<R>>,
): void {
  const registry = registries.get(app.server) ?? [];
  registries.set(app.server, registry);
  registry.push({
    methods: Array.isArray(spec.method) ? spec.method : [spec.method],
    url: spec.url,
    access: spec.access,
    action: spec.action,
    body: spec.body,
    query: spec.query,
    params: spec.params,
    input: spec.input,
    response: spec.response,
  });
  app.route({
    method: spec.method,
    url: spec.url,
    config: spec.rateLimit ? { rateLimit: spec.rateLimit } : {},
    handler: async (request, reply) => {
      let actor: Actor | null = request.actor;
      const policy = ACCESS[spec.access];
      if (policy) {
        actor = requireActor(request);
        if (!policy(actor)) throw new AppError(spec.access === 'backOffice' ? 'ADMIN_REQUIRED' : 'FORBIDDEN');
      }
      if (spec.action && actor && !roleAllows(actor.role, spec.action)) throw new AppError('ROLE_RESTRICTED');
      const body = spec.body ? parseInput(spec.body, request.body) : undefined;
      const query = spec.query ? parseInput(spec.query, request.query) : undefined;
      const params = spec.params ? parseInput(spec.params, request.params) : undefined;
      const input = spec.input ? parseInput(spec.input, queryOrBody(request)) : undefined;
      if (!spec.url.startsWith(REMOTE_JUDGE_PREFIX)) {
        rejectUnstorableText(query);
        rejectUnstorableText(body);
        rejectUnstorableText(input);
      }
      if (CHECK_RESPONSES && spec.response) {
        const schema = spec.response;
        sharedAnswerChecks.set(reply, (shared) =>
          checkResponse(`${request.method} ${spec.url}`, schema, shared),
        );
      }
      const data = await handler({ body, query, params, input, actor, request, reply } as RouteContext<
        z.infer<B>,
        z.infer<Q>,
        A,
        z.infer<P>,
        z.infer<I>
      >);
      if (isSharedAnswer(data)) {
        sendShared(reply, data);
        return reply;
      }
      if (data === REPLY_SENT) return reply;
      if (CHECK_RESPONSES && spec.response)
        checkResponse(`${request.method} ${spec.url}`, spec.response, data);
      return { status: 200, msg: 'success', data: data ?? null };
    },
  });
}
