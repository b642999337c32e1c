import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type AcmRankRow, type OiRankRow } from '@judge/contract';
import { createContest, TIMES } from '../../../../test/contests-kit.ts';
import { addToContest, PRINT_TEXT } from '../../../../test/contest-tools-kit.ts';
import {
  createProblem,
  createTestApp,
  login,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/** Team contests (docs/contest-teams.md): the back office's teams, CSV, generated accounts, invite codes, play. */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let admin: Signed;
let users: Signed[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  users = [];
  for (let i = 0; i < 6; i++) users.push(await signedInUser(app));
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload: Record<string, unknown>,
) =>
  method === 'GET' || method === 'DELETE'
    ? app.request({
        method,
        url,
        token,
        query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
      })
    : app.request({ method, url, token, body: payload });

async function teamContest(
  maxTeamSize: number,
  times: { startTime: string; endTime: string } = TIMES.scheduled,
  type: 0 | 1 = 0,
) {
  const cid = await createContest(app, admin.token, { ...times, type });
  const saved = await call('PUT', '/api/admin/contest/team-settings', admin.token, {
    cid,
    teamContest: true,
    maxTeamSize,
  });
  expect(saved.statusCode).toBe(200);
  return cid;
}
const teams = async (cid: number) =>
  (await call('GET', '/api/admin/contest/teams', admin.token, { cid })).body.data;
const fieldOf = (response: { body: { data: { field?: string } } }) => response.body.data.field;

describe(`teams in the back office (${TEST_DIALECT})`, () => {
  it('creates, edits and deletes a team; refuses a taken name, a member of another team, too many members', async () => {
    const cid = await teamContest(2);
    const made = await call('POST', '/api/admin/contest/team', admin.token, {
      cid,
      name: 'Red',
      school: 'North University',
      shortName: 'NU',
      seat: 'A-01',
      room: 'Hall 1',
      members: [users[0].username, users[1].username.toUpperCase()],
    });
    expect(made.statusCode).toBe(200);
    const view = await teams(cid);
    expect(view.settings).toEqual({ teamContest: true, maxTeamSize: 2 });
    expect(view.teams).toHaveLength(1);
    expect(view.teams[0]).toMatchObject({
      name: 'Red',
      seat: 'A-01',
      room: 'Hall 1',
      affiliation: { name: 'North University', shortName: 'NU', logo: null },
    });
    expect(view.teams[0].members.map((m: { uid: number }) => m.uid)).toEqual([users[0].uid, users[1].uid]);
    expect(view.teams[0].inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    // The contest's admins' changes are in the audit log, in the contest's part.
    const logged = await app.db
      .selectFrom('auditLog')
      .select(['action', 'contestId'])
      .where('action', 'like', 'contest-team.%')
      .where('contestId', '=', cid)
      .execute();
    expect(logged).toEqual([{ action: 'contest-team.create', contestId: cid }]);

    const base = { cid, school: '', shortName: '', seat: '', room: '' };
    const taken = await call('POST', '/api/admin/contest/team', admin.token, {
      ...base,
      name: 'Red',
      members: [],
    });
    expect([taken.statusCode, fieldOf(taken)]).toEqual([400, 'name']);
    const twice = await call('POST', '/api/admin/contest/team', admin.token, {
      ...base,
      name: 'Blue',
      members: [users[2].username, users[0].username],
    });
    expect([twice.statusCode, fieldOf(twice)]).toEqual([400, 'members.1']);
    const unknown = await call('POST', '/api/admin/contest/team', admin.token, {
      ...base,
      name: 'Blue',
      members: ['nobody_here'],
    });
    expect([unknown.statusCode, fieldOf(unknown)]).toEqual([400, 'members.0']);
    const crowded = await call('POST', '/api/admin/contest/team', admin.token, {
      ...base,
      name: 'Blue',
      members: [users[2].username, users[3].username, users[4].username],
    });
    expect([crowded.statusCode, fieldOf(crowded)]).toEqual([400, 'members']);
    expect((await teams(cid)).teams).toHaveLength(1);

    const id = made.body.data.id;
    const edited = await call('PUT', '/api/admin/contest/team', admin.token, {
      ...base,
      id,
      name: 'Crimson',
      members: [users[1].username],
    });
    expect(edited.statusCode).toBe(200);
    expect((await teams(cid)).teams[0]).toMatchObject({ name: 'Crimson', affiliation: null });
    expect((await teams(cid)).teams[0].members.map((m: { uid: number }) => m.uid)).toEqual([users[1].uid]);
    expect((await call('DELETE', '/api/admin/contest/team', admin.token, { cid, id })).statusCode).toBe(200);
    expect((await teams(cid)).teams).toEqual([]);
  });

  it('is the contest admins’ only', async () => {
    const cid = await teamContest(3);
    expect((await call('GET', '/api/admin/contest/teams', users[0].token, { cid })).statusCode).toBe(403);
    const made = await call('POST', '/api/admin/contest/team', users[0].token, {
      cid,
      name: 'Mine',
      members: [],
    });
    expect(made.statusCode).toBe(403);
    const settings = await call('PUT', '/api/admin/contest/team-settings', users[0].token, {
      cid,
      teamContest: false,
      maxTeamSize: 1,
    });
    expect(settings.statusCode).toBe(403);
  });

  it('imports a CSV whole, or refuses it naming the bad row and field with nothing written', async () => {
    const cid = await teamContest(3);
    const [a, b, c] = users.map((user) => user.username);
    const bad = [
      'name,members,school,shortName,seat,room',
      `Alpha,${a};${b},East College,EC,B-01,Hall 2`,
      `Beta,${c}|nobody_at_all,East College,EC,B-02,Hall 2`,
    ].join('\n');
    const refused = await call('POST', '/api/admin/contest/teams/import', admin.token, { cid, csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(fieldOf(refused)).toBe('rows.3.members');
    expect(refused.body.msg).toContain('Row 3, members');
    expect((await teams(cid)).teams).toEqual([]);
    const tooMany = `Gamma,${a};${b};${c};${users[3].username}`;
    const wide = await call('POST', '/api/admin/contest/teams/import', admin.token, { cid, csv: tooMany });
    expect([wide.statusCode, fieldOf(wide)]).toEqual([400, 'rows.1.members']);

    const good = bad.replace('|nobody_at_all', '');
    const imported = await call('POST', '/api/admin/contest/teams/import', admin.token, { cid, csv: good });
    expect(imported.statusCode).toBe(200);
    expect(imported.body.data).toEqual({ count: 2 });
    const view = await teams(cid);
    expect(view.teams.map((t: { name: string; seat: string }) => [t.name, t.seat])).toEqual([
      ['Alpha', 'B-01'],
      ['Beta', 'B-02'],
    ]);
    // One school for both rows.
    expect(view.affiliations).toEqual([expect.objectContaining({ name: 'East College', shortName: 'EC' })]);
  });

  it('generates accounts in batch and answers their passwords once, as slips', async () => {
    const cid = await teamContest(3);
    const generated = await call('POST', '/api/admin/contest/teams/generate', admin.token, {
      cid,
      prefix: `g${cid}_`,
      teams: [
        {
          name: 'Gen One',
          memberCount: 3,
          school: 'West School',
          shortName: 'WS',
          seat: 'C-01',
          room: 'Lab',
        },
        { name: 'Gen Two', memberCount: 1, school: '', shortName: '', seat: 'C-02', room: 'Lab' },
      ],
    });
    expect(generated.statusCode).toBe(200);
    const { slips } = generated.body.data;
    expect(slips.map((s: { team: string; seat: string }) => [s.team, s.seat])).toEqual([
      ['Gen One', 'C-01'],
      ['Gen Two', 'C-02'],
    ]);
    expect(slips[0].accounts.map((a: { username: string }) => a.username)).toEqual([
      `g${cid}_001a`,
      `g${cid}_001b`,
      `g${cid}_001c`,
    ]);
    expect(slips[0].contest).toMatch(/^Contest /);
    const { username, password } = slips[1].accounts[0];
    expect(await login(app, username, password)).toBeTruthy();
    const view = await teams(cid);
    expect(view.teams[0].members.map((m: { username: string }) => m.username)).toEqual(
      slips[0].accounts.map((a: { username: string }) => a.username),
    );
    // The same prefix again: its accounts exist, nothing is made.
    const again = await call('POST', '/api/admin/contest/teams/generate', admin.token, {
      cid,
      prefix: `g${cid}_`,
      teams: [{ name: 'Gen Three', memberCount: 1 }],
    });
    expect([again.statusCode, fieldOf(again)]).toEqual([400, 'prefix']);
    expect((await teams(cid)).teams).toHaveLength(2);
  });
});

describe(`teams formed with invite codes (${TEST_DIALECT})`, () => {
  it('creates a team, joins it with the code; refuses a full team, a second team, and after the start', async () => {
    const cid = await teamContest(2);
    const [a, b, c] = users;
    const made = await call('POST', '/api/contest/team/create', a.token, {
      cid,
      name: 'Owls',
      school: 'Hill High',
    });
    expect(made.statusCode).toBe(200);
    const code = made.body.data.inviteCode as string;
    expect(made.body.data.members.map((m: { uid: number }) => m.uid)).toEqual([a.uid]);

    const wrong = await call('POST', '/api/contest/team/join', b.token, { cid, inviteCode: 'NOPE2345' });
    expect([wrong.statusCode, fieldOf(wrong)]).toEqual([400, 'inviteCode']);
    // Typed in lower case, in two halves: the same code.
    const joined = await call('POST', '/api/contest/team/join', b.token, {
      cid,
      inviteCode: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`,
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.body.data.members.map((m: { uid: number }) => m.uid)).toEqual([a.uid, b.uid]);

    const full = await call('POST', '/api/contest/team/join', c.token, { cid, inviteCode: code });
    expect(full.statusCode).toBe(400);
    expect(full.body.msg).toContain('The team is full');
    const twice = await call('POST', '/api/contest/team/join', b.token, { cid, inviteCode: code });
    expect(twice.body.msg).toBe('You are already in a team of this contest');
    const second = await call('POST', '/api/contest/team/create', a.token, { cid, name: 'Larks' });
    expect(second.body.msg).toBe('You are already in a team of this contest');

    const mine = await call('GET', '/api/contest/team', b.token, { cid });
    expect(mine.body.data).toMatchObject({ formingOpen: true, team: { name: 'Owls', inviteCode: code } });
    const info = await app.request({
      url: '/api/get-contest-info',
      token: b.token,
      query: { cid: String(cid) },
    });
    // Both count as taking part, though neither registered alone.
    expect(info.body.data.count).toBe(2);
    expect(info.body.data).toMatchObject({
      teamContest: true,
      maxTeamSize: 2,
      registered: true,
      team: { name: 'Owls' },
    });

    await app.db.updateTable('contests').set(TIMES.running).where('id', '=', cid).execute();
    const late = await call('POST', '/api/contest/team/create', c.token, { cid, name: 'Late' });
    expect([late.statusCode, late.body.msg]).toEqual([403, 'Teams are formed before the contest starts']);
    const lateJoin = await call('POST', '/api/contest/team/join', c.token, { cid, inviteCode: code });
    expect(lateJoin.statusCode).toBe(403);
  });

  it('refuses forming teams in a contest not played by teams', async () => {
    const cid = await createContest(app, admin.token, TIMES.scheduled);
    const made = await call('POST', '/api/contest/team/create', users[0].token, { cid, name: 'Solo' });
    expect([made.statusCode, made.body.msg]).toEqual([400, 'This contest is not played by teams']);
  });
});

describe(`playing as a team (${TEST_DIALECT})`, () => {
  const HOUR = 3600_000;
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - HOUR).toISOString();
  const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();

  async function submitAs(
    who: Signed,
    cid: number,
    pid: number,
    status: number,
    minute: number,
    score?: number,
  ) {
    const response = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: who.token,
      body: { cid, pid, language: 'C++', code: 'int main() { return 0; }' },
    });
    if (response.statusCode !== 200) return response;
    const id = response.body.data.submitId as number;
    await app.db
      .updateTable('submissions')
      .set({
        status,
        score: score ?? (status === JudgeStatus.ACCEPTED ? 100 : 0),
        createdAt: at(minute),
        claimedBy: null,
      })
      .where('id', '=', id)
      .execute();
    return response;
  }

  async function playedContest(type: 0 | 1) {
    const cid = await teamContest(
      2,
      { startTime: start, endTime: new Date(Date.now() + 4 * HOUR).toISOString() },
      type,
    );
    const pids = [(await createProblem(app, admin.token)).pid, (await createProblem(app, admin.token)).pid];
    await addToContest(app, admin.token, cid, pids[0], 'A');
    await addToContest(app, admin.token, cid, pids[1], 'B');
    const base = { cid, school: 'Lake College', shortName: 'LC', seat: 'D-07', room: 'Hall 3' };
    await call('POST', '/api/admin/contest/team', admin.token, {
      ...base,
      name: 'Pair',
      members: [users[0].username, users[1].username],
    });
    await call('POST', '/api/admin/contest/team', admin.token, {
      ...base,
      name: 'Other',
      seat: 'D-08',
      members: [users[2].username],
    });
    return { cid, pids };
  }

  it('counts both members’ submissions in one ACM row per team, with the team’s name and school', async () => {
    const { cid, pids } = await playedContest(0);
    const [a, b, c] = users;
    expect((await submitAs(b, cid, pids[0], JudgeStatus.WRONG_ANSWER, 5)).statusCode).toBe(200);
    await submitAs(a, cid, pids[0], JudgeStatus.ACCEPTED, 10);
    await submitAs(b, cid, pids[1], JudgeStatus.ACCEPTED, 20);
    await submitAs(c, cid, pids[1], JudgeStatus.ACCEPTED, 30);
    const recorded = await app.db
      .selectFrom('submissions')
      .select(['uid', 'teamId'])
      .where('cid', '=', cid)
      .execute();
    const pairId = (await teams(cid)).teams[0].id;
    expect(recorded.filter((s) => s.uid !== c.uid).every((s) => s.teamId === pairId)).toBe(true);

    const board = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: a.token,
      body: { cid, currentPage: 1, limit: 50 },
    });
    expect(board.statusCode).toBe(200);
    const rows = board.body.data.records as AcmRankRow[];
    // The viewer's own row (their team's) on top, then the board: two teams, one row each.
    const ranked = rows.slice(1);
    expect(rows[0].username).toBe('Pair');
    expect(
      ranked.map((row) => [row.rank, row.username, row.school, row.ac, row.total, row.totalTime]),
    ).toEqual([
      [1, 'Pair', 'Lake College', 2, 3, (10 + 20 + 20) * 60],
      [2, 'Other', 'Lake College', 1, 1, 30 * 60],
    ]);
    expect(ranked[0].submissionInfo.A).toMatchObject({ isAC: true, errorNum: 1, ACTime: 10 * 60 });
    expect(ranked[0].team).toMatchObject({ name: 'Pair', seat: 'D-07', room: 'Hall 3', schoolShort: 'LC' });
    // The scroll board's rows and submissions are the teams' too.
    const scroll = await app.request({
      url: '/api/get-contest-scroll-board',
      token: admin.token,
      query: { cid: String(cid) },
    });
    expect(scroll.body.data.realRows.map((row: AcmRankRow) => [row.username, row.ac])).toEqual([
      ['Pair', 2],
      ['Other', 1],
    ]);
    const scrolled = await app.request({
      url: '/api/get-contest-scroll-board-submission',
      token: admin.token,
      query: { cid: String(cid) },
    });
    expect(new Set(scrolled.body.data.map((s: { username: string }) => s.username))).toEqual(
      new Set(['Pair', 'Other']),
    );
  });

  it('scores an OI team by its members’ submissions together', async () => {
    const { cid, pids } = await playedContest(1);
    await app.db.updateTable('contests').set({ scoringRule: 'strict-ioi' }).where('id', '=', cid).execute();
    const [a, b] = users;
    await submitAs(a, cid, pids[0], JudgeStatus.PARTIAL_ACCEPTED, 5, 40);
    await submitAs(b, cid, pids[0], JudgeStatus.PARTIAL_ACCEPTED, 6, 70);
    await submitAs(b, cid, pids[1], JudgeStatus.PARTIAL_ACCEPTED, 7, 25);
    const board = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: admin.token,
      body: { cid, currentPage: 1, limit: 50 },
    });
    const rows = board.body.data.records as OiRankRow[];
    expect(rows.map((row) => [row.username, row.totalScore, row.submissionInfo])).toEqual([
      ['Pair', 95, { A: 70, B: 25 }],
    ]);
  });

  it('shows each member the team’s questions in the Q&A while the contest runs, and no other team’s', async () => {
    await app.services.siteConfig.updateSwitches({ openContestComment: true });
    const { cid } = await playedContest(0);
    const [a, b, c] = users;
    const asked = await app.request({
      method: 'POST',
      url: '/api/comment',
      token: a.token,
      body: { cid, content: 'Pair: may the input be empty?' },
    });
    expect(asked.statusCode).toBe(200);
    const questions = async (token: string) =>
      (
        await app.request({
          url: '/api/comments',
          token,
          query: { cid: String(cid), currentPage: '1', limit: '10' },
        })
      ).body.data.commentList.records.map((r: { content: string }) => r.content);
    expect(await questions(b.token)).toEqual(['Pair: may the input be empty?']);
    expect(await questions(c.token)).toEqual([]);

    // The admins' list names the team and seat beside the member who asked, and the answer's writer has none.
    const entry = async () =>
      (
        await app.request({
          url: '/api/comments',
          token: admin.token,
          query: { cid: String(cid), currentPage: '1', limit: '10' },
        })
      ).body.data.commentList.records[0];
    const question = await entry();
    expect(question.fromName).toBe(a.username);
    expect(question.fromTeam).toMatchObject({ name: 'Pair', seat: 'D-07', room: 'Hall 3' });
    await app.request({
      method: 'POST',
      url: '/api/reply',
      token: admin.token,
      body: { cid, reply: { commentId: question.id, content: 'No, it is never empty.' } },
    });
    const answered = await entry();
    expect(answered.replyList[0]).toMatchObject({ fromName: admin.username, fromTeam: null });
    await app.request({
      method: 'POST',
      url: '/api/reply',
      token: b.token,
      body: { cid, reply: { commentId: question.id, content: 'Thanks!' } },
    });
    const thread = await app.request({
      url: '/api/reply',
      token: b.token,
      query: { commentId: String(question.id), cid: String(cid) },
    });
    expect(
      thread.body.data.map((r: { fromTeam: { name: string } | null }) => r.fromTeam?.name ?? null),
    ).toEqual([null, 'Pair']);
  });

  it('shows each member the team’s submissions, and no one else’s', async () => {
    const { cid, pids } = await playedContest(0);
    const [a, b, c] = users;
    const made = await submitAs(a, cid, pids[0], JudgeStatus.ACCEPTED, 10);
    const id = made.body.data.submitId as number;
    const list = (token: string) =>
      app.request({
        url: '/api/contest-submissions',
        token,
        query: { cid: String(cid), currentPage: '1', limit: '20' },
      });
    const seenByMate = await list(b.token);
    expect(seenByMate.statusCode).toBe(200);
    expect(
      seenByMate.body.data.records.map((r: { submitId: number; status: number }) => [r.submitId, r.status]),
    ).toEqual([[id, JudgeStatus.ACCEPTED]]);
    expect((await list(c.token)).body.data.records).toEqual([]);
    const detail = (token: string) =>
      app.request({ url: '/api/get-submission-detail', token, query: { submitId: String(id) } });
    expect((await detail(b.token)).statusCode).toBe(200);
    expect((await detail(c.token)).statusCode).toBe(403);
  });

  it('shows the team, its seat and its room on balloons and prints', async () => {
    const { cid, pids } = await playedContest(0);
    await app.db.updateTable('contests').set({ openPrint: 1 }).where('id', '=', cid).execute();
    await submitAs(users[1], cid, pids[0], JudgeStatus.ACCEPTED, 10);
    // The team's second solve of A brings no second balloon.
    await submitAs(users[0], cid, pids[0], JudgeStatus.ACCEPTED, 12);
    const balloons = await app.request({
      url: '/api/get-contest-ac-info',
      token: admin.token,
      query: { cid: String(cid), currentPage: '1', limit: '20' },
    });
    expect(
      balloons.body.data.records.map((r: { username: string; team: unknown }) => [r.username, r.team]),
    ).toEqual([[users[1].username, expect.objectContaining({ name: 'Pair', seat: 'D-07', room: 'Hall 3' })]]);
    const sent = await app.request({
      method: 'POST',
      url: '/api/submit-print-text',
      token: users[2].token,
      body: { cid, content: PRINT_TEXT },
    });
    expect(sent.statusCode).toBe(200);
    const prints = await app.request({
      url: '/api/get-contest-print',
      token: admin.token,
      query: { cid: String(cid), currentPage: '1', limit: '15' },
    });
    expect(prints.body.data.records[0].team).toMatchObject({ name: 'Other', seat: 'D-08', room: 'Hall 3' });
  });

  it('holds a team’s member in a hall contest through the team, though they never registered or submitted', async () => {
    const cid = await createContest(app, admin.token, { allowedNetworks: ['127.0.0.0/8', '::1/128'] });
    await call('PUT', '/api/admin/contest/team-settings', admin.token, {
      cid,
      teamContest: true,
      maxTeamSize: 3,
    });
    const bank = () =>
      app.request({
        url: '/api/get-problem-list',
        token: users[4].token,
        query: { currentPage: '1', limit: '10' },
      });
    expect((await bank()).statusCode).toBe(200);
    await call('POST', '/api/admin/contest/team', admin.token, {
      cid,
      name: 'Held',
      members: [users[4].username],
    });
    const refused = await bank();
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'CONTEST_ONLY_VIEW']);
    await app.db.updateTable('contests').set(TIMES.ended).where('id', '=', cid).execute();
  });

  it('refuses a submission from an account in no team of the contest', async () => {
    const { cid, pids } = await playedContest(0);
    const response = await submitAs(users[5], cid, pids[0], JudgeStatus.ACCEPTED, 10);
    expect([response.statusCode, response.body.msg]).toEqual([403, 'Join a team of this contest to submit']);
  });
});
