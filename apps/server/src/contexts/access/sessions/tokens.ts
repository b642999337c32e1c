import { SignJWT, jwtVerify } from 'jose';
import { isRoleId, USER_STATUS, type SessionRule } from '@judge/contract';
import { AppError } from '../../../errors.ts';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { isoAfterSeconds } from '../../../lib/time.ts';
import { randomToken } from '../../../lib/random.ts';
import { loadOrCreateSecret } from '../../platform/index.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { AUTH_SCOPES, createSessionCache, createVerifiedTokens } from './session-cache.ts';
import { createSessionsRepo } from './sessions.repo.ts';

export type ResolvedToken = { kind: 'ok'; actor: Actor; shouldRefresh: boolean } | { kind: 'invalid' };

/**
 * JWTs carry only the session id; the sessions table is the truth, so logout and password
 * changes revoke at once on every server. The signing key lives in the database for the same reason.
 * Checked signatures and session rows are kept in memory until a user or session changes anywhere
 * (session-cache.ts), so a warm signed-in call reads neither.
 */
export async function createTokenService(
  db: Db,
  options: { ttlSeconds: number; refreshAfterSeconds: number },
) {
  const sessions = createSessionsRepo(db);
  const key = await loadOrCreateSigningKey(db);
  const sessionCache = createSessionCache(changeStampOf(db, AUTH_SCOPES));
  const verifiedTokens = createVerifiedTokens();

  /** The token's session id and age when its signature holds and it has not expired. */
  async function verify(token: string) {
    const known = verifiedTokens.get(token);
    if (known) return known;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
    } catch {
      return null;
    }
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    const verified = { sid: payload.sid, iat: payload.iat ?? 0, expMs: payload.exp * 1000 };
    verifiedTokens.remember(token, verified);
    return verified;
  }

  async function sign(sessionId: string, uid: number): Promise<string> {
    return (
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(uid))
        .setIssuedAt()
        // Two tokens of one session signed in the same second must still differ.
        .setJti(randomToken(9))
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key)
    );
  }

  /**
   * A new session. `rule` is the account's session rule while a contest hall holds it (docs/contest-hall.md):
   * 'single-refuse' refuses while another session lives, 'single-replace' signs the others out.
   */
  async function issue(
    uid: number,
    meta: { ip: string | null; userAgent: string | null },
    rule: SessionRule = 'any',
  ): Promise<{ token: string; sessionId: string }> {
    if (rule === 'single-refuse' && (await sessions.hasLive(uid)))
      throw new AppError('SESSION_ALREADY_ACTIVE');
    const sessionId = randomToken(18);
    await sessions.insert({ id: sessionId, uid, expiresAt: isoAfterSeconds(options.ttlSeconds), ...meta });
    if (rule === 'single-replace') await sessions.revokeAllOfUser(uid, sessionId);
    return { token: await sign(sessionId, uid), sessionId };
  }

  return {
    issue,

    /**
     * A seat's sign-in by its address (the contest hall's IP auto-login): the account's live session opened from
     * the same address is taken up again, so the page's parallel first calls, and a reload, share one session.
     */
    async issueForSeat(
      uid: number,
      meta: { ip: string; userAgent: string | null },
      rule: SessionRule,
    ): Promise<{ token: string; sessionId: string }> {
      const live = await sessions.newestLiveFrom(uid, meta.ip);
      if (live) return { token: await sign(live.id, uid), sessionId: live.id };
      return issue(uid, meta, rule);
    },

    async resolve(token: string): Promise<ResolvedToken> {
      const verified = await verify(token);
      if (!verified) return { kind: 'invalid' };
      const row = await sessionCache.find(verified.sid, () => sessions.findActive(verified.sid));
      if (!row || row.status !== USER_STATUS.NORMAL || !isRoleId(row.role)) return { kind: 'invalid' };
      const age = Date.now() / 1000 - verified.iat;
      return {
        kind: 'ok',
        actor: { uid: row.uid, username: row.username, role: row.role, sessionId: row.id },
        shouldRefresh: age > options.refreshAfterSeconds,
      };
    },

    async refresh(actor: Actor): Promise<string> {
      await sessions.extend(actor.sessionId, isoAfterSeconds(options.ttlSeconds));
      return sign(actor.sessionId, actor.uid);
    },

    /**
     * One session per account from now on (a contest hall with one session per account has started): the account's
     * newest session is kept, its others are signed out. Answers whether `sessionId` is the one kept.
     */
    async keepNewestSession(uid: number, sessionId: string): Promise<boolean> {
      const newest = await sessions.newestLive(uid);
      if (newest === null) return false;
      await sessions.revokeAllOfUser(uid, newest);
      return newest === sessionId;
    },

    revoke: (sessionId: string) => sessions.revoke(sessionId),
    revokeAllOfUser: (uid: number, exceptSessionId?: string) =>
      sessions.revokeAllOfUser(uid, exceptSessionId),
  };
}
export type TokenService = Awaited<ReturnType<typeof createTokenService>>;

async function loadOrCreateSigningKey(db: Db): Promise<Uint8Array> {
  const { value } = await loadOrCreateSecret(db, 'jwt-signing-key', () =>
    Buffer.from(randomToken(48)).toString('base64'),
  );
  return Buffer.from(value, 'base64');
}
