import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, USER_STATUS } from '@judge/contract';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { basicCredentials, createBasicAuth } from './basic-auth.ts';
import type { AccountForAuth, ApiAccountForAuth } from './clics-source.ts';

/** HTTP basic auth of the Contest API over a made-up account table, budget and clock. */
let account: AccountForAuth;
beforeAll(async () => {
  account = {
    uid: 7,
    username: 'judge',
    role: Role.ADMIN,
    status: USER_STATUS.NORMAL,
    passwordHash: await hashPassword('s3cret'),
  };
});

const header = (pair: string) => `Basic ${Buffer.from(pair).toString('base64')}`;
const requestWith = (authorization?: string) =>
  ({ headers: { authorization }, ip: '127.0.0.9', actor: null }) as unknown as FastifyRequest;

function harness(options: { refuseAfter?: number; apiAccount?: ApiAccountForAuth } = {}) {
  let nowMs = 0;
  const spent: string[][] = [];
  let lookups = 0;
  const source = {
    findAccount: async (username: string) => {
      lookups += 1;
      return username.toLowerCase() === account.username ? account : undefined;
    },
    findApiAccount: async () => options.apiAccount,
  };
  const budget = {
    spend: (keys: readonly string[]) => {
      spent.push([...keys]);
      if (options.refuseAfter !== undefined && spent.length > options.refuseAfter)
        throw new AppError('RATE_LIMITED');
    },
  };
  const callerOf = createBasicAuth(source, budget, () => nowMs);
  return { callerOf, spent, lookups: () => lookups, advance: (ms: number) => (nowMs += ms) };
}

describe('basic auth of the Contest API', () => {
  it('reads the user and password of a Basic header, and nothing of another kind', () => {
    expect(basicCredentials(header('judge:pa:ss'))).toEqual({ username: 'judge', password: 'pa:ss' });
    expect(basicCredentials('Bearer abc')).toBeNull();
    expect(basicCredentials(header('no-colon'))).toBeNull();
  });

  it('lets the right pair in, trusts it for 60 s without checking again, then checks it anew', async () => {
    const { callerOf, spent, lookups, advance } = harness();
    const request = requestWith(header('judge:s3cret'));
    expect(await callerOf(request)).toMatchObject({ uid: 7, role: Role.ADMIN });
    await callerOf(request);
    expect([lookups(), spent.length]).toEqual([1, 1]);
    advance(60_001);
    await callerOf(request);
    expect([lookups(), spent.length]).toEqual([2, 2]);
    expect(spent[0]).toEqual(['address:127.0.0.9', 'account:7']);
  });

  it('refuses a wrong password or a disabled account with a 401, and a check past the budget before comparing', async () => {
    const { callerOf } = harness({ refuseAfter: 1 });
    await expect(callerOf(requestWith(header('judge:wrong')))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(callerOf(requestWith(header('judge:s3cret')))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    const disabled = harness();
    account = { ...account, status: USER_STATUS.DISABLED };
    await expect(disabled.callerOf(requestWith(header('judge:s3cret')))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    account = { ...account, status: USER_STATUS.NORMAL };
  });

  it('signs in an API account and a site account of the same name, each by its own password', async () => {
    const api = {
      id: 3,
      cid: 5,
      role: 'analyst' as const,
      username: 'judge',
      passwordHash: await hashPassword('api-pass'),
      maker: { ...account, uid: 1, username: 'root' },
    };
    const { callerOf } = harness({ apiAccount: api });
    expect(await callerOf(requestWith(header('judge:api-pass')))).toMatchObject({
      uid: 1,
      apiAccount: { id: 3, cid: 5, role: 'analyst' },
    });
    const site = await callerOf(requestWith(header('judge:s3cret')));
    expect(site).toMatchObject({ uid: 7 });
    expect(site).not.toHaveProperty('apiAccount');
    await expect(callerOf(requestWith(header('judge:neither')))).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('leaves a call without basic auth to the site token’s caller (or the public)', async () => {
    const { callerOf } = harness();
    expect(await callerOf(requestWith())).toBeNull();
  });
});
