import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_TITLE_MAX,
  JudgeStatus,
  LIMITS,
  PRINT_CONTENT_MAX,
  READ_ANNOUNCEMENT_LIST_MAX,
  Role,
} from '@judge/contract';
import { createContest } from '../contests-kit.ts';
import { addToContest, judgedContestSubmission, PRINT_TEXT } from '../contest-tools-kit.ts';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the contest tools' calls: a 400 naming the field (data.field, and msg starts with it), or 404
 * for a contest, announcement, print or submission that does not exist. Refused calls write nothing.
 */
let app: TestApp;
let token: string; // root: a contest admin of every contest
let userToken: string;
let cid: number;
let oiCid: number;
let announcementId: number;
let wrongAnswer: number;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app, Role.ROOT)).token;
  userToken = (await signedInUser(app)).token;
  cid = await createContest(app, token, { openPrint: true });
  oiCid = await createContest(app, token, { type: 1 });
  const pid = (await createProblem(app, token)).pid;
  await addToContest(app, token, cid, pid, 'A');
  wrongAnswer = await judgedContestSubmission(app, userToken, { cid, pid }, JudgeStatus.WRONG_ANSWER);
  announcementId = (
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/announcement',
      token,
      body: { cid, announcement: { title: 'Kept', content: 'x' } },
    })
  ).body.data.id;
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const BIG = String(LIMITS.idMax + 1);
const row = (call: string, request: BadInputRow['request'], field: string): BadInputRow => ({
  call,
  request,
  field,
});
const missing = (call: string, request: BadInputRow['request']): BadInputRow => ({
  call,
  request,
  refusal: NOT_FOUND,
});

const announcementRows = (): BadInputRow[] => {
  const url = '/api/admin/contest/announcement';
  const list = (query: Record<string, string>) => ({ url, query });
  const post = (body: Record<string, unknown>) => ({ method: 'POST' as const, url, body });
  const put = (announcement: Record<string, unknown>, body: Record<string, unknown> = {}) => ({
    method: 'PUT' as const,
    url,
    body: {
      cid,
      announcement: { id: announcementId, title: 'T', content: 'C', status: 0, ...announcement },
      ...body,
    },
  });
  const remove = (query: Record<string, string>) => ({ method: 'DELETE' as const, url, query });
  const good = { title: 'T', content: 'C' };
  return [
    row('admin list', list({}), 'cid'),
    row('admin list', list({ cid: 'x' }), 'cid'),
    row('admin list', list({ cid: BIG }), 'cid'),
    row('admin list', list({ cid: String(cid), currentPage: '0' }), 'currentPage'),
    row('admin list', list({ cid: String(cid), limit: '1000' }), 'limit'),
    missing('admin list', list({ cid: UNKNOWN })),

    row('create', post({ announcement: good }), 'cid'),
    row('create', post({ cid }), 'announcement'),
    row('create', post({ cid, announcement: { content: 'C' } }), 'announcement.title'),
    row('create', post({ cid, announcement: { ...good, title: '   ' } }), 'announcement.title'),
    row(
      'create',
      post({ cid, announcement: { ...good, title: 'x'.repeat(ANNOUNCEMENT_TITLE_MAX + 1) } }),
      'announcement.title',
    ),
    row('create', post({ cid, announcement: { ...good, title: 'a\u0000b' } }), 'announcement.title'),
    row('create', post({ cid, announcement: { ...good, content: ' \n ' } }), 'announcement.content'),
    row('create', post({ cid, announcement: { ...good, status: 2 } }), 'announcement.status'),
    row('create', post({ cid: Number(BIG), announcement: good }), 'cid'),
    missing('create', post({ cid: Number(UNKNOWN), announcement: good })),

    row('update', put({ id: undefined }), 'announcement.id'),
    row('update', put({ id: Number(BIG) }), 'announcement.id'),
    row('update', put({ title: '' }), 'announcement.title'),
    row('update', put({}, { cid: 'x' }), 'cid'),
    missing('update', put({ id: Number(UNKNOWN) })),
    missing('update', put({}, { cid: oiCid })),

    row('delete', remove({}), 'aid'),
    row('delete', remove({ aid: 'x' }), 'aid'),
    row('delete', remove({ aid: BIG }), 'aid'),
    missing('delete', remove({ aid: UNKNOWN })),
  ];
};

const readingRows = (): BadInputRow[] => {
  const list = (query: Record<string, string>) => ({
    url: '/api/get-contest-announcement',
    token: userToken,
    query,
  });
  const notRead = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/get-contest-not-read-announcement',
    token: userToken,
    body,
  });
  return [
    row('contest announcements', list({}), 'cid'),
    row('contest announcements', list({ cid: BIG }), 'cid'),
    row('contest announcements', list({ cid: String(cid), limit: '0' }), 'limit'),
    missing('contest announcements', list({ cid: UNKNOWN })),
    row('not read', notRead({ readAnnouncementList: [] }), 'cid'),
    row('not read', notRead({ cid, readAnnouncementList: 'all' }), 'readAnnouncementList'),
    row('not read', notRead({ cid, readAnnouncementList: [1, 'two'] }), 'readAnnouncementList.1'),
    row('not read', notRead({ cid, readAnnouncementList: [1, Number(BIG)] }), 'readAnnouncementList.1'),
    row(
      'not read',
      notRead({
        cid,
        readAnnouncementList: Array.from({ length: READ_ANNOUNCEMENT_LIST_MAX + 1 }, (_, i) => i + 1),
      }),
      'readAnnouncementList',
    ),
    missing('not read', notRead({ cid: Number(UNKNOWN), readAnnouncementList: [] })),
  ];
};

const printRows = (): BadInputRow[] => {
  const print = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/submit-print-text',
    token: userToken,
    body,
  });
  const list = (query: Record<string, string>) => ({ url: '/api/get-contest-print', token, query });
  const check = (query: Record<string, string>) => ({
    method: 'PUT' as const,
    url: '/api/check-contest-print-status',
    token,
    query,
  });
  const download = (query: Record<string, string>) => ({
    url: '/api/file/download-contest-print-text',
    token,
    query,
  });
  return [
    row('print', print({ cid }), 'content'),
    row('print', print({ cid, content: 42 }), 'content'),
    row('print', print({ cid, content: '    ' }), 'content'),
    row('print', print({ cid, content: 'too short' }), 'content'),
    row('print', print({ cid, content: 'x'.repeat(PRINT_CONTENT_MAX + 1) }), 'content'),
    row('print', print({ cid, content: `${PRINT_TEXT}\u0000` }), 'content'),
    row('print', print({ content: PRINT_TEXT }), 'cid'),
    row('print', print({ cid: Number(BIG), content: PRINT_TEXT }), 'cid'),
    missing('print', print({ cid: Number(UNKNOWN), content: PRINT_TEXT })),

    row('print queue', list({}), 'cid'),
    row('print queue', list({ cid: String(cid), limit: '1000' }), 'limit'),
    missing('print queue', list({ cid: UNKNOWN })),

    row('printed', check({ cid: String(cid) }), 'id'),
    row('printed', check({ id: '1' }), 'cid'),
    row('printed', check({ id: BIG, cid: String(cid) }), 'id'),
    missing('printed', check({ id: UNKNOWN, cid: String(cid) })),

    row('download', download({}), 'id'),
    row('download', download({ id: 'x' }), 'id'),
    missing('download', download({ id: UNKNOWN })),
  ];
};

const balloonRows = (): BadInputRow[] => {
  const list = (query: Record<string, string>) => ({ url: '/api/get-contest-ac-info', token, query });
  const check = (body: Record<string, unknown>) => ({
    method: 'PUT' as const,
    url: '/api/check-contest-ac-info',
    token,
    body,
  });
  return [
    row('ac info', list({}), 'cid'),
    row('ac info', list({ cid: BIG }), 'cid'),
    row('ac info', list({ cid: String(cid), currentPage: 'x' }), 'currentPage'),
    // An OI contest has no balloons.
    row('ac info', list({ cid: String(oiCid) }), 'cid'),
    missing('ac info', list({ cid: UNKNOWN })),

    row('check it', check({ id: 1, cid }), 'checked'),
    row('check it', check({ id: 1, cid, checked: 'yes' }), 'checked'),
    row('check it', check({ cid, checked: true }), 'id'),
    row('check it', check({ id: 1, checked: true }), 'cid'),
    row('check it', check({ id: Number(BIG), cid, checked: true }), 'id'),
    // A wrong answer is no balloon; nor an id that does not exist.
    missing('check it', check({ id: wrongAnswer, cid, checked: true })),
    missing('check it', check({ id: Number(UNKNOWN), cid, checked: true })),
  ];
};

describe(`contest tool calls: bad input (${TEST_DIALECT})`, () => {
  it('names the field, or answers 404, and writes nothing', async () => {
    const written = async () => ({
      announcements: await app.db.selectFrom('contestAnnouncements').selectAll().execute(),
      prints: await app.db.selectFrom('contestPrints').select('id').execute(),
      balloons: await app.db.selectFrom('contestBalloons').selectAll().execute(),
    });
    const before = await written();
    for (const badInput of [...announcementRows(), ...readingRows(), ...printRows(), ...balloonRows()]) {
      const response = await app.request({ token, ...badInput.request });
      expectBadInput(badInput, response);
    }
    expect(await written()).toEqual(before);
  });
});
