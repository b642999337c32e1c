// A contest's awards written by its admins through the Contest API (issue 22, Contest_API.md "Modifying awards"):
// POST (an id made from the citation), PUT, PATCH and DELETE, kept beside the computed awards (a written medal
// replaces the computed one, a deleted one is sent as a deletion); the winner and the first to solve are this
// server's alone; the public sees written awards with the final results; each write's roles refused; each in the
// audit log. Answers and the feed checked against the spec's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWARD_TYPE, DEFAULT_AWARD_CONFIG, JudgeStatus } from '@judge/contract';
import { basicAuth, clicsGet, clicsSchemas, ndjson } from '../../../test/clics-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import { contestForWrites, moveContestBack } from './clics-contest.test-kit.ts';
import { replay } from './clics-endpoints.test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const HOUR = 3_600_000;
const check = clicsSchemas();
let app: TestApp;
let owner: Signed;
let stranger: Signed;
let first: Signed;
let second: Signed;
let cid: number;
let analystToken: string;

const auth = (user: Signed) => basicAuth(user.username, user.password);
const write = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  authorization = auth(owner),
) =>
  app.app.inject({
    method,
    url: `/api/clics/contests/${cid}/awards${path}`,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
const awardsOf = async (authorization?: string) =>
  Object.fromEntries(
    ((await clicsGet(app, `/contests/${cid}/awards`, authorization)).json as { id: string }[]).map(
      (award) => [award.id, award],
    ),
  );

beforeAll(async () => {
  app = await createTestApp();
  ({
    cid,
    owner,
    stranger,
    analystToken,
    teams: [first, second],
  } = await contestForWrites(app, {
    verdicts: [JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER],
    settings: { awardType: AWARD_TYPE.NUMBER, awardConfig: [{ ...DEFAULT_AWARD_CONFIG[0], num: 1 }] },
  }));
});
afterAll(() => app.close());

describe(`awards written by the contest's admins while it runs (${TEST_DIALECT})`, () => {
  it('POSTs an award with an id made from its citation, PUTs one with a chosen id, PATCHes it', async () => {
    const posted = await write('POST', '', { citation: 'Best team costumes', team_ids: [String(first.uid)] });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toEqual({
      id: 'best-team-costumes',
      citation: 'Best team costumes',
      team_ids: [String(first.uid)],
    });
    expect(check('award', posted.json())).toEqual([]);
    expect(posted.headers.location).toBe(`/api/clics/contests/${cid}/awards/best-team-costumes`);
    const again = await write('POST', '', { citation: 'Best team costumes', team_ids: [] });
    expect(again.json().id).toBe('best-team-costumes-2');
    const put = await write('PUT', '/fastest-typist', {
      id: 'fastest-typist',
      citation: 'Fastest typist',
      team_ids: [String(second.uid)],
    });
    expect(put.statusCode, put.body).toBe(200);
    const patched = await write('PATCH', '/fastest-typist', { team_ids: [String(first.uid)] });
    expect(patched.json()).toEqual({
      id: 'fastest-typist',
      citation: 'Fastest typist',
      team_ids: [String(first.uid)],
    });
    const awards = await awardsOf(auth(owner));
    expect(awards['fastest-typist']).toEqual(patched.json());
    expect(awards['first-to-solve-A']).toMatchObject({ team_ids: [String(first.uid)] });
    expect(awards['best-team-costumes']).toEqual(posted.json());
    // The public learns written awards with the final results.
    expect(Object.keys(await awardsOf())).toEqual(['first-to-solve-A']);
    const logged = await app.db
      .selectFrom('auditLog')
      .select('action')
      .where('contestId', '=', cid)
      .execute();
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining(['award.create', 'award.put', 'award.patch']),
    );
  });

  it("refuses this server's awards, a wrong body, an unknown award or team, and every caller but the contest's admins", async () => {
    const refused = async (answer: Promise<{ statusCode: number; body: string }>, status: number) =>
      expect((await answer).statusCode).toBe(status);
    const award = { citation: 'x', team_ids: [String(first.uid)] };
    await refused(write('PUT', '/first-to-solve-A', award), 403);
    await refused(write('DELETE', '/first-to-solve-A'), 403);
    await refused(write('PUT', '/winner', award), 403);
    await refused(write('POST', '', { ...award, id: 'mine' }), 400);
    await refused(write('POST', '', { team_ids: [] }), 400);
    await refused(write('PUT', '/a-b', { ...award, id: 'c-d' }), 409);
    await refused(write('PATCH', '/fastest-typist', { citation: null }), 400);
    await refused(write('PATCH', '/nothing-here', { citation: 'y' }), 404);
    await refused(write('DELETE', '/nothing-here'), 404);
    await refused(write('PUT', '/a-b', { citation: 'x', team_ids: ['999999'] }), 400);
    await refused(write('PUT', '/a-b', award, `Bearer ${analystToken}`), 403);
    await refused(write('PUT', '/a-b', award, auth(first)), 403);
    await refused(write('PUT', '/a-b', award, auth(stranger)), 403);
    expect((await awardsOf(auth(owner)))['a-b']).toBeUndefined();
  });
});

describe(`awards written over the computed ones after the end (${TEST_DIALECT})`, () => {
  it('replaces and removes a computed medal, for admins and, with the final results, the public', async () => {
    const contest = await app.db
      .selectFrom('contests')
      .select(['startTime', 'endTime'])
      .where('id', '=', cid)
      .executeTakeFirstOrThrow();
    const [startMs, endMs] = [Date.parse(contest.startTime), Date.parse(contest.endTime)];
    await moveContestBack(app, { cid, startMs, endMs, freezeMs: endMs }, endMs - Date.now() + HOUR);
    expect((await awardsOf(auth(owner)))['gold-medal']).toEqual({
      id: 'gold-medal',
      citation: 'Gold Medal',
      team_ids: [String(first.uid)],
    });
    const replaced = await write('PUT', '/gold-medal', {
      citation: 'Gold Medal',
      team_ids: [String(first.uid), String(second.uid)],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const publicAwards = await awardsOf();
    expect(publicAwards['gold-medal']).toEqual(replaced.json());
    expect(publicAwards['fastest-typist']).toMatchObject({ citation: 'Fastest typist' });
    expect((await write('DELETE', '/winner')).statusCode).toBe(403);
    expect((await write('DELETE', '/gold-medal')).statusCode).toBe(204);
    expect((await awardsOf(auth(owner)))['gold-medal']).toBeUndefined();
    const feed = ndjson((await clicsGet(app, `/contests/${cid}/event-feed?stream=false`, auth(owner))).text);
    feed.forEach((line: unknown) => expect(check('event-feed', line)).toEqual([]));
    const replayed = replay(feed).collections.awards as { id: string }[];
    expect(replayed.map((award) => award.id).sort()).toEqual(Object.keys(await awardsOf(auth(owner))).sort());
    expect(replayed.map((award) => award.id)).not.toContain('gold-medal');
  });
});
