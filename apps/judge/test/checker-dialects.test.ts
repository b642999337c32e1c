// The special judges of HUSTOJ, QDUOJ, Lemon and SYZOJ, each called as its own judge calls it and read as it reads
// the answer, with checkers of ours written to each convention (test/dialects/), in the real sandbox.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JudgeStatus } from '@judge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeSubmission } from '../src/problem/check-package.ts';
import { loadProblem } from '../src/problem/load-problem.ts';
import { createJudgeWorker, type JudgeWorker } from '../src/worker.ts';

const checkers = join(dirname(fileURLToPath(import.meta.url)), 'dialects');
const scratch = mkdtempSync(join(tmpdir(), 'checker-dialects-'));
let worker: JudgeWorker;
beforeAll(async () => {
  worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
});
afterAll(async () => {
  await worker?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A one-case OI problem (100 points) in our layout, checked by the dialect's checker. */
function problem(kind: string): string {
  const dir = join(scratch, kind);
  mkdirSync(join(dir, 'tests'), { recursive: true });
  writeFileSync(
    join(dir, 'problem.yaml'),
    `name: ${kind}\ntype: oi\ntimeLimit: 1000\nmemoryLimit: 256\nchecker:\n  kind: ${kind}\n  file: checker.cpp\n`,
  );
  copyFileSync(join(checkers, `${kind}.cpp`), join(dir, 'checker.cpp'));
  writeFileSync(join(dir, 'tests', '1.in'), '3 4\n');
  writeFileSync(join(dir, 'tests', '1.out'), '7 (sum)\n');
  return dir;
}

/** A C++ submission printing `expression` of a and b. */
function submission(name: string, expression: string): string {
  const path = join(scratch, `${name}.cpp`);
  writeFileSync(
    path,
    `#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << ${expression} << "\\n"; }\n`,
  );
  return path;
}

const exact = submission('exact', 'a + b');
const offByOne = submission('off-by-one', 'a + b + 1');
const wrong = submission('wrong', 'a * b');
const { ACCEPTED: AC, WRONG_ANSWER: WA, PARTIAL_ACCEPTED: PA } = JudgeStatus;

describe.each([
  ['hustoj', [AC, 100], [WA, 0], [WA, 0]],
  ['qduoj', [AC, 100], [WA, 0], [WA, 0]],
  ['lemon', [AC, 100], [PA, 50], [WA, 0]],
  ['syzoj', [AC, 100], [PA, 50], [WA, 0]],
] as const)('%s special judge', (kind, onExact, onOffByOne, onWrong) => {
  it('gives the exact, the off-by-one and the wrong sum their verdict and score', async () => {
    const loaded = loadProblem(problem(kind));
    const outcomes = [];
    for (const source of [exact, offByOne, wrong]) {
      const result = await judgeSubmission(worker, loaded, source);
      outcomes.push([result.status, result.score]);
    }
    expect(outcomes).toEqual([onExact, onOffByOne, onWrong]);
  });
});
