// The Contest API's webhooks (issue 22, Contest_API.md "Webhooks"): registered, listed and removed by a contest's
// admins; the feed's notifications after the sign-up POSTed to each URL (real HTTP servers on 127.0.0.1) as
// `{contest_id, notifications}` with the client's token, retried after a failure with what accumulated, each
// receiver served on its own so one that never answers holds up no other, one dated before the cursor sent all
// the same (placed when written); logged without the token.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { basicAuth, clicsSchemas } from '../../../../test/clics-kit.ts';
import { createContest } from '../../../../test/contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

interface Callback {
  token: string | undefined;
  body: { contest_id: string; notifications: { type: string; id: string; token: string }[] };
  status: number;
}

/** A receiver answering each callback with the next status of `statuses` (the last one after that), or never. */
async function receiver(statuses: number[] | 'never') {
  const calls: Callback[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      if (statuses === 'never') return void held.push(response);
      const status = statuses[Math.min(calls.length, statuses.length - 1)];
      calls.push({ token: request.headers['webhook-token'] as string, body: JSON.parse(text), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  const close = () => {
    held.forEach((response) => response.destroy());
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, calls, held, close };
}

/** Waits (a bounded number of short polls) until the condition holds; the bound only stops a broken run. */
async function until(condition: () => boolean, what: string) {
  for (let tries = 0; tries < 300 && !condition(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (!condition()) throw new Error(`never: ${what}`);
}

const check = clicsSchemas();
let app: TestApp;
let cid: number;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let flaky: Awaited<ReturnType<typeof receiver>>;
let silent: Awaited<ReturnType<typeof receiver>>;
const ownerAuth = () => basicAuth(owner.username, owner.password);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization?: string, payload?: object) =>
  app.app.inject({
    method,
    url: `/api/clics${url}`,
    headers: authorization ? { authorization } : {},
    payload,
  });
const announce = (text: string) => call('POST', `/contests/${cid}/clarifications`, ownerAuth(), { text });
const accepted = () => flaky.calls.filter((callback) => callback.status === 200);

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedInUser(app, Role.ADMIN);
  cid = await createContest(app, owner.token);
  flaky = await receiver([503, 200]);
  silent = await receiver('never');
});
afterAll(async () => {
  await app.close();
  await Promise.all([flaky.close(), silent.close()]);
});

describe(`webhooks (${TEST_DIALECT})`, () => {
  it('are registered by the contest admins, shown without their token', async () => {
    const made = await call('POST', '/webhooks', ownerAuth(), {
      url: flaky.url,
      token: 'secret-a',
      contest_ids: [String(cid)],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({
      id: expect.any(String),
      url: flaky.url,
      endpoints: [],
      contest_ids: [String(cid)],
      active: true,
    });
    expect(made.headers.location).toBe(`/api/clics/webhooks/${made.json().id}`);
    const slow = await call('POST', '/webhooks', ownerAuth(), {
      url: silent.url,
      token: 't',
      contest_ids: [String(cid)],
    });
    expect(slow.statusCode).toBe(201);
    const listed = await call('GET', '/webhooks', ownerAuth());
    expect(listed.json().map((hook: { url: string }) => hook.url)).toEqual([flaky.url, silent.url]);
    expect(listed.body).not.toContain('secret-a');

    const team = await signedInUser(app);
    const refused = await call('POST', '/webhooks', basicAuth(team.username, team.password), {
      url: flaky.url,
      token: 'x',
      contest_ids: [String(cid)],
    });
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', '/webhooks', basicAuth(team.username, team.password))).json()).toEqual([]);
    expect((await call('POST', '/webhooks', ownerAuth(), { url: flaky.url, token: 'x' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/webhooks', undefined, { url: flaky.url, token: 'x' })).statusCode).toBe(401);
  });

  it('deliver what happens after the sign-up, retried after a failure, past a receiver that never answers', async () => {
    const first = (await announce('Problem A: the limit is 10^5.')).json();
    await until(() => accepted().length > 0, 'a callback accepted');
    // The first try was refused (503) and sent again; the receiver that never answers held up nothing.
    expect(flaky.calls[0].status).toBe(503);
    expect(silent.held.length).toBeGreaterThan(0);
    const delivered = accepted()[0];
    expect(delivered.token).toBe('secret-a');
    expect(delivered.body.contest_id).toBe(String(cid));
    expect(delivered.body.notifications.map((n) => [n.type, n.id])).toEqual([['clarifications', first.id]]);
    for (const notification of delivered.body.notifications)
      expect(check('event-feed', notification)).toEqual([]);

    const second = (await announce('Problem B: sample 2 fixed.')).json();
    await until(() => accepted().length > 1, 'a second callback accepted');
    expect(accepted()[1].body.notifications.map((n) => n.id)).toEqual([second.id]);

    // An announcement the jury kept while offline, dated before the cursor: delivered all the same.
    const time = new Date(Date.now() - 10 * 60_000).toISOString();
    const kept = await call('POST', `/contests/${cid}/clarifications`, ownerAuth(), { text: 'Kept', time });
    expect(kept.statusCode, kept.body).toBe(201);
    await until(() => accepted().length > 2, 'a third callback accepted');
    expect(accepted()[2].body.notifications.map((n) => n.id)).toEqual([kept.json().id]);
  });

  it('are removed by their owner, and logged without their token', async () => {
    const [hook] = (await call('GET', '/webhooks', ownerAuth())).json();
    expect((await call('DELETE', `/webhooks/${hook.id}`, ownerAuth())).statusCode).toBe(204);
    expect((await call('GET', `/webhooks/${hook.id}`, ownerAuth())).statusCode).toBe(404);
    const entries = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityKind', '=', 'clics-webhook')
      .execute();
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'clics-webhook.create',
      'clics-webhook.create',
      'clics-webhook.delete',
    ]);
    expect(JSON.stringify(entries)).not.toContain('secret-a');
  });
});
