import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

/** The online IDE's test runs (docs/api.md "Online IDE"): free code and input, no problem, judged for real. */
const CPP_SUM = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';
const PY_SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';

let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  user = await signedInUser(app);
});
afterAll(() => app.close());

async function run(language: string, code: string, userInput: string) {
  const started = await app.request({
    method: 'POST',
    url: '/api/submit-problem-test-judge',
    token: user.token,
    body: { language, code, userInput },
  });
  expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
  for (let i = 0; i < 600; i++) {
    const result = (
      await app.request({
        url: '/api/get-test-judge-result',
        token: user.token,
        query: { testJudgeKey: started.body.data },
      })
    ).body.data;
    if (result.status !== JudgeStatus.PENDING) return result;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('test run never finished');
}

describe(`online IDE test runs (${TEST_DIALECT})`, () => {
  it('runs C++, C++ With O2 and Python3 on the given input and shows the output', async () => {
    for (const [language, code] of [
      ['C++', CPP_SUM],
      ['C++ With O2', CPP_SUM],
      ['Python3', PY_SUM],
    ]) {
      const result = await run(language, code, '1 2');
      expect(result, language).toMatchObject({
        status: JudgeStatus.ACCEPTED,
        userInput: '1 2',
        expectedOutput: null,
        stderr: '',
        problemJudgeMode: 'default',
      });
      expect(result.userOutput.trim(), language).toBe('3');
      expect(result.time).toBeGreaterThanOrEqual(0);
      expect(result.memory).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows the compiler message of a compile error and the error of a crash', async () => {
    const compileError = await run('C++', 'int main() { return syntax error; }', '');
    expect(compileError.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(compileError.stderr).toMatch(/error/);
    const crash = await run('Python3', 'raise ValueError("boom")\n', '');
    expect(crash.status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(crash.stderr).toContain('ValueError');
  });

  it('a program running past the default 1 s limit is stopped', async () => {
    const result = await run('Python3', 'while True:\n    pass\n', '');
    expect(result.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
  });
});
