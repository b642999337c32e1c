// Submitting through the Contest API (issue 22, Contest_API.md "Modifying submissions"): team_submit and
// admin_submit, judged by the real judge and seen in the collections and the event feed; what the spec forbids,
// and what the contest's rules refuse, refused; an analyst writes nothing. Every answer is checked against the
// spec's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type ClicsAccountCreated } from '@judge/contract';
import { basicAuth, clicsGet, clicsSchemas, ndjson } from '../../../test/clics-kit.ts';
import { addToContest } from '../../../test/contest-tools-kit.ts';
import { createContest, TIMES } from '../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../test/test-app.ts';
import { writeZip } from '../problems/facts.ts';

const SOLVE = 'a, b = map(int, input().split())\nprint(a + b)\n';
const check = clicsSchemas();
let app: TestApp;
let cid: number;
let endedCid: number;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let team: Awaited<ReturnType<typeof signedInUser>>;
let problemId: string;

const zipOf = (files: Record<string, string>) => writeZip(new Map(Object.entries(files))).toString('base64');
const submission = (overrides: Record<string, unknown> = {}) => ({
  problem_id: problemId,
  language_id: 'python3',
  files: [{ data: zipOf({ 'sum.py': SOLVE }), mime: 'application/zip' }],
  ...overrides,
});
const post = (contest: number, body: object, authorization?: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/clics/contests/${contest}/submissions`,
    headers: authorization ? { authorization } : {},
    payload: body,
  });
const teamAuth = () => basicAuth(team.username, team.password);
const ownerAuth = () => basicAuth(owner.username, owner.password);

async function judgedInDatabase(id: number) {
  const waiting = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.SUBMITTING];
  for (let tries = 0; tries < 600; tries++) {
    const row = await app.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!waiting.some((status) => status === row.status)) return row.status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`submission ${id} not judged`);
}

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  owner = await signedInUser(app, Role.ADMIN);
  team = await signedInUser(app);
  cid = await createContest(app, owner.token);
  endedCid = await createContest(app, owner.token, { ...TIMES.ended });
  for (const contest of [cid, endedCid]) {
    const { pid } = await createProblem(app, owner.token, { languages: ['Python3'] });
    await addToContest(app, owner.token, contest, pid, 'A');
  }
  problemId = (await clicsGet(app, `/contests/${cid}/problems`, ownerAuth())).json[0].id;
}, 600_000);
afterAll(() => app.close());

describe(`POST submissions (${TEST_DIALECT})`, () => {
  it("takes a team's submission, judged by the real judge and seen in the collections and the feed", async () => {
    const answer = await post(cid, submission(), teamAuth());
    expect(answer.statusCode, answer.body).toBe(201);
    const posted = answer.json();
    expect(check('submission', posted)).toEqual([]);
    expect(posted).toMatchObject({
      problem_id: problemId,
      language_id: 'python3',
      team_id: String(team.uid),
    });
    expect(answer.headers.location).toBe(`/api/clics/contests/${cid}/submissions/${posted.id}`);
    expect(await judgedInDatabase(Number(posted.id))).toBe(JudgeStatus.ACCEPTED);

    const listed = await clicsGet(app, `/contests/${cid}/submissions/${posted.id}`, ownerAuth());
    expect(listed.json).toMatchObject({ id: posted.id, team_id: String(team.uid), time: posted.time });
    const judgement = await clicsGet(app, `/contests/${cid}/judgements/${posted.id}`, ownerAuth());
    expect(judgement.json.judgement_type_id).toBe('AC');
    const feed = ndjson((await clicsGet(app, `/contests/${cid}/event-feed?stream=false`, ownerAuth())).text);
    const seen = feed.filter((event: { id: string | null }) => event.id === posted.id);
    expect(seen.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['submissions', 'judgements']),
    );
    const access = await clicsGet(app, `/contests/${cid}/access`, teamAuth());
    expect(access.json.capabilities).toEqual(['post_clar', 'team_submit']);
  });

  it('takes an admin submission for a team (admin_submit), made as the team', async () => {
    const answer = await post(cid, submission({ team_id: String(team.uid) }), ownerAuth());
    expect(answer.statusCode, answer.body).toBe(201);
    expect(check('submission', answer.json())).toEqual([]);
    expect(answer.json().team_id).toBe(String(team.uid));
    const row = await app.db
      .selectFrom('submissions')
      .select(['uid', 'cid'])
      .where('id', '=', Number(answer.json().id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ uid: team.uid, cid });
    await judgedInDatabase(Number(answer.json().id));
    const stamped = await post(
      cid,
      submission({ team_id: String(team.uid), time: new Date().toISOString() }),
      ownerAuth(),
    );
    expect(stamped.statusCode, stamped.body).toBe(201);
    await judgedInDatabase(Number(stamped.json().id));
    const old = submission({ team_id: String(team.uid), time: '2020-01-01T00:00:00Z' });
    expect((await post(cid, old, ownerAuth())).json().message).toContain("before the contest's start");
    const noTeam = await post(cid, submission(), ownerAuth());
    expect([noTeam.statusCode, noTeam.json().message]).toEqual([400, expect.stringContaining('team_id')]);
    const access = await clicsGet(app, `/contests/${cid}/access`, ownerAuth());
    expect(access.json.capabilities).toContain('admin_submit');
    const logged = await app.db
      .selectFrom('auditLog')
      .select(['entityId', 'actorUid'])
      .where('action', '=', 'submission.api-submit')
      .execute();
    expect(logged).toContainEqual({ entityId: answer.json().id, actorUid: owner.uid });
  });

  it('refuses what the spec forbids and what the contest refuses, naming it', async () => {
    const refused = async (
      body: object,
      status: number,
      says: string,
      authorization = teamAuth(),
      to = cid,
    ) => {
      const answer = await post(to, body, authorization);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().message).toContain(says);
    };
    await refused(submission({ id: 'mine' }), 400, 'id may not be sent');
    await refused(submission({ time: '2026-01-01T00:00:00Z' }), 400, 'time may not be sent');
    await refused(submission({ team_id: '999999' }), 403, 'team_id');
    await refused(submission({ problem_id: 'nope' }), 400, 'no problem nope');
    await refused(submission({ language_id: 'cobol' }), 400, 'no language cobol');
    await refused(submission({ language_id: 'cpp' }), 400, 'language');
    await refused(
      submission({ files: [{ data: zipOf({ 'a.py': SOLVE, 'b.py': SOLVE }) }] }),
      400,
      'one source file',
    );
    await refused(submission({ files: [{ data: 'bm90IGEgemlw' }] }), 400, 'files');
    await refused(submission(), 403, 'ended', teamAuth(), endedCid);
    expect((await post(cid, submission())).statusCode).toBe(401);
  });

  it('lets an analyst submit nothing', async () => {
    const made = await app.request({
      method: 'POST',
      url: '/api/contest/clics-accounts',
      token: owner.token,
      body: { cid, role: 'analyst', username: 'submit-analyst' },
    });
    const analyst = made.body.data as ClicsAccountCreated;
    const answer = await post(cid, submission({ team_id: String(team.uid) }), `Bearer ${analyst.token}`);
    expect(answer.statusCode).toBe(403);
  });
});
