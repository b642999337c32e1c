// The Contest API of a team contest (issue 22 with 25, docs/clics.md "The mapping"): two teams of two members,
// read through the API with exact ids: the teams are the contest's teams, the organizations its schools, the
// persons and accounts the members; submissions, judgements, clarifications, the scoreboard and awards name the
// team, and the writes of a member are the team's. Every answer is checked against the spec's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { basicAuth, clicsGet, clicsSchemas } from '../../../test/clics-kit.ts';
import { addToContest } from '../../../test/contest-tools-kit.ts';
import { createContest, TIMES } from '../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../test/test-app.ts';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { parse as parseYaml } from 'yaml';
import { writeZip } from '../problems/facts.ts';
import { readEverything } from './clics-endpoints.test-kit.ts';
import { pngHead } from './clics-images.test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const SOLVE = 'a, b = map(int, input().split())\nprint(a + b)\n';
const check = clicsSchemas();
let app: TestApp;
let owner: Signed;
let members: Signed[];
let cid: number;
let pid: number;
/** The teams' and schools' ids here, as the API names them. */
let red: string;
let blue: string;
let north: string;
let northLogo: string;
let south: string;
const submitted: Record<'red' | 'blue', number> = { red: 0, blue: 0 };
let questionId = 0;

const auth = (user: Signed) => basicAuth(user.username, user.password);
const byId = <T extends { id: string }>(objects: T[]) =>
  Object.fromEntries(objects.map((object) => [object.id, object]));

async function makeTeam(name: string, school: string, shortName: string, team: Signed[]) {
  const made = await app.request({
    method: 'POST',
    url: '/api/admin/contest/team',
    token: owner.token,
    body: { cid, name, school, shortName, members: team.map((member) => member.username) },
  });
  if (made.statusCode !== 200) throw new Error(`no team: ${JSON.stringify(made.body)}`);
}

async function submitOnSite(member: Signed, status: number) {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: member.token,
    body: { cid, pid, language: 'Python3', code: SOLVE },
  });
  if (response.statusCode !== 200) throw new Error(`not submitted: ${JSON.stringify(response.body)}`);
  const id = response.body.data.submitId as number;
  // The verdict set as the judge would write it (these tests read the mapping, not the judge).
  await app.db.updateTable('submissions').set({ status, time: 12, memory: 1 }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await signedInUser(app, Role.ADMIN);
  members = [];
  for (let i = 0; i < 4; i++) members.push(await signedInUser(app));
  cid = await createContest(app, owner.token, TIMES.running);
  ({ pid } = await createProblem(app, owner.token, { languages: ['Python3'] }));
  await addToContest(app, owner.token, cid, pid, 'A');
  const settings = await app.request({
    method: 'PUT',
    url: '/api/admin/contest/team-settings',
    token: owner.token,
    body: { cid, teamContest: true, maxTeamSize: 2 },
  });
  expect(settings.statusCode).toBe(200);
  await makeTeam('Red', 'North University', 'NU', [members[0], members[1]]);
  await makeTeam('Blue', 'South College', 'SC', [members[2], members[3]]);
  const view = await app.request({
    method: 'GET',
    url: '/api/admin/contest/teams',
    token: owner.token,
    query: { cid: String(cid) },
  });
  const teams = view.body.data.teams as { id: number; name: string; affiliation: { id: number } }[];
  const teamNamed = (name: string) => teams.find((team) => team.name === name)!;
  [red, blue] = [String(teamNamed('Red').id), String(teamNamed('Blue').id)];
  [north, south] = [String(teamNamed('Red').affiliation.id), String(teamNamed('Blue').affiliation.id)];
  // North University's logo: a PNG of 56 x 48 (its first bytes are what is read).
  const upload = multipartFile('image', 'nu.png', pngHead(56, 48), 'image/png');
  const logo = await app.app.inject({
    method: 'POST',
    url: `/api/admin/contest/affiliation/logo?cid=${cid}&id=${north}`,
    headers: { ...upload.headers, authorization: `Bearer ${owner.token}` },
    payload: upload.body,
  });
  expect(logo.statusCode, logo.body).toBe(200);
  northLogo = JSON.parse(logo.body).data.logo;
  submitted.red = await submitOnSite(members[1], JudgeStatus.ACCEPTED);
  submitted.blue = await submitOnSite(members[2], JudgeStatus.WRONG_ANSWER);
  await app.services.siteConfig.updateSwitches({
    openContestComment: true,
    defaultCreateCommentACInitValue: 0,
  });
  const question = await app.request({
    method: 'POST',
    url: '/api/comment',
    token: members[0].token,
    body: { cid, content: 'Is the input one line?' },
  });
  questionId = question.body.data.id;
  const answer = await app.request({
    method: 'POST',
    url: '/api/reply',
    token: owner.token,
    body: { cid, reply: { commentId: questionId, content: 'Yes.' } },
  });
  expect(answer.statusCode).toBe(200);
}, 120_000);
afterAll(() => app.close());

describe(`the Contest API of a team contest (${TEST_DIALECT})`, () => {
  it("lists the contest's teams, schools, members and their accounts, every answer valid", async () => {
    const { errors, collections } = await readEverything(app, check, cid, auth(owner));
    expect(errors).toEqual([]);
    expect(collections.teams).toEqual([
      {
        id: red,
        label: red,
        name: 'Red',
        display_name: 'Red',
        organization_id: north,
        group_ids: ['participants'],
        hidden: false,
      },
      {
        id: blue,
        label: blue,
        name: 'Blue',
        display_name: 'Blue',
        organization_id: south,
        group_ids: ['participants'],
        hidden: false,
      },
    ]);
    expect(byId(collections.organizations)).toEqual({
      [north]: {
        id: north,
        name: 'NU',
        formal_name: 'North University',
        logo: [{ href: northLogo, filename: 'logo.png', mime: 'image/png', width: 56, height: 48 }],
      },
      [south]: { id: south, name: 'SC', formal_name: 'South College' },
    });
    const teamOf = [red, red, blue, blue];
    expect(collections.persons).toEqual(
      members.map((member, index) => ({
        id: String(member.uid),
        name: member.username,
        role: 'contestant',
        team_ids: [teamOf[index]],
      })),
    );
    expect(collections.accounts).toEqual([
      ...members.map((member, index) => ({
        id: String(member.uid),
        username: member.username,
        type: 'team',
        team_id: teamOf[index],
        person_id: String(member.uid),
      })),
      { id: String(owner.uid), username: owner.username, type: 'admin', team_id: null, person_id: null },
    ]);
  });

  it('names the team in submissions, clarifications, the scoreboard and awards', async () => {
    const { collections, scoreboard, feed } = await readEverything(app, check, cid, auth(owner));
    const submissions = byId(collections.submissions as unknown as { id: string; team_id: string }[]);
    expect(submissions[String(submitted.red)].team_id).toBe(red);
    expect(submissions[String(submitted.blue)].team_id).toBe(blue);
    const clarifications = byId(
      collections.clarifications as unknown as { id: string; from_team_id: string; to_team_id: string }[],
    );
    expect(clarifications[`question-${questionId}`]).toMatchObject({ from_team_id: red, to_team_id: null });
    const reply = Object.values(clarifications).find((clar) => clar.id.startsWith('reply-'));
    expect(reply).toMatchObject({ from_team_id: null, to_team_id: red });
    expect(scoreboard.rows.map((row: { rank: number; team_id: string }) => [row.rank, row.team_id])).toEqual([
      [1, red],
      [2, blue],
    ]);
    expect(collections.awards).toEqual([
      { id: 'first-to-solve-A', citation: 'First to solve problem A', team_ids: [red] },
    ]);
    const feedTeams = feed.filter((line: { type: string }) => line.type === 'teams');
    expect(feedTeams.map((line: { id: string }) => line.id)).toEqual([red, blue]);
  });

  it("answers a member's own account as the team's, and the public the same teams", async () => {
    const own = await clicsGet(app, `/contests/${cid}/account`, auth(members[3]));
    expect(own.json).toEqual({
      id: String(members[3].uid),
      username: members[3].username,
      type: 'team',
      team_id: blue,
      person_id: String(members[3].uid),
    });
    const { errors, collections } = await readEverything(app, check, cid);
    expect(errors).toEqual([]);
    expect(collections.teams.map((team) => team.id)).toEqual([red, blue]);
    expect(collections.accounts).toEqual([]);
  });
});

describe(`a team contest's writes through the Contest API (${TEST_DIALECT})`, () => {
  const zip = () => writeZip(new Map([['sum.py', SOLVE]])).toString('base64');
  const post = (path: string, body: object, authorization: string) =>
    app.app.inject({
      method: 'POST',
      url: `/api/clics/contests/${cid}/${path}`,
      headers: { authorization },
      payload: body,
    });
  const submission = (more: object = {}) => ({
    problem_id: 'A',
    language_id: 'python3',
    files: [{ data: zip() }],
    ...more,
  });

  it("a member submits for its team; another team's id is refused", async () => {
    const own = await post('submissions', submission({ team_id: blue }), auth(members[3]));
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ team_id: blue });
    expect(check('submission', own.json())).toEqual([]);
    const row = await app.db
      .selectFrom('submissions')
      .select(['uid', 'teamId'])
      .where('id', '=', Number(own.json().id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ uid: members[3].uid, teamId: Number(blue) });
    const other = await post('submissions', submission({ team_id: red }), auth(members[3]));
    expect(other.statusCode).toBe(403);
  });

  it("an admin submits for a team as its first member; a member's question is its team's", async () => {
    const made = await post('submissions', submission({ team_id: red }), auth(owner));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ team_id: red });
    const row = await app.db
      .selectFrom('submissions')
      .select(['uid', 'teamId'])
      .where('id', '=', Number(made.json().id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ uid: members[0].uid, teamId: Number(red) });
    const unknown = await post('submissions', submission({ team_id: '999999' }), auth(owner));
    expect(unknown.statusCode).toBe(400);
    const asked = await post('clarifications', { text: 'May we print?' }, auth(members[2]));
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ from_team_id: blue, to_team_id: null });
    const loner = await signedInUser(app);
    const teamless = await post('clarifications', { text: 'Which team am I?' }, auth(loner));
    expect(teamless.statusCode).toBe(403);
  });

  it('labels the teams with their seats when every team has one of its own, else with their ids', async () => {
    const seat = (team: string, value: string) =>
      app.db.updateTable('contestTeams').set({ seat: value }).where('id', '=', Number(team)).execute();
    const labels = async () =>
      Object.fromEntries(
        (
          (await clicsGet(app, `/contests/${cid}/teams`, auth(owner))).json as { id: string; label: string }[]
        ).map((team) => [team.id, team.label]),
      );
    await seat(red, 'B-12');
    expect(await labels()).toEqual({ [red]: red, [blue]: blue });
    await seat(blue, 'B-12');
    expect(await labels()).toEqual({ [red]: red, [blue]: blue });
    await seat(blue, ' C-3 ');
    expect(await labels()).toEqual({ [red]: 'B-12', [blue]: 'C-3' });
    const teams = (await clicsGet(app, `/contests/${cid}/teams`)).json;
    expect(check('teams', teams)).toEqual([]);
    expect(teams.map((team: { label: string }) => team.label).sort()).toEqual(['B-12', 'C-3']);
    for (const team of [red, blue]) await seat(team, '');
  });

  it("exports a package with the YAML forms and the schools' logos at the spec's paths; its YAML alone imports", async () => {
    const exported = await app.app.inject({
      method: 'GET',
      url: `/api/clics/contests/${cid}/package.zip`,
      headers: { authorization: auth(owner) },
    });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(exported.rawPayload);
    const text = (name: string) => strFromU8(files[name]);
    for (const name of ['contest', 'problems', 'accounts'])
      expect(parseYaml(text(`${name}.yaml`)), name).toEqual(JSON.parse(text(`${name}.json`)));
    // North University's logo, at organizations/<id>/<filename> of its reference.
    const organizations = byId(JSON.parse(text('organizations.json')) as { id: string; logo?: unknown[] }[]);
    expect(organizations[north].logo).toEqual([
      expect.objectContaining({ href: northLogo, filename: 'logo.png' }),
    ]);
    expect(Buffer.from(files[`organizations/${north}/logo.png`])).toEqual(pngHead(56, 48));
    expect(Object.keys(files).filter((name) => name.startsWith('organizations/'))).toEqual([
      `organizations/${north}/logo.png`,
    ]);
    // The contest and its problems from their YAML forms alone (no problem package is exported: the problem is
    // found on this site by its id).
    await app.db.updateTable('problems').set({ problemId: 'A' }).where('id', '=', pid).execute();
    const yamlOnly = zipSync({
      'contest.yaml': files['contest.yaml'],
      'problems.yaml': files['problems.yaml'],
      [`organizations/${north}/logo.png`]: files[`organizations/${north}/logo.png`],
    });
    const { body, headers } = multipartFile('data', 'again.zip', Buffer.from(yamlOnly), 'application/zip');
    const imported = await app.request({
      method: 'POST',
      url: '/api/clics/contests',
      token: owner.token,
      headers,
      body,
    });
    expect(imported.statusCode, JSON.stringify(imported.body)).toBe(201);
    const importedId = (imported.body as unknown as { contestId: number }).contestId;
    const again = await clicsGet(app, `/contests/${importedId}`, auth(owner));
    expect(again.json).toMatchObject({ name: JSON.parse(text('contest.json')).name });
    const problems = await clicsGet(app, `/contests/${importedId}/problems`, auth(owner));
    expect(problems.json.map((problem: { label: string }) => problem.label)).toEqual(['A']);
  });
});
