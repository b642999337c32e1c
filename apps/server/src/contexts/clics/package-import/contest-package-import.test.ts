// Importing a contest package through the Contest API (issue 22, docs/clics.md "Importing a contest"): the
// package's own problem package is imported and judged, a problem of the site is found by its id, the teams'
// accounts sign in, and the contest reads back through the API as the package described it. A refused package
// writes nothing.
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  login,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import type { ContestPackageReport } from './import-contest-package.ts';

const HOUR = 3_600_000;
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let siteProblemId: string;
const startTime = new Date(Math.floor((Date.now() + HOUR) / 1000) * 1000).toISOString();

/** A Kattis problem package: a sum, one sample and one secret case, and an accepted submission it judges. */
function problemPackage(): Uint8Array {
  const text = (value: string) => Buffer.from(value);
  return zipSync({
    'problem.yaml': text('name: Sum of Two\n'),
    'data/sample/1.in': text('1 2\n'),
    'data/sample/1.ans': text('3\n'),
    'data/secret/1.in': text('20 22\n'),
    'data/secret/1.ans': text('42\n'),
    'submissions/accepted/sum.py': text('a, b = map(int, input().split())\nprint(a + b)\n'),
  });
}

function contestPackage(files: Record<string, string | Uint8Array | null> = {}): Buffer {
  const base: Record<string, string | Uint8Array | null> = {
    'contest.yaml': [
      'id: spring',
      'name: Spring Regional',
      'formal_name: The Spring Regional Contest',
      `start_time: ${startTime}`,
      'duration: 5:00:00',
      'scoreboard_freeze_duration: 1:00:00',
      'scoreboard_type: pass-fail',
      'penalty_time: 20',
    ].join('\n'),
    'problems.yaml': [
      '- id: sum',
      '  label: A',
      '  name: Sum of Two',
      '  ordinal: 1',
      "  rgb: '#ff0000'",
      `- id: ${siteProblemId}`,
      '  label: B',
      '  name: From the Site',
      '  ordinal: 2',
    ].join('\n'),
    'problems/sum/package.zip': problemPackage(),
    'organizations.json': JSON.stringify([{ id: 'north', name: 'North', formal_name: 'North University' }]),
    'teams.json': JSON.stringify([
      { id: 'team1', name: 'Nordic Lights', organization_id: 'north' },
      { id: 'jury', name: 'Jury Team', hidden: true },
    ]),
    'accounts.yaml': [
      '- username: nordic1',
      '  password: lights-on-2',
      '  type: team',
      '  team_id: team1',
      '- username: judge1',
      '  type: judge',
    ].join('\n'),
    ...files,
  };
  const entries = Object.entries(base).flatMap(([name, content]) =>
    content === null
      ? []
      : [[`spring/${name}`, typeof content === 'string' ? Buffer.from(content) : content]],
  );
  return Buffer.from(zipSync(Object.fromEntries(entries)));
}

const upload = (zip: Buffer, token = root.token) => {
  const { body, headers } = multipartFile('data', 'spring.zip', zip, 'application/zip');
  return app.request({ method: 'POST', url: '/api/clics/contests', token, headers, body });
};
const contestCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('contests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  root = await signedInUser(app, Role.ROOT);
  siteProblemId = (await createProblem(app, root.token)).problemId;
}, 120_000);
afterAll(() => app.close());

describe(`importing a contest package (${TEST_DIALECT})`, () => {
  it('makes the contest, its problems and its teams, and reads back through the API as described', async () => {
    const response = await upload(contestPackage());
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    const report = response.body as unknown as ContestPackageReport;
    expect(response.headers.location).toBe(`/api/clics/contests/${report.contestId}`);
    expect(report.problems.map((p) => [p.id, p.label, p.from])).toEqual([
      ['sum', 'A', 'package'],
      [siteProblemId, 'B', 'site'],
    ]);
    expect(report.accounts).toEqual([
      { username: 'nordic1', team: 'Nordic Lights', password: null },
      { username: 'jury', team: 'Jury Team', password: expect.stringMatching(/^[A-Za-z2-9]{10}$/) },
    ]);
    expect(report.skipped).toEqual(['accounts: judge1 (judge): only team accounts are made here']);

    const read = (path: string) =>
      app.request({ url: `/api/clics/contests/${report.contestId}${path}`, token: root.token });
    expect((await read('')).body).toMatchObject({
      name: 'Spring Regional',
      start_time: startTime,
      duration: '5:00:00.000',
      scoreboard_freeze_duration: '1:00:00.000',
      scoreboard_type: 'pass-fail',
    });
    const problems = (await read('/problems')).body as unknown as {
      label: string;
      name: string;
      rgb: string | null;
    }[];
    expect(problems.map((p) => [p.label, p.name, p.rgb])).toEqual([
      ['A', 'Sum of Two', '#ff0000'],
      ['B', 'From the Site', null],
    ]);

    // The teams sign in with the package's password and with the one made here; the hidden team is a star.
    const team = await login(app, 'nordic1', 'lights-on-2');
    const info = await app.request({ url: '/api/get-user-info', token: team });
    expect(info.body.data).toMatchObject({ nickname: 'Nordic Lights', school: 'North University' });
    await login(app, 'jury', report.accounts[1].password!);
    const contest = await app.request({
      url: '/api/admin/contest',
      query: { cid: report.contestId },
      token: root.token,
    });
    expect(contest.body.data.starAccount).toEqual(['jury']);
    const log = await app.request({
      url: '/api/admin/audit-log',
      query: { action: 'contest.import' },
      token: root.token,
    });
    expect(log.body.data.records[0]).toMatchObject({ entityId: report.contestId, actorName: root.username });
  }, 120_000);

  it('writes nothing when the package is refused, and says what and where', async () => {
    const messageOf = (response: { body: unknown }) => (response.body as { message: string }).message;
    const before = await contestCount();
    // The same teams again: their usernames are taken now.
    const again = await upload(contestPackage());
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toContain('nordic1: the username already exists');
    const missing = await upload(
      contestPackage({
        'problems/sum/package.zip': null,
        'accounts.yaml': '- username: fresh1\n  type: team\n  team_id: team1\n',
        'teams.json': JSON.stringify([{ id: 'team1', name: 'Fresh' }]),
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toContain('problems: sum: no problems/sum/package.zip');
    const freeze = await upload(
      contestPackage({
        'contest.yaml': `name: X\nstart_time: ${startTime}\nduration: 5:00:00\nscoreboard_freeze_duration: 2:00:00\n`,
      }),
    );
    expect(messageOf(freeze)).toContain('scoreboard_freeze_duration');
    expect(await contestCount()).toBe(before);
    expect(
      await app.db.selectFrom('users').select('uid').where('username', '=', 'fresh1').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('is for admins: a contestant is refused, a caller without credentials asked for them', async () => {
    const user = await signedInUser(app);
    expect((await upload(contestPackage(), user.token)).statusCode).toBe(403);
    const { body, headers } = multipartFile('data', 'spring.zip', contestPackage(), 'application/zip');
    const anonymous = await app.request({ method: 'POST', url: '/api/clics/contests', headers, body });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Basic');
  });
});
