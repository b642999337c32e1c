import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { USER_STATUS, type RoleId } from '@judge/contract';
import { AppError } from '../../errors.ts';
import type { RateBudget } from '../../http/rate-budget.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { ClicsSource } from './clics-source.ts';

/** A checked pair of credentials is trusted this long, so a tool polling every second costs no argon2 each time. */
const TRUSTED_MS = 60_000;
const MAX_TRUSTED = 1_000;

/** The user and password of an `Authorization: Basic` header; null when the header is another kind. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
}

/**
 * HTTP basic auth with the product's own accounts (Contest_API.md "Authentication"). Each check that is not
 * trusted yet spends the password-check budget (per address and account) before the password is compared,
 * as every other password check does; a wrong pair or a disabled account is a 401.
 */
export function createBasicAuth(
  source: Pick<ClicsSource, 'findAccount'>,
  budget: RateBudget,
  now = Date.now,
) {
  const trusted = new Map<string, { actor: Actor; untilMs: number }>();

  async function check(request: FastifyRequest, credentials: { username: string; password: string }) {
    const key = createHash('sha256').update(`${credentials.username}\0${credentials.password}`).digest('hex');
    const known = trusted.get(key);
    if (known && known.untilMs > now()) return known.actor;
    trusted.delete(key);
    const account = await source.findAccount(credentials.username);
    budget.spend([`address:${request.ip}`, `account:${account?.uid ?? credentials.username.toLowerCase()}`]);
    const ok = account !== undefined && (await verifyPassword(account.passwordHash, credentials.password));
    if (!ok || account.status !== USER_STATUS.NORMAL) throw new AppError('UNAUTHENTICATED');
    const actor: Actor = {
      uid: account.uid,
      username: account.username,
      role: account.role as RoleId,
      sessionId: '',
    };
    if (trusted.size >= MAX_TRUSTED) trusted.delete(trusted.keys().next().value!);
    trusted.set(key, { actor, untilMs: now() + TRUSTED_MS });
    return actor;
  }

  /** The caller: basic auth's account, else the product's own token (auth plugin), else the public. */
  return async function callerOf(request: FastifyRequest): Promise<Actor | null> {
    const credentials = basicCredentials(request.headers.authorization);
    if (credentials) return { ...(await check(request, credentials)), address: request.ip };
    return request.actor;
  };
}
export type CallerOf = ReturnType<typeof createBasicAuth>;
