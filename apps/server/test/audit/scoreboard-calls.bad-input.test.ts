import { afterAll, beforeAll, describe, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/** Bad input to the scoreboard calls: a 400 naming the field, or 404 for a contest that does not exist. */
let app: TestApp;
let token: string;
let cid: number;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app, Role.ADMIN)).token;
  cid = await createContest(app, token, { openRank: true });
});
afterAll(() => app.close());

const BIG = 2147483648;
const board =
  (url: string) =>
  (body: Record<string, unknown>, field: string): BadInputRow => ({
    call: url,
    request: { method: 'POST', url, token, body: { cid, ...body } },
    field,
  });

const rows = (): BadInputRow[] =>
  ['/api/get-contest-rank', '/api/get-contest-outside-scoreboard'].flatMap((url) => {
    const row = board(url);
    return [
      row({ cid: undefined }, 'cid'),
      row({ cid: 'abc' }, 'cid'),
      row({ cid: 0 }, 'cid'),
      row({ cid: BIG }, 'cid'),
      row({ currentPage: 0 }, 'currentPage'),
      row({ currentPage: 'x' }, 'currentPage'),
      row({ limit: 0 }, 'limit'),
      row({ limit: 1001 }, 'limit'),
      row({ forceRefresh: 'maybe' }, 'forceRefresh'),
      row({ removeStar: 3 }, 'removeStar'),
      row({ keyword: 'k'.repeat(101) }, 'keyword'),
      row({ keyword: 'a\u0000b' }, 'keyword'),
      row({ concernedList: 'everyone' }, 'concernedList'),
      row({ concernedList: [0] }, 'concernedList.0'),
      row({ concernedList: ['x'] }, 'concernedList.0'),
      row({ concernedList: Array.from({ length: 201 }, (_, i) => i + 1) }, 'concernedList'),
      { call: url, request: { method: 'POST', url, token, body: { cid: 999999 } }, refusal: NOT_FOUND },
    ];
  });

const downloadRows = (): BadInputRow[] => [
  { call: 'download', request: { url: '/api/file/download-contest-rank', token }, field: 'cid' },
  {
    call: 'download',
    request: { url: '/api/file/download-contest-rank', token, query: { cid: String(BIG) } },
    field: 'cid',
  },
  {
    call: 'download',
    request: {
      url: '/api/file/download-contest-rank',
      token,
      query: { cid: String(cid), removeStar: 'yes' },
    },
    field: 'removeStar',
  },
  {
    call: 'download',
    request: { url: '/api/file/download-contest-rank', token, query: { cid: '999999' } },
    refusal: NOT_FOUND,
  },
  { call: 'event feed', request: { url: '/api/file/download-contest-event-feed', token }, field: 'cid' },
  {
    call: 'event feed',
    request: { url: '/api/file/download-contest-event-feed', token, query: { cid: '0' } },
    field: 'cid',
  },
  {
    call: 'event feed',
    request: { url: '/api/file/download-contest-event-feed', token, query: { cid: '999999' } },
    refusal: NOT_FOUND,
  },
  {
    call: 'outside info',
    request: { url: '/api/get-contest-outsize-info', query: { cid: 'x' } },
    field: 'cid',
  },
  {
    call: 'outside info',
    request: { url: '/api/get-contest-outsize-info', query: { cid: '999999' } },
    refusal: NOT_FOUND,
  },
];

describe(`scoreboard calls refuse bad input (${TEST_DIALECT})`, () => {
  it('names the field of every bad input', async () => {
    for (const row of [...rows(), ...downloadRows()]) expectBadInput(row, await app.request(row.request));
  });
});
