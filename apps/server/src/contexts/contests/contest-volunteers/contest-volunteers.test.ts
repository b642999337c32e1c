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
