import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';
import { createContest } from '../contests-kit.ts';

/**
 * The reference client's "create a problem inside a contest" (HimitZH/HOJ hoj-vue views/admin/problem/Problem.vue
 * with route admin-create-contest-problem): admin_createContestProblem(problemDto) sends the ProblemDTO without
 * the contest (auth 3 and the contest's type set by the form), then admin_setContestProblemInfo(contestProblem)
 * links the answered pid: {pid, cid (text from the route), displayId, displayTitle, color}.
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let cid: number;
let cpp: { id: number; name: string };

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  cid = await createContest(app, root.token, { title: 'Form cup' });
  const languages = (await app.request({ url: '/api/languages', query: { all: 'true' } })).body.data as {
    id: number;
    name: string;
  }[];
  cpp = languages.find((l) => l.name === 'C++')!;
});
afterAll(() => app.close());

/** The ProblemDTO Problem.vue builds (languages as records, nulls for the unset, typed-in samples). */
function referenceDto() {
  const ours = problemBody();
  return {
    problem: { ...ours.problem, auth: 3, type: 0, judgeMode: 'default', userExtraFile: null, spjCode: null },
    languages: [cpp],
    tags: [],
    codeTemplates: [],
    samples: ours.samples.map((c) => ({ ...c, score: null, groupNum: null })),
    isUploadTestCase: false,
    uploadTestcaseDir: '',
    judgeMode: 'default',
  };
}

describe(`reference client: a problem written inside a contest (${TEST_DIALECT})`, () => {
  it('admin_createContestProblem without cid, then admin_setContestProblemInfo links it; the contest lists it', async () => {
    const dto = referenceDto();
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: dto,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const pid = created.body.data.pid as number;

    const linked = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: root.token,
      body: { pid, cid: String(cid), displayId: 'A', displayTitle: 'Sum', color: null },
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(200);
    const list = await app.request({
      url: '/api/admin/contest/get-problem-list',
      token: root.token,
      query: { cid: String(cid), currentPage: '1', limit: '10' },
    });
    expect(list.body.data.contestProblemMap[pid]).toMatchObject({ displayId: 'A', displayTitle: 'Sum' });
    // Not in the bank's public list: a contest problem.
    const admin = await app.request({
      url: '/api/admin/problem',
      token: root.token,
      query: { pid: String(pid) },
    });
    expect(admin.body.data.auth).toBe(3);
  });

  it('only a contest problem in no contest is linked so: a bank problem or a linked one stays a 404', async () => {
    const bank = await createProblem(app, root.token);
    const refused = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: root.token,
      body: { pid: bank.pid, cid: String(cid), displayId: 'Z', displayTitle: 'Bank', color: null },
    });
    expect(refused.statusCode).toBe(404);
    // Our own client names the contest: without cid (and not the reference's body) it is a 400 naming cid.
    const ours = await app.request({
      method: 'POST',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: problemBody(),
    });
    expect([ours.statusCode, ours.body.data?.field]).toEqual([400, 'cid']);
    // A display id in use is refused on linking too.
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/contest/problem',
      token: root.token,
      body: referenceDto(),
    });
    const taken = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      token: root.token,
      body: {
        pid: created.body.data.pid,
        cid: String(cid),
        displayId: 'A',
        displayTitle: 'Again',
        color: null,
      },
    });
    expect([taken.statusCode, taken.body.data?.field]).toEqual([400, 'displayId']);
  });
});
