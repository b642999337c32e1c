import { afterAll, beforeAll, describe, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/** Bad input to the scroll board calls: a 400 naming the field, or 404 for a contest that does not exist. */
let app: TestApp;
let token: string;
let cid: number;

beforeAll(async () => {
  app = await createTestApp();
  token = (await signedInUser(app, Role.ADMIN)).token;
  cid = await createContest(app, token, { sealRank: true, sealRankOption: 1 });
});
afterAll(() => app.close());

const BIG = '2147483648';
const row = (url: string, query: Record<string, string>, field: string): BadInputRow => ({
  call: url,
  request: { url, token, query },
  field,
});
const missing = (url: string): BadInputRow => ({
  call: url,
  request: { url, token, query: { cid: '999999' } },
  refusal: NOT_FOUND,
});

const cidRows = (url: string): BadInputRow[] => [
  { call: url, request: { url, token }, field: 'cid' },
  row(url, { cid: 'abc' }, 'cid'),
  row(url, { cid: '0' }, 'cid'),
  row(url, { cid: '-3' }, 'cid'),
  row(url, { cid: '1.5' }, 'cid'),
  row(url, { cid: BIG }, 'cid'),
  missing(url),
];

const rows = (): BadInputRow[] => [
  ...cidRows('/api/get-contest-scroll-board-info'),
  ...['/api/get-contest-scroll-board', '/api/get-contest-scroll-board-submission'].flatMap((url) => [
    ...cidRows(url),
    row(url, { cid: String(cid), removeStar: 'yes' }, 'removeStar'),
    row(url, { cid: String(cid), removeStar: '1' }, 'removeStar'),
  ]),
];

describe(`scroll board calls refuse bad input (${TEST_DIALECT})`, () => {
  it('names the field of every bad input', async () => {
    for (const badInput of rows()) expectBadInput(badInput, await app.request(badInput.request));
  });
});
