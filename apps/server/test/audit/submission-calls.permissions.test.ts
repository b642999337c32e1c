import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { readZip } from '../../src/contexts/problems/testdata/zip.ts';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  EVERYONE,
  FORBIDDEN,
  GUEST_REFUSED,
  MAY_SUBMIT,
  NO_SUBMIT_ROLES,
  NOT_FOUND,
  PROBLEM_ADMINS,
  ROLE_RESTRICTED,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each submission call: submitting and test runs need login and a role that may submit
 * (spec 1-core §6), on a problem the caller may see; the owner alone shares, downloads a failed case
 * and reads a test run; root alone rejudges, judges by hand, cancels and deletes (§4.3); code and
 * case details follow §6's visibility rules. No judge runs here: states are set in the database.
 */
const CODE = 'int main() { return 0; }';

let app: TestApp;
let signed: Signed;
let problem: Awaited<ReturnType<typeof createProblem>>;
let privateProblem: Awaited<ReturnType<typeof createProblem>>;
let contestProblem: Awaited<ReturnType<typeof createProblem>>;
let noShareProblem: Awaited<ReturnType<typeof createProblem>>;
let closedCasesProblem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  signed = await signInEveryRole(app);
  const token = signed.admin.token;
  problem = await createProblem(app, token);
  privateProblem = await createProblem(app, token, { problem: { auth: 2 } });
  contestProblem = await createProblem(app, token, { problem: { auth: 3 } });
  noShareProblem = await createProblem(app, token, { problem: { codeShare: false } });
  closedCasesProblem = await createProblem(app, token, { problem: { openCaseResult: false } });
});
afterAll(() => app.close());

const tokenOf = (caller: Caller) => (caller === 'guest' ? undefined : signed[caller].token);

/** A submission by `owner` (the plain user unless told), straight through the call. */
async function submission(owner: Caller = 'user', pid = problem.pid): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: tokenOf(owner),
    body: { pid, language: 'C++', code: CODE },
  });
  if (response.statusCode !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.data.submitId;
}

/** Puts a submission in a final state with one recorded case, as a judge would have left it. */
async function judged(id: number, status: number) {
  await app.db
    .updateTable('submissions')
    .set({ status, score: 0, time: 1, memory: 1 })
    .where('id', '=', id)
    .execute();
  await app.db
    .insertInto('judgeCases')
    .values({
      submissionId: id,
      version: 0,
      position: 0,
      status,
      time: 1,
      memory: 1,
      score: 0,
      groupNum: null,
      inputName: '1.in',
      outputName: '1.out',
      userOutput: 'what the program printed',
      message: 'checker note',
    })
    .execute();
}

const OTHERS_THAN_OWNER: Caller[] = SIGNED_IN.filter((c) => c !== 'user');
const NOT_ADMIN_MAY_SUBMIT = MAY_SUBMIT.filter((c) => !PROBLEM_ADMINS.includes(c));
const submitTo =
  (pid: () => number): PermissionRow['request'] =>
  () => ({
    method: 'POST',
    url: '/api/submit-problem-judge',
    body: { pid: pid(), language: 'C++', code: CODE },
  });
const testRunOn =
  (pid: () => number): PermissionRow['request'] =>
  () => ({
    method: 'POST',
    url: '/api/submit-problem-test-judge',
    body: { pid: pid(), language: 'C++', code: CODE, userInput: '1 2' },
  });
const rootOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: ['root'],
  denied: [
    [['guest'], GUEST_REFUSED],
    [SIGNED_IN.filter((c) => c !== 'root'), FORBIDDEN],
  ],
});
const freshSubmitId = async () => String(await submission());

const rows: PermissionRow[] = [
  {
    call: 'POST /api/submit-problem-judge (public problem)',
    request: submitTo(() => problem.pid),
    allowed: MAY_SUBMIT,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/submit-problem-judge (private problem)',
    request: submitTo(() => privateProblem.pid),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
      [NOT_ADMIN_MAY_SUBMIT, NOT_FOUND],
    ],
  },
  {
    call: 'POST /api/submit-problem-judge (contest-only problem)',
    request: submitTo(() => contestProblem.pid),
    allowed: [],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
      [NOT_ADMIN_MAY_SUBMIT, NOT_FOUND],
      [PROBLEM_ADMINS, FORBIDDEN],
    ],
  },
  {
    call: 'POST /api/submit-problem-test-judge (public problem)',
    request: testRunOn(() => problem.pid),
    allowed: MAY_SUBMIT,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/submit-problem-test-judge (private problem)',
    request: testRunOn(() => privateProblem.pid),
    allowed: PROBLEM_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
      [NOT_ADMIN_MAY_SUBMIT, NOT_FOUND],
    ],
  },
  {
    call: 'GET /api/get-test-judge-result (the run of the plain user)',
    request: async () => {
      const started = await app.request({
        ...(await testRunOn(() => problem.pid)('user')),
        token: tokenOf('user'),
      });
      return { url: '/api/get-test-judge-result', query: { testJudgeKey: started.body.data } };
    },
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [OTHERS_THAN_OWNER, NOT_FOUND],
    ],
  },
  {
    call: 'GET /api/get-submission-detail',
    request: async () => ({ url: '/api/get-submission-detail', query: { submitId: await freshSubmitId() } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-all-case-result',
    request: async () => ({ url: '/api/get-all-case-result', query: { submitId: await freshSubmitId() } }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-submission-list',
    request: () => ({ url: '/api/get-submission-list' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    // The caller's own accepted code only (none here: { code: '' }), so any signed-in caller may ask.
    call: 'GET /api/get-last-ac-code',
    request: () => ({ url: '/api/get-last-ac-code', query: { pid: String(problem.pid) } }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'GET /api/get-submission-list (onlyMine)',
    request: () => ({ url: '/api/get-submission-list', query: { onlyMine: 'true' } }),
    allowed: SIGNED_IN,
    denied: [[['guest'], GUEST_REFUSED]],
  },
  {
    call: 'POST /api/check-submissions-status',
    request: async () => ({
      method: 'POST',
      url: '/api/check-submissions-status',
      body: { submitIds: [Number(await freshSubmitId())] },
    }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/resubmit (the plain user’s System Error)',
    request: async () => {
      const id = await submission();
      await judged(id, JudgeStatus.SYSTEM_ERROR);
      return { url: '/api/resubmit', query: { submitId: String(id) } };
    },
    // The owner, and the admin roles on anyone's (as built); a no-submit role may not resubmit either.
    allowed: ['user', ...PROBLEM_ADMINS],
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
      [['teacher', 'noDiscuss', 'muted'], FORBIDDEN],
    ],
  },
  {
    call: 'PUT /api/submission (share)',
    request: async () => ({
      method: 'PUT',
      url: '/api/submission',
      body: { submitId: Number(await freshSubmitId()), share: true },
    }),
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [OTHERS_THAN_OWNER, FORBIDDEN],
    ],
  },
  {
    call: 'PUT /api/submission (share on a problem that does not allow it)',
    request: async () => ({
      method: 'PUT',
      url: '/api/submission',
      body: { submitId: await submission('user', noShareProblem.pid), share: true },
    }),
    allowed: [],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN, FORBIDDEN],
    ],
  },
  {
    call: 'PUT /api/submission (unshare on a problem that does not allow sharing)',
    request: async () => ({
      method: 'PUT',
      url: '/api/submission',
      body: { submitId: await submission('user', noShareProblem.pid), share: false },
    }),
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [OTHERS_THAN_OWNER, FORBIDDEN],
    ],
  },
  {
    call: 'GET /api/file/download-testcase-one (the plain user’s Wrong Answer)',
    request: async () => {
      const id = await submission();
      await judged(id, JudgeStatus.WRONG_ANSWER);
      return { url: '/api/file/download-testcase-one', query: { submitId: String(id) } };
    },
    allowed: ['user'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [OTHERS_THAN_OWNER, FORBIDDEN],
    ],
  },
  ...(
    [
      ['pending', null],
      ['accepted', JudgeStatus.ACCEPTED],
      ['compile error', JudgeStatus.COMPILE_ERROR],
    ] as const
  ).map(([what, status]): PermissionRow => ({
    call: `GET /api/file/download-testcase-one (${what}: nobody)`,
    request: async () => {
      const id = await submission();
      if (status !== null) await judged(id, status);
      return { url: '/api/file/download-testcase-one', query: { submitId: String(id) } };
    },
    allowed: [],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN, FORBIDDEN],
    ],
  })),
  ...(['GET', 'POST'] as const).map((method) =>
    rootOnly(`${method} /api/admin/judge/rejudge`, async () => ({
      method,
      url: '/api/admin/judge/rejudge',
      query: { submitId: await freshSubmitId() },
    })),
  ),
  ...(['GET', 'POST'] as const).map((method) =>
    rootOnly(`${method} /api/admin/judge/manual-judge`, async () => ({
      method,
      url: '/api/admin/judge/manual-judge',
      query: { submitId: await freshSubmitId(), status: '0', score: '100' },
    })),
  ),
  ...(['GET', 'POST'] as const).map((method) =>
    rootOnly(`${method} /api/admin/judge/cancel-judge`, async () => ({
      method,
      url: '/api/admin/judge/cancel-judge',
      query: { submitId: await freshSubmitId() },
    })),
  ),
  ...(['GET', 'DELETE'] as const).map((method) =>
    rootOnly(`${method} /api/admin/judge/delete-judge`, async () => ({
      method,
      url: '/api/admin/judge/delete-judge',
      query: { submitId: await freshSubmitId() },
    })),
  ),
  rootOnly('GET /api/admin/judge/key', () => ({ url: '/api/admin/judge/key' })),
];

describe(`submission calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows.map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('a refused super-admin call changes nothing', async () => {
    const id = await submission();
    for (const caller of ['guest', 'admin', 'problemAdmin', 'teacher', 'user'] as Caller[]) {
      for (const url of [
        '/api/admin/judge/manual-judge',
        '/api/admin/judge/cancel-judge',
        '/api/admin/judge/delete-judge',
      ])
        await app.request({ url, token: tokenOf(caller), query: { submitId: String(id), status: '0' } });
    }
    const row = await app.db
      .selectFrom('submissions')
      .select(['status', 'isManual'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ status: JudgeStatus.PENDING, isManual: 0 });
  });

  it('the owner gets the failed case as a zip', async () => {
    const id = await submission();
    await judged(id, JudgeStatus.WRONG_ANSWER);
    const response = await app.request({
      url: '/api/file/download-testcase-one',
      token: tokenOf('user'),
      query: { submitId: String(id) },
    });
    expect(response.headers['content-type']).toBe('application/zip');
    const files = readZip(response.raw.rawPayload);
    expect([...files.keys()].sort()).toEqual(['1.in', '1.out']);
  });

  it('the site interval holds users back outside contests; the judge switch closes submitting to non-admins', async () => {
    await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 60 });
    try {
      // A fresh user: the others submitted moments ago.
      const fresh = await signedInUser(app);
      const submit = () =>
        app.request({
          method: 'POST',
          url: '/api/submit-problem-judge',
          token: fresh.token,
          body: { pid: problem.pid, language: 'C++', code: CODE },
        });
      expect((await submit()).statusCode).toBe(200);
      const again = await submit();
      expect([again.statusCode, again.body.code]).toEqual([429, 'COOLDOWN']);
      expect(again.body.data.secondsLeft).toBeGreaterThan(50);
      // A refused submission writes nothing.
      const count = await app.db
        .selectFrom('submissions')
        .select(app.db.fn.countAll().as('n'))
        .where('uid', '=', fresh.uid)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    } finally {
      await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
    }
    await app.services.siteConfig.updateSwitches({ openPublicJudge: false });
    try {
      const row: PermissionRow = {
        call: 'POST /api/submit-problem-judge (judge switched off)',
        request: submitTo(() => problem.pid),
        allowed: PROBLEM_ADMINS,
        denied: [
          [['guest'], GUEST_REFUSED],
          [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
          [NOT_ADMIN_MAY_SUBMIT, FORBIDDEN],
        ],
      };
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    } finally {
      await app.services.siteConfig.updateSwitches({ openPublicJudge: true });
    }
  });
});

describe(`submission visibility, spec 1-core §6 (${TEST_DIALECT})`, () => {
  const STAFF: Caller[] = ['root', 'admin', 'problemAdmin', 'teacher'];
  const OUTSIDERS: Caller[] = [
    'guest',
    'noSubmit',
    'noDiscuss',
    'muted',
    'noSubmitNoDiscuss',
    'noSubmitMuted',
  ];

  async function codeSeenBy(id: number) {
    const seen: Caller[] = [];
    for (const caller of ['user', ...STAFF, ...OUTSIDERS] as Caller[]) {
      const response = await app.request({
        url: '/api/get-submission-detail',
        token: tokenOf(caller),
        query: { submitId: String(id) },
      });
      expect(response.statusCode, caller).toBe(200);
      if (response.body.data.submission.code !== null) seen.push(caller);
    }
    return seen;
  }

  it.each([
    ['not shared', false, {}, false],
    ['shared', true, {}, true],
    ['shared, but the site hides code outside contests', true, { hideNonContestSubmissionCode: true }, false],
  ] as const)('%s', async (_what, share, switches, everyone) => {
    const id = await submission();
    if (share) {
      const shared = await app.request({
        method: 'PUT',
        url: '/api/submission',
        token: tokenOf('user'),
        body: { submitId: id, share: true },
      });
      expect(shared.statusCode).toBe(200);
    }
    await app.services.siteConfig.updateSwitches(switches);
    try {
      expect(await codeSeenBy(id)).toEqual(everyone ? ['user', ...STAFF, ...OUTSIDERS] : ['user', ...STAFF]);
    } finally {
      await app.services.siteConfig.updateSwitches({ hideNonContestSubmissionCode: false });
    }
  });

  it('shared code hides again when its problem stops allowing sharing', async () => {
    const own = await createProblem(app, signed.root.token);
    const id = await submission('user', own.pid);
    await app.request({
      method: 'PUT',
      url: '/api/submission',
      token: tokenOf('user'),
      body: { submitId: id, share: true },
    });
    await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: signed.root.token,
      body: {
        ...own.body,
        pid: own.pid,
        problem: { ...own.body.problem, codeShare: false },
        changeCases: false,
      },
    });
    expect(await codeSeenBy(id)).toEqual(['user', ...STAFF]);
  });

  it('case tables: judge output and checker notes for staff only; all details hidden when the problem closes them', async () => {
    const open = await submission();
    await judged(open, JudgeStatus.WRONG_ANSWER);
    const closed = await submission('user', closedCasesProblem.pid);
    await judged(closed, JudgeStatus.WRONG_ANSWER);
    for (const caller of ['user', ...STAFF, ...OUTSIDERS] as Caller[]) {
      const staff = STAFF.includes(caller);
      const read = async (id: number) =>
        (
          await app.request({
            url: '/api/get-all-case-result',
            token: tokenOf(caller),
            query: { submitId: String(id) },
          })
        ).body.data;
      const openCases = await read(open);
      expect(openCases.hidden, caller).toBe(false);
      expect(openCases.judgeCaseList[0], caller).toMatchObject({
        status: JudgeStatus.WRONG_ANSWER,
        userOutput: staff ? 'what the program printed' : null,
        message: staff ? 'checker note' : null,
      });
      const closedCases = await read(closed);
      expect(closedCases.hidden, caller).toBe(!staff);
      expect(closedCases.judgeCaseList.length, caller).toBe(staff ? 1 : 0);
    }
  });

  it('onlyMine lists the caller’s own submissions; the list pages by 15', async () => {
    const mine = await submission('noDiscuss');
    const theirs = await submission('muted');
    const onlyMine = await app.request({
      url: '/api/get-submission-list',
      token: tokenOf('noDiscuss'),
      query: { onlyMine: 'true', limit: '100' },
    });
    const ids = onlyMine.body.data.records.map((r: { submitId: number }) => r.submitId);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(new Set(onlyMine.body.data.records.map((r: { uid: number }) => r.uid))).toEqual(
      new Set([signed.noDiscuss.uid]),
    );
    for (let i = 0; i < 16; i++) await submission('admin');
    const firstPage = await app.request({ url: '/api/get-submission-list' });
    expect(firstPage.body.data.size).toBe(15);
    expect(firstPage.body.data.records).toHaveLength(15);
    expect(firstPage.body.data.total).toBeGreaterThan(15);
  });
});
