// PUT clarifications through the Contest API (issue 22, Contest_API.md "Modifying clarifications", admin_clar): the
// contest's admins post under an id they chose, which the collection and the event feed show from then on; the
// answer and each line are valid against the spec's schemas; what the spec forbids is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { basicAuth, clicsGet, clicsSchemas, ndjson } from '../../../test/clics-kit.ts';
import { createContest } from '../../../test/contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';

const check = clicsSchemas();
let app: TestApp;
let cid: number;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let team: Awaited<ReturnType<typeof signedInUser>>;
const ownerAuth = () => basicAuth(owner.username, owner.password);

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedInUser(app, Role.ADMIN);
  team = await signedInUser(app);
  cid = await createContest(app, owner.token);
});
afterAll(() => app.close());

const put = (id: string, body: object, authorization = ownerAuth()) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/clics/contests/${cid}/clarifications/${id}`,
    headers: { authorization },
    payload: body,
  });
const now = () => new Date().toISOString();

describe(`admin_clar's PUT (${TEST_DIALECT})`, () => {
  it("posts under the client's id, shown so in the collection and the feed", async () => {
    const answer = await put('jury-1', { id: 'jury-1', text: 'Problem B\nThe limit is 10^6.', time: now() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(check('clarification', answer.json())).toEqual([]);
    expect(answer.json()).toMatchObject({ id: 'jury-1', from_team_id: null, to_team_id: null });
    const one = await clicsGet(app, `/contests/${cid}/clarifications/jury-1`, ownerAuth());
    expect(one.json.text).toBe(answer.json().text);
    const everyone = await clicsGet(app, `/contests/${cid}/clarifications`);
    expect(everyone.json.map((entry: { id: string }) => entry.id)).toEqual(['jury-1']);
    const feed = ndjson((await clicsGet(app, `/contests/${cid}/event-feed?stream=false`, ownerAuth())).text);
    expect(feed.filter((event: { type: string }) => event.type === 'clarifications')).toEqual([
      expect.objectContaining({ id: 'jury-1', data: expect.objectContaining({ id: 'jury-1' }) }),
    ]);
    const logged = await app.db
      .selectFrom('auditLog')
      .select(['actorUid', 'contestId', 'changes'])
      .where('action', '=', 'clarification.put')
      .execute();
    expect(logged).toEqual([
      { actorUid: owner.uid, contestId: cid, changes: expect.stringContaining('jury-1') },
    ]);
  });

  it('refuses what the spec forbids: a used id, a mismatch, no time, a team or an anonymous caller', async () => {
    const refused = async (id: string, body: object, status: number, says: string, auth?: string) => {
      const answer = await put(id, body, auth);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toContain(says);
    };
    await refused('jury-1', { id: 'jury-1', text: 'again', time: now() }, 400, 'exists');
    await refused('jury-2', { id: 'jury-3', text: 'x', time: now() }, 409, 'not the URL');
    await refused('jury-2', { id: 'jury-2', text: 'x' }, 400, 'time is required');
    await refused(
      'jury-2',
      { id: 'jury-2', text: 'x', time: '2020-01-01T00:00:00Z' },
      400,
      "before the contest's start",
    );
    await refused(
      'notice-9',
      { id: 'notice-9', text: 'x', time: now() },
      400,
      'not an id a client may choose',
    );
    const teamAuth = basicAuth(team.username, team.password);
    await refused('jury-2', { id: 'jury-2', text: 'x', time: now() }, 403, 'admin_clar', teamAuth);
    const anonymous = await app.app.inject({
      method: 'PUT',
      url: `/api/clics/contests/${cid}/clarifications/jury-2`,
      payload: { id: 'jury-2', text: 'x', time: now() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
