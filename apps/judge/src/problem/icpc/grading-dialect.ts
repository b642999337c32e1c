// Legacy scoring packages mean different things by the same testdata.yaml depending on the tool they were written
// for. problemtools (the format's reference) gives every accepted case `accept_score` and inherits every key from
// the parent folder; DOMjudge gives `accept_score` to the whole group, knows only the folders that hold a
// testdata.yaml, and counts a validator's score for a wrong answer. A package written for DOMjudge says so by what
// only DOMjudge reads; it is graded the DOMjudge way, every other one as problemtools grades it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type GradingDialect = 'problemtools' | 'domjudge';

export interface DialectChoice {
  dialect: GradingDialect;
  /** Why, for the report. */
  reason: string;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Which tool's reading of testdata.yaml a legacy scoring package was written for. */
export function gradingDialectOf(dir: string): DialectChoice {
  if (existsSync(join(dir, 'domjudge-problem.ini')))
    return { dialect: 'domjudge', reason: 'the package has a domjudge-problem.ini' };
  const annotated = filesUnder(join(dir, 'submissions')).find((file) =>
    // Only DOMjudge reads an expected score from a submission's source.
    /@EXPECTED_SCORE@:\s*[-+]?[0-9.]+/i.test(readFileSync(file, 'latin1')),
  );
  if (annotated)
    return {
      dialect: 'domjudge',
      reason: 'its submissions carry @EXPECTED_SCORE@, which only DOMjudge reads',
    };
  return { dialect: 'problemtools', reason: "the format's reference tool" };
}
