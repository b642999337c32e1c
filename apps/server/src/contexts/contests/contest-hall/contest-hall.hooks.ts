import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { AUTH_HEADER, REFRESH_HEADER } from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { TokenService } from '../../access/index.ts';
import type { ContestHall } from './contest-hall.ts';
import { outsideAreaOf } from './contest-only-view.ts';

type HallSessions = Pick<TokenService, 'issueForSeat' | 'resolve' | 'keepNewestSession'>;

/**
 * Sessions opened before a one-session hall contest started (docs/contest-hall.md): the first call of each session
 * after the start keeps the account's newest session and signs the others out. Each session is looked at once per
 * contest and server; the sign-in rule (tokens.issue) covers the sessions opened after the start.
 */
function sessionsAtTheStart(hall: ContestHall, sessions: HallSessions) {
  const looked = new Set<string>();
  return async function stillSignedIn(actor: Actor): Promise<boolean> {
    const contests = await hall.singleSessionContestIds();
    if (contests.length === 0) {
      looked.clear();
      return true;
    }
    const unseen = contests.map((cid) => `${cid}/${actor.sessionId}`).filter((key) => !looked.has(key));
    if (unseen.length === 0) return true;
    for (const key of unseen) looked.add(key);
    if (!(await hall.heldToOneSession(actor))) return true;
    return sessions.keepNewestSession(actor.uid, actor.sessionId);
  };
}

/**
 * The contest hall's hooks (docs/contest-hall.md), after the auth plugin and before any route:
 * - IP auto-login: an API call with no token from a seat's address, while its contest runs, is signed in as the
 *   seat's account; the answer carries the token as a refreshed one (Authorization + Refresh-Token), which the
 *   web client keeps.
 * - one session per account from the start: a session opened before it, no longer the account's newest, is signed
 *   out at its first call after the start (as an expired token is);
 * - the contest-only view: a call outside the contest (contest-only-view.ts) by a contestant a running hall
 *   contest holds is refused with CONTEST_ONLY_VIEW, naming the contest.
 */
export function registerContestHallHooks(
  app: FastifyInstance,
  { hall, sessions }: { hall: ContestHall; sessions: HallSessions },
) {
  const stillSignedIn = sessionsAtTheStart(hall, sessions);

  async function signInSeat(request: FastifyRequest) {
    const username = await hall.seatAt(request.ip);
    if (!username) return null;
    const account = await hall.seatAccount(username);
    if (!account) return null;
    const rule = await hall.sessionRuleOf(account);
    try {
      const { token } = await sessions.issueForSeat(
        account.uid,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        rule,
      );
      const resolved = await sessions.resolve(token);
      return resolved.kind === 'ok' ? { token, actor: resolved.actor } : null;
    } catch (error) {
      // One session only, and the account is signed in elsewhere: the seat stays signed out.
      if (error instanceof AppError && error.code === 'SESSION_ALREADY_ACTIVE') return null;
      throw error;
    }
  }

  // A page's first calls leave together, all without a token: they share one sign-in, or under 'single-replace'
  // each would sign the others out.
  const signingIn = new Map<string, ReturnType<typeof signInSeat>>();
  function sharedSignIn(request: FastifyRequest) {
    const running = signingIn.get(request.ip);
    if (running) return running;
    const started = signInSeat(request).finally(() => signingIn.delete(request.ip));
    signingIn.set(request.ip, started);
    return started;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.actor || request.tokenProblem || !request.url.startsWith('/api/')) return;
    if (request.headers[AUTH_HEADER.toLowerCase()]) return;
    const signedIn = await sharedSignIn(request);
    if (!signedIn) return;
    request.actor = { ...signedIn.actor, address: request.ip };
    reply.header(AUTH_HEADER, signedIn.token).header(REFRESH_HEADER, 'true');
  });

  app.addHook('preHandler', async (request) => {
    if (!request.actor) return;
    if (!(await stillSignedIn(request.actor))) {
      request.actor = null;
      request.tokenProblem = 'expired';
      return;
    }
    const area = outsideAreaOf(request);
    if (area === null) return;
    const confinement = await hall.confinementOf(request.actor);
    if (confinement) throw new AppError('CONTEST_ONLY_VIEW', undefined, { ...confinement, area });
  });
}
