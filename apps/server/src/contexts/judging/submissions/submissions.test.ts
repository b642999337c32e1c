import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';
import { readZip } from '../../problems/testdata/zip.ts';

const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
const CPP_WA = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<"\\n";}\n';
const PY_AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PY_WA = 'print(0)\n';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let root: Awaited<ReturnType<typeof signedInUser>>;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  // No wait between submissions in this suite; the interval rule has its own test.
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  admin = await signedInUser(app, Role.ADMIN);
  root = await signedInUser(app, Role.ROOT);
  problem = await createProblem(app, admin.token, { languages: ['C++', 'Python3', 'C'] });
});
afterAll(() => app.close());

async function submit(token: string, code: string, language = 'C++', pid = problem.pid) {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, language, code },
  });
  return response;
}

describe(`submitting and judging (${TEST_DIALECT})`, () => {
  it('judges wrong then right answers in C++ and Python, with per-case results and counts', async () => {
    const user = await signedInUser(app);
    const verdicts: Record<string, number> = {};
    for (const [name, code, language] of [
      ['cpp-wa', CPP_WA, 'C++'],
      ['cpp-ac', CPP_AC, 'C++'],
      ['py-wa', PY_WA, 'Python3'],
      ['py-ac', PY_AC, 'Python3'],
    ] as const) {
      const response = await submit(user.token, code, language);
      expect(response.statusCode).toBe(200);
      expect(response.body.data.status).toBe(JudgeStatus.PENDING);
      verdicts[name] = (await waitForVerdict(app, response.body.data.submitId)).status;
    }
    expect(verdicts).toEqual({
      'cpp-wa': JudgeStatus.WRONG_ANSWER,
      'cpp-ac': JudgeStatus.ACCEPTED,
      'py-wa': JudgeStatus.WRONG_ANSWER,
      'py-ac': JudgeStatus.ACCEPTED,
    });

    const list = await app.request({
      url: '/api/get-submission-list',
      token: user.token,
      query: { onlyMine: 'true' },
    });
    expect(list.body.data.total).toBe(4);
    const accepted = list.body.data.records.find(
      (r: { language: string; status: number }) => r.language === 'C++' && r.status === 0,
    );
    const cases = await app.request({
      url: '/api/get-all-case-result',
      token: user.token,
      query: { submitId: String(accepted.submitId) },
    });
    expect(cases.body.data.judgeCaseList.map((c: { status: number }) => c.status)).toEqual([0, 0]);

    const detail = await app.request({
      url: '/api/get-problem-detail',
      token: user.token,
      query: { problemId: problem.problemId },
    });
    expect(detail.body.data.myStatus).toBe(0);
    expect(detail.body.data.problemCount).toMatchObject({ total: 4, ac: 2, wa: 2 });
    const status = await app.request({
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: user.token,
      body: { pidList: [problem.pid] },
    });
    expect(status.body.data[problem.pid].status).toBe(0);
  });

  it('keeps a compile error message', async () => {
    const user = await signedInUser(app);
    const response = await submit(user.token, 'int main() { return syntax error; }');
    const verdict = await waitForVerdict(app, response.body.data.submitId);
    expect(verdict.status).toBe(JudgeStatus.COMPILE_ERROR);
    const detail = await app.request({
      url: '/api/get-submission-detail',
      token: user.token,
      query: { submitId: String(response.body.data.submitId) },
    });
    expect(detail.body.data.submission.errorMessage).toMatch(/error/);
  });

  it('runs a test with the user input, and without expected output accepts a clean run', async () => {
    const user = await signedInUser(app);
    const start = await app.request({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      token: user.token,
      body: { pid: problem.pid, language: 'Python3', code: PY_AC, userInput: '20 22\n' },
    });
    expect(start.statusCode).toBe(200);
    const key = start.body.data;
    let result;
    for (let i = 0; i < 600; i++) {
      result = (
        await app.request({
          url: '/api/get-test-judge-result',
          token: user.token,
          query: { testJudgeKey: key },
        })
      ).body.data;
      if (result.status !== JudgeStatus.PENDING) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(result.status).toBe(JudgeStatus.ACCEPTED);
    expect(result.userOutput.trim()).toBe('42');
    const other = await signedInUser(app);
    expect(
      (
        await app.request({
          url: '/api/get-test-judge-result',
          token: other.token,
          query: { testJudgeKey: key },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe(`submission rules (${TEST_DIALECT})`, () => {
  it.each([
    [{ code: '   ' }, 'code'],
    [{ code: 'x'.repeat(65536) }, 'code'],
    [{ language: '' }, 'language'],
    [{ pid: 0 }, 'pid'],
  ])('refuses %j naming %s', async (patch, field) => {
    const user = await signedInUser(app);
    const response = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid: problem.pid, language: 'C++', code: CPP_AC, ...patch },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });

  it('refuses a language the problem does not allow, and an unknown problem', async () => {
    const user = await signedInUser(app);
    expect((await submit(user.token, CPP_AC, 'Java')).body.data.field).toBe('language');
    expect((await submit(user.token, CPP_AC, 'C++', 999999)).statusCode).toBe(404);
  });

  it('needs login and refuses no-submit roles', async () => {
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/submit-problem-judge',
          body: { pid: problem.pid, language: 'C++', code: CPP_AC },
        })
      ).statusCode,
    ).toBe(401);
    for (const role of [Role.NO_SUBMIT, Role.NO_SUBMIT_MUTED, Role.NO_SUBMIT_NO_DISCUSS]) {
      const user = await signedInUser(app, role);
      const response = await submit(user.token, CPP_AC);
      expect(response.body.code).toBe('ROLE_RESTRICTED');
      const run = await app.request({
        method: 'POST',
        url: '/api/submit-problem-test-judge',
        token: user.token,
        body: { pid: problem.pid, language: 'C++', code: CPP_AC },
      });
      expect(run.body.code).toBe('ROLE_RESTRICTED');
    }
  });

  it('keeps the site submission interval outside contests', async () => {
    const user = await signedInUser(app);
    await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 60 });
    try {
      expect((await submit(user.token, CPP_AC)).statusCode).toBe(200);
      const tooSoon = await submit(user.token, CPP_AC);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.body.code).toBe('COOLDOWN');
    } finally {
      await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
    }
  });

  it('test input is limited to 10000 characters and needs login', async () => {
    const user = await signedInUser(app);
    const long = await app.request({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      token: user.token,
      body: { pid: problem.pid, language: 'C++', code: CPP_AC, userInput: 'x'.repeat(10001) },
    });
    expect(long.body.data.field).toBe('userInput');
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/submit-problem-test-judge',
          body: { pid: problem.pid, language: 'C++', code: CPP_AC },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('private problems take submissions from admins only', async () => {
    const hidden = await createProblem(app, admin.token, { problem: { auth: 2 } });
    const user = await signedInUser(app);
    expect((await submit(user.token, CPP_AC, 'C++', hidden.pid)).statusCode).toBe(404);
    expect(
      (
        await app.request({
          url: '/api/get-problem-detail',
          token: user.token,
          query: { problemId: hidden.problemId },
        })
      ).statusCode,
    ).toBe(404);
    expect((await submit(admin.token, CPP_AC, 'C++', hidden.pid)).statusCode).toBe(200);
  });
});

describe(`code visibility and sharing (${TEST_DIALECT})`, () => {
  it('shows code to its owner, admins and teachers, and to others only when shared', async () => {
    const owner = await signedInUser(app);
    const submitId = String((await submit(owner.token, CPP_AC)).body.data.submitId);
    const codeAs = async (token?: string) =>
      (await app.request({ url: '/api/get-submission-detail', token, query: { submitId } })).body.data
        .submission.code;
    expect(await codeAs(owner.token)).toBe(CPP_AC);
    expect(await codeAs(admin.token)).toBe(CPP_AC);
    expect(await codeAs((await signedInUser(app, Role.TEACHER)).token)).toBe(CPP_AC);
    const stranger = await signedInUser(app);
    expect(await codeAs(stranger.token)).toBeNull();
    expect(await codeAs()).toBeNull();
    expect(
      (
        await app.request({
          method: 'PUT',
          url: '/api/submission',
          token: stranger.token,
          body: { submitId: Number(submitId), share: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.request({
          method: 'PUT',
          url: '/api/submission',
          token: owner.token,
          body: { submitId: Number(submitId), share: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(await codeAs(stranger.token)).toBe(CPP_AC);
    await app.services.siteConfig.updateSwitches({ hideNonContestSubmissionCode: true });
    expect(await codeAs(stranger.token)).toBeNull();
    await app.services.siteConfig.updateSwitches({ hideNonContestSubmissionCode: false });
  });

  it('lets the owner download the failed case of a wrong answer, nobody else', async () => {
    const owner = await signedInUser(app);
    const submitId = (await submit(owner.token, CPP_WA)).body.data.submitId;
    await waitForVerdict(app, submitId);
    const download = await app.request({
      url: '/api/file/download-testcase-one',
      token: owner.token,
      query: { submitId: String(submitId) },
    });
    expect(download.statusCode).toBe(200);
    const files = readZip(download.raw.rawPayload);
    expect(files.get('1.in')!.toString()).toBe('1 2\n');
    expect(files.get('1.out')!.toString()).toBe('3\n');
    const stranger = await signedInUser(app);
    expect(
      (
        await app.request({
          url: '/api/file/download-testcase-one',
          token: stranger.token,
          query: { submitId: String(submitId) },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows its author the first failing case in the detail (waCaseData) when the problem opens case results', async () => {
    const owner = await signedInUser(app);
    const detailAs = async (token: string | undefined, submitId: number) =>
      (await app.request({ url: '/api/get-submission-detail', token, query: { submitId: String(submitId) } }))
        .body.data.waCaseData;
    const wrong = (await submit(owner.token, CPP_WA)).body.data.submitId;
    await waitForVerdict(app, wrong);
    expect(await detailAs(owner.token, wrong)).toEqual({
      caseId: 1,
      status: JudgeStatus.WRONG_ANSWER,
      input: { text: '1 2\n', truncated: false },
      expectedOutput: { text: '3\n', truncated: false },
      userOutput: { text: '-1\n', truncated: false },
    });
    expect(await detailAs((await signedInUser(app)).token, wrong)).toBeNull();
    expect(await detailAs(undefined, wrong)).toBeNull();
    const right = (await submit(owner.token, CPP_AC)).body.data.submitId;
    await waitForVerdict(app, right);
    expect(await detailAs(owner.token, right)).toBeNull();

    const closed = await createProblem(app, admin.token, { problem: { openCaseResult: false } });
    const hidden = (await submit(owner.token, CPP_WA, 'C++', closed.pid)).body.data.submitId;
    await waitForVerdict(app, hidden);
    expect(await detailAs(owner.token, hidden)).toBeNull();
  });
});

describe(`super admin judge actions (${TEST_DIALECT})`, () => {
  it('rejudges, judges by hand, cancels and deletes; only root may', async () => {
    const user = await signedInUser(app);
    const submitId = (await submit(user.token, CPP_WA)).body.data.submitId;
    await waitForVerdict(app, submitId);
    const id = String(submitId);
    for (const url of [
      '/api/admin/judge/rejudge',
      '/api/admin/judge/manual-judge',
      '/api/admin/judge/cancel-judge',
      '/api/admin/judge/delete-judge',
    ]) {
      expect(
        (await app.request({ url, token: admin.token, query: { submitId: id, status: '0' } })).statusCode,
      ).toBe(403);
    }
    const manual = await app.request({
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: { submitId: id, status: '0', score: '100' },
    });
    expect(manual.statusCode).toBe(200);
    let row = (
      await app.request({ url: '/api/get-submission-detail', token: root.token, query: { submitId: id } })
    ).body.data.submission;
    expect(row).toMatchObject({ status: 0, isManual: true, score: 100 });
    const cancelledStatus = await app.request({
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: { submitId: id, status: '-4' },
    });
    expect(cancelledStatus.body.data.field).toBe('status');
    expect(
      (await app.request({ url: '/api/admin/judge/rejudge', token: root.token, query: { submitId: id } }))
        .statusCode,
    ).toBe(200);
    expect((await waitForVerdict(app, submitId)).status).toBe(JudgeStatus.WRONG_ANSWER);
    row = (
      await app.request({ url: '/api/get-submission-detail', token: root.token, query: { submitId: id } })
    ).body.data.submission;
    expect(row.isManual).toBe(false);
    const cancelFinished = await app.request({
      url: '/api/admin/judge/cancel-judge',
      token: root.token,
      query: { submitId: id },
    });
    expect(cancelFinished.statusCode).toBe(400);
    expect(
      (
        await app.request({
          url: '/api/admin/judge/delete-judge',
          token: root.token,
          query: { submitId: id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await app.request({ url: '/api/get-submission-detail', query: { submitId: id } })).statusCode,
    ).toBe(404);
  });
});

describe(`problem bank reads (${TEST_DIALECT})`, () => {
  it('lists public problems with filters, tags and counts, and hides private ones', async () => {
    const tagged = await createProblem(app, admin.token, {
      problem: { difficulty: 3, title: 'Graph Walk' },
      tags: [{ name: 'graphs' }],
    });
    await createProblem(app, admin.token, { problem: { auth: 2, title: 'Secret Graph' } });
    const all = await app.request({ url: '/api/get-problem-list', query: { keyword: 'graph' } });
    expect(all.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([tagged.problemId]);
    expect(all.body.data.size).toBe(30);
    const byDifficulty = await app.request({ url: '/api/get-problem-list', query: { difficulty: '3' } });
    expect(byDifficulty.body.data.records.every((r: { difficulty: number }) => r.difficulty === 3)).toBe(
      true,
    );
    const tagId = all.body.data.records[0].tags[0].id;
    const byTag = await app.request({ url: '/api/get-problem-list', query: { tagId: String(tagId) } });
    expect(byTag.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([
      tagged.problemId,
    ]);
    expect(
      (await app.request({ url: '/api/get-problem-list', query: { tagId: 'x,1' } })).body.data.field,
    ).toBe('tagId');
    expect(
      (await app.request({ url: '/api/get-problem-list', query: { difficulty: '9' } })).body.data.field,
    ).toBe('difficulty');
    const tags = await app.request({ url: '/api/get-all-problem-tags' });
    expect(tags.body.data.map((t: { name: string }) => t.name)).toContain('graphs');
    const random = await app.request({ url: '/api/get-random-problem' });
    expect(random.body.data.problemId).toBeTruthy();
  });

  it('gives the problem detail without the checker or judge files, and keeps saved code', async () => {
    const user = await signedInUser(app);
    const detail = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: problem.problemId },
    });
    expect(detail.body.data.problem).not.toHaveProperty('spjCode');
    expect(detail.body.data.problem).not.toHaveProperty('judgeExtraFile');
    expect(detail.body.data.languages.sort()).toEqual(['C', 'C++', 'Python3']);
    expect(detail.body.data.myStatus).toBe(-10);
    const save = await app.request({
      method: 'POST',
      url: '/api/save-problem-code',
      token: user.token,
      query: { lang: 'Python3' },
      body: { pid: problem.pid, code: PY_AC },
    });
    expect(save.statusCode).toBe(200);
    const saved = await app.request({
      url: '/api/get-problem-code',
      token: user.token,
      query: { pid: String(problem.pid) },
    });
    expect(saved.body.data).toEqual({ code: PY_AC, lang: 'Python3' });
    const languages = await app.request({
      url: '/api/get-problem-languages',
      query: { pid: String(problem.pid) },
    });
    expect(languages.body.data.map((l: { name: string }) => l.name).sort()).toEqual(['C', 'C++', 'Python3']);
  });
});

describe(`special judge compile check (${TEST_DIALECT})`, () => {
  const GOOD_SPJ = '#include <stdio.h>\nint main(int c, char **v) { return 100; }\n';
  const BAD_SPJ = 'int main() { this is not C }\n';

  it('compiles on request and reports the compiler message', async () => {
    const ok = await app.request({
      method: 'POST',
      url: '/api/admin/problem/compile-spj',
      token: admin.token,
      body: { code: GOOD_SPJ, language: 'C' },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await app.request({
      method: 'POST',
      url: '/api/admin/problem/compile-spj',
      token: admin.token,
      body: { code: BAD_SPJ, language: 'C' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.field).toBe('code');
    expect(bad.body.msg).toMatch(/Compile Error.*error/s);
    const user = await signedInUser(app);
    expect(
      (
        await app.request({
          method: 'POST',
          url: '/api/admin/problem/compile-spj',
          token: user.token,
          body: { code: GOOD_SPJ, language: 'C' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses to save a problem whose special judge does not compile, and saves one that does', async () => {
    const { problemBody } = await import('../../../../test/test-app.ts');
    const broken = problemBody({ problem: { judgeMode: 'spj', spjCode: BAD_SPJ, spjLanguage: 'C' } });
    const refused = await app.request({
      method: 'POST',
      url: '/api/admin/problem',
      token: admin.token,
      body: broken,
    });
    expect(refused.body.data.field).toBe('problem.spjCode');
    expect(
      await app.db
        .selectFrom('problems')
        .select('id')
        .where('problemId', '=', String(broken.problem.problemId))
        .executeTakeFirst(),
    ).toBeUndefined();
    const working = problemBody({ problem: { judgeMode: 'spj', spjCode: GOOD_SPJ, spjLanguage: 'C' } });
    expect(
      (await app.request({ method: 'POST', url: '/api/admin/problem', token: admin.token, body: working }))
        .statusCode,
    ).toBe(200);
  });
});

describe(`test runs and manual verdicts keep what users see (${TEST_DIALECT})`, () => {
  async function runTest(token: string, body: Record<string, unknown>) {
    const key = (
      await app.request({
        method: 'POST',
        url: '/api/submit-problem-test-judge',
        token,
        body: { pid: problem.pid, language: 'Python3', code: PY_AC, ...body },
      })
    ).body.data;
    for (let i = 0; i < 600; i++) {
      const result = (
        await app.request({ url: '/api/get-test-judge-result', token, query: { testJudgeKey: key } })
      ).body.data;
      if (result.status !== JudgeStatus.PENDING) return result;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('test run never finished');
  }

  it('compares a test run with an answer written without its final newline, and shows no checker note as stderr', async () => {
    const user = await signedInUser(app);
    const matched = await runTest(user.token, { userInput: '1 2', expectedOutput: '3' });
    expect(matched.status).toBe(JudgeStatus.ACCEPTED);
    const wrong = await runTest(user.token, { userInput: '1 2', expectedOutput: '4' });
    expect(wrong.status).toBe(JudgeStatus.WRONG_ANSWER);
    const free = await runTest(user.token, { userInput: '1 2' });
    expect(free).toMatchObject({ status: JudgeStatus.ACCEPTED, stderr: '' });
  });

  it('keeps the case results of a submission judged by hand', async () => {
    const user = await signedInUser(app);
    const submitId = (await submit(user.token, CPP_WA)).body.data.submitId;
    await waitForVerdict(app, submitId);
    await app.request({
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: { submitId: String(submitId), status: '0', score: '100' },
    });
    const cases = await app.request({
      url: '/api/get-all-case-result',
      token: root.token,
      query: { submitId: String(submitId) },
    });
    expect(cases.body.data.judgeCaseList).toHaveLength(2);
  });

  it('names the source file in the compile commands the help page shows', async () => {
    const languages = (await app.request({ url: '/api/languages' })).body.data as {
      name: string;
      description: string;
    }[];
    expect(languages.find((l) => l.name === 'Java')!.description).toContain('Main.java');
    // No placeholder of the judge's table ({source}, {mainClass}) is left unfilled; a shell's own braces may stay.
    expect(languages.filter((l) => /\{[A-Za-z]+\}/.test(l.description))).toEqual([]);
  });
});
