import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createContest, TIMES } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { acZipEntries, extensionOf, type AcceptedCode } from './contest-ac-download.ts';

/** GET /api/file/download-contest-ac-submission: the contest admins' zip of a contest's accepted code. */
let app: TestApp;
let author: Awaited<ReturnType<typeof signedInUser>>;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  author = await signedInUser(app, Role.ADMIN);
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

type Signed = Awaited<ReturnType<typeof signedInUser>>;

/** A contest with problems A and B, and a way to submit there with a verdict set by root. */
async function contestWithProblems(overrides: Parameters<typeof createContest>[2] = {}) {
  const cid = await createContest(app, author.token, overrides);
  const pids: Record<string, number> = {};
  for (const displayId of ['A', 'B']) {
    pids[displayId] = (await createProblem(app, author.token)).pid;
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: author.token,
      body: { cid, pid: pids[displayId], displayId },
    });
  }
  const submit = async (who: Signed, displayId: string, language: string, status: number, score?: number) => {
    const code = `// ${who.username} ${displayId} ${language} ${status}`;
    const response = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: who.token,
      body: { pid: pids[displayId], cid, language, code },
    });
    const submitId = response.body.data.submitId as number;
    await app.request({
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: {
        submitId: String(submitId),
        status: String(status),
        ...(score === undefined ? {} : { score: String(score) }),
      },
    });
    return { submitId, code };
  };
  return { cid, submit };
}

async function download(cid: number, token: string, query: Record<string, string> = {}) {
  const response = await app.request({
    url: '/api/file/download-contest-ac-submission',
    token,
    query: { cid: String(cid), ...query },
  });
  expect(response.statusCode, response.raw.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(response.raw.rawPayload));
  return Object.fromEntries(
    Object.entries(files).map(([name, data]) => [name, Buffer.from(data).toString()]),
  );
}

describe(`the AC download (${TEST_DIALECT})`, () => {
  it('files every accepted submission of an ACM contest per user or per problem; admins can be left out', async () => {
    const [alice, bob] = [await signedInUser(app), await signedInUser(app)];
    const { cid, submit } = await contestWithProblems();
    const first = await submit(alice, 'A', 'C++', JudgeStatus.ACCEPTED);
    const again = await submit(alice, 'A', 'Python3', JudgeStatus.ACCEPTED);
    await submit(alice, 'B', 'C++', JudgeStatus.WRONG_ANSWER);
    const bobs = await submit(bob, 'B', 'Python3', JudgeStatus.ACCEPTED);
    const authors = await submit(author, 'A', 'C++', JudgeStatus.ACCEPTED);
    const roots = await submit(root, 'B', 'C++', JudgeStatus.ACCEPTED);

    expect(await download(cid, author.token)).toEqual({
      [`${alice.username}/A_${first.submitId}.cpp`]: first.code,
      [`${alice.username}/A_${again.submitId}.py`]: again.code,
      [`${bob.username}/B_${bobs.submitId}.py`]: bobs.code,
      [`${author.username}/A_${authors.submitId}.cpp`]: authors.code,
      [`${root.username}/B_${roots.submitId}.cpp`]: roots.code,
    });
    expect(
      Object.keys(await download(cid, root.token, { excludeAdmin: 'true', splitType: 'problem' })).sort(),
    ).toEqual(
      [
        `A/${alice.username}_${first.submitId}.cpp`,
        `A/${alice.username}_${again.submitId}.py`,
        `B/${bob.username}_${bobs.submitId}.py`,
      ].sort(),
    );
  });

  it('keeps each user’s latest scored submission per problem in an OI contest, with its score', async () => {
    const alice = await signedInUser(app);
    const { cid, submit } = await contestWithProblems({ type: 1 });
    await submit(alice, 'A', 'C++', JudgeStatus.PARTIAL_ACCEPTED, 40);
    const latest = await submit(alice, 'A', 'C++', JudgeStatus.ACCEPTED, 100);
    const partial = await submit(alice, 'B', 'C++', JudgeStatus.PARTIAL_ACCEPTED, 30);
    expect(Object.keys(await download(cid, author.token)).sort()).toEqual([
      `${alice.username}/A_${latest.submitId}_100.cpp`,
      `${alice.username}/B_${partial.submitId}_30.cpp`,
    ]);
  });

  it('leaves out what was submitted outside the contest’s time and problems removed from it', async () => {
    const alice = await signedInUser(app);
    const { cid, submit } = await contestWithProblems();
    const early = await submit(alice, 'A', 'C++', JudgeStatus.ACCEPTED);
    await app.db
      .updateTable('submissions')
      .set({ createdAt: TIMES.scheduled.startTime.replace(/^\d{4}/, '2000') })
      .where('id', '=', early.submitId)
      .execute();
    await submit(alice, 'B', 'C++', JudgeStatus.ACCEPTED);
    const b = await app.db
      .selectFrom('contestProblems')
      .select('pid')
      .where('cid', '=', cid)
      .where('displayId', '=', 'B')
      .executeTakeFirstOrThrow();
    await app.request({
      method: 'DELETE',
      url: '/api/admin/contest/problem',
      token: author.token,
      query: { cid: String(cid), pid: String(b.pid) },
    });
    expect(await download(cid, author.token)).toEqual({});
  });
});

describe('the zip layout', () => {
  const row = (overrides: Partial<AcceptedCode>): AcceptedCode => ({
    id: 7,
    uid: 1,
    username: 'alice',
    pid: 1,
    displayId: 'A',
    language: 'C++',
    code: 'x',
    score: null,
    ...overrides,
  });

  it('names files by the judge’s source file of each language', () => {
    expect(['C', 'C++ 17', 'Java', 'Python3', 'Golang', 'Unknown'].map(extensionOf)).toEqual([
      'c',
      'cpp',
      'java',
      'py',
      'go',
      'txt',
    ]);
  });

  it('keeps user text inside its folder', () => {
    expect([...acZipEntries([row({ displayId: '../B/..', username: '..' })], 'user', false).keys()]).toEqual([
      '_/.._B_.._7.cpp',
    ]);
  });
});
