// The Contest API's own accounts (issue 22, docs/clics.md "API accounts"): a contest's admins make `admin` and
// `analyst` accounts for its tools; both sign in by basic auth or bearer token; an analyst reads what an admin
// reads (through the freeze) and writes nothing; an account reads its own contest only; revoking ends it at once;
// the audit log names each creation and revocation without its secrets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClicsAccountCreated } from '@judge/contract';
import { basicAuth, clicsGet, clicsSchemas } from '../../../../test/clics-kit.ts';
import { createContest } from '../../../../test/contests-kit.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';
import { judgedIcpcContest, type JudgedContest } from '../clics-contest.test-kit.ts';
import { readEverything } from '../clics-endpoints.test-kit.ts';

let app: TestApp;
let contest: JudgedContest;
const check = clicsSchemas();
const URL = '/api/contest/clics-accounts';
const bearer = (account: ClicsAccountCreated) => `Bearer ${account.token}`;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  contest = await judgedIcpcContest(app);
}, 600_000);
afterAll(() => app.close());

async function makeAccount(role: 'admin' | 'analyst', username: string, token = contest.owner.token) {
  const answer = await app.request({
    method: 'POST',
    url: URL,
    token,
    body: { cid: contest.cid, role, username },
  });
  return { status: answer.statusCode, account: answer.body.data as ClicsAccountCreated, body: answer.body };
}

const clicsWrite = (method: 'POST' | 'PATCH', url: string, authorization: string, payload: object) =>
  app.app.inject({ method, url: `/api/clics${url}`, headers: { authorization }, payload });

describe(`Contest API accounts (${TEST_DIALECT})`, () => {
  it("lets only the contest's admins make them, each secret shown once", async () => {
    const made = await makeAccount('analyst', 'Resolver-1');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.account).toMatchObject({ role: 'analyst', username: 'resolver-1', cid: contest.cid });
    expect(made.account.token).toMatch(/^clics_/);
    expect(made.account.password.length).toBeGreaterThanOrEqual(16);
    const team = await makeAccount('admin', 'sneaky', contest.teams.first.token);
    expect(team.status).toBe(403);
    const taken = await makeAccount('analyst', contest.teams.first.username);
    expect(taken.status).toBe(400);
    const listed = await app.request({
      url: URL,
      token: contest.owner.token,
      query: { cid: String(contest.cid) },
    });
    const rows = listed.body.data as Record<string, unknown>[];
    expect(rows.map((row) => row.username)).toEqual(['resolver-1']);
    expect(JSON.stringify(rows)).not.toContain(made.account.token);
  });

  it('reads as an analyst what an admin reads, by basic auth and by token, every answer valid', async () => {
    const { account } = await makeAccount('analyst', 'analyst-two');
    for (const authorization of [basicAuth('analyst-two', account.password), bearer(account)]) {
      const read = await readEverything(app, check, contest.cid, authorization);
      expect(read.errors).toEqual([]);
      const judged = read.collections.judgements.map((judgement) => judgement.id);
      // Made after the freeze: the public does not see its judgement, an analyst does.
      expect(judged).toContain(String(contest.submissions.secondA));
      expect(read.collections.accounts.length).toBeGreaterThan(0);
      expect(read.access.capabilities).toEqual([]);
      expect(read.account).toMatchObject({ id: `api-${account.id}`, type: 'analyst' });
      // Listed among the accounts as its own endpoint names it.
      expect(read.collections.accounts).toContainEqual(read.account);
      expect(read.contest.id).toBe(String(contest.cid));
    }
    const publicRead = await clicsGet(app, `/contests/${contest.cid}/judgements`);
    expect(publicRead.json.map((judgement: { id: string }) => judgement.id)).not.toContain(
      String(contest.submissions.secondA),
    );
  });

  it('lets an analyst write nothing, and an admin account write as its maker', async () => {
    const analyst = (await makeAccount('analyst', 'analyst-three')).account;
    const admin = (await makeAccount('admin', 'cds-admin')).account;
    const clar = { text: 'Sample 3 is fixed.' };
    const refused = await clicsWrite(
      'POST',
      `/contests/${contest.cid}/clarifications`,
      bearer(analyst),
      clar,
    );
    expect(refused.statusCode).toBe(403);
    const patch = { id: String(contest.cid), start_time: new Date(Date.now() + 3_600_000).toISOString() };
    expect((await clicsWrite('PATCH', `/contests/${contest.cid}`, bearer(analyst), patch)).statusCode).toBe(
      403,
    );
    const posted = await clicsWrite('POST', `/contests/${contest.cid}/clarifications`, bearer(admin), clar);
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().id).toMatch(/^notice-/);
    const access = await clicsGet(app, `/contests/${contest.cid}/access`, bearer(admin));
    expect(access.json.capabilities).toEqual(expect.arrayContaining(['contest_start', 'post_clar']));
  });

  it('reads its own contest only, and stops at once when revoked or its maker loses the contest', async () => {
    const { account } = await makeAccount('analyst', 'analyst-four');
    const other = await createContest(app, contest.owner.token);
    expect((await clicsGet(app, `/contests/${other}`, bearer(account))).status).toBe(403);
    const listed = await clicsGet(app, '/contests', bearer(account));
    expect(listed.json.map((entry: { id: string }) => entry.id)).toEqual([String(contest.cid)]);
    expect((await clicsGet(app, `/contests/${contest.cid}/state`, 'Bearer clics_wrong')).status).toBe(401);

    const revoked = await app.request({
      method: 'DELETE',
      url: URL,
      token: contest.owner.token,
      query: { cid: String(contest.cid), id: String(account.id) },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await clicsGet(app, `/contests/${contest.cid}/state`, bearer(account))).status).toBe(401);
    const pair = basicAuth('analyst-four', account.password);
    expect((await clicsGet(app, `/contests/${contest.cid}/state`, pair)).status).toBe(401);
  });

  it('logs each creation and revocation, never a secret', async () => {
    const { account } = await makeAccount('admin', 'logged-admin');
    await app.request({
      method: 'DELETE',
      url: URL,
      token: contest.owner.token,
      query: { cid: String(contest.cid), id: String(account.id) },
    });
    const entries = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityKind', '=', 'clics-account')
      .where('entityId', '=', String(account.id))
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actorUid, entry.contestId])).toEqual([
      ['clics-account.create', contest.owner.uid, contest.cid],
      ['clics-account.revoke', contest.owner.uid, contest.cid],
    ]);
    const written = JSON.stringify(entries);
    expect(written).toContain('logged-admin');
    expect(written).not.toContain(account.password);
    expect(written).not.toContain(account.token);
  });
});
