// A judge failure is shown to the submitter: it must not tell them the judge's host paths (the sandbox's run
// folder, which holds the judge's process id; the test-data cache, inside the server's data directory for the
// embedded judge) or process ids.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus, type JudgeResult, type JudgeTask } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudgeWorker, type JudgeWorker } from '../worker.ts';
import { withoutHostDetails } from './public-failure.ts';

let worker: JudgeWorker;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'judge-data-dir-'));
  worker = await createJudgeWorker({
    concurrency: 1,
    cacheDir: join(dataDir, 'judge-cache'),
    log: () => undefined,
  });
});
afterAll(async () => {
  await worker?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const aPlusB = '#include <stdio.h>\nint main(void){long a,b;scanf("%ld%ld",&a,&b);printf("%ld\\n",a+b);}';
const cases = [{ index: 0, input: { content: '1 2\n' }, output: { content: '3\n' }, score: 100 }];

function judge(problem: Record<string, unknown>, testCases: JudgeTask['testCases'] = cases) {
  return worker.judge({
    taskId: `leak-${Math.random()}`,
    language: 'C',
    source: aPlusB,
    problem: { timeLimitMs: 1000, memoryLimitMb: 256, ...problem },
    testCases,
  });
}

/** Every text of a result a submitter may see. */
const shown = (result: JudgeResult) =>
  [result.errorMessage ?? '', ...result.cases.map((testCase) => testCase.message ?? '')].join('\n');

function expectNoHostDetails(text: string) {
  expect(text).not.toMatch(/\/run\/judge-sandbox|\/tmp\/|judge-cache/);
  expect(text).not.toContain(dataDir);
  expect(text).not.toContain(String(process.pid));
}

describe('judge failures shown to users', () => {
  it.each([
    ['a user extra file named ..', { userExtraFiles: { '..': 'x' } }, 'problem.userExtraFiles'],
    ['a user extra file named .', { userExtraFiles: { '.': 'x' } }, 'problem.userExtraFiles'],
    ['a hidden judge extra file', { judgeExtraFiles: { '.h': 'x' } }, 'problem.judgeExtraFiles'],
    ['a file IO input named ..', { fileIO: { inputName: '..', outputName: 'out.txt' } }, 'problem.fileIO'],
    ['a file IO output named .', { fileIO: { inputName: 'in.txt', outputName: '.' } }, 'problem.fileIO'],
  ])(
    '%s: a System Error naming the field, with no host path or process id',
    async (_name, problem, field) => {
      const result = await judge(problem);
      expect(result.status).toBe(JudgeStatus.SYSTEM_ERROR);
      expect(result.errorMessage).toContain(field);
      expectNoHostDetails(shown(result));
    },
  );

  it('test data missing from the cache: a System Error without the cache folder', async () => {
    const result = await judge({}, [
      { index: 0, input: { hash: 'a'.repeat(64) }, output: { content: '3\n' }, score: 100 },
    ]);
    expect(result.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expectNoHostDetails(shown(result));
  });
});

describe('withoutHostDetails', () => {
  it.each([
    [
      "EISDIR: illegal operation on a directory, open '/run/judge-sandbox/12330-78ea8210/slot1'",
      "EISDIR: illegal operation on a directory, open '…'",
    ],
    [
      'sandbox helper exited (code 1): cannot open /sys/fs/cgroup/judge/12330/slot1/memory.max (pid 4242)',
      'sandbox helper exited (code 1): cannot open … (pid …)',
    ],
    ['spawn /usr/bin/python3 ENOENT', 'spawn … ENOENT'],
    [
      'checker crashed: signal 11 (SIGSEGV), 1/2 of the cases',
      'checker crashed: signal 11 (SIGSEGV), 1/2 of the cases',
    ],
  ])('%s', (message, expected) => {
    expect(withoutHostDetails(message)).toBe(expected);
  });
});
