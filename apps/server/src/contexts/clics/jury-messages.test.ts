// The jury's messages to one team (the Contest API's clarification with `to_team_ids`, kept as message-N) on the
// contest's Q&A page (GET /api/contest/jury-messages): the team's members read them (in a team contest every
// member of it), the contest's admins read every team's, each marked with its team; no one else reads any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { juryMessagesResponse } from '@judge/contract';
import { basicAuth } from '../../../test/clics-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import { contestForWrites, submitOnce, type WritesContest } from './clics-contest.test-kit.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function messageTeam({ cid, owner }: WritesContest, team: string, text: string) {
  const posted = await app.app.inject({
    method: 'POST',
    url: `/api/clics/contests/${cid}/clarifications`,
    headers: { authorization: basicAuth(owner.username, owner.password) },
    payload: { text, to_team_ids: [team], problem_id: 'A' },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json().id as string;
}

async function readBy(cid: number, reader: Signed) {
  const answer = await app.request({
    url: '/api/contest/jury-messages',
    token: reader.token,
    query: { cid: String(cid) },
  });
  expect(answer.statusCode).toBe(200);
  return juryMessagesResponse.parse(answer.body.data);
}

describe(`the jury's messages on the Q&A page (${TEST_DIALECT})`, () => {
  it('shows a message to its team, every team’s to the contest admins, marked with the team; none to others', async () => {
    const contest = await contestForWrites(app, { onBoard: true });
    const {
      cid,
      owner,
      root,
      stranger,
      teams: [first, second],
    } = contest;
    const older = await messageTeam(contest, String(second.uid), 'Check your output format');
    const newer = await messageTeam(contest, String(second.uid), 'Mind the trailing newline');
    const toFirst = await messageTeam(contest, String(first.uid), 'Your A is being rejudged');

    const own = await readBy(cid, second);
    expect(own.map((message) => message.id)).toEqual([newer, older]);
    expect(own[1]).toMatchObject({
      team: { id: String(second.uid), name: second.username },
      problemId: 'A',
      text: 'Check your output format',
    });
    expect((await readBy(cid, first)).map((message) => message.id)).toEqual([toFirst]);
    for (const admin of [owner, root])
      expect((await readBy(cid, admin)).map((message) => [message.id, message.team.name])).toEqual([
        [toFirst, first.username],
        [newer, second.username],
        [older, second.username],
      ]);
    expect(await readBy(cid, stranger)).toEqual([]);
    expect(await readBy(cid, await signedInUser(app))).toEqual([]);
    const anonymous = await app.request({ url: '/api/contest/jury-messages', query: { cid: String(cid) } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a team contest’s message to every member of the team, by the team’s name', async () => {
    const contest = await contestForWrites(app, { teams: 3 });
    const {
      cid,
      pid,
      owner,
      teams: [red1, red2, blue],
    } = contest;
    const settings = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/team-settings',
      token: owner.token,
      body: { cid, teamContest: true, maxTeamSize: 2 },
    });
    expect(settings.statusCode).toBe(200);
    for (const [name, members] of [
      ['Red', [red1, red2]],
      ['Blue', [blue]],
    ] as const) {
      const made = await app.request({
        method: 'POST',
        url: '/api/admin/contest/team',
        token: owner.token,
        body: {
          cid,
          name,
          school: 'North University',
          shortName: 'NU',
          members: members.map((m) => m.username),
        },
      });
      expect(made.statusCode).toBe(200);
    }
    await submitOnce(app, { cid, pid }, red1);
    await submitOnce(app, { cid, pid }, blue);
    const teams = await app.db
      .selectFrom('contestTeams')
      .select(['id', 'name'])
      .where('cid', '=', cid)
      .execute();
    const red = String(teams.find((team) => team.name === 'Red')!.id);
    const id = await messageTeam(contest, red, 'Your balloon is on its way');
    for (const member of [red1, red2])
      expect(await readBy(cid, member)).toEqual([
        expect.objectContaining({ id, team: { id: red, name: 'Red' }, text: 'Your balloon is on its way' }),
      ]);
    expect(await readBy(cid, blue)).toEqual([]);
  });
});
