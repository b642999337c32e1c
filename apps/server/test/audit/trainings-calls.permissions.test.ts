import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_AUTH } from '@judge/contract';
import { createProblem, createTestApp, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { addTrainingProblems, createCategory, createTraining, trainingBody } from '../trainings-kit.ts';
import {
  checkPermissionRow,
  EVERYONE,
  FORBIDDEN,
  GUEST_REFUSED,
  MAY_SUBMIT,
  NO_SUBMIT_ROLES,
  NOT_FOUND,
  NOT_PROBLEM_ADMINS,
  PROBLEM_ADMINS,
  ROLE_RESTRICTED,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each training call (spec 2 §2.11, §6; spec 3 §6 and the reference's roles; docs/api.md
 * "Trainings"): the list, categories and a user's progress for anyone; one training's pages for the
 * signed-in, a private one's problems, problem pages, rank and submissions for its admins (root and the
 * author, here the problem admin) and those who registered; a hidden one is missing for everyone else.
 * The back office: the problem area's roles list, create and keep categories; one training's edit,
 * visibility and problems are for its admins only; deleting is root's.
 */
let app: TestApp;
let signed: Signed;
let category: number;
/** The problem admin's trainings (the problem admin is their author): public, private, hidden. */
let publicTraining: number;
let privateTraining: number;
let hiddenTraining: number;
let pid: number;
let privatePid: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  signed = await signInEveryRole(app);
  const author = signed.problemAdmin.token;
  category = await createCategory(app, author);
  pid = (await createProblem(app, signed.root.token)).pid;
  privatePid = (await createProblem(app, signed.root.token, { problem: { auth: PROBLEM_AUTH.PRIVATE } })).pid;
  publicTraining = await createTraining(app, author, { categoryId: category });
  privateTraining = await createTraining(app, author, {
    categoryId: category,
    auth: 'Private',
    privatePwd: 'pw',
  });
  hiddenTraining = await createTraining(app, author, { categoryId: category });
  for (const tid of [publicTraining, privateTraining, hiddenTraining])
    await addTrainingProblems(app, author, tid, [pid, privatePid]);
  await app.request({
    method: 'PUT',
    url: '/api/admin/training/change-training-status',
    token: author,
    query: { tid: String(hiddenTraining), status: 'false' },
  });
});
afterAll(() => app.close());

const TRAINING_ADMINS: Caller[] = ['root', 'problemAdmin'];
const OTHERS_SIGNED_IN = SIGNED_IN.filter((c) => !TRAINING_ADMINS.includes(c));
const q = (tid: number) => ({ tid: String(tid) });

/** A fresh training of the problem admin (for calls that change or delete it). */
const freshTraining = () => createTraining(app, signed.problemAdmin.token, { categoryId: category });
const freshCategory = () => createCategory(app, signed.root.token);

/**
 * The training's admins only: the other signed-in callers are refused as `refusal` (in the back office the
 * role check and the training's own rule both answer 403).
 */
const trainingAdminsOnly = (
  call: string,
  request: PermissionRow['request'],
  refusal: typeof FORBIDDEN = FORBIDDEN,
): PermissionRow => ({
  call,
  request,
  allowed: TRAINING_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [OTHERS_SIGNED_IN, refusal],
  ],
});
const problemAdminsOnly = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: PROBLEM_ADMINS,
  denied: [
    [['guest'], GUEST_REFUSED],
    [NOT_PROBLEM_ADMINS, FORBIDDEN],
  ],
});
const signedIn = (call: string, request: PermissionRow['request']): PermissionRow => ({
  call,
  request,
  allowed: SIGNED_IN,
  denied: [[['guest'], GUEST_REFUSED]],
});

const rows = (): PermissionRow[] => [
  // ---- public side ----
  {
    call: 'GET /api/get-training-category',
    request: () => ({ url: '/api/get-training-category' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-training-list',
    request: () => ({ url: '/api/get-training-list' }),
    allowed: EVERYONE,
    denied: [],
  },
  {
    call: 'GET /api/get-user-training-progress (a uid)',
    request: () => ({ url: '/api/get-user-training-progress', query: { uid: String(signed.user.uid) } }),
    allowed: EVERYONE,
    denied: [],
  },
  signedIn('GET /api/get-training-detail (public training)', () => ({
    url: '/api/get-training-detail',
    query: q(publicTraining),
  })),
  signedIn('GET /api/get-training-detail (private training: its introduction)', () => ({
    url: '/api/get-training-detail',
    query: q(privateTraining),
  })),
  trainingAdminsOnly(
    'GET /api/get-training-detail (hidden training)',
    () => ({ url: '/api/get-training-detail', query: q(hiddenTraining) }),
    NOT_FOUND,
  ),
  signedIn('GET /api/get-training-access', () => ({
    url: '/api/get-training-access',
    query: q(privateTraining),
  })),
  trainingAdminsOnly(
    'GET /api/get-training-access (hidden training)',
    () => ({ url: '/api/get-training-access', query: q(hiddenTraining) }),
    NOT_FOUND,
  ),
  signedIn('POST /api/register-training (private training, its password)', async () => ({
    method: 'POST',
    url: '/api/register-training',
    body: {
      tid: await createTraining(app, signed.problemAdmin.token, {
        categoryId: category,
        auth: 'Private',
        privatePwd: 'pw',
      }),
      password: 'pw',
    },
  })),
  signedIn('GET /api/get-training-problem-list (public training)', () => ({
    url: '/api/get-training-problem-list',
    query: q(publicTraining),
  })),
  trainingAdminsOnly('GET /api/get-training-problem-list (private training, not registered)', () => ({
    url: '/api/get-training-problem-list',
    query: q(privateTraining),
  })),
  signedIn('GET /api/get-full-screen-problem-list (public training)', () => ({
    url: '/api/get-full-screen-problem-list',
    query: q(publicTraining),
  })),
  trainingAdminsOnly('GET /api/get-full-screen-problem-list (private training, not registered)', () => ({
    url: '/api/get-full-screen-problem-list',
    query: q(privateTraining),
  })),
  signedIn('GET /api/get-training-problem-details (a private problem of a public training)', async () => ({
    url: '/api/get-training-problem-details',
    query: { tid: String(publicTraining), displayId: await problemIdOf(privatePid) },
  })),
  trainingAdminsOnly(
    'GET /api/get-training-problem-details (private training, not registered)',
    async () => ({
      url: '/api/get-training-problem-details',
      query: { tid: String(privateTraining), displayId: await problemIdOf(pid) },
    }),
  ),
  signedIn('GET /api/get-training-rank (public training)', () => ({
    url: '/api/get-training-rank',
    query: q(publicTraining),
  })),
  trainingAdminsOnly('GET /api/get-training-rank (private training, not registered)', () => ({
    url: '/api/get-training-rank',
    query: q(privateTraining),
  })),
  {
    call: 'POST /api/submit-problem-judge (tid: a private problem of a public training)',
    request: () => ({
      method: 'POST',
      url: '/api/submit-problem-judge',
      body: { pid: privatePid, tid: publicTraining, language: 'C++', code: 'int main() {}' },
    }),
    allowed: MAY_SUBMIT,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/submit-problem-judge (tid: private training, not registered)',
    request: () => ({
      method: 'POST',
      url: '/api/submit-problem-judge',
      body: { pid, tid: privateTraining, language: 'C++', code: 'int main() {}' },
    }),
    allowed: TRAINING_ADMINS,
    denied: [
      [['guest'], GUEST_REFUSED],
      [MAY_SUBMIT.filter((c) => !TRAINING_ADMINS.includes(c)), FORBIDDEN],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
    ],
  },
  {
    call: 'POST /api/submit-problem-test-judge (tid: a private problem of a public training)',
    request: () => ({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      body: {
        pid: privatePid,
        tid: publicTraining,
        language: 'C++',
        code: 'int main() {}',
        userInput: '1 2',
      },
    }),
    allowed: MAY_SUBMIT,
    denied: [
      [['guest'], GUEST_REFUSED],
      [NO_SUBMIT_ROLES, ROLE_RESTRICTED],
    ],
  },

  // ---- back office ----
  problemAdminsOnly('GET /api/admin/training/get-training-list', () => ({
    url: '/api/admin/training/get-training-list',
  })),
  trainingAdminsOnly('GET /api/admin/training', () => ({
    url: '/api/admin/training',
    query: q(publicTraining),
  })),
  problemAdminsOnly('POST /api/admin/training', () => ({
    method: 'POST',
    url: '/api/admin/training',
    body: trainingBody(category),
  })),
  trainingAdminsOnly('PUT /api/admin/training', async () => {
    const body = trainingBody(category);
    return {
      method: 'PUT',
      url: '/api/admin/training',
      body: { ...body, training: { ...body.training, id: await freshTraining() } },
    };
  }),
  {
    call: 'DELETE /api/admin/training (root only)',
    request: async () => ({ method: 'DELETE', url: '/api/admin/training', query: q(await freshTraining()) }),
    allowed: ['root'],
    denied: [
      [['guest'], GUEST_REFUSED],
      [SIGNED_IN.filter((c) => c !== 'root'), FORBIDDEN],
    ],
  },
  trainingAdminsOnly('PUT /api/admin/training/change-training-status', async () => ({
    method: 'PUT',
    url: '/api/admin/training/change-training-status',
    query: { tid: String(await freshTraining()), status: 'false' },
  })),
  trainingAdminsOnly('GET /api/admin/training/get-problem-list', () => ({
    url: '/api/admin/training/get-problem-list',
    query: { tid: String(publicTraining), queryExisted: 'true' },
  })),
  trainingAdminsOnly('POST /api/admin/training/add-problem-from-public', async () => ({
    method: 'POST',
    url: '/api/admin/training/add-problem-from-public',
    body: { tid: await freshTraining(), pid },
  })),
  trainingAdminsOnly('PUT /api/admin/training/problem', async () => ({
    method: 'PUT',
    url: '/api/admin/training/problem',
    body: { id: await linkOf(publicTraining, pid), rank: 3 },
  })),
  trainingAdminsOnly('DELETE /api/admin/training/problem', async () => {
    const tid = await freshTraining();
    await addTrainingProblems(app, signed.problemAdmin.token, tid, [pid]);
    return {
      method: 'DELETE',
      url: '/api/admin/training/problem',
      query: { tid: String(tid), pid: String(pid) },
    };
  }),
  problemAdminsOnly('POST /api/admin/training/category', () => ({
    method: 'POST',
    url: '/api/admin/training/category',
    body: { name: `c${Math.random().toString(36).slice(2, 10)}`, color: '#123456' },
  })),
  problemAdminsOnly('PUT /api/admin/training/category', async () => ({
    method: 'PUT',
    url: '/api/admin/training/category',
    body: {
      id: await freshCategory(),
      name: `c${Math.random().toString(36).slice(2, 10)}`,
      color: '#654321',
    },
  })),
  problemAdminsOnly('DELETE /api/admin/training/category', async () => ({
    method: 'DELETE',
    url: '/api/admin/training/category',
    query: { cid: String(await freshCategory()) },
  })),
];

async function problemIdOf(id: number) {
  const row = await app.db
    .selectFrom('problems')
    .select('problemId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.problemId;
}
async function linkOf(tid: number, problem: number) {
  const row = await app.db
    .selectFrom('trainingProblems')
    .select('id')
    .where('tid', '=', tid)
    .where('pid', '=', problem)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`training calls: who may make them (${TEST_DIALECT})`, () => {
  it.each(rows().map((row) => [row.call, row]))('%s', async (_call, row) => {
    expect(await checkPermissionRow(app, signed, row)).toEqual([]);
  });

  it('refusals change nothing: the hidden training stays hidden, the private one keeps its links', async () => {
    const before = await app.db
      .selectFrom('trainings')
      .selectAll()
      .where('id', '=', hiddenTraining)
      .executeTakeFirst();
    const links = await app.db
      .selectFrom('trainingProblems')
      .selectAll()
      .where('tid', '=', privateTraining)
      .execute();
    for (const caller of ['admin', 'teacher', 'user'] as const) {
      const { token } = signed[caller];
      await app.request({
        method: 'PUT',
        url: '/api/admin/training/change-training-status',
        token,
        query: { tid: String(hiddenTraining), status: 'true' },
      });
      await app.request({
        method: 'DELETE',
        url: '/api/admin/training/problem',
        token,
        query: { tid: String(privateTraining), pid: String(pid) },
      });
      await app.request({ method: 'DELETE', url: '/api/admin/training', token, query: q(privateTraining) });
    }
    expect(
      await app.db.selectFrom('trainings').selectAll().where('id', '=', hiddenTraining).executeTakeFirst(),
    ).toEqual(before);
    expect(
      await app.db.selectFrom('trainingProblems').selectAll().where('tid', '=', privateTraining).execute(),
    ).toEqual(links);
  });
});
