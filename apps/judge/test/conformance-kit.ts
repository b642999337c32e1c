// The conformance suite's shared part: each file judges its share of the packages in test/conformance/*, each
// holding the verdict (and for scoring problems the score) every submission must get, in the real sandbox exactly
// as `judge check` does. The packages are split across files so that two workers judge them side by side: judged
// in one file, they were the judge suite's whole length (183 of 186 s), the other files done long before.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPackage } from '../src/problem/check-package.ts';
import { loadProblem } from '../src/problem/load-problem.ts';
import { createJudgeWorker, type JudgeWorker } from '../src/worker.ts';

export const CONFORMANCE_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'conformance');

/** The packages judged in conformance-languages.test.ts: every language of the judge, about half the judging. */
export const LANGUAGE_PACKAGES = ['languages', 'package-languages'];

/** A judge worker for the file, made before its tests and closed after them. */
export function useJudgeWorker(): () => JudgeWorker {
  let worker: JudgeWorker | undefined;
  beforeAll(async () => {
    worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
  });
  afterAll(async () => worker?.close());
  return () => {
    if (!worker) throw new Error('the judge worker is made before the tests');
    return worker;
  };
}

/** One test per package: every submission gets its folder's verdict. */
export function judgesEveryPackage(names: string[], worker: () => JudgeWorker): void {
  describe('every submission of every conformance package gets its folder verdict', () => {
    for (const name of names)
      it(name, async () => {
        const dir = join(CONFORMANCE_ROOT, name);
        const report = await checkPackage(worker(), loadProblem(dir), dir);
        const wrong = report.submissions
          .filter((check) => !check.ok)
          .map(
            (check) =>
              `${check.path}: ${check.verdict} score ${check.score} in ${check.result?.timeMs ?? '-'} ms: ${check.unmet.join('; ')}`,
          );
        // The message names each submission that missed, so a failure in CI's summary line says which one.
        expect(wrong, `${name}: ${wrong.join(' | ')}`).toEqual([]);
        expect(report.submissions.length).toBeGreaterThanOrEqual(3);
        if (name === 'custom-validator')
          expect(report.timeLimitSource).toMatch(/^derived: slowest accepted run \d+ ms x 5 -> 1 s$/);
      });
  });
}

/** Every package of the suite: a package added to test/conformance is judged without being listed anywhere. */
export const ALL_PACKAGES = readdirSync(CONFORMANCE_ROOT).sort();
