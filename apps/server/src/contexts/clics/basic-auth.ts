import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { USER_STATUS, type ClicsAccountRole, type RoleId } from '@judge/contract';
import { AppError } from '../../errors.ts';
import type { RateBudget } from '../../http/rate-budget.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { API_TOKEN_PREFIX, tokenHashOf } from './api-accounts/api-accounts.service.ts';
import type { AccountForAuth, ApiAccountForAuth, ClicsSource } from './clics-source.ts';

/** A checked pair of credentials is trusted this long, so a tool polling every second costs no argon2 each time. */
const TRUSTED_MS = 60_000;
const MAX_TRUSTED = 1_000;

/** A Contest API account (docs/clics.md "API accounts"): the one contest it reads, and as what. */
export interface ApiAccountGrant {
  id: number;
  cid: number;
  role: ClicsAccountRole;
  username: string;
}

/**
 * Who calls the Contest API: a site account, or an API account acting in the name of the admin who made it (so
 * its writes pass the same rules and the audit log names that admin), marked with its grant.
 */
export type ClicsCaller = Actor & { apiAccount?: ApiAccountGrant };

/** The user and password of an `Authorization: Basic` header; null when the header is another kind. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** The token of an `Authorization: Bearer` header when it is one of this API's (the site's are the auth plugin's). */
export function apiToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match && match[1].startsWith(API_TOKEN_PREFIX) ? match[1] : null;
}

export const actorOf = (account: AccountForAuth): Actor => ({
  uid: account.uid,
  username: account.username,
  role: account.role as RoleId,
  sessionId: '',
});

/** An API account acts as its maker, while the maker's own account may still sign in. */
export function apiCaller(account: ApiAccountForAuth): ClicsCaller {
  const maker = account.maker;
  if (!maker || maker.status !== USER_STATUS.NORMAL) throw new AppError('UNAUTHENTICATED');
  const grant = { id: account.id, cid: account.cid, role: account.role, username: account.username };
  return { ...actorOf(maker), sessionId: `clics-account:${account.id}`, apiAccount: grant };
}

/**
 * HTTP basic auth with the product's own accounts or the Contest API's (Contest_API.md "Authentication"), and
 * the API accounts' bearer tokens. Each check that is not trusted yet spends the password-check budget (per
 * address and account) before the secret is compared, as every other password check does; a wrong secret or a
 * disabled account is a 401. An API account is looked up on every call even when trusted, so a revoked one
 * stops at once (the lookup is one indexed row; only the password's hash is skipped).
 */
export function createBasicAuth(
  source: Pick<ClicsSource, 'findAccount' | 'findApiAccount'>,
  budget: RateBudget,
  now = Date.now,
) {
  const trusted = new Map<string, { caller: ClicsCaller; untilMs: number }>();

  const remember = (key: string, caller: ClicsCaller) => {
    if (trusted.size >= MAX_TRUSTED) trusted.delete(trusted.keys().next().value!);
    trusted.set(key, { caller, untilMs: now() + TRUSTED_MS });
    return caller;
  };

  /** A trusted caller still valid: a site account as remembered, an API account only while its row exists. */
  async function stillTrusted(key: string, lookup: () => Promise<ApiAccountForAuth | undefined>) {
    const known = trusted.get(key);
    if (!known || known.untilMs <= now()) {
      trusted.delete(key);
      return null;
    }
    if (!known.caller.apiAccount) return known.caller;
    const account = await lookup();
    if (account?.id === known.caller.apiAccount.id) return apiCaller(account);
    trusted.delete(key);
    return null;
  }

  async function checkPair(request: FastifyRequest, credentials: { username: string; password: string }) {
    const key = createHash('sha256').update(`${credentials.username}\0${credentials.password}`).digest('hex');
    const lookup = () => source.findApiAccount({ username: credentials.username });
    const known = await stillTrusted(key, lookup);
    if (known) return known;
    const [apiAccount, account] = await Promise.all([lookup(), source.findAccount(credentials.username)]);
    budget.spend([`address:${request.ip}`, `account:${account?.uid ?? credentials.username.toLowerCase()}`]);
    if (apiAccount && (await verifyPassword(apiAccount.passwordHash, credentials.password)))
      return remember(key, apiCaller(apiAccount));
    // An API account's name was no site account's when it was made; a site account registered under it later
    // still signs in with its own password.
    const ok = account !== undefined && (await verifyPassword(account.passwordHash, credentials.password));
    if (!ok || account.status !== USER_STATUS.NORMAL) throw new AppError('UNAUTHENTICATED');
    return remember(key, actorOf(account));
  }

  async function checkToken(request: FastifyRequest, token: string) {
    const tokenHash = tokenHashOf(token);
    const lookup = () => source.findApiAccount({ tokenHash });
    const known = await stillTrusted(tokenHash, lookup);
    if (known) return known;
    budget.spend([`address:${request.ip}`]);
    const account = await lookup();
    if (!account) throw new AppError('UNAUTHENTICATED');
    return remember(tokenHash, apiCaller(account));
  }

  /**
   * The caller: basic auth's account, else an API account's bearer token, else the product's own token (auth
   * plugin), else the public.
   */
  return async function callerOf(request: FastifyRequest): Promise<ClicsCaller | null> {
    const header = request.headers.authorization;
    const credentials = basicCredentials(header);
    if (credentials) return { ...(await checkPair(request, credentials)), address: request.ip };
    const token = apiToken(header);
    if (token) return { ...(await checkToken(request, token)), address: request.ip };
    return request.actor;
  };
}
export type CallerOf = ReturnType<typeof createBasicAuth>;
