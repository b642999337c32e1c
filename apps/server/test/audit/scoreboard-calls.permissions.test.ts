import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, TIMES } from '../contests-kit.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  FORBIDDEN,
  GUEST_REFUSED,
  NOT_FOUND,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may read a scoreboard (docs/api.md "Scoreboards"): inside the contest, those who may read its
 * problems (contest admins always; others with access once it started); the outside board and its
 * header, anyone when the contest opens its rank and has started (an invisible contest is not found
 * but for its admins); the download, contest admins (the author, here `admin`, and root).
 */
let app: TestApp;
let signed: Signed;
let running: number;
let privateContest: number;
let scheduled: number;
let closedRank: number;
let hidden: number;

const CONTEST_ADMINS: Caller[] = ['root', 'admin'];
const NOT_CONTEST_ADMINS: Caller[] = SIGNED_IN.filter((c) => !CONTEST_ADMINS.includes(c));

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  const token = signed.admin.token;
  running = await createContest(app, token, { openRank: true });
  privateContest = await createContest(app, token, { auth: 1, pwd: 'pw', openRank: true });
  scheduled = await createContest(app, token, { ...TIMES.scheduled, openRank: true });
  closedRank = await createContest(app, token, { openRank: false });
  hidden = await createContest(app, token, { visible: false, openRank: true });
});
afterAll(() => app.close());

const rank = (cid: number) => () => ({
  method: 'POST' as const,
  url: '/api/get-contest-rank',
  body: { cid },
});
const outsideBoard = (cid: number) => () => ({
  method: 'POST' as const,
  url: '/api/get-contest-outside-scoreboard',
  body: { cid },
});
const outsideInfo = (cid: number) => () => ({
  url: '/api/get-contest-outsize-info',
  query: { cid: String(cid) },
});
const download = (cid: number) => () => ({
  url: '/api/file/download-contest-rank',
  query: { cid: String(cid) },
});
const eventFeed = (cid: number) => () => ({
  url: '/api/file/download-contest-event-feed',
  query: { cid: String(cid) },
});

const rows = (): PermissionRow[] => [
  {
    call: 'POST /api/get-contest-rank (public, running)',
    request: rank(running),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'POST /api/get-contest-rank (private, not registered)',
    request: rank(privateContest),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'POST /api/get-contest-rank (scheduled)',
    request: rank(scheduled),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'POST /api/get-contest-rank (invisible)',
    request: rank(hidden),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, NOT_FOUND],
    ],
  },
  ...[outsideBoard, outsideInfo].flatMap((call) => [
    { call: `${call(running)().url} (open rank)`, request: call(running), allowed: EVERYONE, denied: [] },
    {
      call: `${call(running)().url} (private, open rank)`,
      request: call(privateContest),
      allowed: EVERYONE,
      denied: [],
    },
    {
      call: `${call(running)().url} (rank not open)`,
      request: call(closedRank),
      allowed: [],
      denied: [[EVERYONE, FORBIDDEN]] as PermissionRow['denied'],
    },
    {
      call: `${call(running)().url} (scheduled)`,
      request: call(scheduled),
      allowed: [],
      denied: [[EVERYONE, FORBIDDEN]] as PermissionRow['denied'],
    },
    {
      call: `${call(running)().url} (invisible)`,
      request: call(hidden),
      allowed: CONTEST_ADMINS,
      denied: [[['guest', ...NOT_CONTEST_ADMINS], NOT_FOUND]] as PermissionRow['denied'],
    },
  ]),
  {
    call: 'GET /api/file/download-contest-event-feed',
    request: eventFeed(running),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'GET /api/file/download-contest-rank',
    request: download(running),
    allowed: CONTEST_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NOT_CONTEST_ADMINS, FORBIDDEN],
    ],
  },
];

describe(`scoreboard call permissions (${TEST_DIALECT})`, () => {
  it('lets in exactly the callers each row names', async () => {
    const wrong: string[] = [];
    for (const row of rows())
      for (const mismatch of await checkPermissionRow(app, signed, row))
        wrong.push(`${row.call}: ${mismatch}`);
    expect(wrong).toEqual([]);
  });
});
