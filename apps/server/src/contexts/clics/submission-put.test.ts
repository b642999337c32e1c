// Forwarded submissions through the Contest API (issue 22, Contest_API.md "Modifying submissions"): an admin's
// PUT under the client's id and a POST or PUT dated when the team made it (a proxy forwarding what it kept while
// its link was down); the submission's files (a zip of its source) for admins and analysts only; what the spec
// forbids refused, each write's roles (analyst, team, another contest's admin) refused. Answers schema-checked.
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, clicsGet, clicsSchemas, ndjson } from '../../../test/clics-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import { writeZip } from '../problems/facts.ts';
import { contestForWrites } from './clics-contest.test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const CODE = 'a, b = map(int, input().split())\nprint(a + b)\n';
const MINUTE = 60_000;
const check = clicsSchemas();
let app: TestApp;
let owner: Signed;
let stranger: Signed;
let team: Signed;
let cid: number;
let startMs: number;
let analystToken: string;

const auth = (user: Signed) => basicAuth(user.username, user.password);
const zip = (files: Record<string, string> = { 'sum.py': CODE }) =>
  writeZip(new Map(Object.entries(files))).toString('base64');
const body = (more: Record<string, unknown> = {}) => ({
  problem_id: 'A',
  language_id: 'python3',
  team_id: String(team.uid),
  files: [{ data: zip() }],
  ...more,
});
const put = (id: string, payload: object, authorization?: string) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/clics/contests/${cid}/submissions/${id}`,
    headers: authorization ? { authorization } : {},
    payload,
  });
const iso = (ms: number) => new Date(ms).toISOString();
const createdAt = async (id: number) =>
  (await app.db.selectFrom('submissions').select('createdAt').where('id', '=', id).executeTakeFirstOrThrow())
    .createdAt;

beforeAll(async () => {
  app = await createTestApp();
  ({
    cid,
    startMs,
    owner,
    stranger,
    analystToken,
    teams: [team],
  } = await contestForWrites(app, { teams: 1 }));
});
afterAll(() => app.close());

describe(`PUT submissions and forwarded times (${TEST_DIALECT})`, () => {
  it("takes an admin's PUT under the client's id, dated when the team made it, in the collections and the feed", async () => {
    const madeMs = Date.now() - 10 * MINUTE;
    const answer = await put('site1-7', body({ id: 'site1-7', time: iso(madeMs) }), auth(owner));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(check('submission', answer.json())).toEqual([]);
    expect(answer.headers.location).toBe(`/api/clics/contests/${cid}/submissions/site1-7`);
    const files = [
      { href: `contests/${cid}/submissions/site1-7/files`, filename: 'files.zip', mime: 'application/zip' },
    ];
    expect(answer.json()).toMatchObject({
      id: 'site1-7',
      team_id: String(team.uid),
      time: iso(madeMs),
      files,
    });
    const listed = await clicsGet(app, `/contests/${cid}/submissions/site1-7`, auth(owner));
    expect(listed.json).toMatchObject({
      id: 'site1-7',
      time: iso(madeMs),
      contest_time: expect.any(String),
      files,
    });
    const row = await app.db
      .selectFrom('submissions')
      .select(['id', 'uid', 'createdAt'])
      .where('cid', '=', cid)
      .executeTakeFirstOrThrow();
    expect([row.uid, Date.parse(row.createdAt)]).toEqual([team.uid, madeMs]);
    const judgement = await clicsGet(app, `/contests/${cid}/judgements/${row.id}`, auth(owner));
    expect(judgement.json.submission_id).toBe('site1-7');
    const feed = ndjson((await clicsGet(app, `/contests/${cid}/event-feed?stream=false`, auth(owner))).text);
    expect(
      feed.filter((event: { type: string }) => event.type === 'submissions').map((e: { id: string }) => e.id),
    ).toEqual(['site1-7']);
    const logged = await app.db
      .selectFrom('auditLog')
      .select(['actorUid', 'contestId', 'changes'])
      .where('action', '=', 'submission.api-put')
      .execute();
    expect(logged).toEqual([
      { actorUid: owner.uid, contestId: cid, changes: expect.stringContaining('site1-7') },
    ]);
    expect(logged[0].changes).not.toContain(zip());
  });

  it("dates an admin's POST when its time is earlier; a time about now is now", async () => {
    const madeMs = Date.now() - 5 * MINUTE;
    const post = (payload: object) =>
      app.app.inject({
        method: 'POST',
        url: `/api/clics/contests/${cid}/submissions`,
        headers: { authorization: auth(owner) },
        payload,
      });
    const earlier = await post(body({ time: iso(madeMs) }));
    expect(earlier.statusCode, earlier.body).toBe(201);
    expect(earlier.json().time).toBe(iso(madeMs));
    expect(Date.parse(await createdAt(Number(earlier.json().id)))).toBe(madeMs);
    const nowish = await post(body({ time: iso(Date.now() - 5000) }));
    expect(Date.parse(await createdAt(Number(nowish.json().id)))).toBeGreaterThan(madeMs + 4 * MINUTE);
  });

  it('serves the files as a zip of the source to admins and analysts; the public sees none', async () => {
    const admin = await clicsGet(app, `/contests/${cid}/submissions/site1-7/files`, auth(owner));
    expect([admin.status, admin.raw.headers['content-type']]).toEqual([200, 'application/zip']);
    const files = unzipSync(admin.raw.rawPayload);
    expect(Object.keys(files)).toHaveLength(1);
    expect(strFromU8(Object.values(files)[0])).toBe(CODE);
    const analyst = await clicsGet(
      app,
      `/contests/${cid}/submissions/site1-7/files`,
      `Bearer ${analystToken}`,
    );
    expect(analyst.status).toBe(200);
    expect((await clicsGet(app, `/contests/${cid}/submissions/site1-7/files`, auth(team))).status).toBe(403);
    expect((await clicsGet(app, `/contests/${cid}/submissions/nope/files`, auth(owner))).status).toBe(404);
    const seen = await clicsGet(app, `/contests/${cid}/submissions/site1-7`);
    expect(seen.json.files).toEqual([]);
  });

  it('refuses a used, numeric or mismatched id, a missing or impossible time, and every caller but an admin', async () => {
    const refused = async (
      id: string,
      payload: object,
      status: number,
      says: string,
      authorization = auth(owner),
    ) => {
      const answer = await put(id, payload, authorization);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toContain(says);
    };
    const now = iso(Date.now());
    await refused('site1-7', body({ id: 'site1-7', time: now }), 400, 'exists');
    await refused('site1-8', body({ id: 'site1-9', time: now }), 409, 'not the URL');
    await refused('17', body({ id: '17', time: now }), 400, 'a number is this server');
    await refused('site1-8', body({ id: 'site1-8' }), 400, 'time is required');
    await refused('site1-8', body({ id: 'site1-8', time: iso(Date.now() + 10 * MINUTE) }), 400, 'future');
    await refused(
      'site1-8',
      body({ id: 'site1-8', time: iso(startMs - MINUTE) }),
      400,
      "before the contest's start",
    );
    await refused(
      'site1-8',
      body({ id: 'site1-8', time: now, files: [{ data: zip({ 'a.py': CODE, 'b.py': CODE }) }] }),
      400,
      'Python3 is judged here from exactly one source file',
    );
    await refused('site1-8', body({ id: 'site1-8', time: now }), 403, 'admin', `Bearer ${analystToken}`);
    await refused('site1-8', body({ id: 'site1-8', time: now }), 403, 'admin', auth(team));
    const other = await put('site1-8', body({ id: 'site1-8', time: now }), auth(stranger));
    expect(other.statusCode).toBe(403);
    expect((await put('site1-8', body({ id: 'site1-8', time: now }))).statusCode).toBe(401);
  });
});
