import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, TIMES } from '../contests-kit.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
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
 * Who may call the scroll board (docs/api.md "Scroll board"): its answers hold the results the seal
 * hides, so only the contest admins (the author, here `admin`, and root), in every state of the contest;
 * the reference left them open to anyone. An OI contest is refused to its admins with 400, after the
 * admin check (others learn nothing about it); an invisible one is not found but for its admins.
 */
let app: TestApp;
let signed: Signed;
let running: number;
let ended: number;
let oi: number;
let hidden: number;

const CONTEST_ADMINS: Caller[] = ['root', 'admin'];
const NOT_CONTEST_ADMINS: Caller[] = SIGNED_IN.filter((c) => !CONTEST_ADMINS.includes(c));
const CALLS = [
  '/api/get-contest-scroll-board',
  '/api/get-contest-scroll-board-info',
  '/api/get-contest-scroll-board-submission',
];

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  const token = signed.admin.token;
  running = await createContest(app, token, { sealRank: true, sealRankOption: 1 });
  ended = await createContest(app, token, { ...TIMES.ended, sealRank: true, sealRankOption: 1 });
  oi = await createContest(app, token, { type: 1 });
  hidden = await createContest(app, token, { visible: false });
});
afterAll(() => app.close());

const request = (url: string, cid: number) => () => ({ url, query: { cid: String(cid) } });

const rows = (): PermissionRow[] =>
  CALLS.flatMap((url) => [
    {
      call: `GET ${url} (running, sealed)`,
      request: request(url, running),
      allowed: CONTEST_ADMINS,
      denied: [
        [['guest'], GUEST_REFUSED],
        [NOT_CONTEST_ADMINS, FORBIDDEN],
      ],
    },
    {
      call: `GET ${url} (ended)`,
      request: request(url, ended),
      allowed: CONTEST_ADMINS,
      denied: [
        [['guest'], GUEST_REFUSED],
        [NOT_CONTEST_ADMINS, FORBIDDEN],
      ],
    },
    {
      call: `GET ${url} (OI: refused to its admins with 400)`,
      request: request(url, oi),
      allowed: CONTEST_ADMINS,
      allowedStatus: 400,
      denied: [
        [['guest'], GUEST_REFUSED],
        [NOT_CONTEST_ADMINS, FORBIDDEN],
      ],
    },
    {
      call: `GET ${url} (invisible)`,
      request: request(url, hidden),
      allowed: CONTEST_ADMINS,
      denied: [
        [['guest'], GUEST_REFUSED],
        [NOT_CONTEST_ADMINS, NOT_FOUND],
      ],
    },
  ]);

describe(`scroll board call permissions (${TEST_DIALECT})`, () => {
  it('lets in exactly the callers each row names', async () => {
    const wrong: string[] = [];
    for (const row of rows())
      for (const mismatch of await checkPermissionRow(app, signed, row))
        wrong.push(`${row.call}: ${mismatch}`);
    expect(wrong).toEqual([]);
  });
});
