import { createHash } from 'node:crypto';
import type {
  ClicsAccount,
  ClicsAccountCreateBody,
  ClicsAccountCreated,
  ClicsAccountRole,
} from '@judge/contract';
import { clicsAccountCreateBody } from '@judge/contract';
import { AppError, invalidField } from '../../../errors.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { randomToken } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ApiAccountsRepo } from './api-accounts.repo.ts';

/**
 * A bearer token of this API starts with this mark, so the Contest API tells its own tokens from the site's
 * (which the auth plugin reads) without a lookup.
 */
export const API_TOKEN_PREFIX = 'clics_';

/** The SHA-256 of a bearer token, as stored: a token is long and random, so no slow hash is needed. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the accounts ask of the other contexts: who administers the contest, which names the site holds. */
export interface ApiAccountPorts {
  isContestAdmin(actor: Actor, cid: number): Promise<boolean>;
  /** A site account of that name exists (basic auth could not tell the two apart). */
  siteUsernameTaken(username: string): Promise<boolean>;
  usernameOf(uid: number): Promise<string | null>;
}

/**
 * The Contest API's accounts of one contest (docs/clics.md "API accounts"): its admins make one per tool, with a
 * role (`admin` or `analyst`), a password and a bearer token made here and shown once; they list and revoke them.
 */
export function createApiAccounts(repo: ApiAccountsRepo, ports: ApiAccountPorts, now = () => new Date()) {
  async function mustAdminister(actor: Actor, cid: number) {
    if (!(await ports.isContestAdmin(actor, cid)))
      throw new AppError('FORBIDDEN', "Only the contest's admins manage its Contest API accounts");
  }

  async function shown(row: Awaited<ReturnType<ApiAccountsRepo['listOf']>>[number]): Promise<ClicsAccount> {
    return {
      id: row.id,
      cid: row.cid,
      role: row.role as ClicsAccountRole,
      username: row.username,
      createdBy: (await ports.usernameOf(row.createdBy)) ?? String(row.createdBy),
      createdAt: row.createdAt,
    };
  }

  return {
    async list(actor: Actor, cid: number): Promise<ClicsAccount[]> {
      await mustAdminister(actor, cid);
      return Promise.all((await repo.listOf(cid)).map(shown));
    },

    async create(actor: Actor, input: ClicsAccountCreateBody): Promise<ClicsAccountCreated> {
      const body = clicsAccountCreateBody.parse(input);
      await mustAdminister(actor, body.cid);
      const username = body.username.toLowerCase();
      if ((await repo.byUsername(username)) || (await ports.siteUsernameTaken(username)))
        throw invalidField('username', `${body.username} is taken`);
      const password = randomToken(12);
      const token = `${API_TOKEN_PREFIX}${randomToken(32)}`;
      const row = {
        cid: body.cid,
        role: body.role,
        username,
        passwordHash: await hashPassword(password),
        tokenHash: tokenHashOf(token),
        createdBy: actor.uid,
        createdAt: now().toISOString(),
      };
      const id = await repo.insert(row);
      return { ...(await shown({ id, ...row })), password, token };
    },

    async revoke(actor: Actor, cid: number, id: number) {
      await mustAdminister(actor, cid);
      if (!(await repo.remove(cid, id))) throw new AppError('NOT_FOUND', 'No such Contest API account');
    },
  };
}
export type ApiAccounts = ReturnType<typeof createApiAccounts>;
