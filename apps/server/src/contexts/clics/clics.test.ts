import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { judgedIcpcContest, moveContestBack, type JudgedContest } from './clics-contest.test-kit.ts';
import { COLLECTIONS, readEverything, replay } from './clics-endpoints.test-kit.ts';

/**
 * The Contest API (issue 22) on a contest judged by the real judge, during its freeze and after its end:
 * every endpoint's answer against the spec's schemas (strict, as check-api.sh), for an admin through HTTP
 * basic auth and for the public; the freeze as the public sees it; the feed replaying into the collections.
 */
let app: TestApp;
let contest: JudgedContest;
const check = clicsSchemas();
const admin = () => basicAuth(contest.owner.username, contest.owner.password);
const ids = (objects: { id: string }[]) => objects.map((object) => object.id).sort();
const CONFIG_ORDER = [
  'contest',
  'judgement-types',
  'languages',
  'problems',
  'groups',
  'organizations',
  'teams',
  'persons',
  'accounts',
];
const byId = (objects: { id: string }[]) => Object.fromEntries(objects.map((object) => [object.id, object]));

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  contest = await judgedIcpcContest(app);
}, 600_000);
afterAll(() => app.close());

describe(`the Contest API during the freeze (${TEST_DIALECT})`, () => {
  it("answers every endpoint to the contest's admin, each valid against the spec's schemas", async () => {
    const { errors, collections, state, access } = await readEverything(app, check, contest.cid, admin());
    expect(errors).toEqual([]);
    const { firstA, secondWrongA, secondB, secondA, starA } = contest.submissions;
    expect(ids(collections.submissions)).toEqual(
      [firstA, secondWrongA, secondB, secondA, starA].map(String).sort(),
    );
    expect(ids(collections.judgements)).toEqual(ids(collections.submissions));
    const types = byId(collections.judgements) as unknown as Record<string, { judgement_type_id?: string }>;
    expect(types[String(secondWrongA)].judgement_type_id).toBe('WA');
    expect(types[String(secondA)].judgement_type_id).toBe('AC');
    expect(state).toMatchObject({
      frozen: new Date(contest.freezeMs).toISOString(),
      ended: null,
      thawed: null,
    });
    expect(collections.accounts.length).toBeGreaterThanOrEqual(3);
    expect(collections.clarifications).toHaveLength(3);
    // A run per test case of each judged submission, as the judge left them (A+B has its cases).
    const runs = collections.runs as unknown as { judgement_id: string; judgement_type_id: string }[];
    expect(runs.filter((run) => run.judgement_id === String(secondA)).length).toBeGreaterThan(0);
    expect(runs.find((run) => run.judgement_id === String(secondWrongA))?.judgement_type_id).toBe('WA');
    expect(collections.organizations).toEqual([
      { id: 'org1', name: 'North University', formal_name: 'North University' },
    ]);
    expect(access.endpoints.map((endpoint: { type: string }) => endpoint.type)).toContain('accounts');
  });

  it('shows the public the frozen board: no result of a submission made after the freeze', async () => {
    const publicRead = await readEverything(app, check, contest.cid);
    expect(publicRead.errors).toEqual([]);
    const { secondA } = contest.submissions;
    expect(ids(publicRead.collections.submissions)).toContain(String(secondA));
    expect(ids(publicRead.collections.judgements)).not.toContain(String(secondA));
    expect(publicRead.collections.accounts).toEqual([]);
    // Only the announcement: a team's question and its answer stay between them and the jury while it runs.
    expect(publicRead.collections.clarifications).toHaveLength(1);
    const second = String(contest.teams.second.uid);
    const frozenRow = publicRead.scoreboard.rows.find((row: { team_id: string }) => row.team_id === second);
    expect(frozenRow.score.num_solved).toBe(1);
    expect(frozenRow.problems[0]).toMatchObject({ solved: false, num_pending: 1 });
    const real = await clicsGet(app, `/contests/${contest.cid}/scoreboard`, admin());
    const realRow = real.json.rows.find((row: { team_id: string }) => row.team_id === second);
    expect(realRow).toMatchObject({ rank: 1, score: { num_solved: 2 } });
    // The star account is an observer, off the board.
    expect(real.json.rows.map((row: { team_id: string }) => row.team_id)).not.toContain(
      String(contest.teams.star.uid),
    );
  });

  it('replays its event feed into the collections, in the order the spec gives', async () => {
    for (const authorization of [admin(), undefined]) {
      const { feed, collections, state } = await readEverything(app, check, contest.cid, authorization);
      const replayed = replay(feed);
      expect(replayed.state).toEqual(state);
      for (const endpoint of Object.keys(COLLECTIONS))
        expect(replayed.collections[endpoint] ?? [], endpoint).toEqual(collections[endpoint]);
      // Each type's first event in the spec's order: the configuration (what there is of it), then live data.
      const firstOfType = [...new Set(feed.map((event) => event.type))];
      const order = [...CONFIG_ORDER, 'state'];
      const configPart = firstOfType.filter((type) => order.includes(type));
      expect(configPart).toEqual(order.filter((type) => configPart.includes(type)));
      expect(firstOfType.slice(0, configPart.length)).toEqual(configPart);
      const liveTimes = feed
        .filter((event) => event.type === 'submissions')
        .map((event) => Date.parse(event.data.time));
      expect(liveTimes).toEqual([...liveTimes].sort((a, b) => a - b));
    }
  });

  it('filters a collection by an ID property, an empty value meaning null', async () => {
    const second = String(contest.teams.second.uid);
    const url = `/contests/${contest.cid}`;
    const own = await clicsGet(app, `${url}/submissions?team_id=${second}`, admin());
    expect(own.json.map((submission: { team_id: string }) => submission.team_id)).toEqual([
      second,
      second,
      second,
    ]);
    const toEveryone = await clicsGet(app, `${url}/clarifications?from_team_id=&to_team_id=`, admin());
    expect(toEveryone.json.map((clarification: { id: string }) => clarification.id)).toEqual([
      expect.stringMatching(/^notice-/),
    ]);
  });

  it("exports the contest as a contest package: the API's files under the package's names, each valid", async () => {
    const answer = await clicsGet(app, `/contests/${contest.cid}/package.zip`, admin());
    expect(answer.status).toBe(200);
    const files = unzipSync(answer.raw.rawPayload);
    const text = (name: string) => strFromU8(files[name]);
    const schemaOf: Record<string, string> = {
      api: 'api_information',
      contest: 'contest',
      state: 'state',
      scoreboard: 'scoreboard',
    };
    for (const [endpoint, schemas] of Object.entries(COLLECTIONS)) schemaOf[endpoint] = schemas.many;
    expect(Object.keys(files).sort()).toEqual(
      [
        ...Object.keys(schemaOf).map((name) => `${name}.json`),
        'event-feed.ndjson',
        ...['contest', 'problems', 'accounts'].map((name) => `${name}.yaml`),
        // An admin's package carries each problem's ICPC problem package (contest-package-round-trip.test.ts).
        ...['A', 'B'].map((id) => `problems/${id}/package.zip`),
      ].sort(),
    );
    const errors = Object.entries(schemaOf).flatMap(([name, schema]) =>
      check(schema, JSON.parse(text(`${name}.json`))),
    );
    errors.push(...ndjson(text('event-feed.ndjson')).flatMap((line) => check('event-feed', line)));
    expect(errors).toEqual([]);
    expect(JSON.parse(text('teams.json'))).toEqual(
      (await clicsGet(app, `/contests/${contest.cid}/teams`, admin())).json,
    );
  });

  it('gives the same tokens in every request and resumes after a token', async () => {
    const url = `/contests/${contest.cid}/event-feed?stream=false`;
    const feed = ndjson((await clicsGet(app, url, admin())).text);
    expect(ndjson((await clicsGet(app, url, admin())).text).map((event) => event.token)).toEqual(
      feed.map((event) => event.token),
    );
    const middle = feed.findIndex((event) => event.type === 'submissions') + 2;
    const resumed = ndjson((await clicsGet(app, `${url}&since_token=${feed[middle].token}`, admin())).text);
    const live = resumed.filter((event) => !CONFIG_ORDER.includes(event.type));
    expect(live.map((event) => event.token)).toEqual(feed.slice(middle + 1).map((event) => event.token));
  });

  it('refuses in the spec’s way: 404 for what is not there, 400 for a token it did not make, 401 for a wrong password', async () => {
    const cid = contest.cid;
    for (const url of [
      `/contests/999999`,
      `/contests/${cid}/doesnt-exist`,
      `/contests/${cid}/doesnt-exist/42`,
      `/contests/${cid}/submissions/999999`,
      `/contests/${cid}/submissions/XYZ_999`,
    ]) {
      const answer = await clicsGet(app, url, admin());
      expect(answer.status, url).toBe(404);
      expect(answer.json).toMatchObject({ code: 404, message: expect.any(String) });
    }
    for (const query of ['since_id=999999', 'since_token=nonsense']) {
      const answer = await clicsGet(app, `/contests/${cid}/event-feed?${query}`, admin());
      expect(answer.status, query).toBe(400);
      expect(answer.json.code).toBe(400);
    }
    const wrong = await clicsGet(app, `/contests/${cid}`, basicAuth(contest.owner.username, 'not-it'));
    expect(wrong.status).toBe(401);
    expect(wrong.raw.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('lets root and the contest’s admins in as admins; another account reads as the public', async () => {
    const asRoot = await clicsGet(
      app,
      `/contests/${contest.cid}/accounts`,
      basicAuth(contest.root.username, contest.root.password),
    );
    expect(asRoot.json.length).toBeGreaterThanOrEqual(3);
    const user = contest.teams.first;
    const asTeam = await clicsGet(
      app,
      `/contests/${contest.cid}/accounts`,
      basicAuth(user.username, user.password),
    );
    expect(asTeam.json).toEqual([]);
    const judgements = await clicsGet(
      app,
      `/contests/${contest.cid}/judgements`,
      basicAuth(user.username, user.password),
    );
    expect(ids(judgements.json)).not.toContain(String(contest.submissions.secondA));
  });

  it("answers each caller's own account: the admin's, a team's, anyone else's with no type", async () => {
    const accountOf = async (user: { username: string; password: string }) =>
      (await clicsGet(app, `/contests/${contest.cid}/account`, basicAuth(user.username, user.password))).json;
    expect(await accountOf(contest.owner)).toMatchObject({ username: contest.owner.username, type: 'admin' });
    const team = contest.teams.first;
    expect(await accountOf(team)).toEqual({
      id: String(team.uid),
      username: team.username,
      type: 'team',
      team_id: String(team.uid),
      person_id: String(team.uid),
    });
    const passerby = await signedInUser(app);
    expect(await accountOf(passerby)).toMatchObject({ type: null, team_id: null });
    expect((await clicsGet(app, `/contests/${contest.cid}/account`)).status).toBe(401);
  });

  it('keeps a contest that is not open to everyone from the public', async () => {
    const other = await signedInUser(app);
    const hidden = await app.db
      .insertInto('contests')
      .values({
        ...(await app.db
          .selectFrom('contests')
          .selectAll()
          .where('id', '=', contest.cid)
          .executeTakeFirstOrThrow()),
        id: undefined,
        auth: 1,
        pwd: 'secret',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await clicsGet(app, `/contests/${hidden.id}`)).status).toBe(404);
    expect(
      (await clicsGet(app, `/contests/${hidden.id}`, basicAuth(other.username, other.password))).status,
    ).toBe(404);
    expect(ids((await clicsGet(app, '/contests')).json)).not.toContain(String(hidden.id));
    expect((await clicsGet(app, `/contests/${hidden.id}`, admin())).status).toBe(200);
    const rootList = await clicsGet(
      app,
      '/contests',
      basicAuth(contest.root.username, contest.root.password),
    );
    expect(ids(rootList.json)).toEqual(expect.arrayContaining([String(contest.cid), String(hidden.id)]));
    expect(check('contests', rootList.json)).toEqual([]);
  });
});

describe(`the Contest API before the start (${TEST_DIALECT})`, () => {
  it('keeps the problems from the public until the contest starts', async () => {
    const cid = await createContest(app, contest.owner.token, TIMES.scheduled);
    const { pid } = await createProblem(app, contest.owner.token);
    await addToContest(app, contest.owner.token, cid, pid, 'A');
    expect((await clicsGet(app, `/contests/${cid}/problems`)).json).toEqual([]);
    expect((await clicsGet(app, `/contests/${cid}/problems`, admin())).json).toHaveLength(1);
    const feed = ndjson((await clicsGet(app, `/contests/${cid}/event-feed?stream=false`)).text);
    expect(feed.filter((event) => event.type === 'problems')).toEqual([]);
    expect(feed.at(-1)).toMatchObject({ type: 'state', data: { started: null } });
  });
});

describe(`the Contest API after the end (${TEST_DIALECT})`, () => {
  it('thaws, awards the winner, the medal and the first to solve, and ends the feed with the end of updates', async () => {
    contest = await moveContestBack(app, contest, 4 * 3_600_000);
    for (const authorization of [admin(), undefined]) {
      const { errors, state, collections, feed, scoreboard } = await readEverything(
        app,
        check,
        contest.cid,
        authorization,
      );
      expect(errors).toEqual([]);
      expect(state).toMatchObject({
        ended: new Date(contest.endMs).toISOString(),
        thawed: new Date(contest.endMs).toISOString(),
        finalized: expect.any(String),
        end_of_updates: expect.any(String),
      });
      expect(feed.at(-1)).toMatchObject({ type: 'state', data: { end_of_updates: state.end_of_updates } });
      const awards = byId(collections.awards) as unknown as Record<string, { team_ids: string[] }>;
      const first = String(contest.teams.first.uid);
      const second = String(contest.teams.second.uid);
      expect(awards.winner.team_ids).toEqual([second]);
      expect(awards['gold-medal'].team_ids).toEqual([second]);
      expect(awards['first-to-solve-A'].team_ids).toEqual([first]);
      expect(awards['first-to-solve-B'].team_ids).toEqual([second]);
      expect(ids(collections.judgements)).toContain(String(contest.submissions.secondA));
      expect(scoreboard.rows[0]).toMatchObject({ rank: 1, team_id: second });
      expect(collections.clarifications).toHaveLength(3);
    }
  });
});
