import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  GUEST_REFUSED,
  MAY_SUBMIT,
  NO_SUBMIT_ROLES,
  NOT_FOUND,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make the online IDE's test run (docs/api.md "Online IDE"): POST /api/submit-problem-test-judge
 * without a pid needs login and a role that may submit (spec 1-core §5, §6); its result is the owner's
 * alone. No judge runs here: a run stays Pending.
 */
const CODE = '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b;}\n';

let app: TestApp;
let signed: Signed;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
});
afterAll(() => app.close());

const tokenOf = (caller: Caller) => (caller === 'guest' ? undefined : signed[caller].token);
const ideRun = (language: string) => () => ({
  method: 'POST' as const,
  url: '/api/submit-problem-test-judge',
  body: { language, code: CODE, userInput: '1 2' },
});

const rows: PermissionRow[] = [
  ...['C++', 'C++ With O2', 'Python3'].map((language): PermissionRow => ({
    call: `POST /api/submit-problem-test-judge (online IDE, ${language})`,
    request: ideRun(language),
    allowed: MAY_SUBMIT,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, [403, 'ROLE_RESTRICTED']],
    ],
  })),
  {
    call: 'GET /api/get-test-judge-result (the IDE run of the plain user)',
    request: async () => {
      const started = await app.request({ ...ideRun('C++')(), token: tokenOf('user') });
      return { url: '/api/get-test-judge-result', query: { testJudgeKey: started.body.data } };
    },
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN.filter((c) => c !== 'user'), NOT_FOUND],
    ],
  },
];

describe(`online IDE calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('a refused IDE run writes nothing; an accepted one is stored without a problem', async () => {
    const before = await app.db.selectFrom('testRuns').select('runKey').execute();
    for (const caller of ['guest', ...NO_SUBMIT_ROLES] as Caller[]) {
      const response = await app.request({ ...ideRun('C++')(), token: tokenOf(caller) });
      expect(response.statusCode).not.toBe(200);
    }
    expect(await app.db.selectFrom('testRuns').select('runKey').execute()).toHaveLength(before.length);
    const started = await app.request({ ...ideRun('Python3')(), token: tokenOf('user') });
    const stored = await app.db
      .selectFrom('testRuns')
      .selectAll()
      .where('runKey', '=', started.body.data)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ pid: null, uid: signed.user.uid, language: 'Python3', userInput: '1 2' });
    const result = await app.request({
      url: '/api/get-test-judge-result',
      token: tokenOf('user'),
      query: { testJudgeKey: started.body.data },
    });
    expect(result.body.data).toMatchObject({ status: 5, problemJudgeMode: 'default', expectedOutput: null });
  });
});
