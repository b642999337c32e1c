import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_HEADER, REFRESH_HEADER, type RoleId } from '@judge/contract';
import type { TokenService } from '../contexts/access/index.ts';
import { readUploadSessionToken, setUploadSessionCookie } from '../http/upload-session-cookie.ts';

/** Who is calling: the signed-in user behind a valid, unrevoked session. */
export interface Actor {
  uid: number;
  username: string;
  role: RoleId;
  sessionId: string;
  /**
   * The address the call came from (request.ip: the socket's, or X-Forwarded-For's from a trusted proxy), which
   * a contest hall's ranges are checked against; unknown (null or absent) outside a request.
   */
  address?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** Why a presented token was not accepted (expired, revoked); used to answer 401 precisely. */
    tokenProblem: 'expired' | null;
    /** Set when the token is old enough to be replaced in this response. */
    refreshActor: boolean;
  }
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers[AUTH_HEADER.toLowerCase()];
  if (typeof header !== 'string' || header.trim() === '') return null;
  return header.replace(/^Bearer\s+/i, '').trim();
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('tokenProblem', null);
  app.decorateRequest('refreshActor', false);

  app.addHook('onRequest', async (request) => {
    // The header wins; the upload cookie is read only on the upload forms that cannot send a header.
    const token = readToken(request) ?? readUploadSessionToken(request);
    if (!token) return;
    const resolved = await opts.tokens.resolve(token);
    if (resolved.kind === 'ok') {
      request.actor = { ...resolved.actor, address: request.ip };
      request.refreshActor = resolved.shouldRefresh;
    } else {
      request.tokenProblem = 'expired';
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A token well into its life is replaced so an active user never meets an expiry; the
    // client stores the new one when it sees Refresh-Token: true.
    if (request.actor && request.refreshActor && !reply.hasHeader(AUTH_HEADER) && reply.statusCode < 400) {
      const token = await opts.tokens.refresh(request.actor);
      reply.header(AUTH_HEADER, token).header(REFRESH_HEADER, 'true');
      setUploadSessionCookie(request, reply, token);
    }
    return payload;
  });
});
