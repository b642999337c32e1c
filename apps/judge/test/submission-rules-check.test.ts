// `judge check` on a 2023-07 package whose own submissions break its rules: each broken rule is flagged with a
// line saying what broke, judged in the real sandbox (the conformance packages cover the rules that hold).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkPackage } from '../src/problem/check-package.ts';
import { loadProblem } from '../src/problem/load-problem.ts';
import { createJudgeWorker, type JudgeWorker } from '../src/worker.ts';

let worker: JudgeWorker;
let dir: string;
beforeAll(async () => {
  worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
  dir = mkdtempSync(join(tmpdir(), 'rules-broken-'));
  const files: Record<string, string> = {
    'problem.yaml':
      'problem_format_version: 2023-07-draft\nname: Broken rules\n' +
      'limits:\n  time_limit: 1\n  time_multipliers:\n    time_limit_to_tle: 3\n',
    'data/sample/1.in': '3\n',
    'data/sample/1.ans': '6\n',
    'data/secret/1-easy.in': '5\n',
    'data/secret/1-easy.ans': '10\n',
    'data/secret/2-hard.in': '1000\n',
    'data/secret/2-hard.ans': '2000\n',
    'submissions/accepted/double.py': 'print(2 * int(input()))\n',
    // About 1.2 s of CPU on the hard case: over the 1 s limit, but well under 1 s x time_limit_to_tle (3).
    'submissions/time_limit_exceeded/just-over.c':
      '#include <stdio.h>\n#include <time.h>\nint main(void){long n;scanf("%ld",&n);' +
      'while(n>100&&clock()<1.2*CLOCKS_PER_SEC){}printf("%ld\\n",2*n);return 0;}\n',
    'submissions/wrong_answer/off.py': 'print(2 * int(input()) + 1)\n',
    'submissions/submissions.yaml':
      'accepted/double.py:\n  secret/*-hard:\n    required: [TLE]\n' +
      "wrong_answer/off.py:\n  message: 'a message no validator writes'\n",
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
});
afterAll(async () => {
  await worker?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('flags each submission that breaks a rule, saying which rule and how', async () => {
  const report = await checkPackage(worker, loadProblem(dir), dir);
  const unmet = Object.fromEntries(report.submissions.map((check) => [check.path, check.unmet]));
  expect(unmet).toEqual({
    // A rule requiring a time-out also bounds the time limit from above, as the format says.
    'submissions/accepted/double.py': [
      'accepted/double.py secret/*-hard: no case got TLE',
      'accepted/double.py secret/*-hard: no time-out under 3000 ms (the limit x 3), so the time limit is too close to this submission',
    ],
    'submissions/time_limit_exceeded/just-over.c': [
      'time_limit_exceeded: no time-out under 3000 ms (the limit x 3), so the time limit is too close to this submission',
    ],
    'submissions/wrong_answer/off.py': [
      'wrong_answer/off.py: no judge message holds "a message no validator writes"',
    ],
  });
  expect(report.submissions.every((check) => !check.ok)).toBe(true);
  expect(report.submissions.map((check) => check.verdict)).toEqual(['AC', 'TLE', 'WA']);
});
