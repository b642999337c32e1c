import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type VolunteerBalloonRow } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { addToContest, judgedContestSubmission, PRINT_TEXT } from '../../../../test/contest-tools-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

/** Balloon and print volunteers (docs/contest-volunteers.md). */
let app: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let author: Signed;
let ann: Signed;
let ben: Signed;
let otherVolunteer: Signed;
let contestant: Signed;
let cid: number;
let otherCid: number;
let balloonId: number;
let printId: number;

beforeAll(async () => {
  app = await createTestApp();
  author = await signedInUser(app, Role.ADMIN);
  [ann, ben, otherVolunteer, contestant] = [
    await signedInUser(app),
    await signedInUser(app),
    await signedInUser(app),
    await signedInUser(app),
  ];
  cid = await createContest(app, author.token, { openPrint: true });
  otherCid = await createContest(app, author.token, { openPrint: true });
  const pid = (await createProblem(app, author.token)).pid;
  await addToContest(app, author.token, cid, pid, 'A');
  balloonId = await judgedContestSubmission(app, contestant.token, { cid, pid }, JudgeStatus.ACCEPTED);
  const printed = await app.request({
    method: 'POST',
    url: '/api/submit-print-text',
    token: contestant.token,
    body: { cid, content: PRINT_TEXT },
  });
  printId = printed.body.data.id;
});
afterAll(() => app.close());

const addVolunteer = (username: string, contest = cid, token = author.token) =>
  app.request({
    method: 'POST',
    url: '/api/admin/contest/volunteer',
    token,
    body: { cid: contest, username },
  });
const removeVolunteer = (uid: number, contest = cid) =>
  app.request({
    method: 'DELETE',
    url: '/api/admin/contest/volunteer',
    token: author.token,
    query: { cid: String(contest), uid: String(uid) },
  });
const queue = (kind: 'balloons' | 'prints', token: string, contest = cid) =>
  app.request({ url: `/api/volunteer/${kind}`, token, query: { cid: String(contest), currentPage: '1' } });
const act = (action: string, token: string, body: { kind: string; id: number; cid?: number }) =>
  app.request({ method: 'PUT', url: `/api/volunteer/delivery/${action}`, token, body: { cid, ...body } });
const balloonRow = async (token: string) =>
  ((await queue('balloons', token)).body.data.records as VolunteerBalloonRow[]).find(
    (r) => r.id === balloonId,
  );

describe(`balloon and print volunteers (${TEST_DIALECT})`, () => {
  it('the contest admins give the duty by username and list it; a contestant may not', async () => {
    expect((await addVolunteer(ann.username.toUpperCase())).statusCode).toBe(200);
    expect((await addVolunteer(ben.username)).statusCode).toBe(200);
    expect((await addVolunteer(otherVolunteer.username, otherCid)).statusCode).toBe(200);
    const again = await addVolunteer(ann.username);
    expect(again.statusCode).toBe(400);
    expect(again.body.data.field).toBe('username');
    expect((await addVolunteer('nobody-at-all')).body.data.field).toBe('username');
    expect((await addVolunteer(contestant.username, cid, ann.token)).statusCode).toBe(403);

    const listed = await app.request({
      url: '/api/admin/contest/volunteers',
      token: author.token,
      query: { cid: String(cid) },
    });
    expect(listed.body.data.map((v: { username: string }) => v.username)).toEqual([
      ann.username,
      ben.username,
    ]);
    const mine = await app.request({ url: '/api/volunteer/contests', token: ann.token });
    expect(mine.body.data.map((c: { id: number }) => c.id)).toEqual([cid]);
    expect(
      (await app.request({ url: '/api/volunteer/contests', token: contestant.token })).body.data,
    ).toEqual([]);
  });

  it('a volunteer reads both queues of its contest and nothing of the admin area', async () => {
    const balloons = await queue('balloons', ann.token);
    expect(balloons.statusCode).toBe(200);
    expect(balloons.body.data.records).toEqual([
      expect.objectContaining({
        id: balloonId,
        uid: contestant.uid,
        displayId: 'A',
        checked: false,
        claim: null,
      }),
    ]);
    const prints = await queue('prints', ann.token);
    expect(prints.body.data.records).toEqual([
      expect.objectContaining({ id: printId, uid: contestant.uid, status: 0, claim: null }),
    ]);
    // The admins' own calls stay theirs: the AC helper, the print text, the contest's admin pages.
    const acHelper = await app.request({
      url: '/api/get-contest-ac-info',
      token: ann.token,
      query: { cid: String(cid), currentPage: '1', limit: '20' },
    });
    expect(acHelper.statusCode).toBe(403);
    const text = await app.request({
      url: '/api/file/download-contest-print-text',
      token: ann.token,
      query: { id: String(printId) },
    });
    expect(text.statusCode).toBe(403);
  });

  it('a volunteer downloads the text of a print of its contest, to print it; no one else does', async () => {
    const text = (token: string, contest = cid) =>
      app.request({
        url: '/api/file/volunteer-print-text',
        token,
        query: { cid: String(contest), id: String(printId) },
      });
    const file = await text(ann.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`contest_print_${printId}.txt`);
    expect(file.raw.body).toBe(PRINT_TEXT);
    expect((await text(author.token)).statusCode).toBe(200);
    expect((await text(otherVolunteer.token, otherCid)).statusCode).toBe(404);
    expect((await text(otherVolunteer.token)).statusCode).toBe(403);
    expect((await text(contestant.token)).statusCode).toBe(403);
  });

  it('refuses another contest’s volunteer and a plain contestant (403)', async () => {
    expect((await queue('balloons', otherVolunteer.token)).statusCode).toBe(403);
    expect((await queue('prints', otherVolunteer.token)).statusCode).toBe(403);
    expect((await act('claim', otherVolunteer.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(
      403,
    );
    expect((await queue('balloons', contestant.token)).statusCode).toBe(403);
    expect((await queue('prints', contestant.token)).statusCode).toBe(403);
    expect((await act('claim', contestant.token, { kind: 'print', id: printId })).statusCode).toBe(403);
  });

  it('first come: a claim holds the delivery, a second volunteer is told who has it', async () => {
    expect((await act('claim', ann.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(200);
    const second = await act('claim', ben.token, { kind: 'balloon', id: balloonId });
    expect(second.statusCode).toBe(409);
    expect(second.body.code).toBe('DELIVERY_CLAIMED');
    expect(second.body.msg).toBe(`${ann.username} has claimed this delivery already`);
    expect((await act('done', ben.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(409);
    expect((await act('release', ben.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(409);
    expect(await balloonRow(ben.token)).toMatchObject({
      claim: { uid: ann.uid, username: ann.username, doneAt: null },
    });
  });

  it('released, another claims it and marks it done; the admins’ AC helper shows it delivered', async () => {
    expect((await act('release', ann.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(200);
    expect((await balloonRow(ann.token))?.claim).toBeNull();
    expect((await act('claim', ben.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(200);
    expect((await act('done', ben.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(200);
    const row = await balloonRow(ann.token);
    expect(row).toMatchObject({ checked: true, claim: { uid: ben.uid } });
    expect(row?.claim?.doneAt).toEqual(expect.any(String));
    expect((await act('claim', ann.token, { kind: 'balloon', id: balloonId })).statusCode).toBe(409);
    const acHelper = await app.request({
      url: '/api/get-contest-ac-info',
      token: author.token,
      query: { cid: String(cid), currentPage: '1', limit: '20' },
    });
    expect(acHelper.body.data.records[0]).toMatchObject({ id: balloonId, checked: true });
  });

  it('a print is marked printed by its volunteer’s done; an unknown item is a 404', async () => {
    expect((await act('done', ann.token, { kind: 'print', id: printId })).statusCode).toBe(200);
    const prints = await queue('prints', author.token);
    expect(prints.body.data.records[0]).toMatchObject({ id: printId, status: 1, claim: { uid: ann.uid } });
    expect((await act('claim', ann.token, { kind: 'print', id: printId + 1000 })).statusCode).toBe(404);
    expect((await act('claim', ann.token, { kind: 'balloon', id: printId + 1000 })).statusCode).toBe(404);
  });

  it('a delivery the admins marked themselves is done: no volunteer claims it', async () => {
    const sender = await signedInUser(app);
    const sent = await app.request({
      method: 'POST',
      url: '/api/submit-print-text',
      token: sender.token,
      body: { cid, content: PRINT_TEXT },
    });
    const id = sent.body.data.id as number;
    const printed = await app.request({
      method: 'PUT',
      url: '/api/check-contest-print-status',
      token: author.token,
      query: { id: String(id), cid: String(cid) },
    });
    expect(printed.statusCode).toBe(200);
    const claim = await act('claim', ben.token, { kind: 'print', id });
    expect(claim.statusCode).toBe(400);
    expect(claim.body.msg).toBe('This delivery is done already');
    expect((await act('done', ben.token, { kind: 'print', id })).statusCode).toBe(400);
  });

  it('writes each claim, release and delivery to the audit log, in the contest’s part', async () => {
    const entries = await app.db
      .selectFrom('auditLog')
      .select(['action', 'actorName', 'entityKind', 'entityId', 'contestId'])
      .where('action', 'like', 'delivery.%')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.actorName, e.entityId, e.contestId])).toEqual([
      ['delivery.claim', ann.username, `${cid}:balloon:${balloonId}`, cid],
      ['delivery.release', ann.username, `${cid}:balloon:${balloonId}`, cid],
      ['delivery.claim', ben.username, `${cid}:balloon:${balloonId}`, cid],
      ['delivery.done', ben.username, `${cid}:balloon:${balloonId}`, cid],
      ['delivery.done', ann.username, `${cid}:print:${printId}`, cid],
    ]);
    const added = await app.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'contest-volunteer.add')
      .execute();
    expect(added).toHaveLength(3);
  });

  it('a volunteer whose duty is taken away is refused at its next call (403)', async () => {
    await act('claim', ben.token, { kind: 'print', id: printId }); // done already: refused, holds nothing
    expect((await removeVolunteer(ann.uid)).statusCode).toBe(200);
    expect((await queue('balloons', ann.token)).statusCode).toBe(403);
    expect((await queue('prints', ann.token)).statusCode).toBe(403);
    expect((await act('release', ann.token, { kind: 'print', id: printId })).statusCode).toBe(403);
    expect((await app.request({ url: '/api/volunteer/contests', token: ann.token })).body.data).toEqual([]);
    expect((await queue('balloons', ben.token)).statusCode).toBe(200);
    expect((await removeVolunteer(ann.uid)).statusCode).toBe(404);
  });
});

describe(`a volunteer's rooms (${TEST_DIALECT})`, () => {
  let roomCid: number;
  let roomPid: number;
  let hall1: Signed;
  let hall2: Signed;
  let roomless: Signed;
  let balloons: { hall1: number; hall2: number };
  let prints: { hall1: number; hall2: number };
  const records = async <Row>(url: string, token: string, extra: Record<string, string> = {}) =>
    (await app.request({ url, token, query: { cid: String(roomCid), currentPage: '1', ...extra } })).body.data
      .records as Row[];
  const ids = async (url: string, token: string, extra: Record<string, string> = {}) =>
    (await records<{ id: number }>(url, token, extra)).map((row) => row.id).sort((x, y) => x - y);
  const roomAct = (action: string, token: string, kind: string, id: number) =>
    app.request({
      method: 'PUT',
      url: `/api/volunteer/delivery/${action}`,
      token,
      body: { cid: roomCid, kind, id },
    });

  beforeAll(async () => {
    roomCid = await createContest(app, author.token, { openPrint: true });
    const pid = (await createProblem(app, author.token)).pid;
    roomPid = pid;
    await addToContest(app, author.token, roomCid, pid, 'A');
    const admin = (method: 'PUT' | 'POST', url: string, body: Record<string, unknown>) =>
      app.request({ method, url, token: author.token, body });
    await admin('PUT', '/api/admin/contest/team-settings', {
      cid: roomCid,
      teamContest: true,
      maxTeamSize: 1,
    });
    const [one, two] = [await signedInUser(app), await signedInUser(app)];
    await admin('POST', '/api/admin/contest/team', {
      cid: roomCid,
      name: 'Ones',
      members: [one.username],
      room: 'Hall 1',
      seat: 'A-1',
    });
    await admin('POST', '/api/admin/contest/team', {
      cid: roomCid,
      name: 'Twos',
      members: [two.username],
      room: 'Hall 2',
      seat: 'B-2',
    });
    balloons = {
      hall1: await judgedContestSubmission(app, one.token, { cid: roomCid, pid }, JudgeStatus.ACCEPTED),
      hall2: await judgedContestSubmission(app, two.token, { cid: roomCid, pid }, JudgeStatus.ACCEPTED),
    };
    const print = async (token: string) =>
      (
        await app.request({
          method: 'POST',
          url: '/api/submit-print-text',
          token,
          body: { cid: roomCid, content: PRINT_TEXT },
        })
      ).body.data.id as number;
    prints = { hall1: await print(one.token), hall2: await print(two.token) };
    [hall1, hall2, roomless] = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
  });

  it('the admins give a duty rooms, picked from the rooms the contest’s teams sit in, and change them', async () => {
    const rooms = await app.request({
      url: '/api/admin/contest/rooms',
      token: author.token,
      query: { cid: String(roomCid) },
    });
    expect(rooms.body.data).toEqual(['Hall 1', 'Hall 2']);
    expect(
      (
        await app.request({
          url: '/api/admin/contest/rooms',
          token: hall1.token,
          query: { cid: String(roomCid) },
        })
      ).statusCode,
    ).toBe(403);
    const give = (username: string, rooms?: unknown) =>
      app.request({
        method: 'POST',
        url: '/api/admin/contest/volunteer',
        token: author.token,
        body: { cid: roomCid, username, ...(rooms === undefined ? {} : { rooms }) },
      });
    expect((await give(hall1.username, [' Hall 1 ', 'Hall 1'])).statusCode).toBe(200);
    expect((await give(hall2.username, ['Hall 1'])).statusCode).toBe(200);
    expect((await give(roomless.username)).statusCode).toBe(200);
    const bad = await give(author.username, ['']);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.field).toBe('rooms.0');
    const moved = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/volunteer',
      token: author.token,
      body: { cid: roomCid, uid: hall2.uid, rooms: ['Hall 2'] },
    });
    expect(moved.statusCode).toBe(200);
    const refused = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/volunteer',
      token: hall1.token,
      body: { cid: roomCid, uid: hall2.uid, rooms: [] },
    });
    expect(refused.statusCode).toBe(403);
    const noDuty = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/volunteer',
      token: author.token,
      body: { cid: roomCid, uid: author.uid, rooms: [] },
    });
    expect(noDuty.statusCode).toBe(404);
    const listed = await app.request({
      url: '/api/admin/contest/volunteers',
      token: author.token,
      query: { cid: String(roomCid) },
    });
    expect(listed.body.data.map((v: { username: string; rooms: string[] }) => [v.username, v.rooms])).toEqual(
      [
        [hall1.username, ['Hall 1']],
        [hall2.username, ['Hall 2']],
        [roomless.username, []],
      ],
    );
    const mine = await app.request({ url: '/api/volunteer/contests', token: hall2.token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: roomCid, rooms: ['Hall 2'] })]);
    const entries = await app.db
      .selectFrom('auditLog')
      .select(['action', 'contestId', 'changes'])
      .where('action', '=', 'contest-volunteer.rooms')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.contestId).toBe(roomCid);
    expect(entries[0]!.changes).toContain('Hall 2');
  });

  it('a volunteer of Hall 1 sees and claims Hall 1’s rows only; Hall 2’s, the others’; a room-less one all', async () => {
    expect(await ids('/api/volunteer/balloons', hall1.token)).toEqual([balloons.hall1]);
    expect(await ids('/api/volunteer/prints', hall1.token)).toEqual([prints.hall1]);
    expect(await ids('/api/volunteer/balloons', hall2.token)).toEqual([balloons.hall2]);
    expect(await ids('/api/volunteer/prints', hall2.token)).toEqual([prints.hall2]);
    expect(await ids('/api/volunteer/balloons', roomless.token)).toEqual([balloons.hall1, balloons.hall2]);
    expect(await ids('/api/volunteer/prints', roomless.token)).toEqual([prints.hall1, prints.hall2]);
    const total = await app.request({
      url: '/api/volunteer/balloons',
      token: hall1.token,
      query: { cid: String(roomCid), currentPage: '1' },
    });
    expect(total.body.data.total).toBe(1);

    const across = await roomAct('claim', hall1.token, 'balloon', balloons.hall2);
    expect(across.statusCode).toBe(403);
    expect(across.body.msg).toBe('This delivery is in a room you do not serve');
    expect((await roomAct('done', hall1.token, 'print', prints.hall2)).statusCode).toBe(403);
    const text = await app.request({
      url: '/api/file/volunteer-print-text',
      token: hall1.token,
      query: { cid: String(roomCid), id: String(prints.hall2) },
    });
    expect(text.statusCode).toBe(403);
    expect((await roomAct('claim', hall2.token, 'balloon', balloons.hall1)).statusCode).toBe(403);
    expect((await roomAct('claim', hall1.token, 'balloon', balloons.hall1)).statusCode).toBe(200);
    expect((await roomAct('claim', hall2.token, 'print', prints.hall2)).statusCode).toBe(200);
    expect((await roomAct('done', roomless.token, 'print', prints.hall1)).statusCode).toBe(200);
  });

  it('the admins’ AC helper and print queue take a room filter', async () => {
    const acHelper = '/api/get-contest-ac-info';
    expect(await ids(acHelper, author.token, { room: 'Hall 2' })).toEqual([balloons.hall2]);
    expect(await ids(acHelper, author.token, { room: '' })).toEqual([balloons.hall1, balloons.hall2]);
    expect(await ids(acHelper, author.token, { room: 'Hall 9' })).toEqual([]);
    expect(await ids('/api/get-contest-print', author.token, { room: 'Hall 1' })).toEqual([prints.hall1]);
    expect(await ids('/api/get-contest-print', author.token)).toEqual([prints.hall1, prints.hall2]);
  });

  it('rooms are matched as people mean them: trimmed, inner spaces one, case aside', async () => {
    // A third team typed its room otherwise; "hall 2", "HALL  2" and "Hall 2" are one room.
    const three = await signedInUser(app);
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/team',
      token: author.token,
      body: { cid: roomCid, name: 'Threes', members: [three.username], room: 'HALL  2', seat: 'B-3' },
    });
    const balloon = await judgedContestSubmission(
      app,
      three.token,
      { cid: roomCid, pid: roomPid },
      JudgeStatus.ACCEPTED,
    );
    const sent = await app.request({
      method: 'POST',
      url: '/api/submit-print-text',
      token: three.token,
      body: { cid: roomCid, content: PRINT_TEXT },
    });
    const print = sent.body.data.id as number;
    const rooms = await app.request({
      url: '/api/admin/contest/rooms',
      token: author.token,
      query: { cid: String(roomCid) },
    });
    expect(rooms.body.data).toEqual(['Hall 1', 'HALL  2']);

    const runner = await signedInUser(app);
    const given = await app.request({
      method: 'POST',
      url: '/api/admin/contest/volunteer',
      token: author.token,
      body: { cid: roomCid, username: runner.username, rooms: ['hall 2', 'Hall 2', ' hall\u3000 2'] },
    });
    expect(given.statusCode).toBe(200);
    const mine = await app.request({ url: '/api/volunteer/contests', token: runner.token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: roomCid, rooms: ['hall 2'] })]);

    expect(await ids('/api/volunteer/balloons', runner.token)).toEqual([balloons.hall2, balloon]);
    expect(await ids('/api/volunteer/prints', runner.token)).toEqual([prints.hall2, print]);
    const shown = await records<{ id: number; team: { room: string } }>(
      '/api/volunteer/balloons',
      runner.token,
    );
    expect(shown.find((row) => row.id === balloon)!.team.room).toBe('HALL  2');
    expect((await roomAct('claim', runner.token, 'balloon', balloon)).statusCode).toBe(200);
    const text = await app.request({
      url: '/api/file/volunteer-print-text',
      token: runner.token,
      query: { cid: String(roomCid), id: String(print) },
    });
    expect(text.statusCode).toBe(200);
    expect((await roomAct('claim', runner.token, 'balloon', balloons.hall1)).statusCode).toBe(403);

    const acHelper = '/api/get-contest-ac-info';
    expect(await ids(acHelper, author.token, { room: ' hall   2' })).toEqual([balloons.hall2, balloon]);
    expect(await ids('/api/get-contest-print', author.token, { room: 'HALL 2' })).toEqual([
      prints.hall2,
      print,
    ]);
  });
});
